/**
 * Rommé engine (the old German description, digest §3). Pure functions over
 * plain-JSON states; apply never throws and never mutates its input. The
 * seeded RNG state lives in the game state (reshuffles, later deals).
 *
 * Seats 0..n-1 (A..F); play and the deal pass to the left (seat + 1).
 * Phases (the player to act is `current`):
 *   draw      take the top stock card or the top discard (variants: call
 *             "Rommé mit n", declare ten cards of one suit, take several discards)
 *   play      meld, lay off, exchange jokers, then discard one card (or go out
 *             by melding the last cards)
 *   final     "Rommé mit n" only: after a call each other player in turn may
 *             put down melds (and lay off on their own), then says done
 *   dealOver  the deal is scored; {type:'next'} deals the next one
 *   over      all deals played; result holds the totals
 */
import { isJoker, rommePack, faceOf, frenchParts, type FrenchCard } from '../cards/french';
import { isObject } from '../core/game';
import { ok, violation, type ApplyResult } from '../core/result';
import { seedToState, shuffle, type RngState } from '../core/rng';
import { checkMeld, declareByLayout, handPenalty, parseMeldCard, physical, rankNumber, type MeldCard, type MeldInfo, type MeldRules } from './melds';
import { bestMelds, helpfulFaces } from './search';
import type { RommeViolationCode } from './codes';
import type { RommeRuleId } from './rules';

export type Variant = 'standard' | 'noLayout' | 'oneSuit' | 'multiDiscardTake' | 'kids7';

/**
 * Everything that makes one game of Rommé differ from another: the seats, who
 * deals first, the variation and every reading the page lists. The one options
 * type of the game (setup, links, positions, the play island).
 */
export interface RommeOptions {
  /** Seats at the table, 2–6 (other values are clamped). */
  readonly players: number;
  /** The first dealer when given (0-based seat); null: found by drawing (firstDealer). */
  readonly dealer: number | null;
  /** The source's variations (digest §3.7); 'standard' is the main game. */
  readonly variant: Variant;
  /** "Rommé mit 7": the most penalty points the caller may keep outside melds. */
  readonly noLayoutLimit: number;
  /** "Rommé mit 7": the caller is charged his leftover cards too (default: he is charged nothing). */
  readonly noLayoutCallerPenalty: boolean;
  /** A1: lay-offs and joker exchanges are allowed in the turn of one's first meld. */
  readonly layOffSameTurnAsInitial: boolean;
  /** A2: most jokers in one meld (null: no limit). */
  readonly maxJokersPerMeld: number | null;
  /** A4: the last card may go out as the discard (melding or laying off the last card always goes out). */
  readonly goOutWithDiscard: boolean;
  /** A5: an empty stock is refilled from the discard pile but its top card; otherwise the deal ends void. */
  readonly stockOutReshuffleDiscards: boolean;
  /** A3: the 14-card run A-2-…-K-A is allowed. */
  readonly aceBothEnds: boolean;
  /** Points the first meld needs (the children's game needs none). */
  readonly firstMeldMinimum: number;
  /** How the first dealer is found: highest card drawn, or the first Ace dealt face up. */
  readonly firstDealer: 'highCard' | 'firstAce';
  /** Deals in a game; 0 means one deal per player (everyone deals once). */
  readonly deals: number;
  /** A deal that reaches this many turns ends void (nobody is charged): a game always ends. */
  readonly turnCap: number;
  /** A6 other reading: an undeclared joker is read from the layout (sets in Skat order ♣ ♠ ♥ ♦, runs low to high). */
  readonly jokerBySkatOrder: boolean;
  /** A7: taking the discard before one's first meld is free (the source), or allowed only to meld it at once (modern rules). */
  readonly takeDiscardBeforeFirstMeld: 'free' | 'meldAtOnce';
}

export const DEFAULT_OPTIONS: RommeOptions = {
  players: 4,
  dealer: null,
  variant: 'standard',
  noLayoutLimit: 7,
  noLayoutCallerPenalty: false,
  layOffSameTurnAsInitial: true,
  maxJokersPerMeld: null,
  goOutWithDiscard: true,
  stockOutReshuffleDiscards: true,
  aceBothEnds: true,
  firstMeldMinimum: 40,
  firstDealer: 'highCard',
  deals: 0,
  turnCap: 300,
  jokerBySkatOrder: false,
  takeDiscardBeforeFirstMeld: 'free',
};

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;
export const SEATS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/** A seat's letter ("A"), or "#7" for a seat beyond the table. */
export function seatLabel(seat: number): string {
  return SEATS[seat] ?? `#${seat}`;
}

/** A meld on the table by its seat and place: "B1" (the notation's and the islands' meld names). */
export function meldRefText(seat: number, meld: number): string {
  return `${seatLabel(seat)}${meld + 1}`;
}

export type Phase = 'draw' | 'play' | 'final' | 'dealOver' | 'over';

export type DealerChoice =
  | { readonly method: 'highCard'; readonly rounds: readonly (readonly { readonly seat: number; readonly cards: readonly FrenchCard[] }[])[] }
  | { readonly method: 'firstAce'; readonly cards: readonly FrenchCard[] }
  | { readonly method: 'given' };

export type DealEnd = 'out' | 'oneSuit' | 'call' | 'capped' | 'stockOut';

export interface DealRecord {
  readonly deal: number;
  readonly dealer: number;
  readonly winner: number | null;
  readonly how: DealEnd;
  /** Points each seat lost in this deal (the hand left over). */
  readonly penalties: readonly number[];
}

export interface GameResult {
  readonly scores: readonly number[];
  /** Seats with the lowest total. */
  readonly winners: readonly number[];
}

export interface RommeState {
  readonly options: RommeOptions;
  readonly players: number;
  /** RNG state for every later shuffle (reshuffled stock, next deals). */
  readonly rng: RngState;
  /** 1-based number of the current deal. */
  readonly deal: number;
  readonly dealer: number;
  readonly dealerChoice: DealerChoice;
  /** Face-down stock; index 0 is the top. */
  readonly stock: readonly FrenchCard[];
  /** Face-up discard pile; the last card is the top. */
  readonly discard: readonly FrenchCard[];
  readonly hands: readonly (readonly FrenchCard[])[];
  /** Melds on the table per seat. */
  readonly melds: readonly (readonly (readonly MeldCard[])[])[];
  /** Seats that have made their first meld this deal. */
  readonly melded: readonly boolean[];
  readonly current: number;
  readonly phase: Phase;
  /** The current player made the first meld in this turn. */
  readonly initialThisTurn: boolean;
  /** Cards taken from the discard pile this turn that must go into the first meld (A7 option "meldAtOnce"). */
  readonly taken: readonly FrenchCard[];
  /** Completed turns in this deal. */
  readonly turn: number;
  /** "Rommé mit n": who called and how many points he kept. */
  readonly call: { readonly seat: number; readonly leftover: number } | null;
  /** Cumulative penalty points (lowest is best). */
  readonly scores: readonly number[];
  readonly history: readonly DealRecord[];
  readonly result: GameResult | null;
}

