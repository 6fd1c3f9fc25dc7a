/**
 * Quincunx engine (digest §4). Pure functions over plain-JSON states; apply
 * never throws and never mutates its input.
 *
 * Phases:
 *   play      `current` places one hand card into a legal empty cell
 *             ({type:'place', card, cell, announce?}); the play is scored, the
 *             player draws one card per 11 or 20 (none once the pile is empty)
 *             and the next seat with cards moves.
 *   roundEnd  the spread is full and hand penalties are booked; {type:'deal'}
 *             deals the next round (the deal passes to the left).
 *   over      the last round is over (as many rounds as players), or the
 *             solitaire is won or lost. `result` is set.
 *
 * Seats are 0-based; the seat left of the dealer is dealer + 1 (mod players).
 * Spread geometry: standard 5×5, solitaire 4×4, open spread a 9×9 board whose
 * starting card lies at e5 and whose occupied cells must fit a 5×5 box.
 */
import { basicDecktet, EXCUSE, pawns, type DecktetCard } from '../cards/decktet';
import { ok, violation, type ApplyResult } from '../core/result';
import { isObject } from '../core/game';
import { seedToState, shuffle, type RngState } from '../core/rng';
import type { QuincunxRuleId } from './rules';
import {
  cardFacts, cellIndex, cellName, DEFAULT_OPTIONS, handPenalty, scorePlacement, scoringRules,
  type Breakdown, type Mode, type QuincunxOptions, type Spread,
} from './scoring';

export type Phase = 'play' | 'roundEnd' | 'over';

export interface RoundRecord {
  readonly dealer: number;
  /** Points each seat scored with its plays this round. */
  readonly points: readonly number[];
  /** Points each seat received from opponents' wrong Muggins announcements. */
  readonly muggins: readonly number[];
  /** Hand penalties booked at the round's end (null while the round runs). */
  readonly penalties: readonly number[] | null;
}

export type QuincunxResult =
  | { readonly kind: 'scores'; readonly totals: readonly number[]; readonly winners: readonly number[] }
  | { readonly kind: 'solitaire'; readonly won: boolean; readonly total: number };

export interface QuincunxState {
  readonly options: QuincunxOptions;
  readonly rows: number;
  readonly cols: number;
  /** Row-major cells; null is empty. */
  readonly spread: readonly (DecktetCard | null)[];
  readonly hands: readonly (readonly DecktetCard[])[];
  /** Face-down draw pile; index 0 is the top. */
  readonly pile: readonly DecktetCard[];
  readonly dealer: number;
  readonly current: number;
  /** 0-based round number. */
  readonly round: number;
  /** One record per round dealt so far; the last is the running round. */
  readonly rounds: readonly RoundRecord[];
  readonly phase: Phase;
  /** RNG state for the next round's shuffle. */
  readonly rng: RngState;
  readonly result: QuincunxResult | null;
}

export type QuincunxMove =
  | { readonly type: 'place'; readonly card: DecktetCard; readonly cell: string; readonly announce?: number }
  | { readonly type: 'deal' };

export type QuincunxEvent =
  | { readonly type: 'placed'; readonly player: number; readonly breakdown: Breakdown }
  | { readonly type: 'drew'; readonly player: number; readonly cards: readonly DecktetCard[]; readonly missed: number }
  | { readonly type: 'muggins'; readonly player: number; readonly announced: number; readonly actual: number; readonly difference: number; readonly to: readonly number[] }
  | { readonly type: 'roundEnded'; readonly round: number; readonly penalties: readonly number[] }
  | { readonly type: 'dealt'; readonly round: number; readonly dealer: number }
  | { readonly type: 'solitaireLost'; readonly openCells: number }
  | { readonly type: 'gameOver'; readonly result: QuincunxResult };

