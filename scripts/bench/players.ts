// Computer players (issue 15): strength and speed. Runs only when named:
//   npm run bench -- players
// Environment: PLAYER_DEALS (default 1000 deals per pairing), PLAYER_GAMES
// (comma list, default conquian,romme,quincunx,gongor-whist; conquian-turned,
// Conquian under the turned-card reading of when hand cards may go down, and
// romme-n, "Rommé mit n" (one deal, two seats), only when named), PLAYER_PAIRINGS
// (comma list of br = beginner vs random, sb = strong vs beginner).
//
// Each pairing plays PLAYER_DEALS seeded deals (a Conquian game, one Rommé
// deal, a Quincunx game of two rounds) with two seats; the player under test
// sits in seat A in even deals and seat B in odd ones. Win rate: wins count 1,
// draws (and shared wins) ½; the 95 % interval is the normal one on that mean.
// Time per move: wall clock (what a reader waits on this machine, including
// other processes' load) and CPU time of this process (what the move costs).
// The strong players' budget is a number of play-outs, not a clock (the same
// seed gives the same move): Conquian 500, Rommé 300 (fast play-outs on card
// counts, src/engine/romme/playout.ts, and no more than ROMME_STRONG_WORK of
// their counted work, steps and meld-search nodes, under every variation),
// Quincunx up to 96 (fewer while the spread is empty
// and the hands full, where a play-out costs more).
// Their CPU time per move is what that budget costs against the 150 ms box.
// The figures measured last are in README.md ("How strong the computer
// players are").
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import type { AnyRules } from '../../src/engine/core/game';
import { playWith, randomPlayer, type GamePlayers, type Player } from '../../src/engine/core/player';
import { CONQUIAN } from '../../src/engine/conquian/game';
import { CONQUIAN_PLAYERS, CONQUIAN_STRONG_PLAYOUTS } from '../../src/engine/conquian/players';
import { GONGOR_WHIST } from '../../src/engine/gongor-whist/game';
import { GONGOR_WHIST_BID_SAMPLES, GONGOR_WHIST_PLAYERS } from '../../src/engine/gongor-whist/players';
import { QUINCUNX } from '../../src/engine/quincunx/game';
import { QUINCUNX_PLAYERS, QUINCUNX_STRONG_PLAYOUTS } from '../../src/engine/quincunx/players';
import { ROMME } from '../../src/engine/romme/game';
import { ROMME_PLAYERS, ROMME_STRONG_PLAYOUTS, ROMME_STRONG_WORK } from '../../src/engine/romme/players';

interface Bench {
  readonly id: string;
  readonly game: AnyRules;
  readonly options: Record<string, unknown>;
  readonly players: GamePlayers<unknown, unknown>;
  readonly budget: string;
  /** Targets: beginner vs random, strong vs beginner. */
  readonly targets: { readonly br: number; readonly sb: number | null };
}

const BENCHES: readonly Bench[] = [
  { id: 'conquian', game: CONQUIAN, options: {}, players: CONQUIAN_PLAYERS as GamePlayers<unknown, unknown>, budget: `${CONQUIAN_STRONG_PLAYOUTS} play-outs`, targets: { br: 0.75, sb: 0.6 } },
  { id: 'conquian-turned', game: CONQUIAN, options: { handMelds: 'turnedCard' }, players: CONQUIAN_PLAYERS as GamePlayers<unknown, unknown>, budget: `${CONQUIAN_STRONG_PLAYOUTS} play-outs`, targets: { br: 0.75, sb: 0.6 } },
  { id: 'romme', game: ROMME, options: { players: 2, deals: 1 }, players: ROMME_PLAYERS as GamePlayers<unknown, unknown>, budget: `${ROMME_STRONG_PLAYOUTS} fast play-outs within ${ROMME_STRONG_WORK / 1000}k work`, targets: { br: 0.75, sb: 0.6 } },
  { id: 'romme-n', game: ROMME, options: { players: 2, deals: 1, variant: 'noLayout' }, players: ROMME_PLAYERS as GamePlayers<unknown, unknown>, budget: `${ROMME_STRONG_PLAYOUTS} fast play-outs within ${ROMME_STRONG_WORK / 1000}k work`, targets: { br: 0.75, sb: 0.6 } },
  { id: 'quincunx', game: QUINCUNX, options: { players: 2 }, players: QUINCUNX_PLAYERS as GamePlayers<unknown, unknown>, budget: `up to ${QUINCUNX_STRONG_PLAYOUTS} play-outs`, targets: { br: 0.75, sb: 0.6 } },
];

const list = (name: string, all: readonly string[]) => (process.env[name] ? process.env[name]!.split(',').map((s) => s.trim()) : all);

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function quantiles(xs: number[]) {
  const s = xs.slice().sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)] ?? 0, p99: s[Math.floor(s.length * 0.99)] ?? 0, worst: s[s.length - 1] ?? 0 };
}

const f1 = (n: number) => n.toFixed(n < 10 ? 2 : 1);

