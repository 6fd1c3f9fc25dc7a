// Conquian: the rearrangement check on 11 cards, and random games.
import { Rng } from '../../src/engine/core/rng';
import { conquianPack } from '../../src/engine/cards/french';
import * as conquian from '../../src/engine/conquian';
import { fmt, stats, throughput, timeEach } from './util';

export function run(): void {
  const rng = Rng.from('bench');
  const pack = conquianPack();
  const hands: string[][] = [];
  for (let i = 0; i < 2000; i++) hands.push(rng.shuffleInPlace(pack.slice()).slice(0, 11));
  // Also the hard, valid case: real 11-card winning shapes.
  hands.push(['Ac', '2c', '3c', '4c', '5c', '6c', '7c', 'Jc', 'Qh', 'Qs', 'Qd']);
  hands.push(['3c', '3s', '3h', '4c', '4s', '4h', '4d', '5c', '5s', '5h', '5d']);
  const st = stats(timeEach(hands, (h) => conquian.canPartition(h)));
  console.log(`conquian rearrangement check (11 cards): median ${st.median.toFixed(2)} µs, p99 ${st.p99.toFixed(2)} µs, worst ${st.worst.toFixed(2)} µs (target: median ≤ 50 µs)`);

  let moves = 0;
  const { CONQUIAN } = conquian;
  const games = throughput(2000, (g) => {
    let state = CONQUIAN.setup({}, g);
    const r = Rng.from(g);
    for (let step = 0; step < 2000 && CONQUIAN.result(state) === null; step++) {
      const legal = CONQUIAN.legalMoves(state);
      const res = CONQUIAN.apply(state, legal[r.int(legal.length)]!);
      if (!res.ok) throw new Error(`bench: a legal move was refused: ${res.violation.code}`);
      state = res.state;
      moves++;
    }
  });
  console.log(`conquian random games: ${fmt(games.perSecond)} games/s (${fmt((moves / games.count) * games.perSecond)} moves/s)`);
}