/** Every code a refused Quincunx move can carry (the page has one sentence for each, src/i18n/quincunx.ts). */
export const QUINCUNX_VIOLATION_CODES = [
  'bad-move', 'unknown-card', 'not-in-deck', 'no-such-cell', 'not-in-hand', 'cell-occupied', 'not-adjacent', 'outside-bounds',
  'announce-missing', 'muggins-off', 'round-over', 'round-in-progress', 'game-over',
] as const;
export type QuincunxViolationCode = (typeof QUINCUNX_VIOLATION_CODES)[number];

export type QuincunxApplyResult = ApplyResult<QuincunxState, QuincunxEvent, QuincunxRuleId, QuincunxViolationCode>;

// ---------------------------------------------------------------- options and setup

const MODES: readonly Mode[] = ['standard', 'openSpread', 'solitaire4x4'];

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/**
 * Fill in defaults and make the combination consistent: one player is the
 * solitaire (its own 4 × 4 spread, whatever the layout says), which has its
 * own dealer and no Muggins; 2–4 players otherwise (out-of-range counts are
 * clamped); a dealer is a seat of the game, and the last seat is written as
 * null (the default).
 */
export function normalizeOptions(partial: Partial<QuincunxOptions> = {}): QuincunxOptions {
  const o = { ...DEFAULT_OPTIONS, ...partial };
  const mode: Mode = MODES.includes(o.mode) ? o.mode : 'standard';
  if (mode === 'solitaire4x4' || o.players === 1) return { ...o, mode: 'solitaire4x4', players: 1, dealer: null, muggins: false };
  const players = Number.isInteger(o.players) ? clamp(o.players, 2, 4) : DEFAULT_OPTIONS.players;
  const d = typeof o.dealer === 'number' && Number.isInteger(o.dealer) ? clamp(o.dealer, 0, players - 1) : null;
  return { ...o, mode, players, dealer: d === players - 1 ? null : d };
}

/** The seat that deals the first round. */
export function firstDealer(options: QuincunxOptions): number {
  return options.dealer ?? options.players - 1;
}

/** The cards in play: the 36 basic cards, plus the Excuse and/or the Pawns when chosen. Never the Courts. */
export function deckFor(options: Pick<QuincunxOptions, 'excuse' | 'pawns'>): DecktetCard[] {
  return [...basicDecktet(), ...(options.excuse ? [EXCUSE] : []), ...(options.pawns ? pawns() : [])];
}

const DECK_SETS = new Map<string, ReadonlySet<DecktetCard>>();
function inDeck(options: QuincunxOptions, card: DecktetCard): boolean {
  const key = `${options.excuse}${options.pawns}`;
  let set = DECK_SETS.get(key);
  if (!set) DECK_SETS.set(key, (set = new Set(deckFor(options))));
  return set.has(card);
}

export function gridSize(mode: Mode): { rows: number; cols: number } {
  if (mode === 'solitaire4x4') return { rows: 4, cols: 4 };
  if (mode === 'openSpread') return { rows: 9, cols: 9 };
  return { rows: 5, cols: 5 };
}

/** Cells dealt face up at the start, in dealing order. */
export function startingCells(options: QuincunxOptions): string[] {
  if (options.mode === 'solitaire4x4') return ['a1', 'd1', 'a4', 'd4'];
  if (options.mode === 'openSpread') return ['e5'];
  return options.players === 3 ? ['a1', 'e1', 'a5', 'e5'] : ['a1', 'e1', 'a5', 'e5', 'c3'];
}

export function handSize(options: QuincunxOptions): number {
  if (options.mode === 'solitaire4x4') return 8;
  if (options.mode === 'openSpread') return 24 / options.players;
  return ({ 2: 10, 3: 7, 4: 6 } as Record<number, number>)[options.players]!;
}

/** Cells a full spread has: 25, or 16 in the solitaire. */
export function targetCards(options: QuincunxOptions): number {
  return options.mode === 'solitaire4x4' ? 16 : 25;
}

export function totalRounds(options: QuincunxOptions): number {
  return options.mode === 'solitaire4x4' ? 1 : options.players;
}

