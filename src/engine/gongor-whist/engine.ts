/**
 * Gongor Whist engine (P.D. Magnus; digest §5). A Decktet solitaire: the
 * player bids, then plays seven tricks against a dummy pile whose top card
 * leads each trick. Pure functions over plain-JSON states; apply never throws
 * and never mutates its input. The RNG state for the reshuffle after each aft
 * hand lives in the game state.
 *
 * Phases:
 *   bid      before each hand: bid 0–7 ({type:'bid', n}).
 *   play     the dummy's top card leads (state.trick.lead): play a card.
 *   decide   a card is played: twiddle the trump ({type:'twiddle'}) or let the
 *            trick be decided ({type:'resolve'}).
 *   handEnd  seven tricks are over and scored; {type:'next'} deals the next
 *            hand (the aft hand from the unplayed cards, or after an aft hand
 *            a fresh fore hand from a reshuffle).
 *   over     result is set.
 *
 * Terms (digest G5): a hand is seven tricks; a pass is a fore hand and an aft
 * hand dealt from one shuffle; a game is four passes (eight hands), or in
 * points mode as many passes as it takes to score above 50 (at most 100), or
 * a fixed number of passes when the options say so.
 */
import { basicDecktet, decktet, type DecktetCard, type DecktetSuit } from '../cards/decktet';
import { isObject } from '../core/game';
import { ok, violation, type ApplyResult } from '../core/result';
import { seedToState, shuffle, type RngState } from '../core/rng';
import type { GongorWhistRuleId } from './rules';

export type MissPenalty = 'bid' | 'tricks' | 'difference';

export interface GongorWhistOptions {
  /** 'standard': every bid 0–7 once, a missed bid loses the game. 'points': the scoring variant. */
  readonly mode: 'standard' | 'points';
  /** Points mode: what a missed bid costs (digest G2: the bid). */
  readonly missPenalty: MissPenalty;
  /** The trump in force at the end of the fore hand also starts the aft hand (digest G3; default true).
   *  false: the aft hand starts by turning the next Ace of the stack (none left: no trump). */
  readonly trumpCarriesToAftHand: boolean;
  /** "No trump" reached in the fore hand lasts through the aft hand (digest G3; default true).
   *  false: the aft hand goes back to the suit of the last Ace turned. */
  readonly noTrumpCarriesToAftHand: boolean;
  /** At most one twiddle per trick (digest G4; default true). false: any number. */
  readonly oneTwiddlePerTrick: boolean;
  /** Points mode: bids may repeat (digest §5.3; default true). false: each number once per eight hands. */
  readonly pointsModeBidsRepeat: boolean;
  /**
   * Points mode: the length of the game (issue 12). 'open' (default): pass
   * after pass until the score is above clearWinAbove, the result being the
   * passes used; a hard stop after POINTS_PASS_LIMIT passes ends every game.
   * A number 1–100: at most that many passes (4 = eight hands, the length of
   * the standard game and this site's default before the open-ended game).
   */
  readonly pointsPasses: PointsLength;
  /** Points mode: a score above this is a clear win (default 50). */
  readonly clearWinAbove: number;
  /** Points mode with a fixed number of passes: stop as soon as the score is above clearWinAbove (default true).
   *  The open-ended game always stops there: that is what it plays for. */
  readonly pointsStopAtClearWin: boolean;
}

/** The length of a points game: open-ended (until above 50, at most POINTS_PASS_LIMIT passes) or at most n passes. */
export type PointsLength = number | 'open';

export const DEFAULT_OPTIONS: GongorWhistOptions = {
  mode: 'standard',
  missPenalty: 'bid',
  trumpCarriesToAftHand: true,
  noTrumpCarriesToAftHand: true,
  oneTwiddlePerTrick: true,
  pointsModeBidsRepeat: true,
  pointsPasses: 'open',
  clearWinAbove: 50,
  pointsStopAtClearWin: true,
};

