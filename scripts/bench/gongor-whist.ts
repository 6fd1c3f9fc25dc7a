// Gongor Whist: tricks resolved, random games, and the bid advisor's simulated hands.
import { Rng } from '../../src/engine/core/rng';
import * as gw from '../../src/engine/gongor-whist';
import * as advisor from '../../src/engine/gongor-whist/advisor';
import { runSliced } from '../../src/islands/gongor-whist/slice';
import { BID_SAMPLES, MAIN_THREAD_SLICE_MS } from '../../src/islands/gongor-whist/advisorClient';
import { fmt, stats, throughput } from './util';

export function run(): void {
  // Tricks: states at the decide phase, each resolved by the engine.
  const decide: gw.GongorWhistState[] = [];
  for (let seed = 0; decide.length < 2000; seed++) {
    let s = gw.setup({ mode: 'points' }, seed);
    const r = Rng.from(seed);
    while (s.phase !== 'over' && decide.length < 2000) {
      if (s.phase === 'decide') decide.push(s);
      const l = gw.legalMoves(s);
      const res = gw.apply(s, l[r.int(l.length)]!);
      if (!res.ok) throw new Error('bench: a legal move was refused');
      s = res.state;
    }
  }
  const tricks = throughput(1500, (i) => {
    const res = gw.apply(decide[i % decide.length]!, { type: 'resolve' });
    if (!res.ok) throw new Error('bench: resolve refused');
  });
  console.log(`gongor-whist tricks resolved (engine apply): ${fmt(tricks.perSecond)} tricks/s`);

  for (const mode of ['standard', 'points'] as const) {
    let moves = 0;
    let hands = 0;
    const games = throughput(1500, (g) => {
      let s = gw.setup({ mode }, g);
      const r = Rng.from(g);
      while (s.phase !== 'over') {
        const l = gw.legalMoves(s);
        const res = gw.apply(s, l[r.int(l.length)]!);
        if (!res.ok) throw new Error('bench: a legal move was refused');
        s = res.state;
        moves++;
      }
      hands += s.history.length;
    });
    console.log(`gongor-whist random games (${mode}): ${fmt(games.perSecond)} games/s, ${(hands / games.count).toFixed(1)} hands/game (${fmt((moves / games.count) * games.perSecond)} moves/s)`);
  }

  // The advisor: simulated hands per second (each bid estimate plays every sample once per bid 0–7).
  const states = Array.from({ length: 50 }, (_, i) => gw.setup({}, `bench-${i}`));
  const samples = 2000;
  const bids = throughput(2000, (i) => {
    advisor.bidAdvice(gw.viewFor(states[i % states.length]!), { samples });
  });
  const handsPerSecond = bids.perSecond * samples * 8;
  console.log(`gongor-whist advisor: ${fmt(handsPerSecond)} simulated hands/s (target ≥ 10,000); one bid estimate at ${samples} samples × 8 bids takes ${(1000 / bids.perSecond).toFixed(1)} ms`);
  const mid = decide.filter((s) => s.bid !== null).slice(0, 50);
  const plays = throughput(1000, (i) => {
    advisor.playAdvice(gw.viewFor(mid[i % mid.length]!), { samples });
  });
  console.log(`gongor-whist advisor during play: ${(1000 / plays.perSecond).toFixed(1)} ms per estimate (${samples} samples for each open choice and the policy)`);

  // The main-thread fallback (no worker): slices of the bid estimate, each timed; the budget per interaction is 16 ms.
  const slices: number[] = [];
  for (const state of states.slice(0, 5)) {
    const queue: Array<() => void> = [];
    runSliced(advisor.bidAdviceJob(gw.viewFor(state), { samples: BID_SAMPLES }), { now: () => performance.now(), schedule: (fn) => void queue.push(fn), budgetMs: MAIN_THREAD_SLICE_MS, batch: 4 }, () => {}, (e) => { throw e; });
    while (queue.length) {
      const t = performance.now();
      queue.shift()!();
      slices.push(performance.now() - t);
    }
  }
  const sl = stats(slices);
  console.log(`gongor-whist advisor on the main thread (fallback): ${slices.length} slices for 5 estimates, median ${sl.median.toFixed(1)} ms, worst ${sl.worst.toFixed(1)} ms (budget ${MAIN_THREAD_SLICE_MS} ms per slice, 16 ms per interaction)`);
}