function deal(options: QuincunxOptions, rng: RngState, dealer: number) {
  const [deck, next] = shuffle(deckFor(options), rng);
  const { rows, cols } = gridSize(options.mode);
  const spread: (DecktetCard | null)[] = new Array(rows * cols).fill(null);
  let k = 0;
  for (const c of startingCells(options)) spread[cellIndex(c, rows, cols)] = deck[k++]!;
  const n = options.players;
  const hands: DecktetCard[][] = Array.from({ length: n }, () => []);
  const size = handSize(options);
  for (let i = 0; i < size * n; i++) hands[(dealer + 1 + i) % n]!.push(deck[k++]!);
  return { rows, cols, spread, hands, pile: deck.slice(k), rng: next };
}

const zeros = (n: number) => new Array<number>(n).fill(0);

/**
 * A new game. The dealer is an option; by default the last seat deals, so
 * seat 0 plays first. The solitaire's single seat is its own dealer.
 */
export function setup(options: Partial<QuincunxOptions> = {}, seed: number | string = 0): QuincunxState {
  const o = normalizeOptions(options);
  const n = o.players;
  const d = firstDealer(o);
  const dealt = deal(o, seedToState(seed), d);
  return {
    options: o,
    rows: dealt.rows,
    cols: dealt.cols,
    spread: dealt.spread,
    hands: dealt.hands,
    pile: dealt.pile,
    dealer: d,
    current: (d + 1) % n,
    round: 0,
    rounds: [{ dealer: d, points: zeros(n), muggins: zeros(n), penalties: null }],
    phase: 'play',
    rng: dealt.rng,
    result: null,
  };
}

// ---------------------------------------------------------------- positions

export interface Position {
  readonly options?: Partial<QuincunxOptions>;
  /** Cell name → card. */
  readonly spread: Readonly<Record<string, DecktetCard>>;
  readonly hands: readonly (readonly DecktetCard[])[];
  /** Defaults to every card of the deck not named elsewhere, in deck order. */
  readonly pile?: readonly DecktetCard[];
  readonly current?: number;
  readonly dealer?: number;
  readonly round?: number;
  /** Scores before this position's play (carried into the running round). */
  readonly scores?: readonly number[];
}

/** Why a position cannot be played: a code (the page words it) and the token it concerns. */
export const POSITION_PROBLEM_CODES = ['hand-count', 'not-in-deck', 'duplicate-card', 'not-a-cell', 'bad-seat', 'bad-round', 'score-count'] as const;
export type PositionProblemCode = (typeof POSITION_PROBLEM_CODES)[number];
export interface PositionProblem {
  readonly code: PositionProblemCode;
  /** The card, cell or field the problem is about ('' when it is the position as a whole). */
  readonly token: string;
}

/** Why a position cannot be played (a foreign or doubled card, a cell off the spread, a seat or round that does not exist); null when fine. */
export function positionProblem(pos: Position): PositionProblem | null {
  const o = normalizeOptions(pos.options);
  const { rows, cols } = gridSize(o.mode);
  if (pos.hands.length !== o.players) return { code: 'hand-count', token: `hand${Math.min(pos.hands.length, o.players)}` };
  const deck = new Set(deckFor(o));
  const seen = new Set<string>();
  const use = (c: string): PositionProblem | null => {
    if (!deck.has(c)) return { code: 'not-in-deck', token: c };
    if (seen.has(c)) return { code: 'duplicate-card', token: c };
    seen.add(c);
    return null;
  };
  for (const [cell, card] of Object.entries(pos.spread)) {
    if (cellIndex(cell, rows, cols) < 0) return { code: 'not-a-cell', token: cell };
    const p = use(card);
    if (p) return p;
  }
  for (const h of pos.hands) for (const c of h) { const p = use(c); if (p) return p; }
  for (const c of pos.pile ?? []) { const p = use(c); if (p) return p; }
  const seat = (x: number | undefined) => x === undefined || (Number.isInteger(x) && x >= 0 && x < o.players);
  if (!seat(pos.current)) return { code: 'bad-seat', token: 'current' };
  if (!seat(pos.dealer)) return { code: 'bad-seat', token: 'dealer' };
  if (pos.round !== undefined && !(Number.isInteger(pos.round) && pos.round >= 0 && pos.round < totalRounds(o))) return { code: 'bad-round', token: 'round' };
  if (pos.scores && pos.scores.length !== o.players) return { code: 'score-count', token: 'scores' };
  return null;
}

