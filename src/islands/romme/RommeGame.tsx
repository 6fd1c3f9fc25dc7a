/**
 * Play a seeded Rommé deal for 2–6 seats, the reader moving for every seat in
 * turn. The current player's hand is shown face up and can be picked from;
 * the actions (draw, take, meld, lay off, exchange, discard, the variations'
 * calls) are sent to the engine as moves, and so are the engine's own legal
 * moves and moves typed in notation. Refused moves are explained with their
 * rule. Seed, options and moves live in the address (see gameUrl.ts).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  apply, declareForMeld, firstMeldMinimum, formatMove, legalMoves, layoffDeclarations, meldInfo, parseMove, physical, toAct,
  type MeldCard, type RommeMove, type RommeOptions,
} from '../../engine/romme';
import { compareForDisplay, FRENCH_RANKS, FRENCH_SUITS, faceOf, isJoker } from '../../engine/cards/french';
import type { Violation } from '../../engine/core/result';
import { frenchCardName } from '../../i18n/cards';
import { ISLAND } from '../../i18n/islands';
import { meldCardName, RM, ROMME_VIOLATIONS, VARIANT_NAMES } from '../../i18n/romme';
import { ROMME_RULE_NAMES } from '../../i18n/romme-rules';
import type { Lang } from '../../i18n/ui';
import { CardFace } from '../../components/cards/Card';
import { MovePanel, type PlayOutcome } from '../shared/MovePanel';
import { ViolationNote } from '../shared/ViolationNote';
import { readParam, writeParam } from '../shared/url';
import { SeedBar } from '../shared/SeedBar';
import { gameFromUrl, gameToUrl, newGame, type PlayGame } from './gameUrl';
import { MeldView, ScoreTable, shortFace, Table } from './Table';
import './romme.css';

const KEY = 'rm-play';
const DEFAULT_SEED = 'regelwerk';
const VARIANTS = ['standard', 'noLayout', 'oneSuit', 'multiDiscardTake', 'kids7'] as const;

/** The readings the settings offer as checkboxes: whether each is on, and the options it sets. */
const SWITCHES: readonly { label: keyof typeof RM.en & `opt${string}`; on: (o: RommeOptions) => boolean; set: (on: boolean) => Partial<RommeOptions> }[] = [
  { label: 'optLayOff', on: (o) => o.layOffSameTurnAsInitial, set: (on) => ({ layOffSameTurnAsInitial: on }) },
  { label: 'optOneJoker', on: (o) => o.maxJokersPerMeld === 1, set: (on) => ({ maxJokersPerMeld: on ? 1 : null }) },
  { label: 'optDiscardOut', on: (o) => o.goOutWithDiscard, set: (on) => ({ goOutWithDiscard: on }) },
  { label: 'optReshuffle', on: (o) => o.stockOutReshuffleDiscards, set: (on) => ({ stockOutReshuffleDiscards: on }) },
  { label: 'optLong', on: (o) => o.aceBothEnds, set: (on) => ({ aceBothEnds: on }) },
  { label: 'optSkat', on: (o) => o.jokerBySkatOrder, set: (on) => ({ jokerBySkatOrder: on }) },
  { label: 'optModernTake', on: (o) => o.takeDiscardBeforeFirstMeld === 'meldAtOnce', set: (on) => ({ takeDiscardBeforeFirstMeld: on ? 'meldAtOnce' : 'free' }) },
];


