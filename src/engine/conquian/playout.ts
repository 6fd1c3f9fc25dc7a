/**
 * Fast play-outs for Conquian's strong player (src/engine/conquian/players.ts).
 *
 * A play-out starts from a sampled state (the player's own guess of the
 * hidden cards, dealt from its view by determinize) and plays the deal to its
 * end: a win, a loss or the stock running out. The engine's states are plain
 * JSON and every apply copies them and checks the move; a play-out needs
 * neither, so it runs here on index arrays (card index = suit * 10 + rank, as
 * in combos.ts) that it changes in place. Hand cards go down here only with
 * the centre card (the default reading, pagat). The other two readings only
 * add moves (hand cards alone while a turned card is up, or in the discard
 * step), so a play-out is a legal game under every reading, one in which
 * nobody uses those extra moves; the strong player plays out all readings
 * here.
 *
 * Both seats follow one plan, the rollout policy:
 *   - go out whenever the centre card and the whole hand complete the meld;
 *   - never force the opponent (neither of the site's players does);
 *   - take the centre card when it can join a combination, with as many hand
 *     cards as possible — unless the hand is one card from going out and
 *     taking would spoil that (then decline or pass it);
 *   - discard the card that keeps the most cards able to go out next, then
 *     the one with the fewest unseen partners (a card that joins the own meld
 *     is kept: it goes down with the next centre card).
 * The last two points are what the beginner weighs (outs to go out) in a
 * form cheap enough for hundreds of play-outs a move.
 */
import type { FrenchCard } from '../cards/french';
import { canPartitionPresent, cardCode, cardIndex } from './combos';
import type { ConquianState } from './engine';

type Seat = 0 | 1;
type SimPhase = 'turn' | 'turned' | 'offered' | 'forced' | 'discard' | 'over';

interface Sim {
  /** Hand and meld of each seat: 1 where the card is there. */
  readonly hand: [Uint8Array, Uint8Array];
  readonly meld: [Uint8Array, Uint8Array];
  handN: [number, number];
  meldN: [number, number];
  /** Cards face up or gone for good (both melds, the dead pile, the centre card): seen by both seats. */
  readonly open: Uint8Array;
  readonly stock: number[];
  sp: number;
  centre: number;
  current: Seat;
  phase: SimPhase;
  firstTurn: boolean;
  winner: Seat | -1;
}

const other = (p: Seat): Seat => (p === 0 ? 1 : 0);

function fromState(s: ConquianState): Sim {
  const arr = () => new Uint8Array(41);
  const hand: [Uint8Array, Uint8Array] = [arr(), arr()];
  const meld: [Uint8Array, Uint8Array] = [arr(), arr()];
  const open = arr();
  for (const p of [0, 1] as const) {
    for (const c of s.hands[p]) hand[p][cardIndex(c)] = 1;
    for (const c of s.melds[p].flat()) {
      meld[p][cardIndex(c)] = 1;
      open[cardIndex(c)] = 1;
    }
  }
  for (const c of s.dead) open[cardIndex(c)] = 1;
  const centre = s.centre ? cardIndex(s.centre.card) : -1;
  if (centre >= 0) open[centre] = 1;
  return {
    hand,
    meld,
    handN: [s.hands[0].length, s.hands[1].length],
    meldN: [s.melds[0].flat().length, s.melds[1].flat().length],
    open,
    stock: s.stock.map(cardIndex),
    sp: 0,
    centre,
    current: s.current,
    // nobody forces in a play-out: a pending question is answered no
    phase: s.phase === 'forceCheck' ? (s.centre?.turnedByCurrent ? 'turned' : 'offered') : s.phase,
    firstTurn: s.firstTurn,
    winner: s.result?.kind === 'win' ? s.result.winner : -1,
  };
}

// ---- combinations on presence arrays ----------------------------------------

