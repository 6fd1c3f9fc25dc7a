/**
 * Exact meld search: the best set of disjoint melds that can be laid from a
 * hand (up to 14 cards and both jokers), by branch and bound.
 *
 * Natural cards are visited in face order (suit-major ♣ ♠ ♥ ♦, Ace first).
 * For the lowest undecided card there are three kinds of choice: a set of its
 * rank (other members come from later suits; jokers make up the rest), a run
 * of its suit in which it is the lowest natural card (positions below it can
 * only be jokers, since lower cards are already decided), or no meld at all.
 * The bound adds the most every undecided card and joker could still bring.
 *
 * With no joker limit, a joker never stands where a natural card of that face
 * is still undecided: swapping the two gives an equally good solution (the
 * natural goes into the run, the joker takes the natural's place elsewhere or
 * returns to the hand), so one optimal solution always survives this pruning.
 * With a limit per meld that swap can break the limit, so every choice is tried.
 *
 * Two objectives: 'value' (the meld value that counts for the first meld:
 * Ace 1 low in A-2-3, 11 otherwise; a joker counts as the card it stands for)
 * and 'cover' (the penalty value of the cards melded, Joker 20 and Ace 11,
 * used for "Rommé mit 7": the fewest penalty points left in hand).
 */
import { isJoker, type FrenchCard } from '../cards/french';
import {
  checkMeld, declare, DEFAULT_MELD_RULES, faceAt, faceIndex, positionValue, runFace, setRankValue, SUITS,
  type MeldCard, type MeldRules,
} from './melds';

export type SearchObjective = 'value' | 'cover';

export interface SearchResult {
  /** Total of the objective over the melds found. */
  readonly value: number;
  /** The melds in canonical form, with physical cards from the hand and declared jokers. */
  readonly melds: readonly (readonly MeldCard[])[];
  /** Hand cards not used in any meld. */
  readonly rest: readonly FrenchCard[];
  /** Search nodes visited (for the benchmark). */
  readonly nodes: number;
  /** False when no set of melds uses every forced card (value is then 0 and melds empty). */
  readonly feasible: boolean;
}

const MAXVAL = Array.from({ length: 52 }, (_, f) => setRankValue((f % 13) + 1));

/**
 * The best melds from `hand`. Cards in `forced` (a part of the hand) must all
 * be melded: the first meld of a player who took the discard under the modern
 * restriction. With forced cards every joker placement is tried.
 */
export function bestMelds(
  hand: readonly FrenchCard[],
  rules: MeldRules = DEFAULT_MELD_RULES,
  objective: SearchObjective = 'value',
  forced: readonly FrenchCard[] = [],
  /** Only solutions worth at least this much count (prunes early; none found: feasible is false). */
  atLeast = 0,
  /** Stop at the first solution worth at least `atLeast` instead of looking for the best (for very large hands). */
  stopAtFirst = false,
): SearchResult {
  const counts = new Int8Array(53);
  const openForced = new Int8Array(53);
  let forcedJokers = 0;
  for (const c of forced) {
    if (!hand.includes(c)) continue;
    if (isJoker(c)) forcedJokers++;
    else {
      const f = faceIndex(c.endsWith("'") ? c.slice(0, -1) : c);
      if (f >= 0) openForced[f]!++;
    }
  }
  const copies: FrenchCard[][] = Array.from({ length: 52 }, () => []);
  const jokerCards: FrenchCard[] = [];
  for (const c of hand) {
    if (isJoker(c)) {
      jokerCards.push(c);
      continue;
    }
    const f = faceIndex(c.endsWith("'") ? c.slice(0, -1) : c);
    if (f < 0) continue;
    counts[f]!++;
    copies[f]!.push(c);
  }
  const found = searchCounts(counts, jokerCards.length, rules, objective, openForced, forcedJokers, atLeast, stopAtFirst);
  const { entries: bestEntries, ends: bestEnds, nodes } = found;
  const best = found.value;

  // Physical cards for the faces found.
  const pool = copies.map((c) => c.slice());
  const jokersLeft = jokerCards.slice();
  const melds: MeldCard[][] = [];
  let from = 0;
  for (const end of bestEnds) {
    const cards: MeldCard[] = [];
    for (let k = from; k < end; k++) {
      const e = bestEntries[k]!;
      cards.push(e >= 64 ? declare(jokersLeft.shift()!, faceAt(e & 63)) : pool[e]!.shift()!);
    }
    from = end;
    const checked = checkMeld(cards, rules);
    melds.push(checked.ok ? [...checked.meld.cards] : cards);
  }
  const rest: FrenchCard[] = [...pool.flat(), ...jokersLeft];
  const order = new Map(hand.map((c, i) => [c, i]));
  rest.sort((a, b) => order.get(a)! - order.get(b)!);
  const feasible = best >= atLeast;
  return feasible ? { value: Math.max(best, 0), melds, rest, nodes, feasible } : { value: 0, melds: [], rest: [...hand], nodes, feasible };
}

