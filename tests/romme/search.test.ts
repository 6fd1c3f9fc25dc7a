import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bestMelds, canMakeFirstMeld, checkMeld, faceIndex, handPenalty, jokerDeclarations, physical, searchCounts, type MeldRules, type SearchObjective } from '../../src/engine/romme';
import { rommePack } from '../../src/engine/cards/french';

/**
 * Reference: every subset of three or more cards that can be a meld (with the
 * best joker declaration found by trying every face), then the best packing of
 * disjoint subsets by plain recursion. Shares nothing with the search but the
 * validity check of one meld (checkMeld, unit-tested on its own).
 */
function brute(hand: readonly string[], rules: MeldRules, objective: SearchObjective, forced: readonly string[] = []): number {
  const n = hand.length;
  const val = new Map<number, number>();
  for (let m = 1; m < 1 << n; m++) {
    const g = hand.filter((_, i) => m & (1 << i));
    if (g.length < 3) continue;
    const d = jokerDeclarations(g, rules);
    if (!d.length) continue;
    if (objective === 'cover') val.set(m, handPenalty(g));
    else {
      const r = checkMeld(d[0]!, rules);
      if (r.ok) val.set(m, r.meld.value);
    }
  }
  const mustBit = hand.reduce((m, c, i) => (forced.includes(c) ? m | (1 << i) : m), 0);
  const memo = new Map<number, number>();
  const rec = (mask: number): number => {
    if (mask === 0) return 0;
    const hit = memo.get(mask);
    if (hit !== undefined) return hit;
    const low = mask & -mask;
    // a forced card may not stay in hand (-Infinity: no packing)
    let best = low & mustBit ? -Infinity : rec(mask & ~low);
    for (let sub = mask; sub; sub = (sub - 1) & mask) {
      if (!(sub & low)) continue;
      const v = val.get(sub);
      if (v !== undefined) best = Math.max(best, v + rec(mask & ~sub));
    }
    memo.set(mask, best);
    return best;
  };
  return rec((1 << n) - 1);
}

const PACK = rommePack();
// Small hands drawn from a narrow pool, so that melds, duplicates (second pack) and jokers meet often.
const narrowPool = fc.constantFrom(
  PACK.filter((x) => /^(A|2|3|4|Q|K)[ch]/.test(x) || x.startsWith('Jk')),
  PACK.filter((x) => /^(5|6|7|8)[cshd]/.test(x) || x.startsWith('Jk')),
  PACK.filter((x) => /^(9|10|J|Q|K|A)[sd]/.test(x) || /^(J|Q)[ch]/.test(x) || x.startsWith('Jk')),
);
const smallHand = narrowPool.chain((pool) => fc.shuffledSubarray(pool, { minLength: 3, maxLength: 8 }));
const RULES: MeldRules[] = [
  { maxJokersPerMeld: null, aceBothEnds: true },
  { maxJokersPerMeld: 1, aceBothEnds: true },
];

function consistent(hand: readonly string[], rules: MeldRules, objective: SearchObjective) {
  const r = bestMelds(hand, rules, objective);
  const used = r.melds.flat().map(physical);
  expect(new Set(used).size).toBe(used.length);
  for (const u of used) expect(hand).toContain(u);
  expect([...used, ...r.rest].sort()).toEqual([...hand].sort());
  let total = 0;
  for (const m of r.melds) {
    const chk = checkMeld(m, rules);
    expect(chk.ok, m.join(' ')).toBe(true);
    if (chk.ok) total += objective === 'value' ? chk.meld.value : handPenalty(m.map(physical));
  }
  expect(total).toBe(r.value);
  return r;
}

