/**
 * Play a seeded Quincunx game (2–4 players, open spread, or the solitaire),
 * the reader moving for every seat: choose a hand card, then a cell. Each
 * play's breakdown comes from the engine; a refused play is explained with
 * its rule. The scoreboard runs across rounds.
 * URL: ?qx-game=<options> seed:<seed>|<move> <move> …  (engine notation);
 * a tampered value shows a message and the start of a deal.
 */
import { useEffect, useState } from 'preact/hooks';
import {
  apply, formatMove, legalCells, parseMove, totals, windowCells,
  type QuincunxEvent, type QuincunxMove, type QuincunxOptions, type QuincunxState,
} from '../../engine/quincunx';
import type { Violation } from '../../engine/core/result';
import { DecktetCardFace } from '../../components/cards/Card';
import { decktetCardLabel, decktetCardName } from '../../i18n/cards';
import { QX, QUINCUNX_PARSE_MESSAGES, QUINCUNX_VIOLATIONS } from '../../i18n/quincunx';
import { QUINCUNX_RULE_NAMES } from '../../i18n/quincunx-rules';
import { ISLAND } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';
import { ViolationNote } from '../shared/ViolationNote';
import { MovePanel, type PlayOutcome } from '../shared/MovePanel';
import { restoreParam, writeParam } from '../shared/url';
import { SeedBar } from '../shared/SeedBar';
import { Grid, marksOf } from './Grid';
import { BreakdownList } from './BreakdownList';
import { DEFAULT_SEED, deal, gameFromUrl, gameToUrl, KEY, type Game } from './gameUrl';
import './quincunx.css';

