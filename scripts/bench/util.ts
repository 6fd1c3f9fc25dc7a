// Shared helpers for the engine benchmarks (scripts/bench/<game>.ts).
import { performance } from 'node:perf_hooks';

export function stats(samples: number[]) {
  const s = samples.slice().sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)]!, p99: s[Math.floor(s.length * 0.99)]!, worst: s[s.length - 1]! };
}

/** Run `body` repeatedly for about `ms` milliseconds; returns iterations per second. */
export function throughput(ms: number, body: (i: number) => void): { perSecond: number; count: number } {
  const t0 = performance.now();
  let n = 0;
  while (performance.now() - t0 < ms) body(n++);
  const secs = (performance.now() - t0) / 1000;
  return { perSecond: n / secs, count: n };
}

/** Microseconds taken by each call of `body(item)`, over `rounds` passes of the items. */
export function timeEach<T>(items: readonly T[], body: (item: T) => unknown, rounds = 5): number[] {
  for (let i = 0; i < Math.min(200, items.length); i++) body(items[i]!); // warm up
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const it of items) {
      const t = performance.now();
      body(it);
      times.push((performance.now() - t) * 1000);
    }
  }
  return times;
}

export const fmt = (n: number) => Math.round(n).toLocaleString('en');