export const HAND_SIZE = 7;
export const BIDS = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export const PASSES_PER_GAME = 4;
/** The most passes a points game lasts (the open-ended game's hard stop, and the longest fixed length). */
export const POINTS_PASS_LIMIT = 100;

/** The pass after which a points game ends at the latest. */
export function lastPass(o: GongorWhistOptions): number {
  return o.pointsPasses === 'open' ? POINTS_PASS_LIMIT : o.pointsPasses;
}

export type Phase = 'bid' | 'play' | 'decide' | 'handEnd' | 'over';
export type Half = 'fore' | 'aft';

export interface Trick {
  /** The dummy's card that leads this trick. */
  readonly lead: DecktetCard;
  /** The player's card (null until played). */
  readonly card: DecktetCard | null;
  /** Twiddles made in this trick. */
  readonly twiddles: number;
}

/** Why a trick went the way it did (trick rule, digest §5.2 d). */
export type TrickReason =
  | 'trump-over-plain' // your card is trump, the dummy's is not: you win
  | 'higher-trump' // both trump, yours higher: you win
  | 'lower-trump' // both trump, yours lower: you lose
  | 'dummy-trump' // the dummy's card is trump, yours is not: you lose
  | 'followed-higher' // no trump involved, you share a suit and rank higher: you win
  | 'followed-lower' // no trump involved, you share a suit but rank lower: you lose
  | 'no-shared-suit'; // no trump involved and no shared suit: you lose

export interface TrickRecord {
  readonly lead: DecktetCard;
  readonly card: DecktetCard;
  /** Trump suit that decided the trick (null = no trump). */
  readonly trump: DecktetSuit | null;
  readonly twiddles: number;
  readonly won: boolean;
  readonly reason: TrickReason;
}

export interface HandRecord {
  /** 1-based pass number. */
  readonly pass: number;
  readonly half: Half;
  readonly bid: number;
  readonly tricks: number;
  readonly made: boolean;
  /** Points mode: the points this hand scored (standard mode: 0). */
  readonly points: number;
}

export type GongorWhistResult =
  | { readonly kind: 'won'; readonly hands: number }
  | { readonly kind: 'lost'; readonly hands: number; readonly bid: number; readonly tricks: number }
  | { readonly kind: 'points'; readonly score: number; readonly clearWin: boolean; readonly passesUsed: number; readonly hands: number };

export interface GongorWhistState {
  readonly options: GongorWhistOptions;
  /** RNG state for the next reshuffle. */
  readonly rng: RngState;
  /** 1-based pass number. */
  readonly pass: number;
  readonly half: Half;
  /** The six Aces in stack order: the first `acesTurned` are face up (the last of those set the trump). */
  readonly aces: readonly DecktetCard[];
  readonly acesTurned: number;
  /** The suit that is trump now (null: no trump). */
  readonly trump: DecktetSuit | null;
  /** Cards not yet dealt this pass (fore hand: the sixteen for the aft hand). */
  readonly deck: readonly DecktetCard[];
  readonly hand: readonly DecktetCard[];
  /** The dummy pile; index 0 is the top card, the next to lead. */
  readonly dummy: readonly DecktetCard[];
  /** The two cards set aside unseen at the aft hand's deal. */
  readonly aside: readonly DecktetCard[];
  /** Cards of finished tricks this pass (both hands). */
  readonly played: readonly DecktetCard[];
  /** The trick under way (play and decide phases). */
  readonly trick: Trick | null;
  /** Tricks finished in this hand, in order. */
  readonly tricks: readonly TrickRecord[];
  readonly phase: Phase;
  readonly bid: number | null;
  /** Bids used on the score sheet in the current sheet (crossed off). */
  readonly usedBids: readonly number[];
  /** Every finished hand of the game. */
  readonly history: readonly HandRecord[];
  readonly score: number;
  readonly result: GongorWhistResult | null;
}

