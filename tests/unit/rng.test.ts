import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng, nextFloat, nextInt, seedToState, shuffle, shuffleWithSeed } from '../../src/engine/core/rng';

function floats(state: number, n: number): number[] {
  const out: number[] = [];
  let s = state;
  for (let i = 0; i < n; i++) {
    let f: number;
    [f, s] = nextFloat(s);
    out.push(f);
  }
  return out;
}

const seedArb = fc.oneof(fc.integer(), fc.string());

describe('seedToState', () => {
  it('maps integers to their unsigned 32-bit value', () => {
    expect(seedToState(1)).toBe(1);
    expect(seedToState(0)).toBe(0);
    expect(seedToState(-1)).toBe(4294967295);
    expect(seedToState(2 ** 32 + 5)).toBe(5);
  });

  it('hashes strings with FNV-1a (pinned values)', () => {
    expect(seedToState('')).toBe(0x811c9dc5);
    expect(seedToState('hello')).toBe(0x4f9f2cab);
    expect(seedToState('1')).toBe(873244444);
    // non-integer numbers are hashed as their text
    expect(seedToState(1.5)).toBe(seedToState('1.5'));
    expect(seedToState(1.5)).toBe(3896645433);
  });

  it('is deterministic and always a 32-bit unsigned integer', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const a = seedToState(seed);
        expect(seedToState(seed)).toBe(a);
        expect(Number.isInteger(a)).toBe(true);
        expect(a).toBeGreaterThanOrEqual(0);
        expect(a).toBeLessThan(2 ** 32);
      }),
    );
  });
});

describe('nextFloat / Rng', () => {
  it('pins the first values for seed 1 (cross-machine determinism)', () => {
    expect(floats(seedToState(1), 3)).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
    const r = Rng.from(1);
    expect([r.int(100), r.int(100), r.int(100), r.int(100)]).toEqual([62, 0, 52, 98]);
    expect(shuffleWithSeed([1, 2, 3, 4, 5, 6, 7, 8], 1)).toEqual([3, 2, 7, 8, 5, 4, 1, 6]);
  });

  it('same seed gives the same sequence', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        expect(floats(seedToState(seed), 20)).toEqual(floats(seedToState(seed), 20));
        const a = Rng.from(seed);
        const b = Rng.from(seed);
        for (let i = 0; i < 20; i++) expect(a.float()).toBe(b.float());
      }),
    );
  });

  it('Rng wrapper matches the pure functions', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const r = Rng.from(seed);
        const pure = floats(seedToState(seed), 10);
        expect(pure.map(() => r.float())).toEqual(pure);
      }),
    );
  });

  it('different seeds usually give different sequences', () => {
    expect(floats(seedToState(1), 5)).not.toEqual(floats(seedToState(2), 5));
    expect(floats(seedToState('a'), 5)).not.toEqual(floats(seedToState('b'), 5));
  });

  it('floats are in [0, 1) and states stay 32-bit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (state) => {
        const [f, s] = nextFloat(state);
        expect(f).toBeGreaterThanOrEqual(0);
        expect(f).toBeLessThan(1);
        expect(Number.isInteger(s)).toBe(true);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThan(2 ** 32);
      }),
    );
  });
});

describe('nextInt', () => {
  it('returns an integer in [0, n)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 1, max: 1_000_000 }), (state, n) => {
        const [k, s] = nextInt(state, n);
        expect(Number.isInteger(k)).toBe(true);
        expect(k).toBeGreaterThanOrEqual(0);
        expect(k).toBeLessThan(n);
        expect(s).toBe(nextFloat(state)[1]);
      }),
    );
  });

  it('Rng.int is in range too', () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 1, max: 100 }), (seed, n) => {
        const r = Rng.from(seed);
        for (let i = 0; i < 20; i++) {
          const k = r.int(n);
          expect(k).toBeGreaterThanOrEqual(0);
          expect(k).toBeLessThan(n);
        }
      }),
    );
  });

  it('covers every value of a small range over many draws', () => {
    const r = Rng.from('coverage');
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) seen.add(r.int(6));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

const sorted = <T>(a: readonly T[]) => [...a].sort((x, y) => (String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0));

describe('shuffle', () => {
  it('is a permutation of its input and does not mutate it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (items, state) => {
        const copy = items.slice();
        const [out, next] = shuffle(items, state);
        expect(items).toEqual(copy);
        expect(out).not.toBe(items);
        expect(out).toHaveLength(items.length);
        expect(sorted(out)).toEqual(sorted(items));
        expect(Number.isInteger(next)).toBe(true);
      }),
    );
  });

  it('keeps distinct elements distinct (permutation of indices)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), seedArb, (n, seed) => {
        const idx = Array.from({ length: n }, (_, i) => i);
        const out = shuffleWithSeed(idx, seed);
        expect(new Set(out).size).toBe(n);
        expect([...out].sort((a, b) => a - b)).toEqual(idx);
      }),
    );
  });

  it('is deterministic for a given state and advances it by n-1 draws', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 30 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (items, state) => {
        const [a, sa] = shuffle(items, state);
        const [b, sb] = shuffle(items, state);
        expect(a).toEqual(b);
        expect(sa).toBe(sb);
        let s = state;
        for (let i = 0; i < Math.max(0, items.length - 1); i++) s = nextFloat(s)[1];
        expect(sa).toBe(s);
      }),
    );
  });

  it('shuffleInPlace agrees with the pure shuffle', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 40 }), seedArb, (items, seed) => {
        const arr = items.slice();
        const r = Rng.from(seed);
        const res = r.shuffleInPlace(arr);
        expect(res).toBe(arr);
        const [pure, s] = shuffle(items, seedToState(seed));
        expect(arr).toEqual(pure);
        expect(r.state).toBe(s);
      }),
    );
  });

  it('handles empty and single-element arrays', () => {
    expect(shuffle([], 7)).toEqual([[], 7]);
    expect(shuffle(['x'], 7)).toEqual([['x'], 7]);
  });

  it('actually reorders a 52-element array for a typical seed', () => {
    const idx = Array.from({ length: 52 }, (_, i) => i);
    expect(shuffleWithSeed(idx, 1)).not.toEqual(idx);
  });
});
