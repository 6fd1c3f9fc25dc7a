/**
 * Fast play-outs for Rommé's strong player (src/engine/romme/players.ts).
 *
 * A play-out starts from a sampled state (the player's own guess of the
 * hidden cards, dealt from its view by determinize, with the candidate move
 * applied) and plays the deal to its end. The engine's states are plain JSON
 * and every apply copies them and checks the move; a play-out needs neither,
 * so it runs here on numbers it changes in place: a card is an index 0–105
 * (face 0–51 = suit × 13 + rank − 1 in Skat order for the first pack, + 52
 * for the second, 104 and 105 the jokers), each hand a count per face, and
 * the melds on the table as their shape (run: suit and positions; set: rank
 * and suits). The meld search is the engine's own (search.ts, searchCounts);
 * its answers are remembered by hand (MEMO), since the same hands come back
 * in the play-outs of one move and of the next, and the work done is counted
 * (playoutWork) for the strong player's work budget.
 *
 * Modelled: every variation — the main game, the children's game, the ten
 * cards of one suit, several discards (nobody takes more than one card in a
 * play-out, as neither of the site's players does) and "Rommé mit n" —, with
 * every reading: first-meld minimum, lay-offs in the turn of the first meld
 * or not, jokers per meld, going out by discarding or not, the stock refilled
 * from the discard pile (shuffled as the engine shuffles it) or the deal
 * ending void, Aces at both ends, the turn limit, the discard before one's
 * first meld taken only to meld it at once (then nobody takes it before the
 * first meld), the call's limit and whether the caller's leftovers count.
 *
 * The policy, every seat (the seat deciding is `me`):
 *   draw     declare ten cards of one suit when the variation allows it;
 *            take the top discard when it is a joker or raises the penalty
 *            points the hand's melds cover (the beginner's test), else draw;
 *   play     lay down the best melds (value, the engine's search) as soon as
 *            they may go down — the seat deciding keeps them in hand until it
 *            can go out in one turn, unless an opponent is about to go out in
 *            a game of several deals (the expert's plan) —, then lay off every
 *            natural card that fits, then discard the beginner's least useful
 *            card: in no meld, fewest unseen cards that would complete a meld
 *            with it, highest points first (the seat deciding, before its first
 *            meld, keeps high cards), a card that fits the table kept a little.
 * No joker exchanges and no jokers laid off (a small loss of strength).
 *
 * "Rommé mit n" (nothing goes down during play): the hand's best melds are
 * those that cover the most penalty points (the engine's 'cover' search, as
 * for the call), and the policy is
 *   draw     call as soon as the cards outside those melds are worth the
 *            limit or less (the deal then ends), else take or draw as above;
 *   play     discard the least useful card (high points first, for every seat);
 *   final    after the call each other seat in turn lays down its best melds
 *            and is done; the caller wins, the others keep what is left.
 */
import { rommePack, type FrenchCard } from '../cards/french';
import { shuffle, type RngState } from '../core/rng';
import { apply, firstMeldMinimum, forcedFirstMeld, handSize, meldRules, type DealRecord, type RommeMove, type RommeOptions, type RommeState } from './engine';
import { faceAt, faceIndex, penaltyValue, type MeldRules } from './melds';
import { searchCounts } from './search';

// ---- cards as numbers ---------------------------------------------------------

/** Card codes by index: rommePack's order, 0–51 the first pack suit-major ♣ ♠ ♥ ♦ with the Ace first (faceIndex's order), 52–103 the second, 104–105 the jokers. */
const CODE: readonly FrenchCard[] = rommePack();
const INDEX = new Map<string, number>(CODE.map((c, i) => [c, i]));
const JOKER = 52;
const faceOfIdx = (i: number) => (i >= 104 ? -1 : i % 52);
/** Penalty points of a face and of a joker (index 52), the engine's penaltyValue read once per face. */
const PEN = Array.from({ length: 53 }, (_, f) => penaltyValue(f === JOKER ? 'Jk' : faceAt(f)));

