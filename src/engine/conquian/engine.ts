/**
 * Conquian engine (pagat rules, digest §2). Pure functions over plain-JSON
 * states; apply never throws and never mutates its input.
 *
 * Phases (the player to act is `current`, except in `forceCheck`):
 *   turn        current must turn the top stock card ({type:'turn'}): the
 *               non-dealer's first turn, and after a decline.
 *   turned      current turned the centre card himself: meld or pass.
 *   offered     the opponent discarded or passed the centre card: meld or decline.
 *   forceCheck  the forced-add condition holds; the OPPONENT of `current`
 *               answers {type:'force'} or {type:'noForce'}.
 *   forced      current was forced: he must meld the centre card.
 *   discard     after a meld that did not empty the hand: discard one card.
 *   over        result is set (win or draw).
 *
 * Meld moves: {type:'meld', hand, melds} where `hand` lists the hand cards
 * used and `melds` is the player's complete resulting table arrangement.
 * apply accepts ANY valid arrangement of old meld + centre card + hand cards;
 * legalMoves lists each distinct hand-card subset once with one arrangement.
 * The first-turn rule (C plus >= 2 hand cards) holds automatically when the
 * meld is empty; it is still checked for positions built with fromPosition.
 */
import { conquianPack, type FrenchCard } from '../cards/french';
import { ok, violation, type ApplyResult } from '../core/result';
import type { ConquianViolationCode } from './codes';
import { isObject } from '../core/game';
import { seedToState, shuffle } from '../core/rng';
import { cardCode, cardIndex, comboProblem, couldCombine, isConquianCard, partition, canPartition } from './combos';
import type { ConquianRuleId } from './rules';

export type Player = 0 | 1;

export interface ConquianOptions {
  /** Which centre cards the forced add applies to (default anyFaceUp = pagat). */
  readonly forcedAddScope: 'anyFaceUp' | 'startOfTurn';
  /**
   * When hand cards may go down without the centre card:
   * - 'withCentre' (pagat, default): never; hand cards only together with the centre card.
   * - 'turnedCard' (Bicycle/Hoyle: "after turning up the top card of the stock,
   *   and before discarding it"): also on their own, from turning a stock card
   *   oneself until melding it or passing it on; the turned card stays up.
   * - 'discardStep': also on their own in the discard step after a meld. The
   *   engine's reading before issue 12, not offered any more; kept so that
   *   links written under it (flag 'h') replay as they did.
   */
  readonly handMelds: HandMelds;
  /** A drawn deal makes the next game count double (default true; a custom, not a rule). */
  readonly stockOutDoublesNext: boolean;
  /** Who deals (the other player turns the first stock card). */
  readonly dealer: Player;
}

export const HAND_MELDS = ['withCentre', 'turnedCard', 'discardStep'] as const;
export type HandMelds = (typeof HAND_MELDS)[number];

export const DEFAULT_OPTIONS: ConquianOptions = {
  forcedAddScope: 'anyFaceUp',
  handMelds: 'withCentre',
  stockOutDoublesNext: true,
  dealer: 0,
};

export const FORCED_ADD_SCOPES = ['anyFaceUp', 'startOfTurn'] as const;

const pick = <T>(values: readonly T[], v: unknown, fallback: T): T => values.find((x) => x === v) ?? fallback;

/** Complete options from any partial ones: a missing or unknown value takes its default. */
export function normalizeOptions(o: Partial<ConquianOptions> = {}): ConquianOptions {
  return {
    forcedAddScope: pick(FORCED_ADD_SCOPES, o.forcedAddScope, DEFAULT_OPTIONS.forcedAddScope),
    handMelds: pick(HAND_MELDS, o.handMelds, DEFAULT_OPTIONS.handMelds),
    stockOutDoublesNext: pick([true, false], o.stockOutDoublesNext, DEFAULT_OPTIONS.stockOutDoublesNext),
    dealer: pick([0, 1] as const, o.dealer, DEFAULT_OPTIONS.dealer),
  };
}

export type Phase = 'turn' | 'turned' | 'offered' | 'forceCheck' | 'forced' | 'discard' | 'over';

export interface Centre {
  readonly card: FrenchCard;
  /** The player who discarded or passed it to `current` (null if current turned it). */
  readonly offeredBy: Player | null;
  /** True when the current player turned it from the stock himself. */
  readonly turnedByCurrent: boolean;
}