/**
 * Build a state from an explicit position (examples, tests, the explorer,
 * position text). Check it with positionProblem first. What a position does
 * not say follows from what it does: a full spread is a finished round (the
 * next deal waits, or the game is over after the last round), as is a round
 * in which nobody holds a card; the solitaire with an empty hand and open
 * cells is lost; in a running round the seat to play is the next one holding
 * cards. `scores` are everyone's totals so far, penalties included once the
 * round is over.
 */
export function fromPosition(pos: Position): QuincunxState {
  const given = normalizeOptions(pos.options);
  const { rows, cols } = gridSize(given.mode);
  const spread: (DecktetCard | null)[] = new Array(rows * cols).fill(null);
  for (const [cell, card] of Object.entries(pos.spread)) spread[cellIndex(cell, rows, cols)] = card;
  const used = new Set<string>([...Object.values(pos.spread), ...pos.hands.flat()]);
  const pile = pos.pile ?? deckFor(given).filter((c) => !used.has(c));
  const n = given.players;
  const hands = pos.hands.map((h) => [...h]);
  let current = pos.current ?? 0;
  const dealer = pos.dealer ?? (current + n - 1) % n;
  const round = pos.round ?? 0;
  const o = normalizeOptions({ ...given, dealer: (((dealer - round) % n) + n) % n });
  const scores = pos.scores ? [...pos.scores] : zeros(n);
  const filled = spread.filter((x) => x != null).length;
  const ended = filled >= targetCards(o) || (o.mode !== 'solitaire4x4' && hands.every((h) => h.length === 0));
  const lost = !ended && o.mode === 'solitaire4x4' && (hands[0]?.length ?? 0) === 0;
  if (!ended && !lost && (hands[current]?.length ?? 0) === 0) {
    for (let step = 1; step < n; step++) if (hands[(current + step) % n]!.length > 0) { current = (current + step) % n; break; }
  }
  const rounds: RoundRecord[] = [];
  for (let r = 0; r < round; r++) rounds.push({ dealer: (dealer - (round - r) + n * 4) % n, points: zeros(n), muggins: zeros(n), penalties: zeros(n) });
  rounds.push({ dealer, points: scores, muggins: zeros(n), penalties: ended || lost ? zeros(n) : null });
  const state: QuincunxState = {
    options: o, rows, cols, spread, hands, pile: [...pile],
    dealer, current, round, rounds, phase: 'play', rng: seedToState(`position:${round}`), result: null,
  };
  if (lost) return { ...state, phase: 'over', result: { kind: 'solitaire', won: false, total: totals(state)[0]! } };
  if (!ended) return state;
  if (round + 1 < totalRounds(o)) return { ...state, phase: 'roundEnd' };
  return { ...state, phase: 'over', result: finalResult(state, totals(state)) };
}

/**
 * The position of a state: everything that decides the play from here on
 * (spread, hands, the pile in its order, seats, round, the totals so far).
 * Fields at their default are left out. What a position cannot hold: the
 * random state for later deals and the score sheet round by round.
 */
