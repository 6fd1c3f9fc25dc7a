// Paired comparisons of Conquian's strong player (common random numbers): play the bench's own deals
// (scripts/bench/players.ts: deal i seeded bench-conquian-i, the strong player in seat i % 2, against the
// beginner) and write one line per deal, so that two versions of the player can be compared deal by deal.
//   npx tsx scripts/bench/conquian-paired.ts play <from> <count> [playouts] > a.jsonl
//   npx tsx scripts/bench/conquian-paired.ts compare a.jsonl b.jsonl
// A line is {"i": deal, "v": 1 won, 0.5 drawn, 0 lost}. compare prints both scores on the deals the two files
// share and how many deals each one did better on: a change in one move changes the rest of the deal, so the
// deals that changed, not the totals alone, show whether a version is better or only different.
import { readFileSync } from 'node:fs';
import { playWith, type Player } from '../../src/engine/core/player';
import { CONQUIAN } from '../../src/engine/conquian/game';
import { CONQUIAN_PLAYERS } from '../../src/engine/conquian/players';

const [mode = 'play', a = '0', b = '300', c] = process.argv.slice(2);

function play(from: number, count: number, playouts: number | null) {
  const test = (playouts === null ? CONQUIAN_PLAYERS.strong : CONQUIAN_PLAYERS.strongWith(playouts)) as Player<unknown, unknown>;
  const other = CONQUIAN_PLAYERS.beginner as Player<unknown, unknown>;
  let score = 0;
  let worst = 0;
  for (let i = from; i < from + count; i++) {
    const me = i % 2;
    const timed: Player<unknown, unknown> = {
      id: test.id,
      choose(d) {
        const t = process.cpuUsage();
        const r = test.choose(d);
        const u = process.cpuUsage(t);
        worst = Math.max(worst, (u.user + u.system) / 1000);
        return r;
      },
    };
    const { state } = playWith(CONQUIAN, {}, `bench-conquian-${i}`, me === 0 ? [timed, other] : [other, timed], { moveSeed: `bench-conquian-${i}` });
    const r = CONQUIAN.result(state);
    const v = !r || r.winners.length === 0 ? 0.5 : r.winners.includes(me) ? 1 / r.winners.length : 0;
    score += v;
    console.log(JSON.stringify({ i, v }));
  }
  process.stderr.write(`deals ${from}–${from + count - 1}: ${((100 * score) / count).toFixed(1)} %, worst move ${worst.toFixed(1)} ms CPU\n`);
}

function compare(fa: string, fb: string) {
  const load = (f: string) => new Map(readFileSync(f, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { i: number; v: number }).map((x) => [x.i, x.v] as const));
  const [x, y] = [load(fa), load(fb)];
  const both = [...x.keys()].filter((i) => y.has(i));
  const sum = (m: Map<number, number>) => both.reduce((s, i) => s + m.get(i)!, 0);
  const better = both.filter((i) => y.get(i)! > x.get(i)!).length;
  const worse = both.filter((i) => y.get(i)! < x.get(i)!).length;
  const pct = (s: number) => `${((100 * s) / Math.max(1, both.length)).toFixed(1)} %`;
  console.log(`${both.length} deals: ${fa} ${pct(sum(x))}, ${fb} ${pct(sum(y))}; ${fb} better on ${better}, worse on ${worse}, the same on ${both.length - better - worse}`);
}

if (mode === 'compare') compare(a, b);
else play(Number(a), Number(b), c === undefined ? null : Number(c));
