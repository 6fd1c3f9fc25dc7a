/**
 * A whole game of Gongor Whist: bid with the advisor's numbers, play your
 * cards (the engine lists the playable ones; any other press is explained with
 * its rule), twiddle, decide each trick, fore and aft hands, the score sheet,
 * undo. The seed, the options and the moves live in the URL
 * (?gw-game=seed~flags:b3.4MS.r…), replayed through the engine on load, so a
 * tampered address can never produce a position the rules do not allow: it
 * shows a message and the start of a deal.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  apply, availableBids, DEFAULT_OPTIONS, formatMove, formatMoves, legalMoves, parseMove, tricksWon,
  type GongorWhistMove, type GongorWhistOptions, type MissPenalty,
} from '../../engine/gongor-whist';
import type { Violation } from '../../engine/core/result';
import { GONGOR_WHIST_RULE_NAMES } from '../../i18n/gongor-whist-rules';
import { GONGOR_WHIST_VIOLATIONS, GW } from '../../i18n/gongor-whist';
import { ISLAND } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';
import { MovePanel, type PlayOutcome } from '../shared/MovePanel';
import { ViolationNote } from '../shared/ViolationNote';
import { restoreParam, writeParam } from '../shared/url';
import { SeedBar } from '../shared/SeedBar';
import { AdvisorPanel } from './AdvisorPanel';
import { useAdvice } from './advisorClient';
import { ScoreSheet } from './ScoreSheet';
import { displayOrder } from './order';
import { Table } from './Table';
import { DEFAULT_SEED, deal, gameFromUrl, gameToUrl, KEY, type Game } from './gameUrl';
import './gongor-whist.css';

export default function GongorWhistGame({ lang }: { lang: Lang }) {
  const t = GW[lang];
  const u = ISLAND[lang];
  const [game, setGame] = useState<Game>(() => deal(DEFAULT_SEED, DEFAULT_OPTIONS));
  const [notice, setNotice] = useState('');
  const [refused, setRefused] = useState<Violation | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const root = useRef<HTMLElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    setHydrated(true);
    restoreParam(KEY, gameFromUrl, setGame, () => setNotice(u.badUrl));
  }, []);

  const state = game.states[game.states.length - 1]!;
  const legal = useMemo(() => legalMoves(state), [state]);
  const advice = useAdvice(state, hydrated);

  // After a move made by the reader, put the focus on the next thing to do (keyboard play),
  // before the next key press can arrive.
  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const el = root.current?.querySelector<HTMLElement>('[data-focus="true"]');
    el?.focus();
  }, [game]);

  const update = (g: Game) => {
    setGame(g);
    writeParam(KEY, gameToUrl(g));
  };
  const attempt = (mv: GongorWhistMove): PlayOutcome => {
    const r = apply(state, mv);
    if (!r.ok) {
      setRefused(r.violation);
      return { ok: false, violation: r.violation };
    }
    setRefused(null);
    setNotice('');
    moved.current = true;
    update({ ...game, moves: [...game.moves, mv], states: [...game.states, r.state] });
    return { ok: true };
  };
  const playText = (text: string): PlayOutcome => {
    const mv = parseMove(text);
    if (!mv.ok) return { ok: false, parseError: mv.error };
    const r = attempt(mv.value);
    if (!r.ok) setRefused(null); // the panel shows its own explanation
    return r;
  };
  const newDeal = (seed: string, options = game.options) => {
    setNotice('');
    setRefused(null);
    update(deal(seed, options));
  };
  const setOption = (patch: Partial<GongorWhistOptions>) => newDeal(game.seed, { ...game.options, ...patch });
  const undo = () => {
    setRefused(null);
    moved.current = true;
    update({ ...game, moves: game.moves.slice(0, -1), states: game.states.slice(0, -1) });
  };

  const playable = legal.flatMap((m) => (m.type === 'play' ? [m.card] : []));
  const sortedPlayable = displayOrder(playable);
  const focusCard = state.phase === 'play' ? sortedPlayable[0] ?? null : null;
  const open = availableBids(state);
  const last = state.history[state.history.length - 1];
  const o = game.options;

  let actions = null;
  if (state.phase === 'bid') {
    actions = (
      <div class="gw-actions gw-bids" role="group" aria-label={t.bid}>
        {[0, 1, 2, 3, 4, 5, 6, 7].map((n) => {
          const used = !open.includes(n);
          return (
            <button type="button" class={used ? 'gw-used' : ''} data-bid={n} data-focus={n === open[0] ? 'true' : undefined} onClick={() => attempt({ type: 'bid', n })}>
              {t.bidButton(n)}{used && <span class="sr-only"> ({t.crossedOff})</span>}
            </button>
          );
        })}
      </div>
    );
  } else if (state.phase === 'decide') {
    const canTwiddle = legal.some((m) => m.type === 'twiddle');
    actions = (
      <div class="gw-actions" role="group" aria-label={t.phases.decide}>
        <button type="button" data-testid="resolve" data-focus="true" onClick={() => attempt({ type: 'resolve' })}>{t.resolve}</button>
        <button type="button" data-testid="twiddle" class={canTwiddle ? '' : 'gw-used'} onClick={() => attempt({ type: 'twiddle' })}>{t.twiddle}</button>
      </div>
    );
  } else if (state.phase === 'handEnd') {
    actions = (
      <div class="gw-actions" role="group">
        <button type="button" data-testid="next" data-focus="true" onClick={() => attempt({ type: 'next' })}>{t.next(state.half)}</button>
      </div>
    );
  }

  return (
    <section ref={root} class="island gw gw-game" aria-label={t.gameTitle} data-testid="gongor-game" data-phase={state.phase}>
      <h4 class="gw-title">{t.gameTitle}</h4>
      {notice && <p class="error" role="alert">{notice}</p>}
      <SeedBar
        lang={lang}
        seed={game.seed}
        onDeal={(seed) => newDeal(seed)}
        onUndo={undo}
        moves={game.moves.length}
        onNotice={setNotice}
        suggestNewDeal={state.phase === 'over'}
      />
      <details class="gw-options">
        <summary>{t.options}</summary>
        <fieldset>
          <legend>{t.options}</legend>
          <label>
            {t.modeLabel}{' '}
            <select data-testid="mode" value={o.mode} onChange={(e) => setOption({ mode: (e.currentTarget as HTMLSelectElement).value as GongorWhistOptions['mode'] })}>
              <option value="standard">{t.modeStandard}</option>
              <option value="points">{t.modePoints}</option>
            </select>
          </label>
          <label>
            {t.penaltyLabel}{' '}
            <select value={o.missPenalty} onChange={(e) => setOption({ missPenalty: (e.currentTarget as HTMLSelectElement).value as MissPenalty })}>
              {(['bid', 'tricks', 'difference'] as const).map((p) => <option value={p}>{t.penalty[p]}</option>)}
            </select>
          </label>
          <label><input type="checkbox" checked={o.trumpCarriesToAftHand} onChange={(e) => setOption({ trumpCarriesToAftHand: (e.currentTarget as HTMLInputElement).checked })} /> {t.trumpCarries}</label>
          <label><input type="checkbox" checked={o.noTrumpCarriesToAftHand} onChange={(e) => setOption({ noTrumpCarriesToAftHand: (e.currentTarget as HTMLInputElement).checked })} /> {t.noTrumpCarries}</label>
          <label><input type="checkbox" checked={o.oneTwiddlePerTrick} onChange={(e) => setOption({ oneTwiddlePerTrick: (e.currentTarget as HTMLInputElement).checked })} /> {t.oneTwiddle}</label>
          <label><input type="checkbox" checked={o.pointsModeBidsRepeat} onChange={(e) => setOption({ pointsModeBidsRepeat: (e.currentTarget as HTMLInputElement).checked })} /> {t.bidsRepeat}</label>
          <label>
            {t.passesLabel}{' '}
            <select data-testid="passes" value={String(o.pointsPasses)} onChange={(e) => {
              const v = (e.currentTarget as HTMLSelectElement).value;
              setOption({ pointsPasses: v === 'open' ? 'open' : Number(v) });
            }}>
              <option value="open">{t.passesOpen}</option>
              {[1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 50, 100].map((n) => <option value={String(n)}>{t.passesAtMost(n)}</option>)}
            </select>
          </label>
          <label><input type="checkbox" checked={o.pointsPasses === 'open' || o.pointsStopAtClearWin} disabled={o.pointsPasses === 'open'} onChange={(e) => setOption({ pointsStopAtClearWin: (e.currentTarget as HTMLInputElement).checked })} /> {t.stopAtWin}</label>
          <p class="hint">{t.optionsHint}</p>
        </fieldset>
      </details>
      <p class="gw-phase" aria-live="polite" data-testid="phase">
        {t.half[state.half]} {t.handLabel(state.half, state.pass)} · {t.phases[state.phase]}
      </p>
      <Table state={state} lang={lang} playable={playable} onCard={state.phase === 'over' || state.phase === 'handEnd' ? undefined : (c) => attempt({ type: 'play', card: c })} focusCard={focusCard}>
        {actions}
      </Table>
      {refused && <ViolationNote v={refused} lang={lang} ruleNames={GONGOR_WHIST_RULE_NAMES} messages={GONGOR_WHIST_VIOLATIONS} />}
      {(state.phase === 'handEnd' || state.phase === 'over') && last && (
        <p class="gw-result" role="status" data-testid="hand-result">
          {state.result?.kind === 'lost' ? t.gameLost(state.result.bid, state.result.tricks) : t.handResult(last.bid, last.tricks, last.made)}{' '}
          {state.result?.kind === 'won' && t.gameWon}
          {state.result?.kind === 'points' && t.pointsEnd(state.result.score, state.result.clearWin, state.result.passesUsed, state.options.pointsPasses === 'open')}
        </p>
      )}
      <AdvisorPanel state={state} lang={lang} advice={advice} />
      <ScoreSheet state={state} lang={lang} />
      <MovePanel
        lang={lang}
        legal={legal.map(formatMove)}
        play={playText}
        ruleNames={GONGOR_WHIST_RULE_NAMES}
        messages={GONGOR_WHIST_VIOLATIONS}
        summary={t.legal}
        hint={t.notationHint}
      />
      <details class="gw-log">
        <summary>{t.moveLog} ({game.moves.length})</summary>
        {game.moves.length ? <p><code data-testid="move-log">{formatMoves(game.moves)}</code></p> : <p>{u.noMoves}</p>}
      </details>
      <p class="sr-only" aria-live="polite">{state.phase === 'play' || state.phase === 'decide' ? `${t.tricksWon}: ${tricksWon(state)}` : ''}</p>
    </section>
  );
}