export type GongorWhistMove =
  | { readonly type: 'bid'; readonly n: number }
  | { readonly type: 'play'; readonly card: DecktetCard }
  | { readonly type: 'twiddle' }
  | { readonly type: 'resolve' }
  | { readonly type: 'next' };

export type GongorWhistEvent =
  | { readonly type: 'dealt'; readonly pass: number; readonly half: Half }
  | { readonly type: 'reshuffled'; readonly pass: number }
  | { readonly type: 'trumpTurned'; readonly ace: DecktetCard; readonly trump: DecktetSuit }
  | { readonly type: 'bid'; readonly n: number }
  | { readonly type: 'led'; readonly card: DecktetCard }
  | { readonly type: 'played'; readonly card: DecktetCard }
  | { readonly type: 'twiddled'; readonly ace: DecktetCard | null; readonly trump: DecktetSuit | null }
  | { readonly type: 'trick'; readonly record: TrickRecord; readonly tricksWon: number }
  | { readonly type: 'handEnd'; readonly record: HandRecord }
  | { readonly type: 'gameWon' }
  | { readonly type: 'gameLost'; readonly bid: number; readonly tricks: number }
  | { readonly type: 'pointsEnd'; readonly score: number; readonly clearWin: boolean; readonly passesUsed: number };

/** Every code a refused move can carry (the page has one sentence per code in each language). */
export const GONGOR_WHIST_VIOLATION_CODES = [
  'bad-move', 'game-over', 'bid-once-per-hand', 'bid-out-of-range', 'bid-used', 'bid-first', 'one-card-per-trick', 'hand-over',
  'not-in-hand', 'must-follow', 'play-first', 'no-trick', 'once-per-trick', 'nothing-to-turn', 'hand-not-finished',
] as const;
export type GongorWhistViolationCode = (typeof GONGOR_WHIST_VIOLATION_CODES)[number];

export type GongorWhistApplyResult = ApplyResult<GongorWhistState, GongorWhistEvent, GongorWhistRuleId, GongorWhistViolationCode>;

// ---------------------------------------------------------------------------
// Cards

const ACES: readonly DecktetCard[] = ['AM', 'AS', 'AW', 'AL', 'AY', 'AK'];
const NON_ACES: readonly DecktetCard[] = basicDecktet().filter((c) => !c.startsWith('A'));
const PACK = new Set(basicDecktet());

/** The six Aces (suit order M S W L Y K). */
export function gongorAces(): DecktetCard[] {
  return ACES.slice();
}
/** The thirty cards played with: 24 number cards and 6 Crowns. */
export function gongorCards(): DecktetCard[] {
  return NON_ACES.slice();
}
/** A card of the 30 the hands are dealt from. */
export function isPlayingCard(c: unknown): c is DecktetCard {
  return typeof c === 'string' && PACK.has(c) && !c.startsWith('A');
}
export function isAce(c: unknown): c is DecktetCard {
  return typeof c === 'string' && ACES.includes(c);
}
export function rankOf(c: DecktetCard): number {
  return decktet(c).rank ?? 0;
}
export function suitsOf(c: DecktetCard): readonly DecktetSuit[] {
  return decktet(c).suits;
}
export function aceSuit(ace: DecktetCard): DecktetSuit {
  return decktet(ace).suits[0]!;
}
function shares(a: DecktetCard, b: DecktetCard): boolean {
  const sa = suitsOf(a);
  return suitsOf(b).some((s) => sa.includes(s));
}
function isTrump(c: DecktetCard, trump: DecktetSuit | null): boolean {
  return trump !== null && suitsOf(c).includes(trump);
}

// ---------------------------------------------------------------------------
// The rules as functions (also used by the advisor's tests)