export type ConquianResult =
  | { readonly kind: 'win'; readonly winner: Player }
  | { readonly kind: 'draw'; readonly doublesNext: boolean };

export interface ConquianState {
  /** The rule options and the dealer. */
  readonly options: ConquianOptions;
  /** Face-down stock; index 0 is the top. */
  readonly stock: readonly FrenchCard[];
  readonly centre: Centre | null;
  readonly dead: readonly FrenchCard[];
  readonly hands: readonly [readonly FrenchCard[], readonly FrenchCard[]];
  readonly melds: readonly [readonly (readonly FrenchCard[])[], readonly (readonly FrenchCard[])[]];
  readonly current: Player;
  readonly phase: Phase;
  /** True until the non-dealer's first turn is over. */
  readonly firstTurn: boolean;
  readonly result: ConquianResult | null;
}

export type ConquianMove =
  | { readonly type: 'turn' }
  | { readonly type: 'meld'; readonly hand: readonly FrenchCard[]; readonly melds: readonly (readonly FrenchCard[])[] }
  | { readonly type: 'decline' }
  | { readonly type: 'pass' }
  | { readonly type: 'discard'; readonly card: FrenchCard }
  | { readonly type: 'force' }
  | { readonly type: 'noForce' };

export type ConquianEvent =
  | { readonly type: 'turned'; readonly player: Player; readonly card: FrenchCard }
  | { readonly type: 'melded'; readonly player: Player; readonly card: FrenchCard | null; readonly hand: readonly FrenchCard[] }
  | { readonly type: 'declined'; readonly player: Player; readonly card: FrenchCard }
  | { readonly type: 'passed'; readonly player: Player; readonly card: FrenchCard }
  | { readonly type: 'discarded'; readonly player: Player; readonly card: FrenchCard }
  | { readonly type: 'forceOffered'; readonly player: Player; readonly by: Player }
  | { readonly type: 'forced'; readonly player: Player; readonly by: Player }
  | { readonly type: 'notForced'; readonly player: Player; readonly by: Player }
  | { readonly type: 'tenNotOut'; readonly player: Player }
  | { readonly type: 'won'; readonly player: Player }
  | { readonly type: 'drawn'; readonly doublesNext: boolean };

export type ConquianApplyResult = ApplyResult<ConquianState, ConquianEvent, ConquianRuleId, ConquianViolationCode>;

const other = (p: Player): Player => (p === 0 ? 1 : 0);

/** Deal: 10 cards each, one at a time starting with the non-dealer; 20 form the stock. */
export function setup(options: Partial<ConquianOptions> = {}, seed: number | string = 0): ConquianState {
  const opts = normalizeOptions(options);
  const [pack] = shuffle(conquianPack(), seedToState(seed));
  const dealer = opts.dealer;
  const nonDealer = other(dealer);
  const hands: [FrenchCard[], FrenchCard[]] = [[], []];
  for (let i = 0; i < 20; i++) hands[i % 2 === 0 ? nonDealer : dealer].push(pack[i]!);
  return {
    options: opts,
    stock: pack.slice(20),
    centre: null,
    dead: [],
    hands,
    melds: [[], []],
    current: nonDealer,
    phase: 'turn',
    firstTurn: true,
    result: null,
  };
}

export interface Position {
  /** Rule options (the dealer is the separate field below). */
  readonly options?: Partial<ConquianOptions>;
  /** Defaults to 1, so that player 0 (A) is the non-dealer. */
  readonly dealer?: Player;
  readonly hands: readonly [readonly FrenchCard[], readonly FrenchCard[]];
  readonly melds?: readonly [readonly (readonly FrenchCard[])[], readonly (readonly FrenchCard[])[]];
  readonly centre?: Centre | null;
  readonly dead?: readonly FrenchCard[];
  /** Defaults to every card not named elsewhere, in pack order. */
  readonly stock?: readonly FrenchCard[];
  readonly current?: Player;
  /** Defaults to 'offered' with a centre card, 'turn' without. */
  readonly phase?: Phase;
  readonly firstTurn?: boolean;
}