/** A meld on the table, by its shape. */
interface TMeld {
  run: boolean;
  suit: number;
  /** Runs: positions lo..hi (1..14, Aces at 1 and 14), and the Aces in it. */
  lo: number;
  hi: number;
  aces: number;
  /** Sets: rank 0–12 (Ace 0), the suits taken (bits, jokers' declared suits too) and the size. */
  rank: number;
  suits: number;
  size: number;
}

const enum Phase {
  Draw,
  Play,
  Over,
}

interface Sim {
  readonly n: number;
  readonly o: RommeOptions;
  readonly rules: MeldRules;
  /** The meld rules and the search's objective as a small number (part of the search memo's key). */
  readonly rulesKey: number;
  /** "Rommé mit n": melds stay in hand until a call, and a hand's best melds are those covering the most penalty points. */
  readonly noLayout: boolean;
  readonly min: number;
  /** Each seat: 1 where it holds the physical card (0–105). */
  readonly has: Uint8Array[];
  /** Each seat: copies of each face 0–51 it holds, and its jokers at 52. */
  readonly cnt: Int8Array[];
  readonly handN: number[];
  stock: number[];
  sp: number;
  readonly discard: number[];
  /** Copies of each face every seat has seen: the discard pile and the natural cards on the table. */
  readonly pub: Int8Array;
  readonly melds: TMeld[][];
  readonly melded: boolean[];
  current: number;
  phase: Phase;
  initialThisTurn: boolean;
  turn: number;
  rng: RngState;
  winner: number;
  how: DealRecord['how'] | null;
  /** Each seat: the best melds of its hand as it is now, when known (null: search again). */
  readonly found: (Found | null)[];
}

function fromState(s: RommeState): Sim {
  const n = s.players;
  const has = Array.from({ length: n }, () => new Uint8Array(106));
  const cnt = Array.from({ length: n }, () => new Int8Array(53));
  const pub = new Int8Array(52);
  for (let p = 0; p < n; p++)
    for (const c of s.hands[p]!) {
      const i = INDEX.get(c)!;
      has[p]![i] = 1;
      cnt[p]![i >= 104 ? JOKER : i % 52]!++;
    }
  for (const c of s.discard) {
    const f = faceOfIdx(INDEX.get(c)!);
    if (f >= 0) pub[f]!++;
  }
  const rules = meldRules(s.options);
  const noLayout = s.options.variant === 'noLayout';
  const melds = s.melds.map((ms) =>
    ms.map((m) => {
      const faces = m.map((mc) => {
        const eq = mc.indexOf('=');
        const joker = eq >= 0;
        const face = joker ? faceIndex(mc.slice(eq + 1)) : faceOfIdx(INDEX.get(mc)!);
        if (!joker) pub[face]!++;
        return face;
      });
      return shapeOf(faces);
    }),
  );
  return {
    n,
    o: s.options,
    rules,
    rulesKey: ((rules.maxJokersPerMeld === null ? 3 : Math.min(rules.maxJokersPerMeld, 2)) * 2 + (rules.aceBothEnds ? 1 : 0)) * 2 + (noLayout ? 1 : 0),
    noLayout,
    min: firstMeldMinimum(s.options),
    has,
    cnt,
    handN: s.hands.map((h) => h.length),
    stock: s.stock.map((c) => INDEX.get(c)!),
    sp: 0,
    discard: s.discard.map((c) => INDEX.get(c)!),
    pub,
    melds,
    melded: [...s.melded],
    current: s.current,
    phase: s.phase === 'draw' ? Phase.Draw : s.phase === 'play' ? Phase.Play : Phase.Over,
    initialThisTurn: s.initialThisTurn,
    turn: s.turn,
    rng: s.rng,
    winner: -1,
    how: null,
    found: Array.from({ length: n }, () => null),
  };
}