/** The raw answer of searchCounts: the melds as face indices (| 64 for a joker), flat, with where each meld ends. */
export interface CountSearch {
  /** Best total found (atLeast - 1 when none reaches atLeast). */
  readonly value: number;
  readonly entries: readonly number[];
  readonly ends: readonly number[];
  readonly nodes: number;
}

const NO_FORCED = new Int8Array(53);

/**
 * The search itself, on counts of each face (0–51; changed during the search
 * and restored before it returns) and a number of jokers: what bestMelds and
 * the fast play-outs (playout.ts) share. `openForced` (copies of each face
 * that must be melded) is changed and restored the same way.
 */
export function searchCounts(
  counts: Int8Array,
  jokers: number,
  rules: MeldRules = DEFAULT_MELD_RULES,
  objective: SearchObjective = 'value',
  openForced: Int8Array = NO_FORCED,
  forcedJokers = 0,
  atLeast = 0,
  stopAtFirst = false,
): CountSearch {
  kCounts = counts;
  // the shared empty array stays empty (a search puts back what it takes), but never trust it with another search's marks
  if (openForced === NO_FORCED) NO_FORCED.fill(0);
  kOpenForced = openForced;
  kJokers = jokers;
  kForcedJokers = forcedJokers;
  kCover = objective === 'cover';
  kJokerMax = kCover ? 20 : 11;
  kMaxJ = rules.maxJokersPerMeld === null ? 99 : rules.maxJokersPerMeld;
  kExhaustive = rules.maxJokersPerMeld !== null || forcedJokers > 0;
  kAceBothEnds = rules.aceBothEnds;
  kAtLeast = atLeast;
  kStopAtFirst = stopAtFirst;
  kStop = false;
  kNodes = 0;
  kBest = atLeast - 1;
  kBestEntries = [];
  kBestEnds = [];
  kNEntries = 0;
  kNMelds = 0;
  let rem = 0;
  for (let f = 0; f < 52; f++) rem += counts[f]! * MAXVAL[f]!;
  rec(0, jokers, 0, rem);
  return { value: kBest, entries: kBestEntries, ends: kBestEnds, nodes: kNodes };
}

// The search's state while it runs (module-wide, so the recursion needs no closure: searchCounts is not reentrant).
let kCounts: Int8Array = new Int8Array(53);
let kOpenForced: Int8Array = new Int8Array(53);
let kJokers = 0;
let kForcedJokers = 0;
let kCover = false;
let kJokerMax = 11;
let kMaxJ = 99;
let kExhaustive = false;
let kAceBothEnds = true;
let kAtLeast = 0;
let kStopAtFirst = false;
let kStop = false;
let kNodes = 0;
let kBest = -1;
let kBestEntries: number[] = [];
let kBestEnds: number[] = [];
// The melds under construction, flat: entry = face | 64 for a joker; ends[] marks where each meld stops.
const kEntries = new Int32Array(128);
const kCoveredAt = new Int8Array(128); // 1: this natural covered a forced copy of its face
const kEnds = new Int32Array(128);
let kNEntries = 0;
let kNMelds = 0;