/** Build a state from an explicit position (examples, tests). Does not check hand sizes. */
export function fromPosition(pos: Position): ConquianState {
  const melds = pos.melds ?? [[], []];
  const used = new Set<string>([
    ...pos.hands[0], ...pos.hands[1], ...melds[0].flat(), ...melds[1].flat(),
    ...(pos.centre ? [pos.centre.card] : []), ...(pos.dead ?? []),
  ]);
  const stock = pos.stock ?? conquianPack().filter((c) => !used.has(c));
  const current = pos.current ?? 0;
  const base: ConquianState = {
    options: normalizeOptions({ ...pos.options, dealer: pos.dealer ?? 1 }),
    stock: [...stock],
    centre: pos.centre ?? null,
    dead: [...(pos.dead ?? [])],
    hands: [[...pos.hands[0]], [...pos.hands[1]]],
    melds: [melds[0].map((m) => [...m]), melds[1].map((m) => [...m])],
    current,
    phase: pos.phase ?? (pos.centre ? 'offered' : 'turn'),
    firstTurn: pos.firstTurn ?? false,
    result: null,
  };
  if (base.phase === 'over') return { ...base, result: finishedResult(base) };
  return pos.phase ? base : enterPhase(base, base.phase, []).state;
}

/** How a finished position ended: the player with eleven melded cards and an empty hand won; otherwise the stock ran out. */
function finishedResult(s: ConquianState): ConquianResult {
  const winner = ([0, 1] as const).find((p) => s.hands[p].length === 0 && s.melds[p].flat().length === 11);
  return winner !== undefined ? { kind: 'win', winner } : { kind: 'draw', doublesNext: s.options.stockOutDoublesNext };
}

/** The state as an explicit position (every field given, so fromPosition(positionOf(s)) equals s). */
export function positionOf(state: ConquianState): Position {
  return {
    options: state.options,
    dealer: state.options.dealer,
    hands: state.hands,
    melds: state.melds,
    centre: state.centre,
    dead: state.dead,
    stock: state.stock,
    current: state.current,
    phase: state.phase,
    firstTurn: state.firstTurn,
  };
}

/** The player who must move now (the opponent in forceCheck), or null when over. */
export function toAct(state: ConquianState): Player | null {
  if (state.phase === 'over') return null;
  return state.phase === 'forceCheck' ? other(state.current) : state.current;
}

/** Forced-add condition: the centre card fits into `player`'s meld with no hand card (rearranging allowed). */
export function forcedAddHolds(state: ConquianState, player: Player = state.current): boolean {
  if (!state.centre) return false;
  const meld = state.melds[player].flat();
  if (meld.length === 0) return false;
  return canPartition([...meld, state.centre.card]);
}

/**
 * Centre cards that would let `player` go out at once: among the cards that
 * can still come face up (not in the player's hand, on either table or in the
 * dead pile), those that make the whole hand and meld split into combinations.
 */
export function winningCards(state: ConquianState, player: Player): FrenchCard[] {
  const hand = state.hands[player];
  const meld = state.melds[player].flat();
  if (hand.length + meld.length !== 10) return [];
  const seen = new Set([...hand, ...meld, ...state.melds[other(player)].flat(), ...state.dead]);
  return conquianPack().filter((c) => !seen.has(c) && canPartition([...meld, ...hand, c]));
}

/** Move into `phase` for the current player, inserting the force decision when the condition holds. */
function enterPhase(s: ConquianState, phase: Phase, events: ConquianEvent[]): { state: ConquianState; events: ConquianEvent[] } {
  if ((phase === 'offered' || phase === 'turned') && s.centre) {
    const scopeOk = phase === 'offered' || s.options.forcedAddScope === 'anyFaceUp';
    if (scopeOk && forcedAddHolds(s)) {
      events.push({ type: 'forceOffered', player: s.current, by: other(s.current) });
      return { state: { ...s, phase: 'forceCheck' }, events };
    }
  }
  return { state: { ...s, phase }, events };
}

const setPlayer = <T>(pair: readonly [T, T], p: Player, v: T): [T, T] => (p === 0 ? [v, pair[1]] : [pair[0], v]);

function sameMultiset(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const x = a.slice().sort();
  const y = b.slice().sort();
  return x.every((v, i) => v === y[i]);
}

/** Declining is for an offered card, passing for a turned one; each refuses the other's card by its own code. */
const LET_GO = {
  decline: { phase: 'offered', wrong: 'turned', rule: 'pass', code: 'turned-card-pass-not-decline' },
  pass: { phase: 'turned', wrong: 'offered', rule: 'decline', code: 'offered-card-decline-not-pass' },
} as const;

/**
 * The centre card a decline or a pass lets go of, or the refusal: while the
 * forced add is open or being asked about, both are refused for it; the
 * other verb's card names the other verb's rule; any other phase is wrong.
 */
