// What knowing the opponent's hand would be worth to Conquian's strong player, decision by decision: the bench's own
// deals (as scripts/bench/conquian-paired.ts plays them: deal i seeded bench-conquian-i, the strong player in seat
// i % 2, against the beginner), with the strong player's sampled deals replaced, in the phases listed, by the real
// state with only the stock shuffled. A measurement of the room a better reading of his hand could win, not a player
// (it looks at the hidden state); one line per deal, comparable with conquian-paired.ts's files.
//   npx tsx scripts/bench/conquian-oracle.ts <phases> <from> <count> > a.jsonl
//   phases: comma-separated, of turn, offered, turned, forceCheck, forced, discard (or all, or none)
import { Rng, seedToState, shuffle } from '../../src/engine/core/rng';
import type { Player } from '../../src/engine/core/player';
import { CONQUIAN } from '../../src/engine/conquian/game';
import type { ConquianView } from '../../src/engine/conquian/view';
import type { ConquianMove, ConquianState } from '../../src/engine/conquian/engine';
import { CONQUIAN_STRONG_PLAYOUTS, conquianBeginner, conquianStrong } from '../../src/engine/conquian/players';

const [phases = 'all', a = '0', b = '300'] = process.argv.slice(2);
const ALL = ['turn', 'offered', 'turned', 'forceCheck', 'forced', 'discard'];
const told = new Set(phases === 'all' ? ALL : phases === 'none' ? [] : phases.split(','));
for (const p of told) if (!ALL.includes(p)) throw new Error(`unknown phase ${p}; phases are ${ALL.join(', ')}`);

/** The state the strong player is deciding in (the harness sets it before each of its moves). */
let truth: ConquianState | null = null;
const game: typeof CONQUIAN = {
  ...CONQUIAN,
  determinize: (view, seat, seed) =>
    truth && told.has(view.phase) ? { ...truth, stock: shuffle(truth.stock, seedToState(seed))[0] } : CONQUIAN.determinize(view, seat, seed),
};
const strong = conquianStrong(CONQUIAN_STRONG_PLAYOUTS, game);

const from = Number(a);
const count = Number(b);
let score = 0;
for (let i = from; i < from + count; i++) {
  const me = i % 2;
  // as playWith (src/engine/core/player.ts) plays a deal, so that with no phase told the lines are conquian-paired.ts's
  let state = CONQUIAN.setup({}, `bench-conquian-${i}`);
  const rng = Rng.from(`bench-conquian-${i}`);
  for (let n = 0; n < 20000 && CONQUIAN.result(state) === null; n++) {
    const seat = CONQUIAN.toAct(state);
    if (seat === null) break;
    const p: Player<ConquianView, ConquianMove> = seat === me ? strong : conquianBeginner;
    truth = state;
    const choice = p.choose({ view: CONQUIAN.viewFor(state, seat), seat, legal: CONQUIAN.legalMoves(state), rng });
    const r = CONQUIAN.apply(state, choice.move);
    if (!r.ok) throw new Error(`deal ${i}: ${p.id} played an illegal move: ${r.violation.code}`);
    state = r.state;
  }
  const r = CONQUIAN.result(state);
  const v = !r || r.winners.length === 0 ? 0.5 : r.winners.includes(me) ? 1 / r.winners.length : 0;
  score += v;
  console.log(JSON.stringify({ i, v }));
}
process.stderr.write(`told the hand in ${[...told].join(', ') || 'no phase'}: deals ${from}–${from + count - 1}: ${((100 * score) / count).toFixed(1)} %\n`);
