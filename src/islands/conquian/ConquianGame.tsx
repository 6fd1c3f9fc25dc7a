/**
 * "New deal": a seeded Conquian game the reader plays to the end, moving for
 * both players. The variant switches pass typed options to the engine; the
 * seed, the variant and the moves live in the URL (?cq-game=seed~letters:m1;m2…, gameUrl.ts),
 * so a game can be shared and replayed exactly. A tampered address shows a
 * message and the start of a deal.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { CONQUIAN, type ConquianMove, type ConquianOptions, type ConquianState } from '../../engine/conquian';
import { CONQUIAN_PARSE_MESSAGES, CONQUIAN_RULE_NAMES, CONQUIAN_VIOLATIONS, CQ } from '../../i18n/conquian';
import { ISLAND } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';
import { Board } from './Board';
import { MovePanel, type PlayOutcome } from '../shared/MovePanel';
import { restoreParam, writeParam } from '../shared/url';
import { SeedBar } from '../shared/SeedBar';
import { tryMove, type Notation } from '../shared/replay';
import { deal, DEFAULT_SEED, gameFromUrl, gameToUrl, KEY, type Game } from './gameUrl';

const ENGINE: Notation<ConquianState, ConquianMove> = { parseMove: CONQUIAN.notation.parseMove, formatMove: CONQUIAN.notation.formatMove, apply: CONQUIAN.apply };

export default function ConquianGame({ lang }: { lang: Lang }) {
  const t = CQ[lang];
  const u = ISLAND[lang];
  const [game, setGame] = useState<Game>(() => deal(DEFAULT_SEED, CONQUIAN.defaultOptions));
  const [notice, setNotice] = useState('');

  useEffect(() => restoreParam(KEY, gameFromUrl, setGame, () => setNotice(u.badUrl)), []);

  const update = (g: Game) => {
    setGame(g);
    writeParam(KEY, gameToUrl(g));
  };
  const state = game.states[game.states.length - 1]!;
  const legal = useMemo(() => CONQUIAN.legalMoves(state).map(CONQUIAN.notation.formatMove), [state]);
  const actor = CONQUIAN.toAct(state);

  const play = (text: string): PlayOutcome => {
    const r = tryMove(ENGINE, state, text);
    if (!r.ok) return r;
    setNotice('');
    update({ ...game, moves: [...game.moves, r.text], states: [...game.states, r.state] });
    return { ok: true };
  };
  const newDeal = (seed: string, options = game.options) => {
    setNotice('');
    update(deal(seed, options));
  };
  const setOption = (patch: Partial<ConquianOptions>) => newDeal(game.seed, { ...game.options, ...patch });

  return (
    <section class="island cq cq-game" aria-label={t.gameTitle} data-testid="conquian-game">
      <h4 class="cq-title">{t.gameTitle}</h4>
      {notice && <p class="error" role="alert">{notice}</p>}
      <SeedBar
        lang={lang}
        seed={game.seed}
        onDeal={(seed) => newDeal(seed)}
        onUndo={() => update({ ...game, moves: game.moves.slice(0, -1), states: game.states.slice(0, -1) })}
        moves={game.moves.length}
        onNotice={setNotice}
      />
      <fieldset class="cq-variants">
        <legend>{t.variants}</legend>
        <label>
          {t.scopeLabel}{' '}
          <select value={game.options.forcedAddScope} onChange={(e) => setOption({ forcedAddScope: (e.currentTarget as HTMLSelectElement).value === 'startOfTurn' ? 'startOfTurn' : 'anyFaceUp' })}>
            <option value="anyFaceUp">{t.scopeAny}</option>
            <option value="startOfTurn">{t.scopeStart}</option>
          </select>
        </label>
        <label>
          <input type="checkbox" checked={game.options.handMelds !== 'withCentre'} onChange={(e) => setOption({ handMelds: (e.currentTarget as HTMLInputElement).checked ? 'turnedCard' : 'withCentre' })} /> {t.handMelds}
        </label>
        <label>
          <input type="checkbox" checked={game.options.stockOutDoublesNext} onChange={(e) => setOption({ stockOutDoublesNext: (e.currentTarget as HTMLInputElement).checked })} /> {t.doubles}
        </label>
        <p class="hint">{t.variantsHint}</p>
      </fieldset>
      <Board state={state} lang={lang} />
      <MovePanel
        lang={lang}
        legal={legal}
        play={play}
        ruleNames={CONQUIAN_RULE_NAMES}
        messages={CONQUIAN_VIOLATIONS}
        parseMessages={CONQUIAN_PARSE_MESSAGES}
        summary={actor !== null ? `${t.legal} (${t.toAct(t.player(actor))})` : t.over}
        hint={t.notationHint}
        open
      />
      <details class="cq-log">
        <summary>{u.moves} ({game.moves.length})</summary>
        {game.moves.length ? <ol>{game.moves.map((m) => <li><code>{m}</code></li>)}</ol> : <p>{u.noMoves}</p>}
      </details>
    </section>
  );
}
