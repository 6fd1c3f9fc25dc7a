// Rommé's strong player: its slowest moves over the bench's deals, found and timed again.
//   npx tsx scripts/bench/romme-slow.ts [deals=200] [keep=12] [options JSON]
// Plays the bench's pairing "strong vs beginner" (same seeds as scripts/bench/players.ts),
// keeps the slowest decisions of the strong player (CPU), then times each again
// alone from an empty search memo (median of 5) with the phase, hand size and candidate count.
// Also prints the win rate and the work (playoutWork) per move. Environment: ROMME_WORK
// (another work budget; Infinity for none), BENCH_ID (seed prefix, default romme),
// DUMP (a JSON file for the slow positions: view, seat, legal moves, generator state).
import type { AnyGame } from '../../src/engine/core/game';
import { playWith, type Decision, type Player } from '../../src/engine/core/player';
import { Rng } from '../../src/engine/core/rng';
import { ROMME } from '../../src/engine/romme/game';
import { ROMME_PLAYERS, ROMME_STRONG_PLAYOUTS, rommeStrong } from '../../src/engine/romme/players';
import { clearPlayoutMemo, playoutWork } from '../../src/engine/romme/playout';
import type { RommeMove } from '../../src/engine/romme/engine';
import type { RommeView } from '../../src/engine/romme/view';

const deals = Number(process.argv[2] ?? 200);
const keep = Number(process.argv[3] ?? 12);
const options = process.argv[4] ? JSON.parse(process.argv[4]) : { players: 2, deals: 1 };
const id = process.env.BENCH_ID ?? 'romme';
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
// ROMME_WORK: another work budget (Infinity: none, the play-outs' count alone)
const strong = (process.env.ROMME_WORK ? rommeStrong(ROMME_STRONG_PLAYOUTS, Number(process.env.ROMME_WORK)) : ROMME_PLAYERS.strong) as Player<RommeView, RommeMove>;
let score = 0;
const beginner = ROMME_PLAYERS.beginner as Player<RommeView, RommeMove>;
interface Slow {
  ms: number;
  work: number;
  d: Decision<RommeView, RommeMove>;
  rngState: number;
  where: string;
}
const slow: Slow[] = [];
const all: number[] = [];
const works: number[] = [];
for (let i = 0; i < 3; i++) playWith(ROMME as AnyGame, options, `warm-${id}-${i}`, [strong, beginner] as never, { moveSeed: i });
for (let i = 0; i < deals; i++) {
  let k = 0;
  const timed: Player<RommeView, RommeMove> = {
    id: 'strong',
    choose(d) {
      const rngState = d.rng.state;
      const w = playoutWork();
      const c = cpuMs();
      const choice = strong.choose(d);
      const ms = cpuMs() - c;
      all.push(ms);
      const used = playoutWork() - w;
      works.push(used);
      if (slow.length < keep || ms > slow[slow.length - 1]!.ms) {
        slow.push({ ms, work: used, d: { ...d, rng: new Rng(rngState) }, rngState, where: `deal ${i} move ${k}` });
        slow.sort((a, b) => b.ms - a.ms);
        slow.length = Math.min(slow.length, keep);
      }
      k++;
      return choice;
    },
  };
  const seats = i % 2 === 0 ? [timed, beginner] : [beginner, timed];
  const { state } = playWith(ROMME as AnyGame, options, `bench-${id}-${i}`, seats as never, { moveSeed: `bench-${id}-${i}` });
  const r = ROMME.result(state as never);
  const me = i % 2;
  score += !r || r.winners.length === 0 ? 0.5 : r.winners.includes(me) ? 1 / r.winners.length : 0;
}
all.sort((a, b) => a - b);
console.log(`strong vs beginner: ${((100 * score) / deals).toFixed(1)} % over ${deals} deals`);
works.sort((a, b) => a - b);
const q = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
console.log(`work per move: median ${q(works, 0.5)}, p90 ${q(works, 0.9)}, p95 ${q(works, 0.95)}, p99 ${q(works, 0.99)}, worst ${q(works, 1)}`);
console.log(`${all.length} moves: median ${all[all.length >> 1]!.toFixed(1)}, p99 ${all[Math.floor(all.length * 0.99)]!.toFixed(1)}, worst ${all[all.length - 1]!.toFixed(1)} ms CPU`);
for (const s of slow) {
  const again: number[] = [];
  for (let r = 0; r < 5; r++) {
    // from an empty memo: what the move costs at the start of a game in a fresh worker
    clearPlayoutMemo();
    const c = cpuMs();
    strong.choose({ ...s.d, rng: new Rng(s.rngState) });
    again.push(cpuMs() - c);
  }
  again.sort((a, b) => a - b);
  const v = s.d.view;
  const types = new Map<string, number>();
  for (const m of s.d.legal) types.set(m.type, (types.get(m.type) ?? 0) + 1);
  console.log(
    `${s.where}: ${s.ms.toFixed(1)} ms (again from an empty memo ${again[2]!.toFixed(1)}), work ${s.work}; phase ${v.phase}, hand ${v.hand.length}, hands ${v.handSizes.join('/')}, melded ${v.melded.join('/')}, stock ${v.stockSize ?? '?'}, discard ${v.discard.length}, legal ${[...types].map(([t, n]) => `${t} ${n}`).join(', ')}`,
  );
}
if (process.env.DUMP) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(process.env.DUMP, JSON.stringify(slow.map((s) => ({ where: s.where, ms: s.ms, view: s.d.view, seat: s.d.seat, legal: s.d.legal, rng: s.rngState }))));
}