/** The shape of a valid meld from its faces in the engine's canonical order (runs low to high, sets by suit). */
function shapeOf(faces: readonly number[]): TMeld {
  const r0 = faces[0]! % 13;
  if (faces.every((f) => f % 13 === r0)) {
    let suits = 0;
    for (const f of faces) suits |= 1 << ((f / 13) | 0);
    return { run: false, suit: -1, lo: 0, hi: 0, aces: 0, rank: r0, suits, size: faces.length };
  }
  // a run in position order: an Ace first stands at 1, anywhere else at 14
  const lo = r0 === 0 ? 1 : r0 + 1;
  const m: TMeld = { run: true, suit: (faces[0]! / 13) | 0, lo, hi: lo + faces.length - 1, aces: faces.filter((f) => f % 13 === 0).length, rank: -1, suits: 0, size: faces.length };
  normalise(m);
  return m;
}

/** The engine reads a run A…K with one Ace as 2…A (the higher value): keep the same positions. */
function normalise(m: TMeld): void {
  if (m.run && m.aces === 1 && m.lo === 1 && m.hi === 13) {
    m.lo = 2;
    m.hi = 14;
  }
}

/** Would one natural card of face f join this meld (the engine's fitsOne)? */
function fits(m: TMeld, f: number, aceBothEnds: boolean): boolean {
  const r = f % 13;
  if (!m.run) return m.size < 4 && r === m.rank && (m.suits & (1 << ((f / 13) | 0))) === 0;
  if (((f / 13) | 0) !== m.suit) return false;
  if (r === 0) {
    if (m.lo === 2 && !(m.hi === 14 && !aceBothEnds)) return true;
    return m.hi === 13 && !(m.lo === 1 && !aceBothEnds);
  }
  const q = r + 1;
  return q === m.lo - 1 || q === m.hi + 1;
}

function layOn(m: TMeld, f: number): void {
  if (!m.run) {
    m.suits |= 1 << ((f / 13) | 0);
    m.size++;
    return;
  }
  const r = f % 13;
  m.size++;
  if (r === 0) {
    m.aces++;
    // both ends open (2…K): the engine puts the Ace high (11 points, not 1)
    if (m.hi === 13) m.hi = 14;
    else m.lo = 1;
  } else if (r + 1 === m.lo - 1) m.lo--;
  else m.hi++;
  normalise(m);
}

// ---- hands ----------------------------------------------------------------------

/**
 * Could face f (not a joker) join a meld with the cards counted in c? Not
 * unless two of them (jokers included) would stand beside it in a set (same
 * rank, other suits) or in a run (same suit, within two places): a necessary
 * condition only, so a false is sure.
 */
function couldJoin(c: Int8Array, f: number): boolean {
  const j = c[JOKER]!;
  if (j >= 2) return true;
  const suit = (f / 13) | 0;
  const r0 = f % 13;
  let set = j;
  for (let s = 0; s < 4; s++) if (s !== suit && c[s * 13 + r0]! > 0) set++;
  if (set >= 2) return true;
  const base = suit * 13;
  for (let k = 0; k < (r0 === 0 ? 2 : 1); k++) {
    const q = r0 === 0 ? (k === 0 ? 1 : 14) : r0 + 1;
    let run = j;
    for (let d = -2; d <= 2; d++) {
      const x = q + d;
      if (d === 0 || x < 1 || x > 14) continue;
      if (c[x === 14 ? base : base + x - 1]! > 0) run++;
    }
    if (run >= 2) return true;
  }
  return false;
}

function take(sim: Sim, p: number, i: number): void {
  // a card that can join no meld leaves the best melds as they were
  if (sim.found[p] && (i >= 104 || couldJoin(sim.cnt[p]!, i % 52))) sim.found[p] = null;
  sim.has[p]![i] = 1;
  sim.cnt[p]![i >= 104 ? JOKER : i % 52]!++;
  sim.handN[p]!++;
}

function drop(sim: Sim, p: number, i: number): void {
  sim.found[p] = null;
  sim.has[p]![i] = 0;
  sim.cnt[p]![i >= 104 ? JOKER : i % 52]!--;
  sim.handN[p]!--;
}

/** A physical card of face f (or a joker, f = 52) in the seat's hand. */
function cardOf(sim: Sim, p: number, f: number): number {
  const h = sim.has[p]!;
  if (f === JOKER) return h[104] ? 104 : 105;
  return h[f] ? f : f + 52;
}