function rec(start: number, j: number, val: number, remaining: number): void {
  if (kStop) return;
  kNodes++;
  let f = start;
  while (f < 52 && kCounts[f] === 0) f++;
  if (val + remaining + j * kJokerMax <= kBest) return;
  if (f === 52) {
    if (kJokers - j < kForcedJokers) return;
    if (val > kBest) {
      kBest = val;
      kBestEntries = Array.from(kEntries.subarray(0, kNEntries));
      kBestEnds = Array.from(kEnds.subarray(0, kNMelds));
      if (kStopAtFirst && kBest >= kAtLeast) kStop = true;
    }
    return;
  }
  const suit = (f / 13) | 0;
  const r = f % 13; // 0 = Ace
  kCounts[f]!--;
  const rem1 = remaining - MAXVAL[f]!;
  const jl = j < kMaxJ ? j : kMaxJ;
  // the copy at f goes into a meld: it covers a forced copy of its face, if one is still open
  const coverF = kOpenForced[f]! > 0 ? 1 : 0;
  kOpenForced[f]! -= coverF;

  // Runs of this suit in which this card is the lowest natural card.
  for (let pi = 0; pi < (r === 0 ? 2 : 1); pi++) {
    const p = r === 0 ? (pi === 0 ? 1 : 14) : r + 1;
    // position q holds face suit*13 + (q-1), Aces at 1 and 14
    for (let lo = p; lo >= 1; lo--) {
      let needLo = 0;
      for (let q = lo; q < p; q++) {
        const fq = suit * 13 + (q === 1 || q === 14 ? 0 : q - 1);
        if (!(fq >= f && kCounts[fq]! > 0)) needLo++;
      }
      if (needLo > jl) break;
      for (let hi = p > lo + 2 ? p : lo + 2; hi <= 14; hi++) {
        if (lo === 1 && hi === 14 && !kAceBothEnds) break;
        let need = needLo;
        let natPos = 0; // bit q: position q can take a natural card (q != p)
        let nNat = 0;
        for (let q = lo; q <= hi; q++) {
          if (q === p) continue;
          const fq = suit * 13 + (q === 1 || q === 14 ? 0 : q - 1);
          if (fq >= f && kCounts[fq]! > 0) {
            natPos |= 1 << q;
            nNat++;
          } else if (q > p) need++;
        }
        if (need > jl) break;
        const masks = kExhaustive ? 1 << nNat : 1;
        for (let mask = 0; mask < masks; mask++) {
          let used = need;
          for (let b = 0; b < nNat; b++) if (mask & (1 << b)) used++;
          if (used > jl) continue;
          let gain = 0;
          let remGain = 0;
          const e0 = kNEntries;
          let b = 0;
          for (let q = lo; q <= hi; q++) {
            const fq = suit * 13 + (q === 1 || q === 14 ? 0 : q - 1);
            let natural = q === p;
            if (natPos & (1 << q)) {
              natural = !(mask & (1 << b));
              b++;
              if (natural) {
                kCounts[fq]!--;
                remGain += MAXVAL[fq]!;
              }
            }
            const covers = natural && q !== p && kOpenForced[fq]! > 0 ? 1 : 0;
            kOpenForced[fq]! -= covers;
            kCoveredAt[kNEntries] = covers;
            gain += kCover ? (natural ? MAXVAL[fq]! : 20) : positionValue(q);
            kEntries[kNEntries++] = natural ? fq : fq | 64;
          }
          kEnds[kNMelds++] = kNEntries;
          rec(f, j - used, val + gain, rem1 - remGain);
          kNMelds--;
          for (let k = e0; k < kNEntries; k++) {
            const e = kEntries[k]!;
            if (e < 64 && k - e0 !== p - lo) kCounts[e]!++;
            kOpenForced[e & 63]! += kCoveredAt[k]!;
          }
          kNEntries = e0;
        }
      }
    }
  }

  // Sets of this rank: other natural suits come after this one.
  let others = 0; // bit s set when a natural of suit s (> suit) is available
  for (let s = suit + 1; s < 4; s++) if (kCounts[s * 13 + r]! > 0) others |= 1 << s;
  const sv = setRankValue(r + 1);
  for (let mask = others; ; mask = (mask - 1) & others) {
    let n = 1;
    for (let s = 0; s < 4; s++) if (mask & (1 << s)) n++;
    for (let k = Math.min(jl, 4 - n); k >= 0; k--) {
      const size = n + k;
      if (size >= 3) {
        let remGain = 0;
        const e0 = kNEntries;
        kCoveredAt[kNEntries] = 0;
        kEntries[kNEntries++] = f;
        for (let s = 0; s < 4; s++)
          if (mask & (1 << s)) {
            const fs = s * 13 + r;
            kCounts[fs]!--;
            remGain += sv;
            const covers = kOpenForced[fs]! > 0 ? 1 : 0;
            kOpenForced[fs]! -= covers;
            kCoveredAt[kNEntries] = covers;
            kEntries[kNEntries++] = fs;
          }
        // kJokers take the missing suits (which suit does not change the value)
        let placed = 0;
        for (let s = 0; s < 4 && placed < k; s++)
          if (s !== suit && !(mask & (1 << s))) {
            // a joker covers no forced card (the slot may hold a mark from an earlier meld)
            kCoveredAt[kNEntries] = 0;
            kEntries[kNEntries++] = (s * 13 + r) | 64;
            placed++;
          }
        kEnds[kNMelds++] = kNEntries;
        rec(f, j - k, val + (kCover ? sv * n + 20 * k : sv * size), rem1 - remGain);
        kNMelds--;
        for (let k2 = e0; k2 < kNEntries; k2++) kOpenForced[kEntries[k2]! & 63]! += kCoveredAt[k2]!;
        kNEntries = e0;
        for (let s = 0; s < 4; s++) if (mask & (1 << s)) kCounts[s * 13 + r]!++;
      }
    }
    if (mask === 0) break;
  }

  kOpenForced[f]! += coverF;
  // This copy stays in hand (unless the copies left could no longer kCover the forced ones).
  if (kCounts[f]! >= kOpenForced[f]!) rec(f, j, val, rem1);
  kCounts[f]!++;
}