describe('meld search is exact', () => {
  it('equals the brute-force reference on random small hands (value, both joker rules)', () => {
    fc.assert(
      fc.property(smallHand, fc.constantFrom(0, 1), (hand, ri) => {
        const rules = RULES[ri]!;
        const r = consistent(hand, rules, 'value');
        expect(r.value).toBe(brute(hand, rules, 'value'));
        expect(canMakeFirstMeld(hand, 40, rules)).toBe(brute(hand, rules, 'value') >= 40);
      }),
      { numRuns: 400, seed: 66 },
    );
  }, 30_000);

  it('equals the brute-force reference for the fewest points left in hand ("Rommé mit 7")', () => {
    fc.assert(
      fc.property(smallHand, fc.constantFrom(0, 1), (hand, ri) => {
        const rules = RULES[ri]!;
        const r = consistent(hand, rules, 'cover');
        expect(r.value).toBe(brute(hand, rules, 'cover'));
      }),
      { numRuns: 200, seed: 67 },
    );
  }, 30_000);

  it('with forced cards (the modern restriction on taking the discard): equals the reference, and every forced card is melded', () => {
    fc.assert(
      fc.property(smallHand, fc.constantFrom(0, 1), fc.integer({ min: 0, max: 2 ** 16 }), (hand, ri, pick) => {
        const rules = RULES[ri]!;
        const forced = hand.filter((_, i) => i < 2 && pick & (1 << i));
        const r = bestMelds(hand, rules, 'value', forced);
        const ref = brute(hand, rules, 'value', forced);
        expect(r.feasible).toBe(ref !== -Infinity);
        if (r.feasible) {
          expect(r.value).toBe(ref);
          const used = r.melds.flat().map(physical);
          for (const f of forced) expect(used).toContain(f);
        }
      }),
      { numRuns: 300, seed: 69 },
    );
  }, 30_000);

  it('gives the same answer whatever was searched before (the search on counts, as the play-outs call it)', () => {
    const counts = (cards: readonly string[]) => {
      const c = new Int8Array(53);
      for (const x of cards) c[faceIndex(x)]!++;
      return c;
    };
    const lone = counts(['7h', '2c', '9d', 'Kd']);
    const fresh = searchCounts(lone, 0);
    expect(fresh.value).toBe(0);
    // a forced 7h in the middle of a run, then a set whose joker stands for the 7h: no search may take an earlier one's marks for its own
    expect(bestMelds(['5h', '6h', '7h', 'Kc'], RULES[0]!, 'value', ['7h']).value).toBe(18);
    expect(searchCounts(counts(['7c', '7s']), 1).value).toBe(21);
    expect(searchCounts(lone, 0)).toEqual(fresh);
  });

  it('returns valid, disjoint melds from the hand on full 14-card hands with both jokers', () => {
    const naturals = PACK.filter((x) => !x.startsWith('Jk'));
    fc.assert(
      fc.property(fc.shuffledSubarray(naturals, { minLength: 12, maxLength: 12 }), fc.constantFrom(0, 1), (twelve, ri) => {
        const hand = [...twelve, 'Jk', "Jk'"];
        const r = consistent(hand, RULES[ri]!, 'value');
        // two jokers always make at least one meld
        expect(r.value).toBeGreaterThan(0);
        // dropping a card never raises the best value
        expect(bestMelds(hand.slice(1), RULES[ri]!).value).toBeLessThanOrEqual(r.value);
      }),
      { numRuns: 150, seed: 68 },
    );
  });

  it('finds the source’s hands', () => {
    const c = (s: string) => s.split(' ');
    expect(bestMelds(c('3s 4s 5s Jc Jh Jd 7d 8d 2h Qs')).value).toBe(42);
    expect(bestMelds(c('Ac As 3h 4h 5h 6d 7d 9s Qc 8h Jk')).value).toBe(45);
    expect(bestMelds(c('Kc Ks Kh 9c 9h 7s 7d Jk 2c 4h')).value).toBe(57);
    expect(bestMelds(c('Kc Ks Kh 9c 9h 9d 7s 7d Jk 2c 4h')).value).toBe(78);
    expect(canMakeFirstMeld(c('Ac As 3h 4h 5h 6d 7d 9s Qc 8h'))).toBe(false);
    expect(canMakeFirstMeld(c('Ac As 3h 4h 5h 6d 7d 9s Qc 8h Jk'))).toBe(true);
  });

  it('the whole suit: every card melded, with or without the 14-card run', () => {
    const suit = "Ah 2h 3h 4h 5h 6h 7h 8h 9h 10h Jh Qh Kh Ah'".split(' ');
    const all = consistent(suit, RULES[0]!, 'value');
    expect(all.value).toBe(96);
    expect(all.rest).toEqual([]);
    // without the 14-card run the suit still goes down, split into two runs (A-2-3… and …K-A)
    const noLong: MeldRules = { maxJokersPerMeld: null, aceBothEnds: false };
    const split = consistent(suit, noLong, 'value');
    expect(split.value).toBe(96);
    expect(split.melds.every((m) => m.filter((x) => x.startsWith('A')).length <= 1)).toBe(true);
  });
});