const layOffNow = (sim: Sim, p: number) => sim.melded[p]! && !(sim.initialThisTurn && !sim.o.layOffSameTurnAsInitial);

/** Could the seat lay off a natural card of face f now? The first meld that takes it, or null. */
function target(sim: Sim, f: number): { seat: number; meld: number } | null {
  const ab = sim.rules.aceBothEnds;
  for (let q = 0; q < sim.n; q++) {
    const ms = sim.melds[q]!;
    for (let k = 0; k < ms.length; k++) if (fits(ms[k]!, f, ab)) return { seat: q, meld: k };
  }
  return null;
}

/** Without going out by discarding, a move that leaves one card must leave one that can be laid off now (the engine's lastCardStuck). */
function strands(sim: Sim, p: number): boolean {
  if (sim.o.goOutWithDiscard || sim.handN[p] !== 1) return false;
  const c = sim.cnt[p]!;
  if (c[JOKER]! > 0 || !layOffNow(sim, p)) return true;
  for (let f = 0; f < 52; f++) if (c[f]! > 0) return target(sim, f) === null;
  return true;
}

// ---- the policy -----------------------------------------------------------------

/** A play-out decision in the engine's terms (for the tests that replay play-outs through the engine). */
export type PlayoutMove = RommeMove;

interface Found {
  value: number;
  entries: readonly number[];
  ends: readonly number[];
  /** The search's nodes (what it costs when not remembered). */
  nodes: number;
}

/**
 * The searches already made, by hand (its counts) and meld rules: a search's
 * answer depends on nothing else, so a hand met again — in another play-out
 * of the same move or of the next — is not searched again. Kept across moves
 * (a worker plays one game), emptied when it grows past MEMO_MAX entries.
 */
const MEMO = new Map<string, Found>();
const MEMO_MAX = 20_000;

/** Forget the remembered searches (tests and timings from an empty memo). */
export function clearPlayoutMemo(): void {
  MEMO.clear();
}

/**
 * Work done by the fast play-outs so far (a counter that only grows): a play-out
 * step (a seat's draw or play) counts STEP_WORK, a meld search SEARCH_WORK and its
 * nodes — about what each costs next to a search node on this machine. It counts
 * every search as if it were made, so the count is the same whether the memo
 * remembered the hand or not: the strong player's work budget (players.ts)
 * reads it, and a budget must give the same moves on every machine.
 */
let work = 0;
export const playoutWork = () => work;
const STEP_WORK = 4;
const SEARCH_WORK = 6;

/** The hand's best melds by value (under "Rommé mit n" by the penalty points they cover: the engine's search), kept until the hand changes. */
function solve(sim: Sim, p: number): Found {
  const known = sim.found[p];
  if (known) return known;
  const c = sim.cnt[p]!;
  // each face 0–2 copies (two packs), the jokers 0–2: base 3, in two numbers below 2^53 (rulesKey < 16)
  let a = 0;
  let b = sim.rulesKey;
  for (let f = 0; f < 26; f++) a = a * 3 + c[f]!;
  for (let f = 26; f < 53; f++) b = b * 3 + c[f]!;
  const key = `${a},${b}`;
  let found = MEMO.get(key);
  if (!found) {
    found = searchCounts(c, c[JOKER]!, sim.rules, sim.noLayout ? 'cover' : 'value');
    if (MEMO.size >= MEMO_MAX) MEMO.clear();
    MEMO.set(key, found);
  }
  // the work counts what the search costs when not remembered: the same whatever the memo holds
  work += SEARCH_WORK + found.nodes;
  return (sim.found[p] = found);
}

const NONE: Found = { value: 0, entries: [], ends: [], nodes: 0 };

const USED = new Int8Array(53);

/** Faces (and jokers at 52) the found melds use, as counts (in one shared array: read it before the next call). */
function usedOf(found: Found): Int8Array {
  USED.fill(0);
  for (const e of found.entries) USED[e >= 64 ? JOKER : e]!++;
  return USED;
}