/** Follow rule: the cards of `hand` that may be played to `lead`. */
export function playableCards(hand: readonly DecktetCard[], lead: DecktetCard): DecktetCard[] {
  const following = hand.filter((c) => shares(c, lead));
  return following.length ? following : hand.slice();
}

/** Trick rule: does the player's `card` beat the dummy's `lead` with `trump`? A card is trump if either suit is. */
export function trickOutcome(lead: DecktetCard, card: DecktetCard, trump: DecktetSuit | null): { won: boolean; reason: TrickReason } {
  const mine = isTrump(card, trump);
  const theirs = isTrump(lead, trump);
  if (mine && !theirs) return { won: true, reason: 'trump-over-plain' };
  if (mine && theirs) return rankOf(card) > rankOf(lead) ? { won: true, reason: 'higher-trump' } : { won: false, reason: 'lower-trump' };
  if (theirs) return { won: false, reason: 'dummy-trump' };
  if (!shares(card, lead)) return { won: false, reason: 'no-shared-suit' };
  return rankOf(card) > rankOf(lead) ? { won: true, reason: 'followed-higher' } : { won: false, reason: 'followed-lower' };
}

/** Points a finished hand scores in points mode. */
export function handPoints(bid: number, tricks: number, penalty: MissPenalty): number {
  if (bid === tricks) return bid;
  switch (penalty) {
    case 'bid': return -bid;
    case 'tricks': return -tricks;
    case 'difference': return -Math.abs(bid - tricks);
  }
}

/** Bids still open on the score sheet (standard mode, or points mode without repeats). */
export function availableBids(state: GongorWhistState): number[] {
  if (bidsRepeat(state.options)) return [...BIDS];
  return BIDS.filter((b) => !state.usedBids.includes(b));
}

/** Points mode with repeats: any number may be bid in any hand; otherwise each number once per sheet. */
function bidsRepeat(o: GongorWhistOptions): boolean {
  return o.mode === 'points' && o.pointsModeBidsRepeat;
}

/**
 * The sheet a new hand is bid on. Once all eight numbers are crossed off, the
 * next hand starts a fresh sheet (points mode without repeats: every eight
 * hands; in the standard game a full sheet has already won). This is the one
 * place the sheet is renewed, so in the bid phase a number is always open.
 */
function sheetForNextHand(o: GongorWhistOptions, used: readonly number[]): readonly number[] {
  if (bidsRepeat(o)) return used;
  return BIDS.every((b) => used.includes(b)) ? [] : used;
}

export function tricksWon(state: GongorWhistState): number {
  return state.tricks.filter((t) => t.won).length;
}

/** Face-down Aces left in the stack. */
export function acesLeft(state: GongorWhistState): number {
  return state.aces.length - state.acesTurned;
}

// ---------------------------------------------------------------------------
// Setup, dealing, positions

function normalizeOptions(o: Partial<GongorWhistOptions> | undefined): GongorWhistOptions {
  const m = { ...DEFAULT_OPTIONS, ...(o ?? {}) };
  const n = m.pointsPasses;
  const passes: PointsLength = typeof n === 'number' && Number.isInteger(n) ? Math.min(POINTS_PASS_LIMIT, Math.max(1, n)) : 'open';
  return { ...m, pointsPasses: passes };
}

/** Shuffle the Aces and the thirty cards apart, turn the top Ace and deal a fore hand. */
function freshPass(base: { options: GongorWhistOptions; rng: RngState; pass: number; usedBids: readonly number[]; history: readonly HandRecord[]; score: number }): { state: GongorWhistState; events: GongorWhistEvent[] } {
  const [aces, r1] = shuffle(ACES, base.rng);
  const [cards, r2] = shuffle(NON_ACES, r1);
  const state: GongorWhistState = {
    options: base.options,
    rng: r2,
    pass: base.pass,
    half: 'fore',
    aces,
    acesTurned: 1,
    trump: aceSuit(aces[0]!),
    hand: cards.slice(0, HAND_SIZE),
    dummy: cards.slice(HAND_SIZE, 2 * HAND_SIZE),
    deck: cards.slice(2 * HAND_SIZE),
    aside: [],
    played: [],
    trick: null,
    tricks: [],
    phase: 'bid',
    bid: null,
    usedBids: base.usedBids,
    history: base.history,
    score: base.score,
    result: null,
  };
  return {
    state,
    events: [
      { type: 'trumpTurned', ace: aces[0]!, trump: aceSuit(aces[0]!) },
      { type: 'dealt', pass: base.pass, half: 'fore' },
    ],
  };
}