export function positionOf(state: QuincunxState): Position {
  const n = state.options.players;
  const spread: Record<string, DecktetCard> = {};
  state.spread.forEach((c, i) => { if (c != null) spread[cellName(i, state.cols)] = c; });
  const used = new Set<string>([...Object.values(spread), ...state.hands.flat()]);
  const rest = deckFor(state.options).filter((c) => !used.has(c));
  const samePile = rest.length === state.pile.length && rest.every((c, i) => c === state.pile[i]);
  const scores = totals(state);
  return {
    options: { ...state.options, dealer: null },
    spread,
    hands: state.hands.map((h) => [...h]),
    ...(samePile ? {} : { pile: [...state.pile] }),
    ...(state.current !== 0 ? { current: state.current } : {}),
    ...(state.dealer !== (state.current + n - 1) % n ? { dealer: state.dealer } : {}),
    ...(state.round !== 0 ? { round: state.round } : {}),
    ...(scores.some((x) => x !== 0) ? { scores } : {}),
  };
}

// ---------------------------------------------------------------- queries

export function spreadOf(state: Pick<QuincunxState, 'rows' | 'cols' | 'spread'>): Spread {
  return { rows: state.rows, cols: state.cols, cells: state.spread };
}

/** Cumulative scores: plays + Muggins receipts − hand penalties, over every round so far. */
export function totals(state: Pick<QuincunxState, 'rounds' | 'options'>): number[] {
  const t = zeros(state.options.players);
  for (const r of state.rounds) {
    for (let p = 0; p < t.length; p++) t[p]! += (r.points[p] ?? 0) + (r.muggins[p] ?? 0) - (r.penalties?.[p] ?? 0);
  }
  return t;
}

/** Occupied cells' bounding box. */
function bounds(state: QuincunxState, extra = -1): Box {
  let r0 = Infinity, r1 = -Infinity, c0 = Infinity, c1 = -Infinity;
  const add = (i: number) => {
    const r = Math.floor(i / state.cols), c = i % state.cols;
    if (r < r0) r0 = r; if (r > r1) r1 = r; if (c < c0) c0 = c; if (c > c1) c1 = c;
  };
  state.spread.forEach((x, i) => { if (x != null) add(i); });
  if (extra >= 0) add(extra);
  return { r0, r1, c0, c1 };
}

type Box = { r0: number; r1: number; c0: number; c1: number };

/** Why the current player may not use this empty cell, or null. `box` is the occupied cells' bounding box (computed once). */
function cellProblem(state: QuincunxState, i: number, box: Box | null = null): { rule: QuincunxRuleId; code: QuincunxViolationCode } | null {
  if (state.spread[i] != null) return { rule: 'placement', code: 'cell-occupied' };
  if (state.options.mode !== 'openSpread') return null;
  const { rows, cols, spread } = state;
  const r = Math.floor(i / cols), c = i % cols;
  const near = (r > 0 && spread[i - cols] != null) || (r < rows - 1 && spread[i + cols] != null)
    || (c > 0 && spread[i - 1] != null) || (c < cols - 1 && spread[i + 1] != null);
  if (!near) return { rule: 'open-spread', code: 'not-adjacent' };
  const b = box ?? bounds(state);
  if (Math.max(b.r1, r) - Math.min(b.r0, r) > 4 || Math.max(b.c1, c) - Math.min(b.c0, c) > 4) return { rule: 'open-spread', code: 'outside-bounds' };
  return null;
}

/** Empty cells the current player may fill (names). */
export function legalCells(state: QuincunxState): string[] {
  if (state.phase !== 'play') return [];
  const box = state.options.mode === 'openSpread' ? bounds(state) : null;
  const out: string[] = [];
  state.spread.forEach((x, i) => { if (x == null && !cellProblem(state, i, box)) out.push(cellName(i, state.cols)); });
  return out;
}

/**
 * Cells that can still belong to the finished spread: all cells, or for the
 * open spread every cell within reach of a 5×5 box around the cards.
 */
export function windowCells(state: QuincunxState): { r0: number; r1: number; c0: number; c1: number } {
  if (state.options.mode !== 'openSpread') return { r0: 0, r1: state.rows - 1, c0: 0, c1: state.cols - 1 };
  const b = bounds(state);
  if (b.r0 === Infinity) return { r0: 0, r1: state.rows - 1, c0: 0, c1: state.cols - 1 };
  return { r0: Math.max(0, b.r1 - 4), r1: Math.min(state.rows - 1, b.r0 + 4), c0: Math.max(0, b.c1 - 4), c1: Math.min(state.cols - 1, b.c0 + 4) };
}