/** Lay the found melds down: the engine's meld move (or the call that lays them down), applied in place. */
function meld(sim: Sim, p: number, found: Found, trace?: (m: PlayoutMove) => void, type: 'meld' | 'call' = 'meld'): void {
  const melds: string[][] = [];
  let from = 0;
  for (const end of found.ends) {
    const faces: number[] = [];
    const cards: string[] = [];
    for (let k = from; k < end; k++) {
      const e = found.entries[k]!;
      const joker = e >= 64;
      const f = e & 63;
      const i = cardOf(sim, p, joker ? JOKER : f);
      drop(sim, p, i);
      if (!joker) sim.pub[f]!++;
      faces.push(f);
      cards.push(joker ? `${CODE[i]}=${faceAt(f)}` : CODE[i]!);
    }
    from = end;
    // sets in suit order, runs by position (searchCounts builds both that way)
    sim.melds[p]!.push(shapeOf(faces));
    melds.push(cards);
  }
  trace?.({ type, melds });
  // the best melds are down: what is left holds none (another meld would have made them better)
  sim.found[p] = NONE;
  if (!sim.melded[p]) {
    sim.melded[p] = true;
    sim.initialThisTurn = true;
  }
}

/** Does the seat stand to go out this turn: melds down (or enough for the first meld), every other card laid off but at most the discard? */
function canGoOut(sim: Sim, p: number, found: Found): boolean {
  if (!sim.melded[p] && found.value < sim.min) return false;
  const used = usedOf(found);
  const c = sim.cnt[p]!;
  const layOff = sim.melded[p]! || sim.o.layOffSameTurnAsInitial;
  let left = c[JOKER]! - used[JOKER]!;
  for (let f = 0; f < 52; f++) {
    const rest = c[f]! - used[f]!;
    if (rest > 0 && !(layOff && target(sim, f) !== null)) left += rest;
  }
  return left <= (sim.o.goOutWithDiscard ? 1 : 0);
}

const WANT: number[] = [];

/** Is position q (1–14) of the suit starting at `base` in the hand (not counting the card f itself)? */
function own(c: Int8Array, base: number, q: number, f: number): boolean {
  if (q < 1 || q > 14) return false;
  const g = q === 14 ? base : base + q - 1;
  return c[g]! - (g === f ? 1 : 0) > 0;
}

function want(g: number): void {
  if (!WANT.includes(g)) WANT.push(g);
}

function wantAt(base: number, q: number): void {
  if (q >= 1 && q <= 14) want(q === 14 ? base : base + q - 1);
}

/** The beginner's outs: unseen copies (for seat p) of the faces that would make a three-card meld of f with one other hand card. */
function outs(sim: Sim, p: number, f: number): number {
  const c = sim.cnt[p]!;
  if (c[JOKER]! > 0) return 99;
  const suit = (f / 13) | 0;
  const r0 = f % 13;
  const base = suit * 13;
  WANT.length = 0;
  let sameRank = false;
  for (let s = 0; s < 4; s++) if (s !== suit && c[s * 13 + r0]! > 0) sameRank = true;
  if (sameRank) for (let s = 0; s < 4; s++) if (s !== suit && c[s * 13 + r0]! === 0) want(s * 13 + r0);
  for (let k = 0; k < (r0 === 0 ? 2 : 1); k++) {
    const r = r0 === 0 ? (k === 0 ? 1 : 14) : r0 + 1;
    // a pair r, r±1 wants r∓1 or r±2; a pair r, r±2 wants the card between
    if (own(c, base, r + 1, f)) (wantAt(base, r - 1), wantAt(base, r + 2));
    if (own(c, base, r - 1, f)) (wantAt(base, r + 1), wantAt(base, r - 2));
    if (own(c, base, r + 2, f)) wantAt(base, r + 1);
    if (own(c, base, r - 2, f)) wantAt(base, r - 1);
  }
  let n = 0;
  for (const g of WANT) n += Math.max(0, 2 - c[g]! - sim.pub[g]!);
  return n;
}

