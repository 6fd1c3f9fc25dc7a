/**
 * The bid advisor (our addition; not part of the published rules).
 *
 * It estimates, by seeded Monte Carlo over what the player cannot see (the
 * order and identity of the dummy's cards, the order of the face-down Aces),
 * how a hand turns out when it is played by one fixed, plainly stated policy:
 *
 *   THE POLICY (aiming at a bid b; "need" = b minus tricks won so far)
 *   1. Play only cards the follow rule allows.
 *   2. While you still need tricks, win the trick if any allowed card wins it
 *      as the trump stands, with the cheapest such card; if none wins, throw
 *      the cheapest allowed card.
 *   3. Once you have enough tricks, lose: play the most expensive allowed card
 *      that still loses; if every allowed card would win, play the cheapest.
 *   4. Twiddle at most once per trick, and only when the trick is about to go
 *      the wrong way: while Aces remain in the stack, always (a gamble on the
 *      next Ace); with the stack empty, only if "no trump" puts it right.
 *   "Cheap" means low rank, and any trump is dearer than any plain card
 *   (cost = rank, plus 10 for a trump).
 *
 * Before the bid: for each k = 0–7, the chance of taking exactly k tricks when
 * aiming at k. During play: the chance that the bid is still made, for the
 * policy's own choice and for each choice open now.
 *
 * The advisor reads the player's view (view.ts), never the state: it cannot
 * see the dummy's cards or the order of the face-down Aces, and a worker that
 * runs it is sent nothing hidden.
 *
 * The simulation is a fast path on card indices; tests hold that it plays the
 * same moves and reaches the same trick count as the engine (policyMove +
 * apply) on the same deal.
 */
import { Rng, seedToState } from '../core/rng';
import {
  aceSuit, gongorAces, gongorCards, playableCards, rankOf, suitsOf, type GongorWhistMove, type GongorWhistState,
} from './engine';
import { unseenInView, viewFor, type GongorWhistView } from './view';
import type { DecktetCard, DecktetSuit } from '../cards/decktet';

export const POLICY_NAME = 'aim-cheap-v1';

const N = 30; // the cards played with: 24 number cards and 6 Crowns
const SUITS: readonly DecktetSuit[] = ['M', 'S', 'W', 'L', 'Y', 'K'];
// The lookup tables are built on first use, not when the module loads: a page
// that imports the engine but never runs the simulation pays nothing for them
// (and bundlers can drop this module from such pages).
let CARDS: readonly DecktetCard[] = [];
let IDX = new Map<string, number>();
let RANK = new Int8Array(0);
let MASK = new Int8Array(0);
/** WIN[((t + 1) * N + lead) * N + card] = 1 if the player's card wins (t = -1: no trump). */
let WIN = new Uint8Array(0);
/** COST[(t + 1) * N + card] */
let COST = new Int8Array(0);

function init(): void {
  if (CARDS.length) return;
  const cards = gongorCards();
  IDX = new Map<string, number>(cards.map((c, i) => [c, i]));
  RANK = new Int8Array(N);
  MASK = new Int8Array(N);
  cards.forEach((c, i) => {
    RANK[i] = rankOf(c);
    MASK[i] = suitsOf(c).reduce((m, s) => m | (1 << SUITS.indexOf(s)), 0);
  });
  WIN = new Uint8Array(7 * N * N);
  COST = new Int8Array(7 * N);
  for (let t = -1; t < 6; t++) {
    for (let c = 0; c < N; c++) {
      const ct = t >= 0 && (MASK[c]! >> t) & 1;
      COST[(t + 1) * N + c] = RANK[c]! + (ct ? 10 : 0);
      for (let d = 0; d < N; d++) {
        const dt = t >= 0 && (MASK[d]! >> t) & 1;
        let w: boolean;
        if (ct && !dt) w = true;
        else if (ct && dt) w = RANK[c]! > RANK[d]!;
        else if (dt) w = false;
        else w = (MASK[c]! & MASK[d]!) !== 0 && RANK[c]! > RANK[d]!;
        WIN[((t + 1) * N + d) * N + c] = w ? 1 : 0;
      }
    }
  }
  CARDS = cards;
}
const suitIndex = (s: DecktetSuit | null) => (s === null ? -1 : SUITS.indexOf(s));

/** Fast trick rule on indices (exported for the agreement test). */
export function fastWins(lead: DecktetCard, card: DecktetCard, trump: DecktetSuit | null): boolean {
  init();
  return WIN[((suitIndex(trump) + 1) * N + IDX.get(lead)!) * N + IDX.get(card)!] === 1;
}