export function setup(options: Partial<GongorWhistOptions> = {}, seed: number | string = 0): GongorWhistState {
  return freshPass({ options: normalizeOptions(options), rng: seedToState(seed), pass: 1, usedBids: [], history: [], score: 0 }).state;
}

/** The aft hand: the undealt cards seven and seven, the rest set aside unseen; Ace stack and trump carry over. */
function dealAft(s: GongorWhistState): { state: GongorWhistState; events: GongorWhistEvent[] } {
  const events: GongorWhistEvent[] = [];
  let acesTurned = s.acesTurned;
  let trump = s.trump;
  if (!s.options.trumpCarriesToAftHand) {
    if (acesTurned < s.aces.length) {
      acesTurned++;
      trump = aceSuit(s.aces[acesTurned - 1]!);
      events.push({ type: 'trumpTurned', ace: s.aces[acesTurned - 1]!, trump });
    } else trump = null;
  }
  if (trump === null && !s.options.noTrumpCarriesToAftHand && acesTurned > 0) trump = aceSuit(s.aces[acesTurned - 1]!);
  const state: GongorWhistState = {
    ...s,
    half: 'aft',
    acesTurned,
    trump,
    hand: s.deck.slice(0, HAND_SIZE),
    dummy: s.deck.slice(HAND_SIZE, 2 * HAND_SIZE),
    aside: [...s.aside, ...s.deck.slice(2 * HAND_SIZE)],
    deck: [],
    trick: null,
    tricks: [],
    phase: 'bid',
    bid: null,
  };
  events.push({ type: 'dealt', pass: s.pass, half: 'aft' });
  return { state, events };
}

/** What a position may say (examples, tests, URLs); every field but hand and dummy has a default. */
export interface Position {
  readonly options?: Partial<GongorWhistOptions>;
  /** 1-based (default 1). */
  readonly pass?: number;
  readonly half?: Half;
  /** Face-up Aces in the order they were turned (default: the Ace of the trump suit, or none). */
  readonly turned?: readonly DecktetCard[];
  /** Face-down Aces, next to turn first (default: the other Aces in suit order). */
  readonly stack?: readonly DecktetCard[];
  /** Trump suit; null = no trump (default: the last turned Ace's suit). */
  readonly trump?: DecktetSuit | null;
  readonly hand: readonly DecktetCard[];
  readonly dummy: readonly DecktetCard[];
  /** Undealt cards (default: fore hand, every card not named elsewhere; aft hand, none). */
  readonly deck?: readonly DecktetCard[];
  readonly aside?: readonly DecktetCard[];
  /** Cards of finished tricks this pass (default: aft hand, every card not named elsewhere; fore hand, none). */
  readonly played?: readonly DecktetCard[];
  /** Bid of the hand under way; absent = the hand is still to bid. */
  readonly bid?: number;
  /** Tricks already won and lost in this hand (recorded as anonymous tricks). */
  readonly won?: number;
  readonly lost?: number;
  /** The player's card already played to the trick led by dummy[0] (phase decide). */
  readonly card?: DecktetCard;
  readonly twiddles?: number;
  readonly usedBids?: readonly number[];
  readonly score?: number;
  readonly rng?: number;
}