export default function RommeGame({ lang }: { lang: Lang }) {
  const t = RM[lang];
  const u = ISLAND[lang];
  const [game, setGame] = useState<PlayGame>(() => newGame(DEFAULT_SEED));
  const [notice, setNotice] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [declared, setDeclared] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<MeldCard[][]>([]);
  const [target, setTarget] = useState('');
  const [refused, setRefused] = useState<Violation | null>(null);
  const actionsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const raw = readParam(KEY);
    if (raw === null) return;
    const r = gameFromUrl(raw);
    if (!r) {
      setNotice(t.badUrl);
      writeParam(KEY, null);
      return;
    }
    if (r.tampered) {
      setNotice(t.badUrl);
      writeParam(KEY, gameToUrl(r.game));
    }
    setGame(r.game);
  }, []);

  const state = game.states[game.states.length - 1]!;
  // between deals nobody plays a card (the next dealer only deals)
  const actor = state.phase === 'dealOver' ? null : toAct(state);
  const legal = useMemo(() => legalMoves(state), [state]);
  const legalTexts = useMemo(() => legal.map(formatMove), [legal]);

  const clearPicks = () => {
    setPicked([]);
    setDeclared({});
    setPending([]);
  };
  const update = (g: PlayGame) => {
    setGame(g);
    clearPicks();
    setRefused(null);
    writeParam(KEY, gameToUrl(g));
    // keep keyboard users in the action area when the button they used has gone
    queueMicrotask(() => {
      const el = typeof document !== 'undefined' ? document.activeElement : null;
      if (!el || el === document.body) actionsRef.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus();
    });
  };
  const tryMove = (move: RommeMove): Violation | null => {
    const r = apply(state, move);
    if (!r.ok) return r.violation;
    setNotice('');
    update({ ...game, moves: [...game.moves, move], states: [...game.states, r.state] });
    return null;
  };
  const act = (move: RommeMove) => setRefused(tryMove(move));
  const play = (text: string): PlayOutcome => {
    const mv = parseMove(text);
    if (!mv.ok) return { ok: false, parseError: mv.error };
    const v = tryMove(mv.value);
    return v ? { ok: false, violation: v } : { ok: true };
  };
  const redeal = (seed: string, options: RommeOptions = game.options) => {
    setNotice('');
    update(newGame(seed, options));
  };
  const setOption = (patch: Partial<RommeOptions>) => redeal(game.seed, { ...game.options, ...patch });

  // The picked cards with the jokers' declarations (the reader's, else the engine's choice for this purpose).
  const withDeclared = (cards: readonly string[]): string[] => cards.map((c) => (isJoker(c) && declared[c] ? `${c}=${declared[c]}` : c));
  const hand = state.hands[state.current] ?? [];
  const inPending = new Set(pending.flat().map(physical));
  const free = [...hand].filter((c) => !inPending.has(c)).sort(compareForDisplay);
  const pickedCards = picked.filter((c) => hand.includes(c) && !inPending.has(c));

  const meldGroup = (cards: readonly string[]): MeldCard[] => {
    const mine = withDeclared(cards);
    if (!mine.some((c) => isJoker(c))) return mine;
    return declareForMeld(mine, state.options) ?? mine;
  };
  const doMeld = () => {
    const groups = [...pending, ...(pickedCards.length ? [meldGroup(pickedCards)] : [])];
    if (!groups.length) return;
    act({ type: 'meld', melds: groups });
  };
  const addGroup = () => {
    if (!pickedCards.length) return;
    setPending([...pending, meldGroup(pickedCards)]);
    setPicked([]);
  };
  const targets = state.melds.flatMap((ms, seat) => ms.map((m, meld) => ({ seat, meld, cards: m, value: `${seat}.${meld}` })));
  const chosen = targets.find((x) => x.value === target) ?? targets[0];
  const doLayoff = () => {
    if (!chosen || !pickedCards.length) return;
    const mine = withDeclared(pickedCards);
    const candidates = mine.some((c) => isJoker(c)) ? layoffDeclarations(chosen.cards, mine, state.options) : [mine];
    let first: Violation | null = null;
    for (const cards of candidates.length ? candidates : [mine]) {
      const r = apply(state, { type: 'layoff', seat: chosen.seat, meld: chosen.meld, cards });
      if (r.ok) {
        setRefused(tryMove({ type: 'layoff', seat: chosen.seat, meld: chosen.meld, cards }));
        return;
      }
      first ??= r.violation;
    }
    setRefused(first);
  };
  const doExchange = () => {
    if (!chosen || pickedCards.length !== 1) return;
    act({ type: 'exchange', seat: chosen.seat, meld: chosen.meld, card: pickedCards[0]! });
  };
  const doDiscard = () => {
    if (pickedCards.length !== 1) return;
    act({ type: 'discard', card: pickedCards[0]! });
  };
  const togglePick = (c: string) => setPicked(picked.includes(c) ? picked.filter((x) => x !== c) : [...picked, c]);

  const last = state.history[state.history.length - 1];
  const name = actor !== null ? t.player(actor) : '';
  const callMove = legal.find((m) => m.type === 'call');
  const faces = FRENCH_SUITS.flatMap((s) => FRENCH_RANKS.map((r) => r + s));
  const choice = state.dealerChoice;
  const canMeldHere = (state.phase === 'play' && state.options.variant !== 'noLayout') || state.phase === 'final';

  const handSlot =
    actor !== null && (state.phase === 'play' || state.phase === 'final' || state.phase === 'draw')
      ? {
          seat: actor,
          content: (
            <div class="rm-hand" data-testid="rm-hand">
              <div class="rm-row" role="group" aria-label={t.handOf(name)}>
                {free.map((c) => {
                  const on = picked.includes(c);
                  return (
                    <button type="button" class={`rm-cardbtn${on ? ' rm-cardbtn--on' : ''}`} aria-pressed={on} data-card={c} onClick={() => togglePick(c)} disabled={state.phase === 'draw'}>
                      <span class="sr-only">{frenchCardName(lang, c)}</span>
                      <span aria-hidden="true">
                        <CardFace code={c} lang={lang} width={40} />
                      </span>
                    </button>
                  );
                })}
              </div>
              {pending.length > 0 && (
                <div class="rm-melds" aria-label={t.doMeldHint}>
                  {pending.map((m, i) => <MeldView cards={m} lang={lang} label={t.group(i)} width={30} />)}
                  <button type="button" onClick={() => setPending([])}>{t.clear}</button>
                </div>
              )}
              {pickedCards.filter((c) => isJoker(c)).map((j) => (
                <label class="rm-declare">
                  {t.jokerAs}{' '}
                  <select value={declared[j] ?? ''} onChange={(e) => setDeclared({ ...declared, [j]: (e.currentTarget as HTMLSelectElement).value })}>
                    <option value="">{t.jokerAuto}</option>
                    {faces.map((f) => <option value={f}>{frenchCardName(lang, f)}</option>)}
                  </select>
                </label>
              ))}
            </div>
          ),
        }
      : undefined;

  return (
    <section class="island rm rm-game" aria-label={t.playTitle} data-testid="rm-game">
      <h4 class="rm-title">{t.playTitle}</h4>
      {notice && <p class="error" role="alert">{notice}</p>}
      <div class="rm-controls">
        <label>
          {t.seats}{' '}
          <select value={String(game.options.players)} onChange={(e) => setOption({ players: Number((e.currentTarget as HTMLSelectElement).value) })} data-testid="rm-players">
            {[2, 3, 4, 5, 6].map((n) => <option value={String(n)}>{n}</option>)}
          </select>
        </label>
        <SeedBar
          lang={lang}
          seed={game.seed}
          onDeal={(seed) => redeal(seed)}
          onUndo={() => update({ ...game, moves: game.moves.slice(0, -1), states: game.states.slice(0, -1) })}
          moves={game.moves.length}
          onNotice={setNotice}
        />
      </div>
      <details class="rm-settings">
        <summary>{t.options}: {VARIANT_NAMES[lang][game.options.variant]}</summary>
        <label>
          {t.variant}{' '}
          <select value={game.options.variant} onChange={(e) => { const v = VARIANTS.find((x) => x === (e.currentTarget as HTMLSelectElement).value); if (v) setOption({ variant: v }); }}>
            {VARIANTS.map((v) => <option value={v}>{VARIANT_NAMES[lang][v]}</option>)}
          </select>
        </label>
        {SWITCHES.map(({ label, on, set }) => (
          <label>
            <input type="checkbox" checked={on(game.options)} onChange={(e) => setOption(set((e.currentTarget as HTMLInputElement).checked))} /> {t[label]}
          </label>
        ))}
        <p class="hint">{t.optsHint}</p>
      </details>

      <p class="rm-status" data-testid="rm-status" aria-live="polite">
        {t.deal(state.deal, state.options.deals)}
        {actor !== null && <> · {t.toAct(name)} · {t.phases[state.phase]}</>}
        {state.phase === 'play' && !state.melded[state.current] && state.options.variant !== 'noLayout' && (
          <> · {t.firstMeldNeeds(firstMeldMinimum(state.options))}</>
        )}
      </p>
      {state.deal === 1 && game.moves.length === 0 && choice.method !== 'given' && (
        <p class="hint" data-testid="rm-first-dealer">
          {t.firstDealer}:{' '}
          {choice.method === 'highCard'
            ? choice.rounds.map((round) => round.map((r) => t.drewHigh(t.seatShort(r.seat), r.cards.map((c) => (isJoker(c) ? 'Joker' : shortFace(faceOf(c), lang))).join(', '))).join('; ')).join(' – ') + `. ${t.dealsNow(t.player(state.dealer))}`
            : t.firstAce(t.player(state.dealer))}
        </p>
      )}

      <Table state={state} lang={lang} showHands={actor ?? 'all'} handSlot={handSlot} />

      {(state.phase === 'dealOver' || state.phase === 'over') && last && (
        <div class="rm-result" role="status" data-testid="rm-result">
          <p>
            {t.dealEnd[last.how](last.winner !== null ? t.player(last.winner) : '', state.call?.leftover ?? 0)} {last.penalties.map((p, i) => `${t.seatShort(i)}: ${t.points(p)}`).join(' · ')}
          </p>
          {state.result && <p><strong>{t.gameOver(state.result.winners.map((w) => t.player(w)).join(', '))}</strong></p>}
        </div>
      )}
      <ScoreTable state={state} lang={lang} />

      <div class="rm-actions" ref={actionsRef} data-testid="rm-actions">
        {state.phase === 'draw' && (
          <div class="rm-buttons">
            <button type="button" onClick={() => act({ type: 'draw' })}>{t.doDraw}</button>
            <button type="button" onClick={() => act({ type: 'take', count: 1 })}>{t.doTake}</button>
            {state.options.variant === 'multiDiscardTake' &&
              [2, 3].filter((n) => n <= state.discard.length).map((n) => <button type="button" onClick={() => act({ type: 'take', count: n })}>{t.doTakeN(n)}</button>)}
            {state.options.variant === 'noLayout' && <button type="button" onClick={() => act(callMove ?? { type: 'call', melds: [] })}>{t.doCall}</button>}
            {state.options.variant === 'oneSuit' && <button type="button" onClick={() => act({ type: 'oneSuit' })}>{t.doOneSuit}</button>}
          </div>
        )}
        {(state.phase === 'play' || state.phase === 'final') && (
          <>
            <p class="hint">{t.selectHint}</p>
            <p class="rm-picked" data-testid="rm-picked">
              {t.selected}: {pickedCards.length ? pickedCards.map((c) => meldCardName(lang, withDeclared([c])[0]!)).join(', ') : t.none}
            </p>
            <div class="rm-buttons">
              {canMeldHere && (
                <>
                  <button type="button" onClick={doMeld} disabled={!pickedCards.length && !pending.length}>{t.doMeld}</button>
                  <button type="button" onClick={addGroup} disabled={!pickedCards.length}>{t.newGroupMeld}</button>
                </>
              )}
              {state.phase === 'play' && <button type="button" onClick={doDiscard} disabled={pickedCards.length !== 1}>{t.doDiscard}</button>}
              {state.phase === 'final' && <button type="button" onClick={() => act({ type: 'done' })}>{t.doDone}</button>}
            </div>
            {canMeldHere && targets.length > 0 && (
              <div class="rm-buttons">
                <label>
                  <span class="sr-only">{t.doLayoff}</span>
                  <select value={chosen?.value ?? ''} onChange={(e) => setTarget((e.currentTarget as HTMLSelectElement).value)} data-testid="rm-target" aria-label={t.doLayoff}>
                    {targets.map((x) => (
                      <option value={x.value}>
                        {`${t.seatShort(x.seat)}${x.meld + 1}: ${x.cards.map((mc) => (mc.includes('=') ? `★${shortFace(mc.slice(mc.indexOf('=') + 1), lang)}` : shortFace(faceOf(mc), lang))).join(' ')}`}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="button" onClick={doLayoff} disabled={!pickedCards.length}>{t.doLayoff} {chosen ? `${t.seatShort(chosen.seat)}${chosen.meld + 1}` : ''}</button>
                {state.phase === 'play' && (
                  <button type="button" onClick={doExchange} disabled={pickedCards.length !== 1 || !chosen || !meldInfo(state, chosen)?.jokers}>
                    {t.doExchange} {chosen ? `${t.seatShort(chosen.seat)}${chosen.meld + 1}` : ''}
                  </button>
                )}
              </div>
            )}
          </>
        )}
        {state.phase === 'dealOver' && (
          <div class="rm-buttons">
            <button type="button" onClick={() => act({ type: 'next' })}>{t.doNext}</button>
          </div>
        )}
        {refused && <ViolationNote v={refused} lang={lang} ruleNames={ROMME_RULE_NAMES} messages={ROMME_VIOLATIONS} />}
      </div>

      <MovePanel
        lang={lang}
        legal={legalTexts}
        play={play}
        ruleNames={ROMME_RULE_NAMES}
        messages={ROMME_VIOLATIONS}
        summary={actor !== null ? `${t.legal} (${t.toAct(name)})` : t.legal}
        hint={t.gameHint}
        max={40}
      />
      <details class="rm-log">
        <summary>{t.history} ({game.moves.length})</summary>
        {game.moves.length ? <ol>{game.moves.map((m) => <li><code>{formatMove(m)}</code></li>)}</ol> : <p>{u.noMoves}</p>}
      </details>
      <p class="hint">{t.shareNote}</p>
    </section>
  );
}