/** Is card j among `a`, `b` (if given) or `extra`? */
function present(j: number, a: Uint8Array, b: Uint8Array | null, extra: number): boolean {
  return a[j] === 1 || (b !== null && b[j] === 1) || j === extra;
}

/** Is rank r of the suit starting at `suit` among the cards (r may be off the ends)? */
function inRun(suit: number, r: number, a: Uint8Array, b: Uint8Array | null, extra: number): boolean {
  return r >= 0 && r < 10 && present(suit + r, a, b, extra);
}

/** Has card i two partners for a set or a run among the cards present (it among them)? (No inner closures: this is the hottest loop.) */
function partnered(i: number, a: Uint8Array, b: Uint8Array | null, extra: number): boolean {
  const rank = i % 10;
  const suit = i - rank;
  let same = 0;
  for (let s = 0; s < 40; s += 10) if (present(s + rank, a, b, extra)) same++;
  if (same >= 3) return true;
  const m2 = inRun(suit, rank - 2, a, b, extra);
  const m1 = inRun(suit, rank - 1, a, b, extra);
  const p1 = inRun(suit, rank + 1, a, b, extra);
  if (m1 && (m2 || p1)) return true;
  return p1 && inRun(suit, rank + 2, a, b, extra);
}

const work = new Uint8Array(41);

/** Do the cards of `a`, of `b` (if given) and `extra` (if ≥ 0) split into combinations? */
function splits(a: Uint8Array, b: Uint8Array | null, extra: number): boolean {
  let n = 0;
  for (let i = 0; i < 40; i++) {
    const v = a[i] === 1 || (b !== null && b[i] === 1) || i === extra ? 1 : 0;
    work[i] = v;
    n += v;
  }
  if (n === 0) return true;
  // every card needs two partners: a quick test before the exact search
  for (let i = 0; i < 40; i++) if (work[i] && !partnered(i, work, null, -1)) return false;
  return canPartitionPresent(work, n);
}

/** Unseen cards for `p` (neither in its hand nor face up) that would let its ten cards go out now. */
function goOuts(sim: Sim, p: Seat): number {
  if (sim.handN[p] + sim.meldN[p] !== 10) return 0;
  const hand = sim.hand[p];
  const meld = sim.meld[p];
  // cards of the ten without two partners: the eleventh card must be a partner of each
  const lonely: number[] = [];
  for (let i = 0; i < 40; i++) if ((hand[i] || meld[i]) && !partnered(i, hand, meld, -1)) lonely.push(i);
  // (more than four such cards: counted as none, a shortcut of the policy's, not a rule)
  if (lonely.length > 4) return 0;
  let n = 0;
  for (let x = 0; x < 40; x++) {
    if (hand[x] || sim.open[x]) continue;
    let fine = partnered(x, hand, meld, x);
    for (let k = 0; fine && k < lonely.length; k++) fine = partnered(lonely[k]!, hand, meld, x);
    if (fine && splits(hand, meld, x)) n++;
  }
  return n;
}

const wanted = new Uint8Array(41);

/** Unseen cards (for p) that would make card c a combination of three with one other hand card: its partners still to come. */
function partners(sim: Sim, p: Seat, c: number): number {
  const hand = sim.hand[p];
  const open = sim.open;
  const rank = c % 10;
  const suit = c - rank;
  wanted.fill(0);
  let sameRank = false;
  for (let s = 0; s < 40; s += 10) if (s !== suit && hand[s + rank]) sameRank = true;
  if (sameRank) for (let s = 0; s < 40; s += 10) if (s !== suit) wanted[s + rank] = 1;
  const r1 = rank + 1 < 10 && hand[c + 1] === 1;
  const l1 = rank >= 1 && hand[c - 1] === 1;
  const r2 = rank + 2 < 10 && hand[c + 2] === 1;
  const l2 = rank >= 2 && hand[c - 2] === 1;
  if (r1) {
    if (rank >= 1) wanted[c - 1] = 1;
    if (rank + 2 < 10) wanted[c + 2] = 1;
  }
  if (l1) {
    if (rank + 1 < 10) wanted[c + 1] = 1;
    if (rank >= 2) wanted[c - 2] = 1;
  }
  if (r2) wanted[c + 1] = 1;
  if (l2) wanted[c - 1] = 1;
  let n = 0;
  for (let j = 0; j < 40; j++) if (wanted[j] && !hand[j] && !open[j]) n++;
  return n;
}