/**
 * The policy's card: position in hand[0..n) for the trick led by `lead`.
 * wantWin: the policy still needs tricks.
 */
function chooseCard(hand: Int8Array, n: number, lead: number, t: number, wantWin: boolean): number {
  const lm = MASK[lead]!;
  let follow = false;
  for (let i = 0; i < n; i++) if (MASK[hand[i]!]! & lm) { follow = true; break; }
  const wb = ((t + 1) * N + lead) * N;
  const cb = (t + 1) * N;
  let best = -1;
  let bestCost = 0;
  let fallback = -1;
  let fallbackCost = 0;
  for (let i = 0; i < n; i++) {
    const c = hand[i]!;
    if (follow && !(MASK[c]! & lm)) continue;
    const cost = COST[cb + c]!;
    const w = WIN[wb + c] === 1;
    // Ties (equal cost) go to the card listed first in the deck order, so the
    // order of the hand never matters.
    if (wantWin) {
      // cheapest winner; otherwise cheapest card
      if (w && (best < 0 || cost < bestCost || (cost === bestCost && c < hand[best]!))) { best = i; bestCost = cost; }
    } else {
      // dearest loser; otherwise cheapest card
      if (!w && (best < 0 || cost > bestCost || (cost === bestCost && c < hand[best]!))) { best = i; bestCost = cost; }
    }
    if (fallback < 0 || cost < fallbackCost || (cost === fallbackCost && c < hand[fallback]!)) { fallback = i; fallbackCost = cost; }
  }
  return best >= 0 ? best : fallback;
}

/** The twiddle decision: -2 = keep the trump; otherwise the trump after twiddling (a suit index or -1). */
function policyTwiddle(lead: number, card: number, t: number, wantWin: boolean, aceNext: number): number {
  const now = WIN[((t + 1) * N + lead) * N + card] === 1;
  if (now === wantWin) return -2;
  if (aceNext >= 0) return aceNext;
  if (t >= 0 && (WIN[lead * N + card] === 1) === wantWin) return -1;
  return -2;
}

/** A compact view of what the player knows, plus scratch buffers for the simulation. */
interface Sim {
  hand: Int8Array;
  nHand: number;
  /** Known leads (the trick under way), then sampled ones. */
  dummy: Int8Array;
  nDummy: number;
  /** Known leads at the start of `dummy` (0 or 1). */
  known: number;
  aces: Int8Array;
  nAces: number;
  trump: number;
  won: number;
  /** Card already played to the current trick (index) or -1. */
  played: number;
  twiddles: number;
  oneTwiddle: boolean;
  pool: Int8Array;
  nPool: number;
  // scratch
  h: Int8Array;
  p: Int8Array;
  a: Int8Array;
}

const wonIn = (view: GongorWhistView) => view.tricks.filter((t) => t.won).length;

function makeSim(view: GongorWhistView): Sim {
  init();
  const hand = Int8Array.from(view.hand.map((c) => IDX.get(c)!));
  const known = view.trick ? 1 : 0;
  const nDummy = Math.min(view.dummyCount, view.hand.length + (view.trick?.card ? 1 : 0));
  const dummy = new Int8Array(Math.max(1, view.dummyCount));
  if (view.trick) dummy[0] = IDX.get(view.trick.lead)!;
  const pool = Int8Array.from(unseenInView(view).map((c) => IDX.get(c)!));
  // The face-down Aces: the ones not turned, in suit order (their real order is unknown).
  const aces = Int8Array.from(gongorAces().filter((a) => !view.turned.includes(a)).map((a) => suitIndex(aceSuit(a))));
  return {
    hand, nHand: hand.length, dummy, nDummy, known, aces, nAces: aces.length,
    trump: suitIndex(view.trump), won: wonIn(view),
    played: view.trick?.card ? IDX.get(view.trick.card)! : -1,
    twiddles: view.trick?.twiddles ?? 0,
    oneTwiddle: view.options.oneTwiddlePerTrick,
    pool, nPool: pool.length,
    h: new Int8Array(Math.max(1, hand.length)), p: new Int8Array(Math.max(1, pool.length)), a: new Int8Array(Math.max(1, aces.length)),
  };
}

/** Draw the unknown dummy cards and the Ace order into the scratch buffers. */
function sample(sim: Sim, rng: Rng): void {
  const p = sim.p;
  p.set(sim.pool);
  const need = sim.nDummy - sim.known;
  for (let i = 0; i < need; i++) {
    const j = i + rng.int(sim.nPool - i);
    const pick = p[j]!;
    p[j] = p[i]!;
    p[i] = pick;
    sim.dummy[sim.known + i] = pick;
  }
  const a = sim.a;
  a.set(sim.aces);
  for (let i = sim.nAces - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const tmp = a[i]!;
    a[i] = a[j]!;
    a[j] = tmp;
  }
}