/** A target meld on the table: seat and index in that seat's list. */
export interface MeldRef {
  readonly seat: number;
  readonly meld: number;
}

export type RommeMove =
  | { readonly type: 'draw' }
  | { readonly type: 'take'; readonly count?: number }
  | { readonly type: 'meld'; readonly melds: readonly (readonly MeldCard[])[] }
  | { readonly type: 'layoff'; readonly seat: number; readonly meld: number; readonly cards: readonly MeldCard[] }
  | { readonly type: 'exchange'; readonly seat: number; readonly meld: number; readonly card: FrenchCard }
  | { readonly type: 'discard'; readonly card: FrenchCard }
  | { readonly type: 'call'; readonly melds: readonly (readonly MeldCard[])[] }
  | { readonly type: 'oneSuit' }
  | { readonly type: 'done' }
  | { readonly type: 'next' };

export type RommeEvent =
  | { readonly type: 'drew'; readonly seat: number; readonly card: FrenchCard }
  | { readonly type: 'took'; readonly seat: number; readonly cards: readonly FrenchCard[] }
  | { readonly type: 'melded'; readonly seat: number; readonly melds: readonly (readonly MeldCard[])[]; readonly value: number; readonly first: boolean }
  | { readonly type: 'laidOff'; readonly seat: number; readonly target: MeldRef; readonly cards: readonly MeldCard[] }
  | { readonly type: 'exchanged'; readonly seat: number; readonly target: MeldRef; readonly card: FrenchCard; readonly joker: FrenchCard }
  | { readonly type: 'discarded'; readonly seat: number; readonly card: FrenchCard }
  | { readonly type: 'reshuffled'; readonly count: number }
  | { readonly type: 'called'; readonly seat: number; readonly leftover: number }
  | { readonly type: 'done'; readonly seat: number }
  | { readonly type: 'dealEnded'; readonly record: DealRecord }
  | { readonly type: 'dealt'; readonly deal: number; readonly dealer: number }
  | { readonly type: 'gameOver'; readonly result: GameResult };

export type RommeApplyResult = ApplyResult<RommeState, RommeEvent, RommeRuleId, RommeViolationCode>;

/** 2–6 seats: other values are clamped, anything unreadable is the default. */
export function clampPlayers(n: unknown): number {
  const k = Math.floor(Number(n ?? DEFAULT_OPTIONS.players));
  return Number.isFinite(k) ? Math.min(MAX_PLAYERS, Math.max(MIN_PLAYERS, k)) : DEFAULT_OPTIONS.players;
}

/**
 * Options as a game uses them: defaults filled in, players clamped, a dealer
 * outside the table dropped, and "one deal per player" (deals 0) counted out.
 */
export function resolveOptions(opts: Partial<RommeOptions> = {}): RommeOptions {
  const o = { ...DEFAULT_OPTIONS, ...opts };
  const players = clampPlayers(o.players);
  const dealer = typeof o.dealer === 'number' && Number.isInteger(o.dealer) && o.dealer >= 0 && o.dealer < players ? o.dealer : null;
  return { ...o, players, dealer, deals: o.deals > 0 ? Math.floor(o.deals) : players };
}

export function meldRules(o: RommeOptions): MeldRules {
  return { maxJokersPerMeld: o.maxJokersPerMeld, aceBothEnds: o.aceBothEnds };
}

/** Cards each player gets: ten, seven in the children's game. */
export function handSize(o: RommeOptions): number {
  return o.variant === 'kids7' ? 7 : 10;
}

/** Points the first meld needs under these options. */
export function firstMeldMinimum(o: RommeOptions): number {
  return o.variant === 'kids7' ? 0 : o.firstMeldMinimum;
}

const HIGH_ORDER = ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'];
const highRank = (c: FrenchCard) => 13 - HIGH_ORDER.indexOf(frenchParts(c)!.rank!);

/** Find the first dealer with the pack shuffled by `rng`: high card (ties draw again; a joker is drawn again) or the first Ace dealt. */
export function chooseDealer(players: number, method: 'highCard' | 'firstAce', rng: RngState): { dealer: number; choice: DealerChoice; rng: RngState } {
  const [pack, next] = shuffle(rommePack(), rng);
  let i = 0;
  if (method === 'firstAce') {
    const cards: FrenchCard[] = [];
    for (;;) {
      const c = pack[i++]!;
      cards.push(c);
      if (!isJoker(c) && frenchParts(c)!.rank === 'A') return { dealer: (cards.length - 1) % players, choice: { method, cards }, rng: next };
    }
  }
  const rounds: { seat: number; cards: FrenchCard[] }[][] = [];
  let tied = Array.from({ length: players }, (_, s) => s);
  for (;;) {
    const round = tied.map((seat) => {
      const cards: FrenchCard[] = [];
      let c = pack[i++]!;
      cards.push(c);
      while (isJoker(c)) {
        c = pack[i++]!;
        cards.push(c);
      }
      return { seat, cards };
    });
    rounds.push(round);
    const value = (r: { cards: FrenchCard[] }) => highRank(r.cards[r.cards.length - 1]!);
    const top = Math.max(...round.map(value));
    tied = round.filter((r) => value(r) === top).map((r) => r.seat);
    if (tied.length === 1) return { dealer: tied[0]!, choice: { method, rounds }, rng: next };
  }
}

/** Shuffle, deal one card at a time from the dealer's left, turn up the top stock card. */
function dealCards(s: RommeState, dealer: number): RommeState {
  const [pack, rng] = shuffle(rommePack(), s.rng);
  const n = s.players;
  const size = handSize(s.options);
  const hands: FrenchCard[][] = Array.from({ length: n }, () => []);
  let i = 0;
  for (let round = 0; round < size; round++)
    for (let k = 1; k <= n; k++) hands[(dealer + k) % n]!.push(pack[i++]!);
  const up = pack[i++]!;
  return {
    ...s,
    rng,
    dealer,
    stock: pack.slice(i),
    discard: [up],
    hands,
    melds: Array.from({ length: n }, () => []),
    melded: Array.from({ length: n }, () => false),
    current: (dealer + 1) % n,
    phase: 'draw',
    initialThisTurn: false,
    taken: [],
    turn: 0,
    call: null,
  };
}

