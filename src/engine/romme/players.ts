/**
 * Computer players for Rommé (src/engine/core/player.ts). Both see only the
 * seat's view.
 *
 * The beginner plays like a sensible newcomer, in this order each turn:
 *   draw     takes the top discard only when it joins a meld in the hand (a
 *            joker always), else draws from the stock; calls or declares a
 *            variation's win as soon as it may;
 *   play     lays down the best melds as soon as it may (the first meld once
 *            they reach the minimum), exchanges jokers, lays off every card
 *            that fits, then discards the card least likely to help: a card in
 *            no meld, with the fewest unseen cards that would complete one
 *            with it, the highest points first among equals.
 * The strong player is determinised Monte Carlo. Its first candidate is
 * the expert's move (expertMove: the beginner's plan, but melds stay in hand
 * until it can go out in one turn, so the others get nothing to lay off; in a
 * game of several deals it lays them down when an opponent is about to go
 * out); then the other draw, melds and discards. Each candidate is played out
 * to the end of the deal on hidden cards dealt from the view, with a fast
 * version of the expert's plan for its own seat and the beginner's for the
 * others, and scored by the deal's outcome (dealValue). The play-outs run on
 * card counts (playout.ts: ROMME_STRONG_PLAYOUTS a move, and no more than
 * ROMME_STRONG_WORK of their counted work: steps and meld-search nodes, a
 * count that is the same on every machine, so the same seed gives the same
 * move), under every variation.
 */
import { faceOf, frenchParts, isJoker, type FrenchCard } from '../cards/french';
import { beginnerPlayer, monteCarloPlayer, type Decision, type Estimate, type GamePlayers, type Player, type Reason } from '../core/player';
import { firstMeldMinimum, fitsOne, meldRules, type DealRecord, type RommeMove, type RommeOptions, type RommeState } from './engine';
import { fastPlayout, playoutWork } from './playout';
import { ROMME_PLAY } from './view';
import { checkMeld, handPenalty, penaltyValue, physical, type MeldCard, type MeldInfo, type MeldRules } from './melds';
import type { RommeRuleId } from './rules';
import { bestMelds } from './search';
import type { RommeView } from './view';

/** Reason codes of the Rommé players (the page has a sentence for each, src/i18n/players.ts). */
export const ROMME_REASON_CODES = [
  'take-completes', 'take-joker', 'take-discard', 'draw-stock', 'first-meld', 'meld', 'go-out', 'lay-off', 'lay-off-joker',
  'exchange-joker', 'discard-least-useful', 'discard-last', 'call', 'one-suit', 'done', 'next-deal',
] as const;
export type RommeReasonCode = (typeof ROMME_REASON_CODES)[number];

export interface RommeReason extends Reason {
  readonly code: RommeReasonCode;
  readonly rule: RommeRuleId;
}

// ---------------------------------------------------------------------------
// Cards as numbers (suit 0–3 in Skat order, rank 1–13), cached

