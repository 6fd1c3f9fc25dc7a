/**
 * Combination checks for Conquian. Cards are mapped to indices suit*10+rank
 * (rank order A 2 3 4 5 6 7 J Q K, index 0..9). Partitioning is an exact
 * backtracking search: the lowest remaining card must start a run (nothing
 * below it in its suit remains) or belong to a set of its rank.
 */
import type { FrenchCard } from '../cards/french';

export const CONQUIAN_RANKS = ['A', '2', '3', '4', '5', '6', '7', 'J', 'Q', 'K'] as const;
export const CONQUIAN_SUITS = ['c', 's', 'h', 'd'] as const;

const INDEX = new Map<string, number>();
const CODES: string[] = [];
CONQUIAN_SUITS.forEach((s, si) =>
  CONQUIAN_RANKS.forEach((r, ri) => {
    INDEX.set(r + s, si * 10 + ri);
    CODES[si * 10 + ri] = r + s;
  }),
);

export function cardIndex(card: FrenchCard): number {
  return INDEX.get(card) ?? -1;
}
export function cardCode(index: number): FrenchCard {
  return CODES[index]!;
}
export function isConquianCard(card: unknown): card is FrenchCard {
  return typeof card === 'string' && INDEX.has(card);
}

export const COMBO_PROBLEMS = ['too-few', 'too-many', 'not-a-card', 'duplicate', 'mixed', 'order'] as const;
export type ComboProblem = null | (typeof COMBO_PROBLEMS)[number];

/** Why a group of cards is not a valid set or run (null when it is valid). */
export function comboProblem(cards: readonly FrenchCard[]): ComboProblem {
  const idx = cards.map(cardIndex);
  if (idx.some((i) => i < 0)) return 'not-a-card';
  if (new Set(idx).size !== idx.length) return 'duplicate';
  if (idx.length < 3) return 'too-few';
  const ranks = idx.map((i) => i % 10);
  const suits = idx.map((i) => (i / 10) | 0);
  if (ranks.every((r) => r === ranks[0])) return idx.length <= 4 ? null : 'too-many';
  if (suits.every((s) => s === suits[0])) {
    if (idx.length > 8) return 'too-many';
    const sorted = ranks.slice().sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++) if (sorted[i] !== sorted[i - 1]! + 1) return 'order';
    return null;
  }
  return 'mixed';
}

export function isValidCombination(cards: readonly FrenchCard[]): boolean {
  return comboProblem(cards) === null;
}

function solve(present: Uint8Array, remaining: number, out: number[][] | null): boolean {
  if (remaining === 0) return true;
  let low = 0;
  while (!present[low]) low++;
  const suit = (low / 10) | 0;
  const rank = low % 10;
  // runs starting at `low`
  let len = 1;
  while (rank + len < 10 && present[low + len]) len++;
  for (let l = 3; l <= Math.min(len, 8); l++) {
    for (let k = 0; k < l; k++) present[low + k] = 0;
    if (solve(present, remaining - l, out)) {
      if (out) out.push(Array.from({ length: l }, (_, k) => low + k));
      for (let k = 0; k < l; k++) present[low + k] = 1;
      return true;
    }
    for (let k = 0; k < l; k++) present[low + k] = 1;
  }
  // sets containing `low` (other members have higher suits since low is lowest)
  const others: number[] = [];
  for (let s = suit + 1; s < 4; s++) if (present[s * 10 + rank]) others.push(s * 10 + rank);
  const n = others.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    let bits = 0;
    for (let b = 0; b < n; b++) if (mask & (1 << b)) bits++;
    if (bits < 2) continue;
    const group = [low, ...others.filter((_, b) => mask & (1 << b))];
    for (const g of group) present[g] = 0;
    const okay = solve(present, remaining - group.length, out);
    for (const g of group) present[g] = 1;
    if (okay) {
      if (out) out.push(group);
      return true;
    }
  }
  return false;
}

/** One arrangement of the cards into valid combinations, or null if none exists. */
export function partition(cards: readonly FrenchCard[]): FrenchCard[][] | null {
  const present = new Uint8Array(41);
  for (const c of cards) {
    const i = cardIndex(c);
    if (i < 0 || present[i]) return null;
    present[i] = 1;
  }
  const out: number[][] = [];
  if (!solve(present, cards.length, out)) return null;
  return out.reverse().map((g) => g.map(cardCode));
}

/** Exact: can this multiset of cards be split into valid sets and runs? */
export function canPartition(cards: readonly FrenchCard[]): boolean {
  const present = new Uint8Array(41);
  for (const c of cards) {
    const i = cardIndex(c);
    if (i < 0 || present[i]) return false;
    present[i] = 1;
  }
  return solve(present, cards.length, null);
}

/**
 * canPartition on a presence array (index → 1 when the card is there) holding
 * `count` cards, for hot loops that keep their cards as indices. The array is
 * left as it was.
 */
export function canPartitionPresent(present: Uint8Array, count: number): boolean {
  return solve(present, count, null);
}

/** Could this card be part of some valid combination drawn from `pool` (which contains it)? */
export function couldCombine(card: FrenchCard, pool: ReadonlySet<number>): boolean {
  const i = cardIndex(card);
  const rank = i % 10;
  const suit = (i / 10) | 0;
  let same = 0;
  for (let s = 0; s < 4; s++) if (pool.has(s * 10 + rank)) same++;
  if (same >= 3) return true;
  const has = (r: number) => r >= 0 && r < 10 && pool.has(suit * 10 + r);
  return (has(rank - 2) && has(rank - 1)) || (has(rank - 1) && has(rank + 1)) || (has(rank + 1) && has(rank + 2));
}