/** Build a state from an explicit position. Does not check hand sizes; cards named twice stay as given. */
export function fromPosition(pos: Position): GongorWhistState {
  const options = normalizeOptions(pos.options);
  const half: Half = pos.half ?? 'fore';
  const trumpGiven = pos.trump !== undefined;
  const turned = pos.turned ? [...pos.turned] : trumpGiven && pos.trump ? ['A' + pos.trump] : [];
  const stack = pos.stack ? [...pos.stack] : ACES.filter((a) => !turned.includes(a));
  const trump = trumpGiven ? pos.trump! : turned.length ? aceSuit(turned[turned.length - 1]!) : null;
  const named = new Set<string>([...pos.hand, ...pos.dummy, ...(pos.deck ?? []), ...(pos.aside ?? []), ...(pos.played ?? []), ...(pos.card ? [pos.card] : [])]);
  const rest = NON_ACES.filter((c) => !named.has(c));
  const deck = pos.deck ? [...pos.deck] : half === 'fore' ? rest : [];
  const played = pos.played ? [...pos.played] : half === 'aft' ? rest : [];
  const won = pos.won ?? 0;
  const lost = pos.lost ?? 0;
  const anon: TrickRecord[] = [];
  // Earlier tricks of the hand are recorded without their cards (they are in `played`).
  for (let i = 0; i < won + lost; i++) anon.push({ lead: '', card: '', trump, twiddles: 0, won: i < won, reason: i < won ? 'followed-higher' : 'followed-lower' });
  const hasBid = pos.bid !== undefined;
  const lead = pos.dummy[0];
  const phase: Phase = !hasBid ? 'bid' : pos.card ? 'decide' : lead !== undefined && pos.hand.length > 0 ? 'play' : 'handEnd';
  const state: GongorWhistState = {
    options,
    rng: seedToState(pos.rng ?? 0),
    pass: pos.pass ?? 1,
    half,
    aces: [...turned, ...stack],
    acesTurned: turned.length,
    trump,
    deck,
    hand: [...pos.hand],
    dummy: [...pos.dummy],
    aside: [...(pos.aside ?? [])],
    played,
    trick: phase === 'play' || phase === 'decide' ? { lead: lead!, card: pos.card ?? null, twiddles: pos.twiddles ?? 0 } : null,
    tricks: anon,
    phase,
    bid: hasBid ? pos.bid! : null,
    usedBids: hasBid ? [...(pos.usedBids ?? [pos.bid!])] : [...sheetForNextHand(options, pos.usedBids ?? [])],
    history: [],
    score: pos.score ?? 0,
    result: null,
  };
  if (phase !== 'handEnd') return state;
  // At the end of a hand the game may be over (the score given is the score after this hand;
  // the hands of the game so far are counted from the pass).
  const result = gameResult(state, state.bid ?? 0, won, state.score, (state.pass - 1) * 2 + (half === 'aft' ? 2 : 1));
  return result ? { ...state, phase: 'over', result } : state;
}

// ---------------------------------------------------------------------------
// Moves

/** Start the next trick (the dummy's top card leads) or, with no cards left, end the hand. */
function nextTrick(s: GongorWhistState, events: GongorWhistEvent[]): GongorWhistState {
  const lead = s.dummy[0];
  if (lead === undefined || s.hand.length === 0) return endHand(s, events);
  events.push({ type: 'led', card: lead });
  return { ...s, phase: 'play', trick: { lead, card: null, twiddles: 0 } };
}

function endHand(s: GongorWhistState, events: GongorWhistEvent[]): GongorWhistState {
  const bid = s.bid ?? 0;
  const tricks = tricksWon(s);
  const made = tricks === bid;
  const points = s.options.mode === 'points' ? handPoints(bid, tricks, s.options.missPenalty) : 0;
  const record: HandRecord = { pass: s.pass, half: s.half, bid, tricks, made, points };
  const history = [...s.history, record];
  const score = s.score + points;
  events.push({ type: 'handEnd', record });
  const next: GongorWhistState = { ...s, trick: null, history, score, phase: 'handEnd' };
  const result = gameResult(s, bid, tricks, score, history.length);
  if (!result) return next;
  if (result.kind === 'lost') events.push({ type: 'gameLost', bid, tricks });
  else if (result.kind === 'won') events.push({ type: 'gameWon' });
  else events.push({ type: 'pointsEnd', score, clearWin: result.clearWin, passesUsed: result.passesUsed });
  return { ...next, phase: 'over', result };
}