function cardToLetGo(state: ConquianState, verb: keyof typeof LET_GO): FrenchCard | ConquianApplyResult {
  if (state.phase === 'forced') return violation('forced-add', 'must-take', { card: state.centre?.card ?? null });
  if (state.phase === 'forceCheck') return violation('forced-add', 'awaiting-force-decision', {});
  const { phase, wrong, rule, code } = LET_GO[verb];
  if (state.phase === wrong) return violation(rule, code, {});
  if (state.phase !== phase) return violation(verb, 'wrong-phase', { phase: state.phase });
  return state.centre!.card;
}

function applyMeld(state: ConquianState, move: Extract<ConquianMove, { type: 'meld' }>): ConquianApplyResult {
  const p = state.current;
  const hm = state.options.handMelds;
  const centreUp = state.phase === 'offered' || state.phase === 'turned' || state.phase === 'forced';
  const discardStep = state.phase === 'discard' && hm === 'discardStep';
  if (!centreUp && !discardStep) {
    if (state.phase === 'discard' && hm === 'turnedCard') return violation('hand-only-with-centre', 'hand-only-window', { phase: state.phase });
    if (state.phase === 'discard' || state.phase === 'turn') return violation('hand-only-with-centre', 'no-centre-card', { phase: state.phase });
    if (state.phase === 'forceCheck') return violation('forced-add', 'awaiting-force-decision', {});
    return violation('meld', 'wrong-phase', { phase: state.phase });
  }
  if (!Array.isArray(move.hand) || !Array.isArray(move.melds) || !move.melds.every((m) => Array.isArray(m))) return violation('meld', 'bad-move', {});
  const handCards: readonly FrenchCard[] = move.hand;
  const hand = state.hands[p];
  for (const c of handCards) if (!hand.includes(c)) return violation('meld', 'not-in-hand', { card: String(c) });
  if (new Set(handCards).size !== handCards.length) return violation('meld', 'duplicate-card', {});
  const got: readonly FrenchCard[] = move.melds.flat();
  const up = centreUp ? state.centre!.card : null;
  const leftOut = up !== null && !got.includes(up);
  // Bicycle's window: the player turned the stock card himself and has neither melded nor passed it yet.
  const turnedWindow = leftOut && state.phase === 'turned' && hm === 'turnedCard';
  const handOnly = discardStep || turnedWindow;
  if (handOnly && handCards.length === 0) return violation('meld', 'nothing-to-meld', {});
  if (leftOut && state.phase === 'offered' && hm === 'turnedCard') return violation('hand-only-with-centre', 'hand-only-window', { phase: state.phase });
  const oldMeld = state.melds[p].flat();
  const centreCard = handOnly ? null : up;
  const expected = [...oldMeld, ...(centreCard ? [centreCard] : []), ...handCards];
  const oppMeld = new Set(state.melds[other(p)].flat());
  const stolen = got.find((c) => oppMeld.has(c));
  if (stolen) return violation('no-lay-off-opponent', 'opponent-card', { card: stolen });
  if (centreCard && !got.includes(centreCard)) return violation('meld', 'centre-not-used', { card: centreCard });
  const missing = oldMeld.find((c) => !got.includes(c));
  if (missing) return violation('rearrange', 'meld-card-removed', { card: missing });
  if (!sameMultiset(expected, got)) {
    const extra = got.find((c) => !expected.includes(c)) ?? got[0] ?? '';
    return violation('meld', 'cards-mismatch', { card: extra });
  }
  for (const combo of move.melds) {
    const problem = comboProblem(combo);
    if (problem) {
      const rule: ConquianRuleId = problem === 'order' ? 'sequence-order' : 'combinations';
      return violation(rule, problem, { cards: [...combo] });
    }
  }
  if (got.length > 11) return violation('going-out', 'too-many-melded', { count: got.length });
  // A forced add is not a new combination of the player's choosing: the first-turn rule does not apply to it.
  if (state.firstTurn && centreCard && state.phase !== 'forced' && !firstTurnHolds(move.melds, centreCard, handCards)) {
    return violation('first-turn', 'needs-two-hand-cards', { card: centreCard });
  }
  const newHand = hand.filter((c) => !handCards.includes(c));
  const events: ConquianEvent[] = [{ type: 'melded', player: p, card: centreCard, hand: [...handCards] }];
  const next: ConquianState = {
    ...state,
    centre: centreCard ? null : state.centre,
    hands: setPlayer(state.hands, p, newHand),
    melds: setPlayer(state.melds, p, move.melds.map((m) => [...m])),
    // A meld that leaves the turned card up keeps the (perhaps first) turn going.
    firstTurn: turnedWindow ? state.firstTurn : false,
  };
  if (newHand.length === 0 && got.length === 11) {
    events.push({ type: 'won', player: p });
    return ok({ ...next, phase: 'over', result: { kind: 'win', winner: p } }, events);
  }
  if (turnedWindow) {
    // The turned card now fitting the new melds without a hand card is a fresh chance for the opponent to force it.
    if (forcedAddHolds(state)) return ok(next, events);
    const r = enterPhase(next, 'turned', events);
    return ok(r.state, r.events);
  }
  return ok({ ...next, phase: 'discard' }, events);
}