/** A new game: the first dealer is drawn (or given), then the first deal. */
export function setup(opts: Partial<RommeOptions> = {}, seed: number | string = 0): RommeState {
  const options = resolveOptions(opts);
  const players = options.players;
  let rng = seedToState(seed);
  let dealer: number;
  let dealerChoice: DealerChoice;
  if (options.dealer !== null) {
    dealer = options.dealer;
    dealerChoice = { method: 'given' };
  } else {
    const c = chooseDealer(players, options.firstDealer, rng);
    dealer = c.dealer;
    dealerChoice = c.choice;
    rng = c.rng;
  }
  const blank: RommeState = {
    options,
    players,
    rng,
    deal: 1,
    dealer,
    dealerChoice,
    stock: [],
    discard: [],
    hands: [],
    melds: [],
    melded: [],
    current: 0,
    phase: 'draw',
    initialThisTurn: false,
    taken: [],
    turn: 0,
    call: null,
    scores: Array.from({ length: players }, () => 0),
    history: [],
    result: null,
  };
  return dealCards(blank, dealer);
}

export interface Position {
  readonly options?: Partial<RommeOptions>;
  readonly hands: readonly (readonly FrenchCard[])[];
  readonly melds?: readonly (readonly (readonly MeldCard[])[])[];
  /** Defaults to the seats that have melds on the table. */
  readonly melded?: readonly boolean[];
  /** The complete stock, top first (unnamed cards then lie at the bottom of the discard pile). */
  readonly stock?: readonly FrenchCard[];
  /** Cards on top of the stock (top first); the unnamed cards follow in pack order. Ignored when `stock` is given. */
  readonly stockTop?: readonly FrenchCard[];
  /** Bottom to top. */
  readonly discard?: readonly FrenchCard[];
  readonly dealer?: number;
  readonly current?: number;
  readonly phase?: Phase;
  readonly initialThisTurn?: boolean;
  readonly scores?: readonly number[];
  readonly deal?: number;
  readonly turn?: number;
  /** Seed for later shuffles. */
  readonly seed?: number | string;
  /** Cards the current player took from the discard pile this turn that must go into the first meld (A7 "meldAtOnce"). */
  readonly taken?: readonly FrenchCard[];
  /** "Rommé mit n": who called and the points kept (the last round after a call). */
  readonly call?: { readonly seat: number; readonly leftover: number } | null;
}

/** Build a state from an explicit position (examples, tests). Cards not named elsewhere form the stock. */
export function fromPosition(pos: Position): RommeState {
  const players = pos.hands.length;
  const options = resolveOptions({ ...pos.options, players });
  const melds = pos.melds ?? pos.hands.map(() => []);
  const named = new Set<string>([
    ...pos.hands.flat(), ...melds.flat(2).map(physical), ...(pos.discard ?? []), ...(pos.stock ?? pos.stockTop ?? []),
  ]);
  const unnamed = rommePack().filter((c) => !named.has(c));
  // Unnamed cards complete the stock (below stockTop), or, when the stock is given in full, lie at the bottom of the discard pile.
  const stock = pos.stock ?? [...(pos.stockTop ?? []), ...unnamed];
  const discard = pos.stock ? [...unnamed, ...(pos.discard ?? [])] : [...(pos.discard ?? [])];
  const canon = (m: readonly MeldCard[]) => {
    const r = checkMeld(m, meldRules(options));
    return r.ok ? [...r.meld.cards] : [...m];
  };
  const current = pos.current ?? 0;
  return {
    options,
    players,
    rng: seedToState(pos.seed ?? 0),
    deal: pos.deal ?? 1,
    dealer: pos.dealer ?? (current + players - 1) % players,
    dealerChoice: { method: 'given' },
    stock: [...stock],
    discard,
    hands: pos.hands.map((h) => [...h]),
    melds: melds.map((ms) => ms.map(canon)),
    melded: pos.melded ? [...pos.melded] : melds.map((ms) => ms.length > 0),
    current,
    phase: pos.phase ?? 'draw',
    initialThisTurn: pos.initialThisTurn ?? false,
    taken: [...(pos.taken ?? [])],
    turn: pos.turn ?? 0,
    call: pos.call ?? null,
    scores: pos.scores ? [...pos.scores] : pos.hands.map(() => 0),
    history: [],
    result: null,
  };
}

/** Every card in every zone (for invariant checks): 106 cards, each once. */
export function allCards(s: RommeState): FrenchCard[] {
  return [...s.stock, ...s.discard, ...s.hands.flat(), ...s.melds.flat(2).map(physical)];
}

export function meldInfo(s: RommeState, ref: MeldRef): MeldInfo | null {
  const m = s.melds[ref.seat]?.[ref.meld];
  if (!m) return null;
  const r = checkMeld(m, meldRules(s.options));
  return r.ok ? r.meld : null;
}

// ---------------------------------------------------------------------------