/** Does the hand hold melds worth at least `minimum` (the first meld)? */
export function canMakeFirstMeld(hand: readonly FrenchCard[], minimum = 40, rules: MeldRules = DEFAULT_MELD_RULES): boolean {
  return bestMelds(hand, rules).value >= minimum;
}

/** Faces that, drawn as one more card, would raise the hand's best meld value; `live` limits them to cards still unseen. */
export function helpfulFaces(hand: readonly FrenchCard[], live: (face: string) => boolean = () => true, rules: MeldRules = DEFAULT_MELD_RULES): string[] {
  const base = bestMelds(hand, rules).value;
  const out: string[] = [];
  for (let f = 0; f < 52; f++) {
    const face = faceAt(f);
    if (!live(face)) continue;
    // a second copy, so the hand's own cards are never duplicated as codes
    const extra = hand.includes(face) ? (hand.includes(`${face}'`) ? null : `${face}'`) : face;
    if (!extra) continue;
    if (bestMelds([...hand, extra], rules).value > base) out.push(face);
  }
  return out;
}

/** Would a joker drawn now raise the best meld value? */
export function jokerHelps(hand: readonly FrenchCard[], rules: MeldRules = DEFAULT_MELD_RULES): boolean {
  const j = hand.includes('Jk') ? (hand.includes("Jk'") ? null : "Jk'") : 'Jk';
  if (!j) return false;
  return bestMelds([...hand, j], rules).value > bestMelds(hand, rules).value;
}

export { SUITS, runFace };