interface Info {
  readonly joker: boolean;
  readonly suit: number;
  readonly rank: number;
  readonly face: number;
}
const INFO = new Map<string, Info>();
const SUITS = ['c', 's', 'h', 'd'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
function info(c: FrenchCard): Info {
  let i = INFO.get(c);
  if (!i) {
    const p = frenchParts(c);
    i = p && !p.joker ? { joker: false, suit: SUITS.indexOf(p.suit!), rank: RANKS.indexOf(p.rank!) + 1, face: SUITS.indexOf(p.suit!) * 13 + RANKS.indexOf(p.rank!) } : { joker: true, suit: -1, rank: 0, face: -1 };
    INFO.set(c, i);
  }
  return i;
}

/** Copies of each face (0–51) the seat has not seen: two per face, less those in its hand, the discard pile and the melds. */
export function unseenCopies(view: Pick<RommeView, 'hand' | 'discard' | 'melds'>): Int8Array {
  const n = new Int8Array(52).fill(2);
  const see = (c: FrenchCard) => {
    const f = info(c).face;
    if (f >= 0) n[f]!--;
  };
  view.hand.forEach(see);
  view.discard.forEach(see);
  for (const ms of view.melds) for (const m of ms) for (const mc of m) if (!mc.includes('=')) see(mc);
  return n;
}

/**
 * How many unseen cards would make `c` part of a three-card meld with one
 * other card of the hand: the completing faces of each pair it forms (same
 * rank in another suit; same suit one or two ranks apart), counted once each.
 */
export function outs(c: FrenchCard, hand: readonly FrenchCard[], unseen: Int8Array): number {
  const a = info(c);
  if (a.joker) return 99;
  const faces = new Set<number>();
  const at = (suit: number, rank: number) => (rank === 14 ? suit * 13 : rank >= 1 && rank <= 13 ? suit * 13 + rank - 1 : -1);
  const sameRank = new Set<number>();
  const suitRanks = new Set<number>();
  for (const h of hand) {
    if (h === c) continue;
    const b = info(h);
    if (b.joker) return 99; // a joker makes any partner a meld
    if (b.rank === a.rank && b.suit !== a.suit) sameRank.add(b.suit);
    if (b.suit === a.suit) {
      suitRanks.add(b.rank);
      if (b.rank === 1) suitRanks.add(14);
    }
  }
  if (sameRank.size) for (let s = 0; s < 4; s++) if (s !== a.suit && !sameRank.has(s)) faces.add(at(s, a.rank));
  const ranks = a.rank === 1 ? [1, 14] : [a.rank];
  for (const r of ranks) {
    // a pair r, r±1 wants r∓1 or r±2; a pair r, r±2 wants the card between
    if (suitRanks.has(r + 1)) [r - 1, r + 2].forEach((q) => faces.add(at(a.suit, q)));
    if (suitRanks.has(r - 1)) [r + 1, r - 2].forEach((q) => faces.add(at(a.suit, q)));
    if (suitRanks.has(r + 2)) faces.add(at(a.suit, r + 1));
    if (suitRanks.has(r - 2)) faces.add(at(a.suit, r - 1));
  }
  let n = 0;
  for (const f of faces) if (f >= 0) n += unseen[f]!;
  return n;
}

function tableMelds(melds: RommeView['melds'], rules: MeldRules): MeldInfo[] {
  const out: MeldInfo[] = [];
  for (const ms of melds)
    for (const m of ms) {
      const r = checkMeld(m, rules);
      if (r.ok) out.push(r.meld);
    }
  return out;
}

/**
 * The beginner's ranking of the discards, best first: cards of the hand's
 * best melds and jokers last; among the rest, fewest outs, then highest
 * points (a card that fits a meld on the table counts as a few outs more
 * while the seat cannot lay off yet).
 */
export function rankDiscards(view: RommeView, cards: readonly FrenchCard[], keepHigh = false): FrenchCard[] {
  const rules = meldRules(view.options);
  const hand = view.hand;
  const unseen = unseenCopies(view);
  const inMelds = new Set(bestMelds(hand, rules, 'cover').melds.flat().map(physical));
  const table = view.melded[view.seat] ? [] : tableMelds(view.melds, rules);
  const score = (c: FrenchCard) => {
    if (isJoker(c)) return 1e6;
    let s = outs(c, hand, unseen) * 10 + (keepHigh ? penaltyValue(c) / 2 : -penaltyValue(c));
    if (inMelds.has(c)) s += 1000;
    if (table.some((m) => fitsOne(m, faceOf(c), rules))) s += 30;
    return s;
  };
  const scored = cards.map((c) => ({ c, s: score(c) }));
  scored.sort((x, y) => x.s - y.s || (x.c < y.c ? -1 : x.c > y.c ? 1 : 0));
  return scored.map((x) => x.c);
}

const coverOf = (hand: readonly FrenchCard[], rules: MeldRules) => bestMelds(hand, rules, 'cover').value;

/** The meld of the hand's best cover that holds `card` (for "takes ♥K: completes ♥J-Q-K"). */
function meldWith(hand: readonly FrenchCard[], card: FrenchCard, rules: MeldRules): readonly MeldCard[] | null {
  return bestMelds(hand, rules, 'cover').melds.find((m) => m.some((mc) => physical(mc) === card)) ?? null;
}

const meldCards = (m: RommeMove) => (m.type === 'meld' || m.type === 'call' ? m.melds.flat() : []);

/** Why a move (any legal move) is played, as data: the players' shared words. */
export function explainRomme(view: RommeView, move: RommeMove): RommeReason {
  const rules = meldRules(view.options);
  const top = view.discard[view.discard.length - 1];
  switch (move.type) {
    case 'draw':
      return { code: 'draw-stock', rule: 'draw', cards: top ? [top] : [] };
    case 'take': {
      if (!top) return { code: 'take-discard', rule: 'draw' };
      if (isJoker(top)) return { code: 'take-joker', rule: 'joker', cards: [top] };
      const m = meldWith([...view.hand, top], top, rules);
      // the cards it completes: the meld without the taken card itself
      const at = m ? m.findIndex((x) => physical(x) === top) : -1;
      const partners = m ? m.filter((_, i) => i !== at) : [];
      return m ? { code: 'take-completes', rule: 'draw', cards: [top, ...partners] } : { code: 'take-discard', rule: 'draw', cards: [top] };
    }
    case 'meld': {
      const cards = meldCards(move);
      const out = view.hand.length === cards.length && view.phase === 'play';
      const first = !view.melded[view.seat] && view.phase === 'play';
      const value = move.melds.reduce((s, m) => {
        const r = checkMeld(m, rules);
        return s + (r.ok ? r.meld.value : 0);
      }, 0);
      if (out) return { code: 'go-out', rule: 'going-out', cards };
      return first ? { code: 'first-meld', rule: 'first-meld', cards, params: { value, minimum: firstMeldMinimum(view.options) } } : { code: 'meld', rule: 'turn', cards, params: { value } };
    }
    case 'layoff': {
      const target = view.melds[move.seat]?.[move.meld] ?? [];
      const cards = [...move.cards, ...target];
      if (view.hand.length === move.cards.length) return { code: 'go-out', rule: 'going-out', cards: [...move.cards] };
      // cards: the ones laid off (params.count of them), then the meld they join
      const params = { count: move.cards.length };
      return move.cards.some((c) => c.includes('=')) ? { code: 'lay-off-joker', rule: 'joker-lay-off', cards, params } : { code: 'lay-off', rule: 'lay-off', cards, params };
    }
    case 'exchange':
      return { code: 'exchange-joker', rule: 'joker-exchange', cards: [move.card] };
    case 'discard':
      if (view.hand.length === 1) return { code: 'discard-last', rule: 'going-out', cards: [move.card] };
      // with a joker in hand every card is one card from a meld, so a count of unseen cards would say nothing
      return view.hand.some(isJoker)
        ? { code: 'discard-least-useful', rule: 'discard', cards: [move.card], params: { joker: 1 } }
        : { code: 'discard-least-useful', rule: 'discard', cards: [move.card], params: { outs: outs(move.card, view.hand, unseenCopies(view)) } };
    case 'call':
      return { code: 'call', rule: 'no-layout', cards: meldCards(move), params: { limit: view.options.noLayoutLimit } };
    case 'oneSuit':
      return { code: 'one-suit', rule: 'one-suit', cards: [...view.hand] };
    case 'done':
      return { code: 'done', rule: 'no-layout' };
    case 'next':
      return { code: 'next-deal', rule: 'deal' };
  }
}

/** Points a meld move puts on the table (penalty points, a joker 20): the beginner lays the most. */
const coverOfMove = (m: RommeMove) => handPenalty(meldCards(m).map(physical));

/** The beginner's choice among the legal moves. */
export function beginnerMove(view: RommeView, legal: readonly RommeMove[]): RommeMove {
  const rules = meldRules(view.options);
  const hand = view.hand;
  const of = <T extends RommeMove['type']>(t: T) => legal.filter((m): m is Extract<RommeMove, { type: T }> => m.type === t);
  const first = (t: RommeMove['type']) => legal.find((m) => m.type === t);

  switch (view.phase) {
    case 'dealOver':
      return legal[0]!;
    case 'draw': {
      const win = first('oneSuit') ?? first('call');
      if (win) return win;
      const take = of('take').find((m) => (m.count ?? 1) === 1);
      const top = view.discard[view.discard.length - 1];
      if (take && top && (isJoker(top) || coverOf([...hand, top], rules) > coverOf(hand, rules))) return take;
      return first('draw') ?? legal[0]!;
    }
    case 'final': {
      const melds = of('meld').sort((a, b) => coverOfMove(b) - coverOfMove(a));
      if (melds.length) return melds[0]!;
      return of('layoff')[0] ?? first('done') ?? legal[0]!;
    }
    case 'play':
    default: {
      // a joker on the table that a hand card can replace: take it while there is time to use it
      const exchange = hand.length >= 3 ? of('exchange')[0] : undefined;
      if (exchange) return exchange;
      const melds = of('meld').sort((a, b) => coverOfMove(b) - coverOfMove(a) || meldCards(b).length - meldCards(a).length);
      if (melds.length) return melds[0]!;
      const layoffs = of('layoff');
      const natural = layoffs.find((m) => !m.cards.some((c) => c.includes('=')));
      if (natural) return natural;
      const withJoker = layoffs.find((m) => hand.length <= 3 || m.cards.length === hand.length);
      if (withJoker) return withJoker;
      const discards = of('discard');
      if (discards.length) {
        const pick = rankDiscards(view, discards.map((m) => m.card))[0]!;
        return discards.find((m) => m.card === pick)!;
      }
      return legal[0]!;
    }
  }
}

export const rommeBeginner: Player<RommeView, RommeMove> = beginnerPlayer(beginnerMove, explainRomme);

// ---------------------------------------------------------------------------
// The strong player

/** The melds on the table, checked, with where they lie. */
function tableRefs(melds: RommeView['melds'], rules: MeldRules): { seat: number; meld: number; info: MeldInfo }[] {
  const out: { seat: number; meld: number; info: MeldInfo }[] = [];
  for (let p = 0; p < melds.length; p++)
    for (let k = 0; k < melds[p]!.length; k++) {
      const r = checkMeld(melds[p]![k]!, rules);
      if (r.ok) out.push({ seat: p, meld: k, info: r.meld });
    }
  return out;
}

/**
 * Could the seat go out in this turn: its best melds (enough for the first
 * meld if it has none down yet), then lay-offs on the table, leaving at most
 * the card to discard?
 */
function canGoOut(hand: readonly FrenchCard[], melded: boolean, table: readonly { info: MeldInfo }[], o: RommeView['options']): boolean {
  const rules = meldRules(o);
  if (!melded && bestMelds(hand, rules).value < firstMeldMinimum(o)) return false;
  const best = bestMelds(hand, rules, 'cover');
  const layOff = melded || o.layOffSameTurnAsInitial;
  const left = best.rest.filter((c) => isJoker(c) || !layOff || !table.some((t) => fitsOne(t.info, faceOf(c), rules))).length;
  return left <= (o.goOutWithDiscard ? 1 : 0);
}

/**
 * In a game of several deals, is an opponent about to go out (two cards or
 * fewer)? Then cards are better on the table than in hand, where they would
 * count against the seat. (In a game of one deal only going out first counts,
 * and melds laid early help the others go out.)
 */
const danger = (handSizes: readonly number[], seat: number, o: RommeView['options']) => o.deals > 1 && handSizes.some((n, i) => i !== seat && n <= 2);

/**
 * The strong player's plan (its first candidate, and its own seat in the
 * play-outs): like the beginner, but it keeps its melds in hand until it can
 * go out in one turn — melds laid early give the others cards to lay off and
 * show them what to keep — unless an opponent is about to go out; and before
 * its first meld it discards low cards before high ones among equally
 * useless cards (high cards reach the first meld's points sooner).
 */
export function expertMove(view: RommeView, legal: readonly RommeMove[]): RommeMove {
  if (view.phase !== 'play' || view.options.variant === 'noLayout') return beginnerMove(view, legal);
  const rules = meldRules(view.options);
  const melded = view.melded[view.seat]!;
  const hasMeld = legal.some((m) => m.type === 'meld');
  if (hasMeld && !danger(view.handSizes, view.seat, view.options) && !canGoOut(view.hand, melded, tableRefs(view.melds, rules), view.options)) {
    const rest = legal.filter((m) => m.type !== 'meld');
    if (rest.length) legal = rest;
  }
  const move = beginnerMove(view, legal);
  if (move.type !== 'discard' || melded) return move;
  const discards = legal.filter((m): m is Extract<RommeMove, { type: 'discard' }> => m.type === 'discard');
  const pick = rankDiscards(view, discards.map((m) => m.card), true)[0]!;
  return discards.find((m) => m.card === pick)!;
}

/**
 * Score a play-out (played to the end of the deal) for `seat`: in a game of
 * one deal, a win 1 and a loss 0; in a game of several, half for the win and
 * half for the penalty points against the best opponent. A deal that ended
 * void, or a play-out cut short, is even.
 */
function evaluate(s: RommeState, seat: number, start: RommeState): number {
  if (s.history.length <= start.history.length) return 0.5;
  return dealValue(s.history[start.history.length]!, seat, s.options);
}

/**
 * What the end of a deal is worth to `seat` (0–1): a void deal ½; in a game
 * of one deal a win 1 and a loss 0; in a game of several, half for the win
 * and half for the penalty points against the best opponent.
 */
export function dealValue(rec: Pick<DealRecord, 'winner' | 'how' | 'penalties'>, seat: number, o: RommeOptions): number {
  if (rec.how === 'capped' || rec.how === 'stockOut') return 0.5;
  const won = rec.winner === seat ? 1 : 0;
  if (o.deals <= 1) return won;
  const mine = rec.penalties[seat]!;
  let other = Infinity;
  for (let i = 0; i < rec.penalties.length; i++) if (i !== seat && rec.penalties[i]! < other) other = rec.penalties[i]!;
  return 0.5 * won + 0.5 / (1 + Math.exp(-(other - mine) / 25));
}


/** The expert's move first, then the other draw choice, or the best three other melds and lay-offs and its three favourite discards. */
function candidates(d: Decision<RommeView, RommeMove>): readonly RommeMove[] {
  const { view, legal } = d;
  const pick = expertMove(view, legal);
  if (view.phase !== 'play') {
    const rest = legal.filter((m) => m !== pick && (m.type === 'draw' || (m.type === 'take' && (m.count ?? 1) === 1)));
    return [pick, ...rest];
  }
  const discards = legal.filter((m): m is Extract<RommeMove, { type: 'discard' }> => m.type === 'discard');
  const ranked = rankDiscards(view, discards.map((m) => m.card), !view.melded[view.seat]).slice(0, 3);
  const others = legal.filter((m) => m.type !== 'discard').sort((a, b) => coverOfMove(b) - coverOfMove(a)).slice(0, 3);
  const list = [pick, ...others, ...ranked.map((c) => discards.find((m) => m.card === c)!)];
  return list.filter((m, i) => list.indexOf(m) === i);
}

/** Fast play-outs per decision of the strong player (calibrated by `npm run bench -- players` against the 150 ms box). */
export const ROMME_STRONG_PLAYOUTS = 300;

/** The fast play-out's value, or null to play out through the engine (where the fast one does not start). */
const fast = (state: RommeState, seat: number) => {
  const end = fastPlayout(state, seat);
  return end && dealValue(end, seat, state.options);
};

/**
 * Work per decision for the fast play-outs (playoutWork: steps and meld-search
 * nodes, counted as if no search were remembered, so the same on every machine
 * and in a fresh worker). Most moves spend their play-outs well within it
 * (median about 100,000); the costliest — early in a deal, with jokers in the
 * hand, where every turn of a long play-out searches a big hand — stop
 * sampling at this much (up to about 45 ms CPU from an empty memo here),
 * so no move leaves the 150 ms box (`npm run bench -- players`).
 */
export const ROMME_STRONG_WORK = 300_000;

export function rommeStrong(playouts = ROMME_STRONG_PLAYOUTS, work = (playouts * ROMME_STRONG_WORK) / ROMME_STRONG_PLAYOUTS): Player<RommeView, RommeMove> {
  return monteCarloPlayer(
    ROMME_PLAY,
    rommeBeginner,
    {
      playouts,
      playout: fast,
      work: { budget: work, meter: playoutWork },
      candidates,
      // to the end of the deal
      stop: (s, st) => s.phase === 'dealOver' || s.phase === 'over' || s.deal !== st.deal,
      evaluate,
      prior: 0.05,
      // a play-out that has not ended the deal by then counts as even
      maxMoves: 150,
    },
    (d, move, _e: Estimate | null) => explainRomme(d.view, move),
  );
}

export const ROMME_PLAYERS: GamePlayers<RommeView, RommeMove> = {
  beginner: rommeBeginner,
  strong: rommeStrong(),
  strongWith: rommeStrong,
};