const isSeat = (s: RommeState, v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < s.players;
const setAt = <T>(arr: readonly T[], i: number, v: T): T[] => arr.map((x, k) => (k === i ? v : x));

function removeCards(hand: readonly FrenchCard[], cards: readonly FrenchCard[]): FrenchCard[] {
  const drop = new Set(cards);
  return hand.filter((c) => !drop.has(c));
}

/** Check that `cards` are distinct physical cards of the hand; returns the bad one. */
function missingFromHand(hand: readonly FrenchCard[], cards: readonly FrenchCard[]): { card: string; dup: boolean } | null {
  const seen = new Set<string>();
  for (const c of cards) {
    if (seen.has(c)) return { card: c, dup: true };
    seen.add(c);
    if (!hand.includes(c)) return { card: c, dup: false };
  }
  return null;
}

function nextSeat(s: RommeState, seat: number): number {
  return (seat + 1) % s.players;
}

/** Score the deal and move to dealOver (or over after the last deal). */
function endDeal(s: RommeState, winner: number | null, how: DealEnd, events: RommeEvent[]): RommeApplyResult {
  const penalties = s.hands.map((h, seat) => {
    if (how === 'capped' || how === 'stockOut') return 0;
    if (seat === winner) return how === 'call' && s.options.noLayoutCallerPenalty ? handPenalty(h) : 0;
    return handPenalty(h);
  });
  const record: DealRecord = { deal: s.deal, dealer: s.dealer, winner, how, penalties };
  const scores = s.scores.map((x, i) => x + penalties[i]!);
  events.push({ type: 'dealEnded', record });
  const base: RommeState = { ...s, scores, history: [...s.history, record], initialThisTurn: false, taken: [] };
  if (s.deal >= s.options.deals) {
    const low = Math.min(...scores);
    const result: GameResult = { scores, winners: scores.map((x, i) => (x === low ? i : -1)).filter((i) => i >= 0) };
    events.push({ type: 'gameOver', result });
    return ok({ ...base, phase: 'over', result }, events);
  }
  return ok({ ...base, phase: 'dealOver' }, events);
}

/** After a discard: refill an empty stock, apply the turn cap, pass the turn on. */
function endTurn(s: RommeState, events: RommeEvent[]): RommeApplyResult {
  let st: RommeState = { ...s, turn: s.turn + 1, initialThisTurn: false, taken: [] };
  if (st.stock.length === 0) {
    if (!st.options.stockOutReshuffleDiscards) return endDeal(st, null, 'stockOut', events);
    const top = st.discard[st.discard.length - 1]!;
    const [stock, rng] = shuffle(st.discard.slice(0, -1), st.rng);
    st = { ...st, stock, discard: [top], rng };
    events.push({ type: 'reshuffled', count: stock.length });
  }
  if (st.turn >= st.options.turnCap) return endDeal(st, null, 'capped', events);
  return ok({ ...st, current: nextSeat(st, st.current), phase: 'draw' }, events);
}

function cardList(v: unknown): v is readonly unknown[] {
  return Array.isArray(v);
}

/** Validate melds from hand; returns canonical melds, their total value and the cards used. */
function validateMelds(
  s: RommeState,
  raw: unknown,
): { ok: true; melds: MeldCard[][]; value: number; cards: FrenchCard[] } | { ok: false; res: RommeApplyResult } {
  if (!cardList(raw) || raw.length === 0 || !raw.every(cardList)) return { ok: false, res: violation('turn', 'bad-move', {}) };
  const hand = s.hands[s.current]!;
  const rules = meldRules(s.options);
  const melds: MeldCard[][] = [];
  const used: FrenchCard[] = [];
  let value = 0;
  for (const raw0 of raw as unknown[][]) {
    const group = s.options.jokerBySkatOrder && raw0.every((c) => typeof c === 'string') ? declareByLayout(raw0 as string[]) ?? raw0 : raw0;
    const r = checkMeld(group, rules);
    if (!r.ok) return { ok: false, res: violation(r.problem.rule, r.problem.code, r.problem.params) };
    melds.push([...r.meld.cards]);
    value += r.meld.value;
    used.push(...r.meld.cards.map(physical));
  }
  const miss = missingFromHand(hand, used);
  if (miss) return { ok: false, res: violation(miss.dup ? 'pack' : 'turn', miss.dup ? 'duplicate-card' : 'not-in-hand', { card: miss.card }) };
  return { ok: true, melds, value, cards: used };
}

function applyMeld(s: RommeState, move: Record<string, unknown>): RommeApplyResult {
  const p = s.current;
  if (s.phase === 'play' && s.options.variant === 'noLayout') return violation('no-layout', 'no-melding', {});
  const v = validateMelds(s, move.melds);
  if (!v.ok) return v.res;
  const first = s.phase === 'play' && !s.melded[p];
  const minimum = firstMeldMinimum(s.options);
  const unmeldedTaken = s.taken.find((c) => !v.cards.includes(c));
  if (first && unmeldedTaken) return violation('draw', 'taken-not-melded', { card: unmeldedTaken });
  if (first && v.value < minimum) return violation('first-meld', 'below-minimum', { value: v.value, minimum });
  const hand = removeCards(s.hands[p]!, v.cards);
  const events: RommeEvent[] = [{ type: 'melded', seat: p, melds: v.melds, value: v.value, first }];
  const next: RommeState = {
    ...s,
    hands: setAt(s.hands, p, hand),
    melds: setAt(s.melds, p, [...s.melds[p]!, ...v.melds]),
    melded: s.phase === 'play' ? setAt(s.melded, p, true) : s.melded,
    initialThisTurn: s.initialThisTurn || first,
    taken: first ? [] : s.taken,
  };
  if (hand.length === 0 && s.phase === 'play') return endDeal(next, p, 'out', events);
  const stuck = lastCardStuck(next);
  if (stuck) return violation('going-out', 'last-card-stuck', { card: stuck });
  return ok(next, events);
}

/**
 * Without going out by discarding (A4 option off), a turn that leaves a single
 * card in hand can only end by laying that card off. A meld, lay-off or
 * exchange that leaves one card which cannot be laid off in this turn would
 * leave no legal way on: a joker (never laid off alone), a card that fits no
 * meld on the table, or any card in the turn of one's first meld when lay-offs
 * start only in the next turn (A1 option off).
 */
function lastCardStuck(s: RommeState): FrenchCard | null {
  if (s.phase !== 'play' || s.options.goOutWithDiscard) return null;
  const hand = s.hands[s.current]!;
  if (hand.length !== 1) return null;
  const card = hand[0]!;
  if (isJoker(card)) return card;
  if (!layOffAllowedNow(s)) return card;
  const rules = meldRules(s.options);
  const fits = s.melds.some((ms) =>
    ms.some((m) => {
      const info = checkMeld(m, rules);
      return info.ok && fitsOne(info.meld, faceOf(card), rules);
    }),
  );
  return fits ? null : card;
}

/** May the current player lay off and exchange jokers in this turn (melded, and not barred in the turn of the first meld)? */
function layOffAllowedNow(s: RommeState): boolean {
  return s.melded[s.current]! && !(s.initialThisTurn && !s.options.layOffSameTurnAsInitial);
}

function applyLayoff(s: RommeState, move: Record<string, unknown>): RommeApplyResult {
  const p = s.current;
  if (s.phase === 'play' && s.options.variant === 'noLayout') return violation('no-layout', 'no-melding', {});
  if (s.phase === 'play' && !s.melded[p]) return violation('lay-off', 'not-melded', {});
  if (s.phase === 'play' && s.initialThisTurn && !s.options.layOffSameTurnAsInitial) return violation('lay-off', 'same-turn', {});
  if (!isSeat(s, move.seat) || typeof move.meld !== 'number' || !s.melds[move.seat]?.[move.meld])
    return violation('lay-off', 'no-such-meld', { seat: typeof move.seat === 'number' ? move.seat : -1, meld: typeof move.meld === 'number' ? move.meld : -1 });
  if (s.phase === 'final' && move.seat !== p) return violation('no-layout', 'foreign-meld', {});
  if (!cardList(move.cards)) return violation('turn', 'bad-move', {});
  if (move.cards.length === 0) return violation('lay-off', 'nothing-to-lay-off', {});
  const added = move.cards.map(parseMeldCard);
  const badIdx = added.findIndex((a) => a === null);
  if (badIdx >= 0) {
    const c = move.cards[badIdx];
    if (typeof c === 'string' && isJoker(c)) return violation('joker', 'joker-undeclared', { card: c });
    if (typeof c === 'string' && c.includes('=')) return violation('joker', 'bad-declaration', { card: c });
    return violation('pack', 'not-a-card', { card: String(c) });
  }
  const cards = added.map((a) => a!);
  const miss = missingFromHand(s.hands[p]!, cards.map((c) => c.card));
  if (miss) return violation(miss.dup ? 'pack' : 'turn', miss.dup ? 'duplicate-card' : 'not-in-hand', { card: miss.card });
  const rules = meldRules(s.options);
  const targetCards = s.melds[move.seat]![move.meld]!;
  const target = checkMeld(targetCards, rules);
  const texts = move.cards as MeldCard[];
  const hasJoker = cards.some((c) => c.joker);
  if (hasJoker && target.ok && target.meld.kind === 'set') return violation('joker-lay-off', 'joker-onto-set', { cards: texts });
  if (hasJoker && cards.every((c) => c.joker)) return violation('joker-lay-off', 'joker-alone', { cards: texts });
  const joined = checkMeld([...targetCards, ...texts], rules);
  if (!joined.ok) {
    const pr = joined.problem;
    if (pr.rule === 'runs' || pr.rule === 'sets') return violation('lay-off', 'does-not-fit', { cards: texts, meld: [...targetCards], why: pr.code });
    return violation(pr.rule, pr.code, pr.params);
  }
  if (hasJoker && target.ok && target.meld.kind === 'run') {
    // every joker must connect: a natural card laid with it lies further out on the same side
    const { lo, hi } = target.meld;
    const newLo = joined.meld.lo!;
    const pos = (mc: string) => newLo + joined.meld.cards.indexOf(mc);
    const addedCanon = cards.map((c) => (c.joker ? `${c.card}=${c.face}` : c.card));
    for (const c of addedCanon.filter((x) => x.includes('='))) {
      const q = pos(c);
      const naturals = addedCanon.filter((x) => !x.includes('=')).map(pos);
      const connects = q < lo! ? naturals.some((n) => n < q) : q > hi! ? naturals.some((n) => n > q) : false;
      if (!connects) return violation('joker-lay-off', 'joker-not-connecting', { cards: texts });
    }
  }
  const hand = removeCards(s.hands[p]!, cards.map((c) => c.card));
  const target2: MeldRef = { seat: move.seat, meld: move.meld };
  const melds = setAt(s.melds, move.seat, setAt(s.melds[move.seat]!, move.meld, [...joined.meld.cards]));
  const events: RommeEvent[] = [{ type: 'laidOff', seat: p, target: target2, cards: texts }];
  const next: RommeState = { ...s, hands: setAt(s.hands, p, hand), melds };
  if (hand.length === 0 && s.phase === 'play') return endDeal(next, p, 'out', events);
  const stuck = lastCardStuck(next);
  if (stuck) return violation('going-out', 'last-card-stuck', { card: stuck });
  return ok(next, events);
}

function applyExchange(s: RommeState, move: Record<string, unknown>): RommeApplyResult {
  const p = s.current;
  if (s.options.variant === 'noLayout') return violation('no-layout', 'no-melding', {});
  if (!s.melded[p]) return violation('joker-exchange', 'not-melded', {});
  if (s.initialThisTurn && !s.options.layOffSameTurnAsInitial) return violation('joker-exchange', 'same-turn', {});
  if (!isSeat(s, move.seat) || typeof move.meld !== 'number' || !s.melds[move.seat]?.[move.meld])
    return violation('joker-exchange', 'no-such-meld', { seat: typeof move.seat === 'number' ? move.seat : -1, meld: typeof move.meld === 'number' ? move.meld : -1 });
  const card = move.card;
  if (typeof card !== 'string' || !frenchParts(card)) return violation('pack', 'not-a-card', { card: String(card) });
  if (isJoker(card)) return violation('joker-exchange', 'joker-for-joker', {});
  if (!s.hands[p]!.includes(card)) return violation('turn', 'not-in-hand', { card });
  const meld = s.melds[move.seat]![move.meld]!;
  const face = faceOf(card);
  const idx = meld.findIndex((mc) => mc.includes('=') && mc.slice(mc.indexOf('=') + 1) === face);
  if (idx < 0) return violation('joker-exchange', 'no-such-joker', { card, meld: [...meld] });
  const joker = physical(meld[idx]!);
  const newMeld = setAt(meld, idx, card);
  const hand = [...s.hands[p]!.filter((c) => c !== card), joker];
  const next: RommeState = {
    ...s,
    hands: setAt(s.hands, p, hand),
    melds: setAt(s.melds, move.seat, setAt(s.melds[move.seat]!, move.meld, newMeld)),
  };
  const stuck = lastCardStuck(next);
  if (stuck) return violation('going-out', 'last-card-stuck', { card: stuck });
  return ok(next, [{ type: 'exchanged', seat: p, target: { seat: move.seat, meld: move.meld }, card, joker }]);
}

function applyCall(s: RommeState, move: Record<string, unknown>): RommeApplyResult {
  const p = s.current;
  if (s.options.variant !== 'noLayout') return violation('no-layout', 'variant-off', {});
  if (s.phase !== 'draw') return violation('no-layout', 'call-at-start', {});
  const raw = move.melds;
  let melds: MeldCard[][] = [];
  let cards: FrenchCard[] = [];
  if (cardList(raw) && raw.length > 0) {
    const v = validateMelds(s, raw);
    if (!v.ok) return v.res;
    melds = v.melds;
    cards = v.cards;
  } else if (!cardList(raw)) return violation('turn', 'bad-move', {});
  const hand = removeCards(s.hands[p]!, cards);
  const leftover = handPenalty(hand);
  const limit = s.options.noLayoutLimit;
  if (leftover > limit) return violation('no-layout', 'leftover-too-high', { leftover, limit });
  const next: RommeState = {
    ...s,
    hands: setAt(s.hands, p, hand),
    melds: setAt(s.melds, p, [...s.melds[p]!, ...melds]),
    melded: setAt(s.melded, p, true),
    call: { seat: p, leftover },
    phase: 'final',
    current: nextSeat(s, p),
  };
  return ok(next, [{ type: 'called', seat: p, leftover }]);
}

export function apply(state: RommeState, move: RommeMove): RommeApplyResult {
  if (!isObject(move) || typeof move.type !== 'string') return violation('turn', 'bad-move', {});
  const s = state;
  const m = move as unknown as Record<string, unknown>;
  if (s.phase === 'over') return violation('scores', 'game-over', {});
  if (s.phase === 'dealOver') {
    if (move.type !== 'next') return violation('deal', 'deal-over', {});
    const dealer = nextSeat(s, s.dealer);
    const next = dealCards({ ...s, deal: s.deal + 1 }, dealer);
    return ok(next, [{ type: 'dealt', deal: next.deal, dealer }]);
  }
  const p = s.current;
  switch (move.type) {
    case 'next':
      return violation('deal', 'deal-not-over', {});
    case 'draw': {
      if (s.phase === 'final') return violation('no-layout', 'final-round', {});
      if (s.phase !== 'draw') return violation('turn', 'already-drawn', {});
      const [card, ...rest] = s.stock;
      if (!card) return violation('stock-out', 'stock-empty', {});
      return ok({ ...s, stock: rest, hands: setAt(s.hands, p, [...s.hands[p]!, card]), phase: 'play' }, [{ type: 'drew', seat: p, card }]);
    }
    case 'take': {
      if (s.phase === 'final') return violation('no-layout', 'final-round', {});
      if (s.phase !== 'draw') return violation('turn', 'already-drawn', {});
      const count = m.count === undefined ? 1 : m.count;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) return violation('turn', 'bad-move', {});
      if (count > 1 && s.options.variant !== 'multiDiscardTake') return violation('draw', 'take-one', { count });
      if (s.discard.length === 0) return violation('draw', 'discard-empty', {});
      if (count > s.discard.length) return violation('multi-take', 'not-enough-discards', { count, available: s.discard.length });
      const taken = s.discard.slice(s.discard.length - count).reverse();
      const hand = [...s.hands[p]!, ...taken];
      const restricted = s.options.takeDiscardBeforeFirstMeld === 'meldAtOnce' && !s.melded[p] && s.options.variant !== 'noLayout';
      const next: RommeState = { ...s, discard: s.discard.slice(0, s.discard.length - count), hands: setAt(s.hands, p, hand), phase: 'play', taken: restricted ? taken : [] };
      if (restricted && !forcedFirstMeld(next)) return violation('draw', 'take-needs-meld', { card: taken[0]!, count });
      return ok(next, [{ type: 'took', seat: p, cards: taken }]);
    }
    case 'meld':
      if (s.phase === 'draw') return violation('turn', 'draw-first', {});
      return applyMeld(s, m);
    case 'layoff':
      if (s.phase === 'draw') return violation('turn', 'draw-first', {});
      return applyLayoff(s, m);
    case 'exchange':
      if (s.phase === 'draw') return violation('turn', 'draw-first', {});
      if (s.phase === 'final') return violation('no-layout', 'final-round', {});
      return applyExchange(s, m);
    case 'discard': {
      if (s.phase === 'draw') return violation('turn', 'draw-first', {});
      if (s.phase === 'final') return violation('no-layout', 'final-round', {});
      const card = m.card;
      if (typeof card !== 'string' || !s.hands[p]!.includes(card)) return violation('discard', 'not-in-hand', { card: String(card) });
      const hand = s.hands[p]!.filter((c) => c !== card);
      if (hand.length === 0 && !s.options.goOutWithDiscard) return violation('going-out', 'no-discard-out', { card });
      if (s.taken.length) return violation('draw', 'taken-not-melded', { card: s.taken[0]! });
      const events: RommeEvent[] = [{ type: 'discarded', seat: p, card }];
      const next: RommeState = { ...s, hands: setAt(s.hands, p, hand), discard: [...s.discard, card] };
      if (hand.length === 0) return endDeal({ ...next, turn: s.turn + 1 }, p, 'out', events);
      return endTurn(next, events);
    }
    case 'call':
      return applyCall(s, m);
    case 'oneSuit': {
      if (s.options.variant !== 'oneSuit') return violation('one-suit', 'variant-off', {});
      if (s.phase !== 'draw') return violation('one-suit', 'declare-at-start', {});
      const hand = s.hands[p]!;
      const suits = new Set(hand.map((c) => frenchParts(c)?.suit ?? 'joker'));
      if (hand.length !== handSize(s.options) || suits.size !== 1 || suits.has('joker'))
        return violation('one-suit', 'not-one-suit', { count: hand.length });
      return endDeal(s, p, 'oneSuit', [{ type: 'called', seat: p, leftover: 0 }]);
    }
    case 'done': {
      if (s.phase !== 'final' || !s.call) return violation('no-layout', 'not-final-round', {});
      const events: RommeEvent[] = [{ type: 'done', seat: p }];
      const n = nextSeat(s, p);
      if (n === s.call.seat) return endDeal({ ...s, current: n }, s.call.seat, 'call', events);
      return ok({ ...s, current: n }, events);
    }
    default:
      return violation('turn', 'bad-move', { type: String(m.type) });
  }
}