// ---- the rollout policy -----------------------------------------------------

/**
 * The hand cards to meld with the centre card: the largest set that, with the
 * meld and the centre card, splits into combinations (11 cards at most), or
 * null when the card joins nothing.
 */
function bestMeld(sim: Sim, p: Seat): number[] | null {
  const c = sim.centre;
  const hand = sim.hand[p];
  const meld = sim.meld[p];
  if (!partnered(c, hand, meld, c)) return null;
  // hand cards that could take part at all
  const useful: number[] = [];
  for (let i = 0; i < 40; i++) if (hand[i] && partnered(i, hand, meld, c)) useful.push(i);
  const room = 11 - sim.meldN[p] - 1;
  const n = useful.length;
  let best: number[] | null = null;
  const sub = new Uint8Array(41);
  for (let size = Math.min(n, room); size >= 0 && best === null; size--) {
    // subsets of `size` cards in a fixed order
    const pickIdx = Array.from({ length: size }, (_, k) => k);
    for (;;) {
      sub.fill(0);
      for (const k of pickIdx) sub[useful[k]!] = 1;
      if (splits(meld, sub, c)) {
        best = pickIdx.map((k) => useful[k]!);
        break;
      }
      // next combination
      let k = size - 1;
      while (k >= 0 && pickIdx[k] === n - size + k) k--;
      if (k < 0) break;
      pickIdx[k]!++;
      for (let j = k + 1; j < size; j++) pickIdx[j] = pickIdx[j - 1]! + 1;
    }
  }
  return best;
}

/** The discard: keep the most cards to go out with, then drop the card with the fewest partners to come. */
function chooseDiscard(sim: Sim, p: Seat): number {
  const hand = sim.hand[p];
  const meld = sim.meld[p];
  let pick = -1;
  let bestOut = -1;
  let bestScore = Infinity;
  for (let c = 0; c < 40; c++) {
    if (!hand[c]) continue;
    const keep = sim.meldN[p] > 0 && splits(meld, null, c) ? 1000 : 0;
    const score = keep + partners(sim, p, c);
    hand[c] = 0;
    sim.handN[p]--;
    const out = goOuts(sim, p);
    hand[c] = 1;
    sim.handN[p]++;
    if (out > bestOut || (out === bestOut && score < bestScore)) [pick, bestOut, bestScore] = [c, out, score];
  }
  return pick;
}

/**
 * Is taking the centre card with these hand cards worth it? Always, unless
 * the seat already stands one card from going out: then only if, after the
 * best discard, it still has at least as many cards to go out with.
 */
function worthTaking(sim: Sim, p: Seat, cards: readonly number[]): boolean {
  const now = goOuts(sim, p);
  if (now === 0) return true;
  const hand = sim.hand[p];
  const meld = sim.meld[p];
  const c = sim.centre;
  meld[c] = 1;
  for (const i of cards) [hand[i], meld[i]] = [0, 1];
  sim.meldN[p] += 1 + cards.length;
  sim.handN[p] -= cards.length;
  let after = 0;
  for (let d = 0; d < 40 && after < now; d++) {
    if (!hand[d]) continue;
    hand[d] = 0;
    sim.handN[p]--;
    after = Math.max(after, goOuts(sim, p));
    hand[d] = 1;
    sim.handN[p]++;
  }
  meld[c] = 0;
  for (const i of cards) [hand[i], meld[i]] = [1, 0];
  sim.meldN[p] -= 1 + cards.length;
  sim.handN[p] += cards.length;
  return after >= now;
}