/** The beginner's least useful card (rankDiscards): in no meld, fewest outs, highest points (low ones for the expert before its first meld). */
function chooseDiscard(sim: Sim, p: number, keepHigh: boolean): number {
  const c = sim.cnt[p]!;
  const used = usedOf(solve(sim, p));
  const table = !sim.melded[p];
  let pick = -1;
  let best = Infinity;
  for (let f = 0; f < 52; f++) {
    if (!c[f]) continue;
    let sc = outs(sim, p, f) * 10 + (keepHigh ? PEN[f]! / 2 : -PEN[f]!);
    if (used[f]! >= c[f]!) sc += 1000;
    if (table && target(sim, f) !== null) sc += 30;
    if (sc < best) [pick, best] = [f, sc];
  }
  return pick < 0 ? JOKER : pick;
}

function discard(sim: Sim, p: number, f: number, trace?: (m: PlayoutMove) => void): void {
  const i = cardOf(sim, p, f);
  trace?.({ type: 'discard', card: CODE[i]! });
  const known = sim.found[p];
  drop(sim, p, i);
  // a card outside the best melds leaves them the best
  if (known && f !== JOKER && usedOf(known)[f]! <= sim.cnt[p]![f]!) sim.found[p] = known;
  sim.discard.push(i);
  if (f !== JOKER) sim.pub[f]!++;
  if (sim.handN[p] === 0) return end(sim, p, 'out');
  // the engine's endTurn
  sim.turn++;
  sim.initialThisTurn = false;
  if (sim.sp >= sim.stock.length) {
    if (!sim.o.stockOutReshuffleDiscards) return end(sim, -1, 'stockOut');
    const top = sim.discard.pop()!;
    const [stock, rng] = shuffle(sim.discard, sim.rng);
    for (const k of sim.discard) {
      const g = faceOfIdx(k);
      if (g >= 0) sim.pub[g]!--;
    }
    sim.stock = stock;
    sim.sp = 0;
    sim.rng = rng;
    sim.discard.length = 0;
    sim.discard.push(top);
  }
  if (sim.turn >= sim.o.turnCap) return end(sim, -1, 'capped');
  sim.current = (p + 1) % sim.n;
  sim.phase = Phase.Draw;
}

function end(sim: Sim, winner: number, how: DealRecord['how']): void {
  sim.winner = winner;
  sim.how = how;
  sim.phase = Phase.Over;
}

/** Is an opponent about to go out in a game of several deals (the expert then lays its melds down)? */
function danger(sim: Sim, p: number): boolean {
  if (sim.o.deals <= 1) return false;
  for (let q = 0; q < sim.n; q++) if (q !== p && sim.handN[q]! <= 2) return true;
  return false;
}

/**
 * The beginner's test, in a form that needs no search: would face f join the
 * hand's melds — lengthen one of its best melds, or make a new one with two
 * cards (or a card and a joker) outside them?
 */
function joins(sim: Sim, p: number, f: number): boolean {
  const found = solve(sim, p);
  const ab = sim.rules.aceBothEnds;
  for (const m of shapesOf(found)) if (fits(m, f, ab)) return true;
  const c = sim.cnt[p]!;
  const used = usedOf(found);
  const free = (g: number) => c[g]! - used[g]! > 0;
  const jokers = sim.rules.maxJokersPerMeld === 0 ? 0 : c[JOKER]! - used[JOKER]!;
  if (jokers >= 2) return true;
  const suit = (f / 13) | 0;
  const r0 = f % 13;
  let set = jokers;
  for (let s = 0; s < 4; s++) if (s !== suit && free(s * 13 + r0)) set++;
  if (set >= 2) return true;
  const base = suit * 13;
  const at = (q: number) => q >= 1 && q <= 14 && free(q === 14 ? base : base + q - 1);
  for (let k = 0; k < (r0 === 0 ? 2 : 1); k++) {
    const q = r0 === 0 ? (k === 0 ? 1 : 14) : r0 + 1;
    if ((at(q - 1) && at(q + 1)) || (at(q + 1) && at(q + 2)) || (at(q - 1) && at(q - 2))) return true;
    // a joker fills one place: any free card within two places makes three
    if (jokers && (at(q - 2) || at(q - 1) || at(q + 1) || at(q + 2))) return true;
  }
  return false;
}