// ---------------------------------------------------------------------------
// Legal moves

/** Every valid single meld from these hand cards (one joker declaration per shape; jokers fill only gaps no hand card fills). */
export function singleMelds(hand: readonly FrenchCard[], rules: MeldRules): MeldCard[][] {
  const jokers = hand.filter(isJoker);
  const maxJ = Math.min(jokers.length, rules.maxJokersPerMeld ?? 2);
  // copies[suit][rank 1..13]
  const copies: FrenchCard[][][] = [0, 1, 2, 3].map(() => Array.from({ length: 14 }, () => []));
  const SUITS = ['c', 's', 'h', 'd'] as const;
  const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
  const suitsWith = new Set<number>();
  for (const c of hand) {
    const p = frenchParts(c);
    if (!p || p.joker) continue;
    const si = SUITS.indexOf(p.suit!);
    copies[si]![rankNumber(p.rank!)]!.push(c);
    suitsWith.add(si);
  }
  const out: MeldCard[][] = [];
  // sets, Skat order; jokers take the suits no hand card has
  for (let r = 1; r <= 13; r++) {
    const have = [0, 1, 2, 3].filter((si) => copies[si]![r]!.length > 0);
    if (!have.length) continue;
    const missing = [0, 1, 2, 3].filter((si) => !copies[si]![r]!.length);
    for (let mask = 1; mask < 1 << have.length; mask++) {
      const nat = have.filter((_, i) => mask & (1 << i));
      for (let k = 0; k <= maxJ; k++) {
        if (nat.length + k < 3 || nat.length + k > 4 || k > missing.length) continue;
        const members = [...nat.map((si) => ({ si, card: copies[si]![r]![0]! as MeldCard })), ...missing.slice(0, k).map((si, i) => ({ si, card: `${jokers[i]}=${RANKS[r - 1]}${SUITS[si]}` }))];
        members.sort((a, b) => a.si - b.si);
        out.push(members.map((m) => m.card));
      }
    }
  }
  // runs: positions 1..14 (Aces at both ends), built low to high
  for (const si of suitsWith) {
    const natAt = (q: number, usedAce: boolean): FrenchCard | undefined => {
      const list = copies[si]![q === 14 ? 1 : q]!;
      return q === 14 && usedAce ? list[1] : list[0];
    };
    for (let lo = 1; lo <= 12; lo++) {
      const cards: MeldCard[] = [];
      let j = 0;
      let naturals = 0;
      let lowAce = false;
      for (let hi = lo; hi <= 14; hi++) {
        const nat = natAt(hi, lowAce);
        if (nat) {
          cards.push(nat);
          naturals++;
          if (hi === 1) lowAce = true;
        } else if (j < maxJ) {
          cards.push(`${jokers[j]}=${RANKS[hi === 14 ? 0 : hi - 1]}${SUITS[si]}`);
          j++;
        } else break;
        if (hi === 14 && lo === 1 && !rules.aceBothEnds) break;
        if (hi - lo >= 2 && naturals > 0) out.push(cards.slice());
      }
    }
  }
  return out;
}