function meldCentre(sim: Sim, p: Seat, cards: readonly number[]): void {
  const c = sim.centre;
  sim.meld[p][c] = 1;
  sim.meldN[p]++;
  for (const i of cards) {
    sim.hand[p][i] = 0;
    sim.meld[p][i] = 1;
    sim.open[i] = 1;
  }
  sim.handN[p] -= cards.length;
  sim.meldN[p] += cards.length;
  sim.centre = -1;
  sim.firstTurn = false;
  if (sim.handN[p] === 0 && sim.meldN[p] === 11) {
    sim.phase = 'over';
    sim.winner = p;
  } else sim.phase = 'discard';
}

/** A play-out's decision in the engine's terms (for the tests that replay play-outs through the engine). */
export type PlayoutMove =
  | { readonly type: 'turn' | 'pass' | 'decline' }
  | { readonly type: 'meld'; readonly hand: readonly FrenchCard[] }
  | { readonly type: 'discard'; readonly card: FrenchCard };

/** One decision of the seat to act, applied in place (and told to `trace`). */
function step(sim: Sim, trace?: (m: PlayoutMove) => void): void {
  const p = sim.current;
  switch (sim.phase) {
    case 'turn': {
      if (sim.sp >= sim.stock.length) {
        sim.phase = 'over';
        return;
      }
      const c = sim.stock[sim.sp++]!;
      trace?.({ type: 'turn' });
      sim.centre = c;
      sim.open[c] = 1;
      sim.phase = 'turned';
      return;
    }
    case 'turned':
    case 'offered':
    case 'forced': {
      // A first turn that goes on after hand cards went down alone (the turned-card reading) needs two hand cards in
      // the centre card's own combination: the play-out passes that card rather than check it.
      const cards = sim.phase === 'turned' && sim.firstTurn && sim.meldN[p] > 0 ? null : bestMeld(sim, p);
      // the first turn needs two hand cards with the centre card; the meld is empty then, so any meld has them
      const goesOut = cards !== null && cards.length === sim.handN[p] && sim.meldN[p] + 1 + cards.length === 11;
      if (cards !== null && (goesOut || sim.phase === 'forced' || sim.handN[p] === 0 || worthTaking(sim, p, cards))) {
        trace?.({ type: 'meld', hand: cards.map(cardCode) });
        meldCentre(sim, p, cards);
        return;
      }
      if (sim.phase === 'turned') {
        trace?.({ type: 'pass' });
        // pass: the card is offered to the opponent
        sim.current = other(p);
        sim.phase = 'offered';
        sim.firstTurn = false;
        return;
      }
      // decline: the card goes dead (it stays in `open`); the stock empty means a draw
      trace?.({ type: 'decline' });
      sim.centre = -1;
      if (sim.sp >= sim.stock.length) sim.phase = 'over';
      else sim.phase = 'turn';
      return;
    }
    case 'discard': {
      const c = chooseDiscard(sim, p);
      trace?.({ type: 'discard', card: cardCode(c) });
      sim.hand[p][c] = 0;
      sim.handN[p]--;
      sim.open[c] = 1;
      sim.centre = c;
      sim.current = other(p);
      sim.phase = 'offered';
      return;
    }
    default:
      sim.phase = 'over';
  }
}

/**
 * Play the sampled state to the end of the deal: 1 when `seat` goes out, 0
 * when the other seat does, ½ when the stock runs out. The policy is
 * deterministic: the sampled deal is the only chance.
 */
export function fastPlayout(state: ConquianState, seat: number, trace?: (m: PlayoutMove) => void): number {
  if (state.result) return state.result.kind === 'win' ? (state.result.winner === seat ? 1 : 0) : 0.5;
  const sim = fromState(state);
  for (let i = 0; i < 400 && sim.phase !== 'over'; i++) step(sim, trace);
  return sim.winner === -1 ? 0.5 : sim.winner === seat ? 1 : 0;
}