/**
 * Does the game end with this hand (rules exact-bid, game-end, points)? `score`
 * is the score after the hand, `hands` the hands played including this one.
 */
function gameResult(s: Pick<GongorWhistState, 'options' | 'pass' | 'half' | 'usedBids'>, bid: number, tricks: number, score: number, hands: number): GongorWhistResult | null {
  if (s.options.mode === 'standard') {
    if (tricks !== bid) return { kind: 'lost', hands, bid, tricks };
    if (BIDS.every((b) => s.usedBids.includes(b))) return { kind: 'won', hands };
    return null;
  }
  const clearWin = score > s.options.clearWinAbove;
  const lastHand = s.half === 'aft' && s.pass >= lastPass(s.options);
  const stopAtClearWin = s.options.pointsPasses === 'open' || s.options.pointsStopAtClearWin;
  if ((clearWin && stopAtClearWin) || lastHand) return { kind: 'points', score, clearWin, passesUsed: s.pass, hands };
  return null;
}

export function apply(state: GongorWhistState, move: GongorWhistMove): GongorWhistApplyResult {
  if (!isObject(move) || typeof move.type !== 'string') return violation('lead', 'bad-move', {});
  if (state.phase === 'over') return violation('game-end', 'game-over', {});
  switch (move.type) {
    case 'bid': {
      if (state.phase !== 'bid') return violation('bid', 'bid-once-per-hand', { phase: state.phase });
      const n = move.n;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > HAND_SIZE) return violation('bid', 'bid-out-of-range', { n: String(n) });
      if (!bidsRepeat(state.options) && state.usedBids.includes(n)) return violation('bid', 'bid-used', { n });
      const events: GongorWhistEvent[] = [{ type: 'bid', n }];
      const s: GongorWhistState = { ...state, bid: n, usedBids: [...state.usedBids, n] };
      return ok(nextTrick(s, events), events);
    }
    case 'play': {
      if (state.phase === 'bid') return violation('bid', 'bid-first', {});
      if (state.phase === 'decide') return violation('lead', 'one-card-per-trick', { card: state.trick?.card ?? null });
      if (state.phase !== 'play' || !state.trick) return violation(state.half === 'fore' ? 'fore-hand' : 'aft-hand', 'hand-over', {});
      const card = move.card;
      if (typeof card !== 'string' || !state.hand.includes(card)) return violation('follow', 'not-in-hand', { card: String(card) });
      const lead = state.trick.lead;
      if (!playableCards(state.hand, lead).includes(card)) {
        const follow = state.hand.filter((c) => shares(c, lead));
        return violation('follow', 'must-follow', { card, lead, suits: [...suitsOf(lead)], cards: follow });
      }
      return ok({ ...state, phase: 'decide', hand: state.hand.filter((c) => c !== card), trick: { ...state.trick, card } }, [{ type: 'played', card }]);
    }
    case 'twiddle': {
      if (state.phase === 'bid') return violation('bid', 'bid-first', {});
      if (state.phase === 'play') return violation('twiddle', 'play-first', {});
      if (state.phase !== 'decide' || !state.trick) return violation('twiddle', 'no-trick', {});
      if (state.options.oneTwiddlePerTrick && state.trick.twiddles >= 1) return violation('twiddle', 'once-per-trick', {});
      const trick = { ...state.trick, twiddles: state.trick.twiddles + 1 };
      if (state.acesTurned < state.aces.length) {
        const ace = state.aces[state.acesTurned]!;
        const trump = aceSuit(ace);
        return ok({ ...state, acesTurned: state.acesTurned + 1, trump, trick }, [{ type: 'twiddled', ace, trump }]);
      }
      if (state.trump === null) return violation('twiddle', 'nothing-to-turn', {});
      return ok({ ...state, trump: null, trick }, [{ type: 'twiddled', ace: null, trump: null }]);
    }
    case 'resolve': {
      if (state.phase === 'bid') return violation('bid', 'bid-first', {});
      if (state.phase === 'play') return violation('trick-winner', 'play-first', {});
      if (state.phase !== 'decide' || !state.trick || !state.trick.card) return violation('trick-winner', 'no-trick', {});
      const { lead, card, twiddles } = state.trick;
      const { won, reason } = trickOutcome(lead, card, state.trump);
      const record: TrickRecord = { lead, card, trump: state.trump, twiddles, won, reason };
      const tricks = [...state.tricks, record];
      const events: GongorWhistEvent[] = [{ type: 'trick', record, tricksWon: tricks.filter((t) => t.won).length }];
      const s: GongorWhistState = { ...state, tricks, trick: null, dummy: state.dummy.slice(1), played: [...state.played, lead, card] };
      return ok(nextTrick(s, events), events);
    }
    case 'next': {
      if (state.phase !== 'handEnd') return violation(state.half === 'fore' ? 'fore-hand' : 'aft-hand', 'hand-not-finished', { phase: state.phase });
      const events: GongorWhistEvent[] = [];
      const usedBids = sheetForNextHand(state.options, state.usedBids);
      if (state.half === 'fore') {
        const r = dealAft({ ...state, usedBids });
        return ok(r.state, r.events);
      }
      // After the aft hand: everything is reshuffled, the Aces apart (reshuffle rule).
      events.push({ type: 'reshuffled', pass: state.pass + 1 });
      const r = freshPass({ options: state.options, rng: state.rng, pass: state.pass + 1, usedBids, history: state.history, score: state.score });
      return ok(r.state, [...events, ...r.events]);
    }
    default:
      return violation('lead', 'bad-move', { type: String((move as { type: unknown }).type) });
  }
}