/** Would one natural card of this face extend this valid meld? (The same answer as checkMeld on the joined cards, without building them.) */
export function fitsOne(info: MeldInfo, face: string, rules: MeldRules): boolean {
  const p = frenchParts(face);
  if (!p || p.joker) return false;
  if (info.kind === 'set') {
    if (info.cards.length >= 4 || rankNumber(p.rank!) !== info.rank) return false;
    return !info.cards.some((mc) => frenchParts(parseMeldCard(mc)!.face)!.suit === p.suit);
  }
  if (p.suit !== info.suit) return false;
  const r = rankNumber(p.rank!);
  const positions = r === 1 ? [1, 14] : [r];
  return positions.some((q) => {
    const lo = q === info.lo! - 1 ? q : info.lo!;
    const hi = q === info.hi! + 1 ? q : info.hi!;
    if (lo === info.lo && hi === info.hi) return false;
    return !(lo === 1 && hi === 14 && !rules.aceBothEnds);
  });
}

/** Hands larger than this (only the variation with several discards makes them) get no best-melds suggestion. */
const BIG_HAND = 20;

/**
 * A7 "meldAtOnce": a first meld that contains every card taken from the discard
 * pile this turn and that apply accepts (enough points, and a turn that can
 * still end). Tries the best such melds from the whole hand, then with one or
 * two cards kept back for the discard. Null when there is none.
 */