/** Penalty points of the seat's hand. */
function handPoints(sim: Sim, p: number): number {
  const c = sim.cnt[p]!;
  let pen = 0;
  for (let f = 0; f < 53; f++) pen += c[f]! * PEN[f]!;
  return pen;
}

/**
 * "Rommé mit n": the seat calls with its best melds, each other seat in turn
 * lays down its own best melds and is done, and the deal ends with the call.
 */
function call(sim: Sim, p: number, found: Found, trace?: (m: PlayoutMove) => void): void {
  meld(sim, p, found, trace, 'call');
  for (let q = (p + 1) % sim.n; q !== p; q = (q + 1) % sim.n) {
    const best = solve(sim, q);
    if (best.ends.length) meld(sim, q, best, trace);
    trace?.({ type: 'done' });
  }
  end(sim, p, 'call');
}

function drawStep(sim: Sim, p: number, trace?: (m: PlayoutMove) => void): void {
  const c = sim.cnt[p]!;
  if (sim.noLayout) {
    const found = solve(sim, p);
    if (handPoints(sim, p) - found.value <= sim.o.noLayoutLimit) return call(sim, p, found, trace);
  }
  if (sim.o.variant === 'oneSuit' && sim.handN[p] === handSize(sim.o) && c[JOKER] === 0) {
    let suits = 0;
    for (let f = 0; f < 52; f++) if (c[f]) suits |= 1 << ((f / 13) | 0);
    if ((suits & (suits - 1)) === 0) {
      trace?.({ type: 'oneSuit' });
      return end(sim, p, 'oneSuit');
    }
  }
  const top = sim.discard.length ? sim.discard[sim.discard.length - 1]! : -1;
  const mayTake = top >= 0 && !(sim.o.takeDiscardBeforeFirstMeld === 'meldAtOnce' && !sim.melded[p]);
  let takeIt = sim.sp >= sim.stock.length;
  if (!takeIt && mayTake) {
    if (top >= 104) takeIt = true;
    else if (couldJoin(c, top % 52)) takeIt = joins(sim, p, top % 52);
  }
  if (takeIt) {
    trace?.({ type: 'take', count: 1 });
    sim.discard.pop();
    const f = faceOfIdx(top);
    if (f >= 0) sim.pub[f]!--;
    take(sim, p, top);
  } else {
    trace?.({ type: 'draw' });
    take(sim, p, sim.stock[sim.sp++]!);
  }
  sim.phase = Phase.Play;
}