/**
 * Play the rest of the hand by the policy on a sampled deal; returns the tricks
 * won in the whole hand. `first`: the player's card for the trick under way
 * (index into CARDS) or -1 for the policy's; `twiddle`: for that trick, 1 =
 * twiddle once, 0 = do not, -1 = the policy decides.
 */
function run(sim: Sim, bid: number, first: number, twiddle: number): number {
  const h = sim.h;
  h.set(sim.hand);
  let n = sim.nHand;
  let t = sim.trump;
  let ace = 0;
  let won = sim.won;
  for (let k = 0; k < sim.nDummy; k++) {
    const lead = sim.dummy[k]!;
    const wantWin = won < bid;
    let card: number;
    if (k === 0 && sim.played >= 0) card = sim.played;
    else {
      let pos = -1;
      if (k === 0 && first >= 0) {
        for (let i = 0; i < n; i++) if (h[i] === first) { pos = i; break; }
      }
      if (pos < 0) pos = chooseCard(h, n, lead, t, wantWin);
      if (pos < 0) break;
      card = h[pos]!;
      h[pos] = h[n - 1]!;
      n--;
    }
    if (k === 0 && twiddle >= 0) {
      // a choice forced by the caller for the trick under way
      if (twiddle === 1 && !(sim.oneTwiddle && sim.twiddles >= 1)) t = ace < sim.nAces ? sim.a[ace++]! : -1;
    } else if (k > 0 || sim.twiddles === 0) {
      // the policy twiddles at most once per trick
      const nt = policyTwiddle(lead, card, t, wantWin, ace < sim.nAces ? sim.a[ace]! : -1);
      if (nt !== -2) {
        if (ace < sim.nAces) ace++;
        t = nt;
      }
    }
    won += WIN[((t + 1) * N + lead) * N + card]!;
  }
  return won;
}

export interface AdviceOptions {
  /** Simulated hands per estimate (default 4000). */
  readonly samples?: number;
  /** Extra seed; the estimate is also seeded by the position, so the same position gives the same numbers. */
  readonly seed?: number | string;
}

function positionSeed(view: GongorWhistView, seed: number | string | undefined): Rng {
  const key = [view.hand.join(''), view.played.join(''), view.trick?.lead ?? '', view.trick?.card ?? '', view.trump ?? '-', view.turned.length, wonIn(view), view.bid ?? '', seed ?? ''].join('|');
  return new Rng(seedToState(key));
}

export interface BidAdvice {
  /** odds[k]: the chance of taking exactly k tricks when aiming at k (policy above). */
  readonly odds: readonly number[];
  readonly samples: number;
}

/**
 * An estimate computed in slices: `step(n)` runs up to n more samples and
 * says whether all are done; `result()` gives the numbers once they are. The
 * samples are drawn in the same order however the work is sliced, so a job
 * run in slices gives exactly the numbers of one run in a single go. (A job
 * is a mutable worker object, not a game state.)
 */
export interface AdviceJob<T> {
  step(samples: number): boolean;
  readonly done: number;
  readonly total: number;
  result(): T;
}

function job<T>(total: number, sampleOnce: () => void, finish: () => T): AdviceJob<T> {
  let done = 0;
  return {
    step(n: number): boolean {
      const until = Math.min(total, done + Math.max(0, n));
      for (; done < until; done++) sampleOnce();
      return done >= total;
    },
    get done() {
      return done;
    },
    total,
    result: finish,
  };
}

/** Before the bid (phase bid): the chance of making each bid 0–7 under the policy, as a job run in slices. */
export function bidAdviceJob(view: GongorWhistView, opts: AdviceOptions = {}): AdviceJob<BidAdvice> {
  const samples = Math.max(1, Math.floor(opts.samples ?? 4000));
  const sim = makeSim(view);
  const rng = positionSeed(view, opts.seed);
  const hits = new Array<number>(8).fill(0);
  return job(
    samples,
    () => {
      sample(sim, rng);
      // the same sampled deal for every bid: the comparison between bids is fairer
      for (let k = 0; k <= 7; k++) if (run(sim, k, -1, -1) === k) hits[k]!++;
    },
    () => ({ odds: hits.map((h) => h / samples), samples }),
  );
}