export function apply(state: ConquianState, move: ConquianMove): ConquianApplyResult {
  if (!isObject(move) || typeof move.type !== 'string') return violation('meld', 'bad-move', {});
  if (state.phase === 'over') return violation(state.result?.kind === 'draw' ? 'stock-out' : 'going-out', 'game-over', {});
  const p = state.current;
  const o = other(p);
  switch (move.type) {
    case 'turn': {
      if (state.phase !== 'turn') return violation(state.firstTurn ? 'first-turn' : 'decline', 'no-turn-now', { phase: state.phase });
      const [card, ...rest] = state.stock;
      if (!card) return violation('stock-out', 'stock-empty', {});
      const s: ConquianState = { ...state, stock: rest, centre: { card, offeredBy: null, turnedByCurrent: true } };
      const r = enterPhase(s, 'turned', [{ type: 'turned', player: p, card }]);
      return ok(r.state, r.events);
    }
    case 'meld': {
      if (state.phase === 'turn') return violation(state.firstTurn ? 'first-turn' : 'hand-only-with-centre', 'turn-first', {});
      return applyMeld(state, move);
    }
    case 'decline': {
      const card = cardToLetGo(state, 'decline');
      if (typeof card !== 'string') return card;
      const events: ConquianEvent[] = [{ type: 'declined', player: p, card }];
      const s: ConquianState = { ...state, centre: null, dead: [...state.dead, card] };
      if (state.stock.length === 0) {
        const doublesNext = state.options.stockOutDoublesNext;
        events.push({ type: 'drawn', doublesNext });
        return ok({ ...s, phase: 'over', result: { kind: 'draw', doublesNext } }, events);
      }
      return ok({ ...s, phase: 'turn' }, events);
    }
    case 'pass': {
      const card = cardToLetGo(state, 'pass');
      if (typeof card !== 'string') return card;
      const s: ConquianState = { ...state, current: o, centre: { card, offeredBy: p, turnedByCurrent: false }, firstTurn: false };
      const r = enterPhase(s, 'offered', [{ type: 'passed', player: p, card }]);
      return ok(r.state, r.events);
    }
    case 'discard': {
      if (state.phase !== 'discard') return violation('discard', 'wrong-phase', { phase: state.phase });
      const card = move.card;
      if (!state.hands[p].includes(card)) return violation('discard', 'not-in-hand', { card: String(card) });
      const newHand = state.hands[p].filter((c) => c !== card);
      const events: ConquianEvent[] = [{ type: 'discarded', player: p, card }];
      if (newHand.length === 0) events.push({ type: 'tenNotOut', player: p });
      const s: ConquianState = {
        ...state,
        hands: setPlayer(state.hands, p, newHand),
        current: o,
        centre: { card, offeredBy: p, turnedByCurrent: false },
      };
      const r = enterPhase(s, 'offered', events);
      return ok(r.state, r.events);
    }
    case 'force':
    case 'noForce': {
      if (state.phase !== 'forceCheck') return violation('forced-add', 'condition-not-met', { phase: state.phase });
      if (move.type === 'force') return ok({ ...state, phase: 'forced' }, [{ type: 'forced', player: p, by: o }]);
      const back: Phase = state.centre!.turnedByCurrent ? 'turned' : 'offered';
      return ok({ ...state, phase: back }, [{ type: 'notForced', player: p, by: o }]);
    }
    default:
      return violation('meld', 'bad-move', { type: String((move as { type: unknown }).type) });
  }
}

