/**
 * Seeded, deterministic random numbers. The generator is mulberry32 over a
 * 32-bit state; seeds may be numbers or strings (hashed with FNV-1a), so the
 * same seed deals the same cards on every machine and JS engine.
 * The state is a plain number so it can live inside a JSON game state.
 */
export type RngState = number;

/** Turn a user-facing seed (number or text) into a 32-bit generator state. */
export function seedToState(seed: number | string): RngState {
  if (typeof seed === 'number' && Number.isInteger(seed)) return seed >>> 0;
  const text = String(seed);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** One step of mulberry32: returns a float in [0, 1) and the next state. */
export function nextFloat(state: RngState): [number, RngState] {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next];
}

/** An integer in [0, n). */
export function nextInt(state: RngState, n: number): [number, RngState] {
  const [f, s] = nextFloat(state);
  return [Math.floor(f * n), s];
}

/** Fisher–Yates shuffle; returns a new array and the next state, never mutates the input. */
export function shuffle<T>(items: readonly T[], state: RngState): [T[], RngState] {
  const out = items.slice();
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    let j: number;
    [j, s] = nextInt(s, i + 1);
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return [out, s];
}

/** Convenience for code that does not need to keep the state: shuffle with a seed. */
export function shuffleWithSeed<T>(items: readonly T[], seed: number | string): T[] {
  return shuffle(items, seedToState(seed))[0];
}

/** A mutable wrapper for hot loops (simulations, benchmarks). Not for game states. */
export class Rng {
  constructor(public state: RngState) {}
  static from(seed: number | string): Rng {
    return new Rng(seedToState(seed));
  }
  float(): number {
    const [f, s] = nextFloat(this.state);
    this.state = s;
    return f;
  }
  int(n: number): number {
    return Math.floor(this.float() * n);
  }
  shuffleInPlace<T>(a: T[]): T[] {
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = a[i]!;
      a[i] = a[j]!;
      a[j] = tmp;
    }
    return a;
  }
}
