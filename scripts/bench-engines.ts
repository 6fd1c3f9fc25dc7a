// Engine figures for `npm run bench`. Machines here are shared and noisy: these
// are measurements to compare, not pass/fail tests.
import { performance } from 'node:perf_hooks';
import { Rng, shuffleWithSeed } from '../src/engine/core/rng';
import { conquianPack } from '../src/engine/cards/french';
import * as conquian from '../src/engine/conquian';

function stats(samples: number[]) {
  const s = samples.slice().sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)]!, p99: s[Math.floor(s.length * 0.99)]!, worst: s[s.length - 1]! };
}

// Shuffle throughput.
{
  const t0 = performance.now();
  let n = 0;
  while (performance.now() - t0 < 300) {
    shuffleWithSeed(conquianPack(), n++);
  }
  console.log(`shuffle: ${Math.round((n / (performance.now() - t0)) * 1000).toLocaleString('en')} 40-card shuffles/s`);
}

// Conquian: the rearrangement check on 11 cards, and random games.
{
  const rng = Rng.from('bench');
  const pack = conquianPack();
  const hands: string[][] = [];
  for (let i = 0; i < 2000; i++) hands.push(rng.shuffleInPlace(pack.slice()).slice(0, 11));
  // Also the hard, valid case: real 11-card winning shapes.
  hands.push(['Ac', '2c', '3c', '4c', '5c', '6c', '7c', 'Jc', 'Qh', 'Qs', 'Qd']);
  hands.push(['3c', '3s', '3h', '4c', '4s', '4h', '4d', '5c', '5s', '5h', '5d']);
  for (let i = 0; i < 200; i++) conquian.canPartition(hands[i % hands.length]!); // warm up
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const h of hands) {
      const t = performance.now();
      conquian.canPartition(h);
      times.push((performance.now() - t) * 1000);
    }
  }
  const st = stats(times);
  console.log(`conquian rearrangement check (11 cards): median ${st.median.toFixed(2)} µs, p99 ${st.p99.toFixed(2)} µs, worst ${st.worst.toFixed(2)} µs (target: median ≤ 50 µs)`);

  const t0 = performance.now();
  let games = 0;
  let moves = 0;
  while (performance.now() - t0 < 2000) {
    let state = conquian.setup({}, games);
    const r = Rng.from(games);
    for (let step = 0; step < 2000 && state.phase !== 'over'; step++) {
      const legal = conquian.legalMoves(state);
      const res = conquian.apply(state, legal[r.int(legal.length)]!);
      if (!res.ok) throw new Error(`bench: a legal move was refused: ${res.violation.code}`);
      state = res.state;
      moves++;
    }
    games++;
  }
  const secs = (performance.now() - t0) / 1000;
  console.log(`conquian random games: ${(games / secs).toFixed(0)} games/s (${(moves / secs).toFixed(0)} moves/s)`);
}