function Scoreboard({ state, lang }: { state: QuincunxState; lang: Lang }) {
  const t = QX[lang];
  const n = state.options.players;
  const who = (p: number) => (n === 1 ? t.you : t.player(p));
  const total = totals(state);
  return (
    <div class="qx-scoreboard">
      <table data-testid="scoreboard">
        <caption>{t.scoreboard}</caption>
        <thead>
          <tr>
            <th scope="col">{t.roundCol}</th>
            {Array.from({ length: n }, (_, p) => <th scope="col">{who(p)}</th>)}
          </tr>
        </thead>
        <tbody>
          {state.rounds.map((r, i) => (
            <tr>
              <th scope="row">{t.round(i + 1)}{n > 1 ? ` (${t.dealer}: ${who(r.dealer)})` : ''}</th>
              {Array.from({ length: n }, (_, p) => {
                const pts = r.points[p] ?? 0;
                const mug = r.muggins[p] ?? 0;
                const pen = r.penalties?.[p];
                const net = pts + mug - (pen ?? 0);
                const detail = [`${t.plays}: ${t.num(pts)}`, mug ? `${t.mugginsCol}: +${mug}` : '', pen !== undefined && pen !== null ? `${t.penalties}: −${pen}` : ''].filter(Boolean).join(' · ');
                return (
                  <td>
                    <strong>{t.num(net)}</strong>
                    <br />
                    <span class="hint">{detail}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t.totalCol}</th>
            {total.map((v) => <td><strong>{t.num(v)}</strong></td>)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export default function QuincunxGame({ lang }: { lang: Lang }) {
  const t = QX[lang];
  const u = ISLAND[lang];
  const [game, setGame] = useState<Game>(() => deal({}, DEFAULT_SEED));
  const [chosen, setChosen] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const [refused, setRefused] = useState<Violation | null>(null);
  const [notice, setNotice] = useState('');
  const [focus, setFocus] = useState<number | null>(null);

  useEffect(() => restoreParam(KEY, gameFromUrl, setGame, () => setNotice(u.badUrl)), []);

  const state = game.states[game.states.length - 1]!;
  const o = state.options;
  const solo = o.players === 1;
  const who = (p: number) => (solo ? t.you : t.player(p));
  const lastEvents = game.events[game.events.length - 1] ?? [];
  const placed = lastEvents.find((e): e is Extract<QuincunxEvent, { type: 'placed' }> => e.type === 'placed');
  const drew = lastEvents.find((e): e is Extract<QuincunxEvent, { type: 'drew' }> => e.type === 'drew');
  const mug = lastEvents.find((e): e is Extract<QuincunxEvent, { type: 'muggins' }> => e.type === 'muggins');
  const legal = new Set(legalCells(state));
  const hand = state.phase === 'play' ? state.hands[state.current] ?? [] : [];

  const update = (g: Game) => {
    setGame(g);
    setFocus(null);
    writeParam(KEY, gameToUrl(g));
  };
  const attempt = (move: QuincunxMove): PlayOutcome => {
    const r = apply(state, move);
    if (!r.ok) {
      setRefused(r.violation);
      return { ok: false, violation: r.violation };
    }
    setRefused(null);
    setNotice('');
    setChosen(null);
    setAnnounce('');
    update({ ...game, moves: [...game.moves, move], states: [...game.states, r.state], events: [...game.events, r.events] });
    return { ok: true };
  };
  const onCell = (cell: string) => {
    if (state.phase !== 'play') return;
    if (!chosen) {
      setRefused(null);
      setNotice(t.chooseCard);
      return;
    }
    const a = announce.trim();
    const move: QuincunxMove = o.muggins && a !== '' && /^[+-]?\d+$/.test(a.replace('−', '-'))
      ? { type: 'place', card: chosen, cell, announce: Number(a.replace('−', '-')) }
      : { type: 'place', card: chosen, cell };
    attempt(move);
  };
  const typed = (text: string): PlayOutcome => {
    const mv = parseMove(text);
    if (!mv.ok) return { ok: false, parseError: mv.error };
    return attempt(mv.value);
  };
  const newDeal = (seed: string | number, options: Partial<QuincunxOptions> = game.options) => {
    setNotice('');
    setRefused(null);
    setChosen(null);
    update(deal(options, seed));
  };
  const setOption = (patch: Partial<QuincunxOptions>) => newDeal(game.seed, { ...game.options, ...patch });
  const undo = () => {
    setRefused(null);
    setChosen(null);
    update({ ...game, moves: game.moves.slice(0, -1), states: game.states.slice(0, -1), events: game.events.slice(0, -1) });
  };
  const playersValue = o.mode === 'solitaire4x4' ? '1' : String(o.players);
  const marks = placed ? marksOf(placed.breakdown.items) : undefined;
  const focusCells = placed && focus !== null && placed.breakdown.items[focus] ? new Set(placed.breakdown.items[focus]!.cells) : undefined;
  const result = state.result;

  return (
    <section class="island qx qx-game" aria-label={t.playTitle} data-testid="qx-game">
      <h4 class="qx-title">{t.playTitle}</h4>
      {notice && <p class="error" role="alert" data-testid="qx-notice">{notice}</p>}
      <SeedBar
        lang={lang}
        seed={String(game.seed)}
        onDeal={(seed) => newDeal(/^\d{1,9}$/.test(seed) ? Number(seed) : seed)}
        onUndo={undo}
        moves={game.moves.length}
        onNotice={setNotice}
      />
      <details class="qx-settings">
      <summary>{t.deckOptions}: {[solo ? t.solitaire : t.nPlayers(o.players), o.mode === 'openSpread' ? t.open : '', o.excuse ? t.excuse : '', o.pawns ? t.pawns : '', o.flush ? t.flush : '', o.muggins ? t.muggins : ''].filter(Boolean).join(' · ')}</summary>
      <fieldset class="qx-options">
        <legend>{t.deckOptions}</legend>
        <label>
          {t.players}{' '}
          <select
            value={playersValue}
            onChange={(e) => {
              const v = Number((e.currentTarget as HTMLSelectElement).value);
              setOption(v === 1 ? { mode: 'solitaire4x4', players: 1 } : { mode: o.mode === 'solitaire4x4' ? 'standard' : o.mode, players: v });
            }}
          >
            <option value="1">{t.solitaire}</option>
            <option value="2">{t.nPlayers(2)}</option>
            <option value="3">{t.nPlayers(3)}</option>
            <option value="4">{t.nPlayers(4)}</option>
          </select>
        </label>
        <label><input type="checkbox" checked={o.mode === 'openSpread'} disabled={solo} onChange={(e) => setOption({ mode: (e.currentTarget as HTMLInputElement).checked ? 'openSpread' : 'standard' })} /> {t.open}</label>
        <label><input type="checkbox" checked={o.excuse} onChange={(e) => setOption({ excuse: (e.currentTarget as HTMLInputElement).checked })} /> {t.excuse}</label>
        <label><input type="checkbox" checked={o.pawns} onChange={(e) => setOption({ pawns: (e.currentTarget as HTMLInputElement).checked })} /> {t.pawns}</label>
        <label><input type="checkbox" checked={o.flush} onChange={(e) => setOption({ flush: (e.currentTarget as HTMLInputElement).checked })} /> {t.flush}</label>
        <label><input type="checkbox" checked={o.muggins} disabled={solo} onChange={(e) => setOption({ muggins: (e.currentTarget as HTMLInputElement).checked })} /> {t.muggins}</label>
        <p class="hint">{t.variantsHint}</p>
      </fieldset>
      </details>

      <p class="qx-status" aria-live="polite" data-testid="qx-status">
        {state.phase === 'play'
          ? `${t.round(state.round + 1)} · ${t.toAct(who(state.current))} · ${t.pile}: ${state.pile.length}`
          : state.phase === 'roundEnd'
            ? t.roundOver(state.round + 1)
            : result?.kind === 'solitaire'
              ? result.won ? t.solitaireWon(result.total) : t.solitaireLost(result.total)
              : result?.kind === 'scores'
                ? (result.winners.length > 1 ? t.winners : t.winner)(result.winners.map(who).join(', '))
                : ''}
      </p>

      <div class="qx-layout">
        <Grid
          lang={lang}
          rows={state.rows}
          cols={state.cols}
          cells={state.spread}
          window={windowCells(state)}
          played={placed?.breakdown.cell ?? null}
          marks={marks}
          focus={focusCells}
          legal={chosen ? legal : undefined}
          onCell={onCell}
          label={t.spread}
          testId="qx-game-grid"
        />
        <div class="qx-side">
          {state.phase === 'play' && (
            <div class="qx-hand qx-hand--active" role="group" aria-label={t.handOf(who(state.current))} data-testid="qx-hand">
              <span class="qx-hand__who">{t.handOf(who(state.current))}:</span>
              {hand.map((c) => (
                <button type="button" class="qx-handcard" aria-pressed={chosen === c} onClick={() => { setChosen(chosen === c ? null : c); setNotice(''); setRefused(null); }}>
                  <span class="sr-only">{decktetCardLabel(lang, c)}</span>
                  <span aria-hidden="true"><DecktetCardFace code={c} lang={lang} width={40} /></span>
                </button>
              ))}
            </div>
          )}
          {state.phase === 'play' && <p class="hint" aria-live="polite">{chosen ? t.chosen(decktetCardName(lang, chosen)) : t.chooseCard}</p>}
          {state.phase === 'play' && o.muggins && (
            <label class="qx-announce">
              {t.announce}{' '}
              <input inputMode="numeric" value={announce} onInput={(e) => setAnnounce((e.currentTarget as HTMLInputElement).value)} size={5} autocomplete="off" data-testid="qx-announce" />
              <span class="hint"> {t.announceHint}</span>
            </label>
          )}
          {state.phase === 'roundEnd' && <button type="button" class="qx-next" onClick={() => attempt({ type: 'deal' })}>{t.nextRound}</button>}
          {refused && <ViolationNote v={refused} lang={lang} ruleNames={QUINCUNX_RULE_NAMES} messages={QUINCUNX_VIOLATIONS} />}
          {placed && (
            <div class="qx-last" data-testid="qx-last">
              <p>{t.lastTurn(who(placed.player), decktetCardName(lang, placed.breakdown.card), placed.breakdown.cell)}</p>
              <BreakdownList lang={lang} breakdown={placed.breakdown} focus={focus} onFocus={setFocus} drawn={drew ? drew.cards.length : 0} />
              {drew && drew.cards.length > 0 && <p class="hint">{t.drew(drew.cards.map((c) => decktetCardName(lang, c)).join(', '))}</p>}
              {o.muggins && <p class="hint">{mug ? t.mugginsWrong(who(mug.player), mug.difference, mug.to.map(who).join(', ')) : t.mugginsOk}</p>}
            </div>
          )}
        </div>
      </div>
      <Scoreboard state={state} lang={lang} />
      <MovePanel
        lang={lang}
        legal={[]}
        play={typed}
        ruleNames={QUINCUNX_RULE_NAMES}
        messages={QUINCUNX_VIOLATIONS}
        parseMessages={QUINCUNX_PARSE_MESSAGES}
        summary={u.tryIt}
        hint={t.moveHint}
      />
      <details class="qx-log">
        <summary>{u.moves} ({game.moves.length})</summary>
        {game.moves.length ? <ol>{game.moves.map((m) => <li><code>{formatMove(m)}</code></li>)}</ol> : <p>{u.noMoves}</p>}
      </details>
    </section>
  );
}