function playStep(sim: Sim, p: number, me: number, trace?: (m: PlayoutMove) => void): void {
  const expert = p === me;
  const c = sim.cnt[p]!;
  // melds (none during play in "Rommé mit n")
  const found = solve(sim, p);
  if (!sim.noLayout && found.ends.length && (sim.melded[p] || found.value >= sim.min)) {
    const hold = expert && !danger(sim, p) && !canGoOut(sim, p, found);
    if (!hold) {
      let size = 0;
      for (const e of found.ends) size = e;
      // the cards left: none (out), or not one that would be stranded
      const left = sim.handN[p]! - size;
      let ok = true;
      if (left === 1 && !sim.o.goOutWithDiscard) {
        const used = usedOf(found);
        const wasMelded = sim.melded[p]!;
        const initial = sim.initialThisTurn;
        // would the last card fit the table once these melds are down? (checked on the shapes)
        let f = -1;
        for (let g = 0; g < 53; g++) if (c[g]! - used[g]! > 0) f = g;
        if (f === JOKER || (!wasMelded && !sim.o.layOffSameTurnAsInitial) || (initial && !sim.o.layOffSameTurnAsInitial)) ok = false;
        else {
          const ab = sim.rules.aceBothEnds;
          ok = target(sim, f) !== null || shapesOf(found).some((m) => fits(m, f, ab));
        }
      }
      if (ok) {
        meld(sim, p, found, trace);
        if (sim.handN[p] === 0) return end(sim, p, 'out');
      }
    }
  }
  // lay-offs, natural cards, one at a time, until none fits (a card laid off may open a place for a lower one)
  for (let again = layOffNow(sim, p); again; ) {
    again = false;
    for (let f = 0; f < 52; f++) {
      while (c[f]! > 0) {
        const t = target(sim, f);
        if (!t) break;
        const before = sim.melds[t.seat]![t.meld]!;
        const after = { ...before };
        layOn(after, f);
        const i = cardOf(sim, p, f);
        drop(sim, p, i);
        sim.melds[t.seat]![t.meld] = after;
        if (strands(sim, p)) {
          // the last card could not follow: keep this one
          sim.melds[t.seat]![t.meld] = before;
          take(sim, p, i);
          break;
        }
        trace?.({ type: 'layoff', seat: t.seat, meld: t.meld, cards: [CODE[i]!] });
        sim.pub[f]!++;
        again = true;
        if (sim.handN[p] === 0) return end(sim, p, 'out');
      }
    }
  }
  // the discard (never the last card without going out by discarding: the rules above keep two or more, or one that went out)
  discard(sim, p, chooseDiscard(sim, p, expert && !sim.melded[p] && !sim.noLayout), trace);
}

/** The shapes of found melds (to test a lay-off onto melds not yet down). */
function shapesOf(found: Found): TMeld[] {
  const out: TMeld[] = [];
  let from = 0;
  for (const end of found.ends) {
    out.push(shapeOf(found.entries.slice(from, end).map((e) => e & 63)));
    from = end;
  }
  return out;
}

export interface PlayoutEnd {
  readonly winner: number | null;
  readonly how: DealRecord['how'];
  readonly penalties: readonly number[];
}

/**
 * Play the sampled state to the end of the deal with the policy above (the
 * seat `me` deciding) and return how it ended, or null where it does not
 * start: in the final round after a call, or a card taken under "meld it at
 * once" that the forced first meld cannot place. Deterministic: the sampled
 * deal (and its RNG for a reshuffled stock) is the only chance. `trace`
 * hears every move.
 */
export function fastPlayout(state: RommeState, me: number, trace?: (m: PlayoutMove) => void, maxTurns = 400): PlayoutEnd | null {
  let s = state;
  if (s.phase === 'dealOver' || s.phase === 'over') {
    const rec = s.history[s.history.length - 1]!;
    return { winner: rec.winner, how: rec.how, penalties: rec.penalties };
  }
  // a card taken under "meld it at once": the engine's forced first meld, then on
  if (s.phase === 'play' && s.taken.length) {
    const melds = forcedFirstMeld(s);
    const r = melds ? apply(s, { type: 'meld', melds }) : null;
    if (!r || !r.ok) return null;
    trace?.({ type: 'meld', melds: melds! });
    s = r.state;
    if (s.phase !== 'play') return fastPlayout(s, me, trace, maxTurns);
  }
  if (s.phase !== 'draw' && s.phase !== 'play') return null;
  const sim = fromState(s);
  for (let t = 0; t < maxTurns * 2 && sim.phase !== Phase.Over; t++) {
    const p = sim.current;
    work += STEP_WORK;
    if (sim.phase === Phase.Draw) drawStep(sim, p, trace);
    else playStep(sim, p, me, trace);
  }
  if (sim.phase !== Phase.Over) return { winner: null, how: 'capped', penalties: sim.handN.map(() => 0) };
  const how = sim.how!;
  const penalties = sim.cnt.map((_, q) => {
    if (how === 'capped' || how === 'stockOut') return 0;
    if (q === sim.winner) return how === 'call' && sim.o.noLayoutCallerPenalty ? handPoints(sim, q) : 0;
    return handPoints(sim, q);
  });
  return { winner: sim.winner < 0 ? null : sim.winner, how, penalties };
}