export function forcedFirstMeld(s: RommeState): MeldCard[][] | null {
  const hand = s.hands[s.current]!;
  const rules = meldRules(s.options);
  const min = firstMeldMinimum(s.options);
  let infeasible = false;
  const attempt = (cards: readonly FrenchCard[]): MeldCard[][] | null => {
    const best = bestMelds(cards, rules, 'value', s.taken, Math.max(min, 1), cards.length > BIG_HAND);
    if (!best.feasible) {
      infeasible = true;
      return null;
    }
    const melds = best.melds.map((m) => [...m]);
    return apply(s, { type: 'meld', melds }).ok ? melds : null;
  };
  const whole = attempt(hand);
  // keeping cards back can only lower the value: if the whole hand falls short, so does every part of it
  if (whole || s.options.goOutWithDiscard || infeasible) return whole;
  const spare = hand.filter((c) => !s.taken.includes(c));
  for (const x of spare) {
    const one = attempt(hand.filter((c) => c !== x));
    if (one) return one;
  }
  for (let i = 0; i < spare.length; i++)
    for (let k = i + 1; k < spare.length; k++) {
      const two = attempt(hand.filter((c) => c !== spare[i] && c !== spare[k]));
      if (two) return two;
    }
  return null;
}

/** Lay-offs of one natural card, or jokers with the natural card beyond them, onto any allowed meld. */
function layoffMoves(s: RommeState): RommeMove[] {
  const p = s.current;
  const hand = s.hands[p]!;
  const rules = meldRules(s.options);
  const out: RommeMove[] = [];
  const naturals = [...new Map(hand.filter((c) => !isJoker(c)).map((c) => [faceOf(c), c])).values()];
  const jokers = hand.filter(isJoker);
  const seats = s.phase === 'final' ? [p] : s.melds.map((_, i) => i);
  for (const seat of seats) {
    s.melds[seat]!.forEach((meld, mi) => {
      const info = checkMeld(meld, rules);
      if (!info.ok) return;
      for (const c of naturals) if (fitsOne(info.meld, faceOf(c), rules)) out.push({ type: 'layoff', seat, meld: mi, cards: [c] });
      if (info.meld.kind === 'run' && jokers.length) {
        const { lo, hi, suit } = info.meld;
        const face = (q: number) => (q === 1 || q === 14 ? 'A' : ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'][q - 1]!) + suit!;
        for (const dir of [-1, 1]) {
          for (let k = 1; k <= jokers.length; k++) {
            const jPos = Array.from({ length: k }, (_, i) => (dir < 0 ? lo! - 1 - i : hi! + 1 + i));
            const natPos = dir < 0 ? lo! - 1 - k : hi! + 1 + k;
            if (natPos < 1 || natPos > 14) continue;
            const nat = naturals.find((c) => faceOf(c) === face(natPos));
            if (!nat) continue;
            const cards = [...jPos.map((q, i) => `${jokers[i]}=${face(q)}`), nat];
            const mv: RommeMove = { type: 'layoff', seat, meld: mi, cards };
            if (apply(s, mv).ok) out.push(mv);
          }
        }
      }
    });
  }
  return out;
}

function exchangeMoves(s: RommeState): RommeMove[] {
  const p = s.current;
  const out: RommeMove[] = [];
  s.melds.forEach((ms, seat) =>
    ms.forEach((meld, mi) => {
      for (const mc of meld) {
        if (!mc.includes('=')) continue;
        const face = mc.slice(mc.indexOf('=') + 1);
        const card = s.hands[p]!.find((c) => !isJoker(c) && faceOf(c) === face);
        if (card) out.push({ type: 'exchange', seat, meld: mi, card });
      }
    }),
  );
  return out;
}

/**
 * The legal moves the engine offers: every draw and discard, every joker
 * exchange, every lay-off of one card (or of jokers with the card beyond them),
 * every single meld, and the best meld set the search finds (for hands of up to
 * 20 cards). For a first meld, single melds that reach the minimum and the best
 * set when it does. Every move listed is legal; other legal combinations can
 * still be entered.
 */
export function legalMoves(s: RommeState): RommeMove[] {
  const p = s.current;
  const o = s.options;
  switch (s.phase) {
    case 'over':
      return [];
    case 'dealOver':
      return [{ type: 'next' }];
    case 'draw': {
      const out: RommeMove[] = [];
      if (s.stock.length) out.push({ type: 'draw' });
      const takes: RommeMove[] = [];
      if (s.discard.length) takes.push({ type: 'take', count: 1 });
      if (o.variant === 'multiDiscardTake') for (let k = 2; k <= s.discard.length; k++) takes.push({ type: 'take', count: k });
      const restricted = o.takeDiscardBeforeFirstMeld === 'meldAtOnce' && !s.melded[p] && o.variant !== 'noLayout';
      // under the modern restriction each take is checked (several discards: the first three counts only)
      out.push(...(restricted ? takes.slice(0, 3).filter((m) => apply(s, m).ok) : takes));
      if (o.variant === 'noLayout') {
        const best = bestMelds(s.hands[p]!, meldRules(o), 'cover');
        const rest = s.hands[p]!.filter((c) => !best.melds.flat().map(physical).includes(c));
        if (handPenalty(rest) <= o.noLayoutLimit) out.push({ type: 'call', melds: best.melds.map((m) => [...m]) });
      }
      if (o.variant === 'oneSuit' && apply(s, { type: 'oneSuit' }).ok) out.push({ type: 'oneSuit' });
      return out;
    }
    case 'final': {
      const hand = s.hands[p]!;
      const rules = meldRules(o);
      const out: RommeMove[] = [{ type: 'done' }];
      const best = hand.length <= BIG_HAND ? bestMelds(hand, rules) : null;
      if (best && best.melds.length > 1) out.push({ type: 'meld', melds: best.melds.map((m) => [...m]) });
      for (const m of singleMelds(hand, rules)) out.push({ type: 'meld', melds: [m] });
      out.push(...layoffMoves(s));
      return out;
    }
    case 'play': {
      const hand = s.hands[p]!;
      const rules = meldRules(o);
      const out: RommeMove[] = [];
      if (o.variant !== 'noLayout') {
        const min = firstMeldMinimum(o);
        const first = !s.melded[p];
        // a card taken under the modern restriction must go into the first meld
        const best = hand.length <= BIG_HAND ? bestMelds(hand, rules, 'value', first ? s.taken : []) : null;
        const singles = singleMelds(hand, rules);
        const key = (ms: readonly (readonly string[])[]) => ms.map((m) => m.join(' ')).join(' / ');
        const seen = new Set<string>();
        const push = (ms: MeldCard[][]) => {
          const k = key(ms);
          if (!seen.has(k)) {
            seen.add(k);
            out.push({ type: 'meld', melds: ms });
          }
        };
        if (best && best.melds.length && best.feasible && (!first || best.value >= min)) push(best.melds.map((m) => [...m]));
        if (first && s.taken.length) {
          const forced = forcedFirstMeld(s);
          if (forced) push(forced);
        }
        for (const m of singles) {
          if (!first) push([m]);
          else {
            const r = checkMeld(m, rules);
            if (r.ok && r.meld.value >= min) push([m]);
          }
        }
        const laterOk = layOffAllowedNow(s);
        if (laterOk) {
          out.push(...layoffMoves(s));
          out.push(...exchangeMoves(s));
        }
      }
      // without going out by discarding, some melds and lay-offs would strand the last card: offer only what apply accepts
      // (and a card taken under the modern restriction must be melded before anything else)
      const filter = !o.goOutWithDiscard || s.taken.length > 0;
      const offered = filter ? out.filter((m) => apply(s, m).ok) : out;
      if (!s.taken.length) for (const card of hand) if (hand.length > 1 || o.goOutWithDiscard) offered.push({ type: 'discard', card });
      return offered;
    }
  }
}

/** The seat to act, or null when the game is over. Between deals it is the next dealer, who deals ({type:'next'}). */
export function toAct(s: RommeState): number | null {
  if (s.phase === 'over') return null;
  return s.phase === 'dealOver' ? nextSeat(s, s.dealer) : s.current;
}

export { isJoker };

/** Faces of which `seat` has not yet seen both cards (own hand, discard pile and table count as seen). */
export function unseenFaces(s: RommeState, seat: number): (face: string) => boolean {
  const seen = new Map<string, number>();
  const add = (c: string) => {
    if (!isJoker(c)) seen.set(faceOf(c), (seen.get(faceOf(c)) ?? 0) + 1);
  };
  (s.hands[seat] ?? []).forEach(add);
  s.discard.forEach(add);
  s.melds.flat(2).forEach((mc) => {
    if (!mc.includes('=')) add(mc);
  });
  return (face) => (seen.get(face) ?? 0) < 2;
}

/** Faces still unseen by `seat` that would raise the best meld value of its hand if drawn. */
export function helpfulCards(s: RommeState, seat: number): string[] {
  return helpfulFaces(s.hands[seat] ?? [], unseenFaces(s, seat), meldRules(s.options));
}