/** R1: on the first turn the centre card forms a new combination with at least two of the hand cards melded now. */
function firstTurnHolds(melds: readonly (readonly FrenchCard[])[], centre: FrenchCard, handCards: readonly FrenchCard[]): boolean {
  const own = new Set(handCards);
  const withC = melds.find((m) => m.includes(centre));
  return withC !== undefined && withC.filter((x) => own.has(x)).length >= 2;
}

/**
 * First turn: the centre card must form a new combination with at least two
 * of the hand cards melded now (R1). With an empty meld any arrangement does;
 * after a hand-only meld in the Bicycle variant the card could also join that
 * meld, so look for a combination of the centre card and chosen cards whose
 * remainder still splits into combinations.
 */
function firstTurnArrangement(meld: readonly FrenchCard[], centre: FrenchCard, chosen: readonly FrenchCard[]): FrenchCard[][] | null {
  const ci = cardIndex(centre);
  const has = new Set(chosen.map(cardIndex));
  const groups: number[][] = [];
  const same = [0, 1, 2, 3].map((s) => s * 10 + (ci % 10)).filter((i) => i !== ci && has.has(i));
  for (let mask = 1; mask < 1 << same.length; mask++) {
    const g = same.filter((_, b) => mask & (1 << b));
    if (g.length >= 2) groups.push([ci, ...g]);
  }
  const suit = ci - (ci % 10);
  for (let lo = suit; lo <= ci; lo++) {
    for (let hi = Math.max(ci, lo + 2); hi < suit + 10 && hi - lo < 8; hi++) {
      const run = Array.from({ length: hi - lo + 1 }, (_, k) => lo + k);
      if (run.every((i) => i === ci || has.has(i))) groups.push(run);
    }
  }
  for (const g of groups) {
    const used = new Set(g.map(cardCode));
    const rest = partition([...meld, ...chosen.filter((c) => !used.has(c))]);
    if (rest) return [...rest, g.map(cardCode)];
  }
  return null;
}

/** Hand-card subsets (with one arrangement each) that make a legal meld. */
function meldMoves(state: ConquianState, withCentre: boolean): ConquianMove[] {
  const p = state.current;
  const meld = state.melds[p].flat();
  const hand = state.hands[p];
  const base = withCentre && state.centre ? [...meld, state.centre.card] : meld;
  const pool = new Set([...base, ...hand].map(cardIndex));
  const useful = hand.filter((c) => couldCombine(c, pool));
  const out: ConquianMove[] = [];
  const n = useful.length;
  for (let mask = 0; mask < 1 << n; mask++) {
    const chosen = useful.filter((_, i) => mask & (1 << i));
    if (!withCentre && chosen.length === 0) continue;
    if (base.length + chosen.length > 11) continue;
    let arr = partition([...base, ...chosen]);
    if (!arr) continue;
    if (state.firstTurn && withCentre && state.centre && state.phase !== 'forced' && !firstTurnHolds(arr, state.centre.card, chosen)) {
      arr = firstTurnArrangement(meld, state.centre.card, chosen);
      if (!arr) continue;
    }
    out.push({ type: 'meld', hand: chosen, melds: arr });
  }
  return out;
}

/** Every distinct legal move (meld moves: one per hand-card subset). */
export function legalMoves(state: ConquianState): ConquianMove[] {
  switch (state.phase) {
    case 'over':
      return [];
    case 'turn':
      return [{ type: 'turn' }];
    case 'forceCheck':
      return [{ type: 'force' }, { type: 'noForce' }];
    case 'forced':
      return meldMoves(state, true);
    case 'offered':
      return [{ type: 'decline' }, ...meldMoves(state, true)];
    case 'turned':
      return [{ type: 'pass' }, ...meldMoves(state, true), ...(state.options.handMelds === 'turnedCard' ? meldMoves(state, false) : [])];
    case 'discard': {
      const discards: ConquianMove[] = state.hands[state.current].map((card) => ({ type: 'discard', card }));
      return state.options.handMelds === 'discardStep' ? [...discards, ...meldMoves(state, false)] : discards;
    }
  }
}

/** All cards in every zone (for invariant checks). */
export function allCards(state: ConquianState): FrenchCard[] {
  return [
    ...state.stock, ...(state.centre ? [state.centre.card] : []), ...state.dead,
    ...state.hands[0], ...state.hands[1], ...state.melds[0].flat(), ...state.melds[1].flat(),
  ];
}

export { isConquianCard };