/** What the card would score in the cell for the current position (no legality check beyond the cell being empty). */
export function preview(state: QuincunxState, card: DecktetCard, cell: string): Breakdown | null {
  const i = cellIndex(cell, state.rows, state.cols);
  if (i < 0 || state.spread[i] != null || !cardFacts(card)) return null;
  return scorePlacement(spreadOf(state), i, card, scoringRules(state.options));
}

/**
 * Every legal move. With Muggins on, announcements are any integer; the list
 * then holds each placement once with the correct announcement.
 */
export function legalMoves(state: QuincunxState): QuincunxMove[] {
  if (state.phase === 'roundEnd') return [{ type: 'deal' }];
  if (state.phase !== 'play') return [];
  const cells = legalCells(state);
  const hand = [...new Set(state.hands[state.current] ?? [])];
  const out: QuincunxMove[] = [];
  for (const card of hand) {
    for (const cell of cells) {
      if (state.options.muggins) out.push({ type: 'place', card, cell, announce: preview(state, card, cell)!.points });
      else out.push({ type: 'place', card, cell });
    }
  }
  return out;
}

/** All cards in every zone (for invariant checks). */
export function allCards(state: QuincunxState): DecktetCard[] {
  return [...state.spread.filter((x): x is DecktetCard => x != null), ...state.hands.flat(), ...state.pile];
}

// ---------------------------------------------------------------- apply

const setAt = <T>(arr: readonly T[], i: number, v: T): T[] => {
  const out = arr.slice();
  out[i] = v;
  return out;
};

function finalResult(state: QuincunxState, t: number[]): QuincunxResult {
  if (state.options.mode === 'solitaire4x4') return { kind: 'solitaire', won: true, total: t[0]! };
  const best = Math.max(...t);
  return { kind: 'scores', totals: t, winners: t.flatMap((v, i) => (v === best ? [i] : [])) };
}

/** Book hand penalties; move to roundEnd or over. */
function endRound(state: QuincunxState, events: QuincunxEvent[]): QuincunxState {
  const penalties = state.hands.map((h) => h.reduce((a, c) => a + handPenalty(c), 0));
  const rounds = setAt(state.rounds, state.rounds.length - 1, { ...state.rounds[state.rounds.length - 1]!, penalties });
  events.push({ type: 'roundEnded', round: state.round, penalties });
  const s: QuincunxState = { ...state, rounds };
  if (state.round + 1 < totalRounds(state.options)) return { ...s, phase: 'roundEnd' };
  const result = finalResult(s, totals(s));
  events.push({ type: 'gameOver', result });
  return { ...s, phase: 'over', result };
}