/** Play `deals` deals of `test` against `other`, seats swapped every other deal. */
function pairing(b: Bench, test: Player<unknown, unknown>, other: Player<unknown, unknown>, deals: number, label: string) {
  let score = 0;
  let squares = 0;
  let wins = 0;
  let draws = 0;
  const wall: number[] = [];
  const cpu: number[] = [];
  // warm up (compilation) before anything is timed
  for (let i = 0; i < 3; i++) playWith(b.game, b.options, `warm-${b.id}-${i}`, [test, other], { moveSeed: i });
  const t0 = performance.now();
  for (let i = 0; i < deals; i++) {
    const me = i % 2;
    const seats = me === 0 ? [test, other] : [other, test];
    // time the tested player's moves only
    const timed: Player<unknown, unknown> = {
      id: test.id,
      choose(d) {
        const w = performance.now();
        const c = cpuMs();
        const choice = test.choose(d);
        cpu.push(cpuMs() - c);
        wall.push(performance.now() - w);
        return choice;
      },
    };
    const table = seats.map((p) => (p === test ? timed : p));
    const { state } = playWith(b.game, b.options, `bench-${b.id}-${i}`, table, { moveSeed: `bench-${b.id}-${i}` });
    const r = b.game.result(state);
    // a win 1, a draw (no winner, or both seats sharing the best score) ½, a loss 0
    const v = !r || r.winners.length === 0 ? 0.5 : r.winners.includes(me) ? 1 / r.winners.length : 0;
    if (v === 1) wins++;
    if (v === 0.5) draws++;
    score += v;
    squares += v * v;
    if ((i + 1) % 100 === 0) process.stderr.write(`  ${b.id} ${label}: ${i + 1}/${deals} deals, ${((100 * score) / (i + 1)).toFixed(1)} %, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
  }
  const mean = score / deals;
  const sd = Math.sqrt(Math.max(0, squares / deals - mean * mean));
  const half = (1.96 * sd) / Math.sqrt(deals);
  return { mean, lo: mean - half, hi: mean + half, wins, draws, losses: deals - wins - draws, wall: quantiles(wall), cpu: quantiles(cpu), moves: wall.length };
}

function report(b: Bench, label: string, target: number | null, r: ReturnType<typeof pairing>, deals: number) {
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  const verdict = target === null ? '' : r.mean >= target ? ` — target ≥ ${pct(target)} met` : ` — target ≥ ${pct(target)} NOT met`;
  console.log(
    `players ${b.id} ${label}: ${pct(r.mean)} [95 % ${pct(r.lo)}–${pct(r.hi)}] over ${deals} deals (${r.wins} won, ${r.draws} drawn, ${r.losses} lost)${verdict}`,
  );
  console.log(
    `  ${label.split(' ')[0]} ms per move (${r.moves} moves): wall median ${f1(r.wall.median)}, p99 ${f1(r.wall.p99)}, worst ${f1(r.wall.worst)}; ` +
      `CPU median ${f1(r.cpu.median)}, p99 ${f1(r.cpu.p99)}, worst ${f1(r.cpu.worst)}`,
  );
}

/** Points games of four passes (eight hands each), so every game plays all its hands. */
const GW_OPTIONS = { mode: 'points', pointsPasses: 4, pointsStopAtClearWin: false };

function gongorWhist(deals: number) {
  for (const strength of ['beginner', 'strong'] as const) {
    const player = GONGOR_WHIST_PLAYERS[strength];
    const wall: number[] = [];
    const cpu: number[] = [];
    let made = 0;
    let hands = 0;
    let won = 0;
    const n = Math.max(1, Math.round(deals / 10));
    for (let i = 0; i < n; i++) {
      const timed: Player<unknown, unknown> = {
        id: player.id,
        choose(d) {
          const w = performance.now();
          const c = cpuMs();
          const choice = (player as Player<unknown, unknown>).choose(d);
          cpu.push(cpuMs() - c);
          wall.push(performance.now() - w);
          return choice;
        },
      };
      const { state } = playWith(GONGOR_WHIST as AnyRules, GW_OPTIONS, `bench-gw-${i}`, [timed], { moveSeed: i });
      for (const h of state.history) {
        hands++;
        if (h.made) made++;
      }
      if ((GONGOR_WHIST.result(state)?.winners.length ?? 0) > 0) won++;
    }
    const w = quantiles(wall);
    const c = quantiles(cpu);
    console.log(
      `players gongor-whist ${strength} (advisor policy, bids from ${GONGOR_WHIST_BID_SAMPLES[strength]} samples): ${n} points games of 8 hands, ${hands} hands, ` +
        `${((100 * made) / Math.max(1, hands)).toFixed(1)} % of bids made, ${won} games above 50 points; ms per move wall median ${f1(w.median)}, worst ${f1(w.worst)}; CPU median ${f1(c.median)}, worst ${f1(c.worst)}`,
    );
  }
}

export function run(): void {
  const deals = Math.max(2, Number(process.env.PLAYER_DEALS ?? 1000));
  const games = list('PLAYER_GAMES', ['conquian', 'romme', 'quincunx', 'gongor-whist']);
  const pairings = list('PLAYER_PAIRINGS', ['br', 'sb']);
  console.log(`players: ${deals} deals per pairing, seats swapped every other deal; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')} on this machine`);
  for (const b of BENCHES) {
    if (!games.includes(b.id)) continue;
    const random = randomPlayer<unknown, unknown>();
    if (pairings.includes('br')) report(b, 'beginner vs random', b.targets.br, pairing(b, b.players.beginner, random, deals, 'beginner vs random'), deals);
    if (pairings.includes('sb')) report(b, `strong (${b.budget}) vs beginner`, b.targets.sb, pairing(b, b.players.strong, b.players.beginner, deals, 'strong vs beginner'), deals);
  }
  if (games.includes('gongor-whist')) gongorWhist(deals);
}