/** Every distinct legal move. */
export function legalMoves(state: GongorWhistState): GongorWhistMove[] {
  switch (state.phase) {
    case 'over':
      return [];
    case 'bid':
      return availableBids(state).map((n) => ({ type: 'bid', n }));
    case 'play':
      return state.trick ? playableCards(state.hand, state.trick.lead).map((card) => ({ type: 'play', card })) : [];
    case 'decide': {
      const out: GongorWhistMove[] = [{ type: 'resolve' }];
      const once = state.options.oneTwiddlePerTrick && (state.trick?.twiddles ?? 0) >= 1;
      const something = state.acesTurned < state.aces.length || state.trump !== null;
      if (!once && something) out.push({ type: 'twiddle' });
      return out;
    }
    case 'handEnd':
      return [{ type: 'next' }];
  }
}

/** All 36 cards in every zone (invariant checks). The trick's lead is still the dummy's top card until the trick is decided. */
export function allCards(state: GongorWhistState): DecktetCard[] {
  return [
    ...state.aces, ...state.deck, ...state.hand, ...state.dummy,
    ...(state.trick?.card ? [state.trick.card] : []), ...state.aside, ...state.played,
  ];
}

/** What the player may see: everything except the dummy's order, the face-down Aces, the undealt and the set-aside cards. */
export function unseenCards(state: GongorWhistState): DecktetCard[] {
  const seen = new Set<string>([...state.hand, ...state.played, ...(state.trick ? [state.trick.lead] : []), ...(state.trick?.card ? [state.trick.card] : [])]);
  return NON_ACES.filter((c) => !seen.has(c));
}