function applyPlace(state: QuincunxState, move: Record<string, unknown>): QuincunxApplyResult {
  const o = state.options;
  const card = move.card;
  if (typeof card !== 'string' || !cardFacts(card)) return violation('placement', 'unknown-card', { card: typeof card === 'string' ? card : null });
  if (!inDeck(o, card)) return violation('deck', 'not-in-deck', { card });
  const i = cellIndex(move.cell, state.rows, state.cols);
  if (i < 0) return violation('placement', 'no-such-cell', { cell: typeof move.cell === 'string' ? move.cell : null });
  const p = state.current;
  const hand = state.hands[p] ?? [];
  if (!hand.includes(card)) return violation('placement', 'not-in-hand', { card, player: p });
  const problem = cellProblem(state, i);
  const cell = cellName(i, state.cols);
  if (problem) return violation(problem.rule, problem.code, { cell });
  const announce = move.announce;
  if (o.muggins) {
    if (typeof announce !== 'number' || !Number.isInteger(announce)) return violation('muggins', 'announce-missing', {});
  } else if (announce !== undefined) {
    return violation('muggins', 'muggins-off', {});
  }

  const breakdown = scorePlacement(spreadOf(state), i, card, scoringRules(o));
  const events: QuincunxEvent[] = [{ type: 'placed', player: p, breakdown }];
  const spread = setAt(state.spread, i, card);
  const k = hand.indexOf(card);
  let newHand = [...hand.slice(0, k), ...hand.slice(k + 1)];
  const drawn = state.pile.slice(0, breakdown.draws);
  const pile = state.pile.slice(drawn.length);
  newHand = [...newHand, ...drawn];
  if (breakdown.draws > 0) events.push({ type: 'drew', player: p, cards: drawn, missed: breakdown.draws - drawn.length });

  const last = state.rounds[state.rounds.length - 1]!;
  const n = o.players;
  let muggins = last.muggins;
  if (o.muggins && announce !== breakdown.points) {
    const difference = Math.abs((announce as number) - breakdown.points);
    const to = o.mugginsBeneficiary === 'allOpponents' ? [...Array(n).keys()].filter((x) => x !== p) : [(p + 1) % n];
    muggins = muggins.map((v, x) => (to.includes(x) ? v + difference : v));
    events.push({ type: 'muggins', player: p, announced: announce as number, actual: breakdown.points, difference, to });
  }
  const record: RoundRecord = { ...last, points: setAt(last.points, p, last.points[p]! + breakdown.points), muggins };
  const hands = setAt(state.hands, p, newHand);
  let s: QuincunxState = { ...state, spread, hands, pile, rounds: setAt(state.rounds, state.rounds.length - 1, record) };

  const open = spread.length - spread.filter((x) => x != null).length;
  const full = spread.length - open >= targetCards(o);
  if (full) return ok(endRound(s, events), events);
  if (o.mode === 'solitaire4x4' && newHand.length === 0) {
    events.push({ type: 'solitaireLost', openCells: open });
    const result: QuincunxResult = { kind: 'solitaire', won: false, total: totals(s)[0]! };
    events.push({ type: 'gameOver', result });
    return ok({ ...s, phase: 'over', result }, events);
  }
  // The next seat with cards moves; if nobody has cards left (only in hand-made positions), the round ends.
  let next = -1;
  for (let step = 1; step <= n; step++) {
    const q = (p + step) % n;
    if (hands[q]!.length > 0) { next = q; break; }
  }
  if (next < 0) return ok(endRound(s, events), events);
  s = { ...s, current: next };
  return ok(s, events);
}

function applyDeal(state: QuincunxState): QuincunxApplyResult {
  const o = state.options;
  const n = o.players;
  const dealer = (state.dealer + 1) % n;
  const d = deal(o, state.rng, dealer);
  const round = state.round + 1;
  return ok(
    {
      ...state,
      rows: d.rows, cols: d.cols, spread: d.spread, hands: d.hands, pile: d.pile, rng: d.rng,
      dealer, current: (dealer + 1) % n, round, phase: 'play',
      rounds: [...state.rounds, { dealer, points: zeros(n), muggins: zeros(n), penalties: null }],
    },
    [{ type: 'dealt', round, dealer }],
  );
}

export function apply(state: QuincunxState, move: QuincunxMove): QuincunxApplyResult {
  if (!isObject(move) || typeof move.type !== 'string') return violation('turn', 'bad-move', {});
  if (state.phase === 'over') {
    return state.result?.kind === 'solitaire' ? violation('solitaire', 'game-over', { won: state.result.won }) : violation('rounds', 'game-over', {});
  }
  const m = move as unknown as Record<string, unknown>;
  switch (move.type) {
    case 'place':
      if (state.phase === 'roundEnd') return violation('round-end', 'round-over', {});
      return applyPlace(state, m);
    case 'deal':
      if (state.phase !== 'roundEnd') return violation('rounds', 'round-in-progress', {});
      return applyDeal(state);
    default:
      return violation('turn', 'bad-move', { type: String((move as { type: unknown }).type) });
  }
}