/** Before the bid (phase bid): the chance of making each bid 0–7 under the policy. */
export function bidAdvice(view: GongorWhistView, opts: AdviceOptions = {}): BidAdvice {
  const j = bidAdviceJob(view, opts);
  j.step(j.total);
  return j.result();
}

export interface PlayOption {
  readonly move: GongorWhistMove;
  readonly chance: number;
}

export interface PlayAdvice {
  /** The chance the bid is made from here when the policy plays on. */
  readonly chance: number;
  /** What the policy would do now. */
  readonly policyMove: GongorWhistMove;
  /** Each move open now, then the policy: its chance. */
  readonly options: readonly PlayOption[];
  readonly samples: number;
}

/** During play (phase play or decide): the chance the bid is still made, as a job run in slices (null outside play). */
export function playAdviceJob(view: GongorWhistView, opts: AdviceOptions = {}): AdviceJob<PlayAdvice | null> {
  const bid = view.bid;
  const trick = view.trick;
  if ((view.phase !== 'play' && view.phase !== 'decide') || bid === null || !trick) return job(0, () => {}, () => null);
  const samples = Math.max(1, Math.floor(opts.samples ?? 4000));
  const sim = makeSim(view);
  const rng = positionSeed(view, opts.seed);
  const moves: GongorWhistMove[] = [];
  const runs: Array<() => number> = [];
  if (view.phase === 'play') {
    for (const c of playableCards(view.hand, trick.lead)) {
      moves.push({ type: 'play', card: c });
      const idx = IDX.get(c)!;
      runs.push(() => run(sim, bid, idx, -1));
    }
  } else {
    moves.push({ type: 'resolve' });
    runs.push(() => run(sim, bid, -1, 0));
    const once = view.options.oneTwiddlePerTrick && trick.twiddles >= 1;
    if (!once && (view.acesDown > 0 || view.trump !== null)) {
      moves.push({ type: 'twiddle' });
      runs.push(() => run(sim, bid, -1, 1));
    }
  }
  const hits = new Array<number>(runs.length + 1).fill(0);
  const chosen = policyMove(view)!;
  return job(
    samples,
    () => {
      sample(sim, rng);
      for (let i = 0; i < runs.length; i++) if (runs[i]!() === bid) hits[i]!++;
      if (run(sim, bid, -1, -1) === bid) hits[runs.length]!++;
    },
    () => ({
      chance: hits[runs.length]! / samples,
      policyMove: chosen,
      options: moves.map((move, i) => ({ move, chance: hits[i]! / samples })),
      samples,
    }),
  );
}

/** During play (phase play or decide): the chance the bid is still made. */
export function playAdvice(view: GongorWhistView, opts: AdviceOptions = {}): PlayAdvice | null {
  const j = playAdviceJob(view, opts);
  j.step(j.total);
  return j.result();
}

/**
 * The policy's move in a real engine state (slow path, for tests and for
 * showing what the policy would do). Bids are not the policy's business: in
 * phase bid it returns null, as in handEnd and over.
 */
export function policyMove(view: GongorWhistView): GongorWhistMove | null {
  init();
  if (view.bid === null || !view.trick) return null;
  const t = suitIndex(view.trump);
  const wantWin = wonIn(view) < view.bid;
  const lead = IDX.get(view.trick.lead)!;
  if (view.phase === 'play') {
    const hand = Int8Array.from(view.hand.map((c) => IDX.get(c)!));
    const pos = chooseCard(hand, hand.length, lead, t, wantWin);
    return pos < 0 ? null : { type: 'play', card: CARDS[hand[pos]!]! };
  }
  if (view.phase === 'decide' && view.trick.card) {
    const card = IDX.get(view.trick.card)!;
    // The policy does not know the next Ace: it only asks whether one is left (any suit index stands for it).
    const nt = view.trick.twiddles === 0 ? policyTwiddle(lead, card, t, wantWin, view.acesDown > 0 ? 0 : -1) : -2;
    return nt === -2 ? { type: 'resolve' } : { type: 'twiddle' };
  }
  return null;
}

/**
 * Test hook: play the rest of the hand by the fast path on the state's own
 * (hidden) deal — the real dummy order and Ace order — and return the tricks
 * won in the hand. The engine playing policyMove must reach the same number.
 */
export function fastPlayOut(state: GongorWhistState, bid = state.bid ?? 0): number {
  const sim = makeSim(viewFor(state));
  for (let i = 0; i < sim.nDummy; i++) sim.dummy[i] = IDX.get(state.dummy[i]!)!;
  // the real order of the face-down Aces
  sim.a.set(state.aces.slice(state.acesTurned).map((a) => suitIndex(aceSuit(a))));
  return run(sim, bid, -1, -1);
}
