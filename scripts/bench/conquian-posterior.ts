// Conquian's strong player with the opponent's hand read from his choices in the deal (issue 15, an attempt): the
// bench's own deals (as scripts/bench/conquian-paired.ts plays them: deal i seeded bench-conquian-i, the strong player
// in seat i % 2, against the beginner), with each sampled deal's hidden hand drawn from the hands with which the
// beginner would have made every choice of his this deal (or his last K) exactly as he made it. The deal's public
// history, which ConquianView does not hold, is kept by this harness: every move and what lay open before it, nothing
// of his hand. One line per deal, comparable with conquian-paired.ts's files; at the end, how many cards a sampled hand
// shares with his real one against a hand dealt at random (measured after each choice, never used by it).
//   npx tsx scripts/bench/conquian-posterior.ts <from> <count> [K] > a.jsonl
// The sampler: from a random hand, swaps of one card between his hand and the unseen rest that break no more of his
// choices than before, until none is broken (at most STEPS); then a walk among such hands (a swap is kept when it
// breaks none), one hand every THIN swaps, HANDS hands in all, which the sampled deals share out (the stock shuffled
// anew for each). No hand found in time: deals from the view alone, as the player on the site does.
import { conquianPack, type FrenchCard } from '../../src/engine/cards/french';
import { Rng, seedToState, shuffle } from '../../src/engine/core/rng';
import { CONQUIAN } from '../../src/engine/conquian/game';
import { legalMoves, type ConquianMove, type ConquianState } from '../../src/engine/conquian/engine';
import { beginnerMove, conquianBeginner, conquianStrong, CONQUIAN_STRONG_PLAYOUTS } from '../../src/engine/conquian/players';
import { CONQUIAN_PLAY, viewFor, type ConquianView } from '../../src/engine/conquian/view';

const [a = '0', b = '100', k = 'all'] = process.argv.slice(2);
const LAST = k === 'all' ? Infinity : Number(k);
const STEPS = 2000;
const THIN = 15;
const HANDS = 32;

/** One move of the deal with what every seat saw before it. */
interface Entry {
  readonly seat: 0 | 1;
  readonly move: ConquianMove;
  readonly open: Pick<ConquianState, 'options' | 'phase' | 'current' | 'firstTurn' | 'melds' | 'centre' | 'dead'>;
  readonly stockSize: number;
}
type ViewWithLog = ConquianView & { readonly log: readonly Entry[] };

const fromHand = (m: ConquianMove): FrenchCard[] => (m.type === 'meld' ? [...m.hand] : m.type === 'discard' ? [m.card] : []);
const key = (m: ConquianMove) => (m.type === 'meld' ? `m:${[...m.hand].sort().join(',')}` : m.type === 'discard' ? `d:${m.card}` : m.type);
const openCards = (s: Pick<ConquianState, 'melds' | 'dead' | 'centre'>) => [...s.melds[0].flat(), ...s.melds[1].flat(), ...s.dead, ...(s.centre ? [s.centre.card] : [])];

let overlap = { sampled: 0, random: 0, hands: 0 };
let searches = { asked: 0, noChoices: 0, notFound: 0 };
/** His real hand while the strong player decides: read only to report the overlap above. */
let realHand: readonly FrenchCard[] = [];

/** Hands for the other seat with which the beginner would have made his choices in `view.log`; empty when none was found. */
function consistentHands(view: ViewWithLog, seat: 0 | 1, seed: number): FrenchCard[][] {
  searches.asked++;
  const o: 0 | 1 = seat === 0 ? 1 : 0;
  const known = new Set<string>([...view.hand, ...openCards(view)]);
  const unseen = conquianPack().filter((c) => !known.has(c));
  const size = view.handSizes[o];
  // his choices, the latest first, each with the cards he has put down since (a Conquian hand only loses cards, each in
  // the open) and the seat's own hand then
  const choices: { e: Entry; since: FrenchCard[]; mine: FrenchCard[] }[] = [];
  for (let t = view.log.length - 1; t >= 0 && choices.length < LAST; t--) {
    const e = view.log[t]!;
    if (e.seat !== o || e.move.type === 'turn' || e.move.type === 'force' || e.move.type === 'noForce') continue;
    const since: FrenchCard[] = [];
    const mine = [...view.hand];
    for (let u = t; u < view.log.length; u++) (view.log[u]!.seat === o ? since : mine).push(...fromHand(view.log[u]!.move));
    choices.push({ e, since, mine });
  }
  if (!choices.length) {
    searches.noChoices++;
    return [];
  }
  const broken = (hand: readonly FrenchCard[], enough = Infinity): number => {
    let n = 0;
    for (const { e, since, mine } of choices) {
      const his = [...hand, ...since];
      const taken = new Set([...his, ...mine, ...openCards(e.open)]);
      const stock = conquianPack().filter((c) => !taken.has(c)).slice(0, e.stockSize);
      const s: ConquianState = { ...e.open, result: null, stock, hands: o === 0 ? [his, mine] : [mine, his] };
      if (key(beginnerMove(viewFor(s, o), legalMoves(s))) !== key(e.move) && ++n >= enough) return n;
    }
    return n;
  };
  const rng = new Rng(seedToState(seed));
  const swap = (hand: readonly FrenchCard[]): FrenchCard[] => {
    const rest = unseen.filter((c) => !hand.includes(c));
    const next = [...hand];
    next[rng.int(next.length)] = rest[rng.int(rest.length)]!;
    return next;
  };
  let hand = rng.shuffleInPlace([...unseen]).slice(0, size);
  let bad = broken(hand);
  let steps = 0;
  for (; bad > 0 && steps < STEPS; steps++) {
    const next = swap(hand);
    const n = broken(next, bad + 1);
    if (n <= bad) [hand, bad] = [next, n];
  }
  if (bad > 0) {
    searches.notFound++;
    return [];
  }
  const out: FrenchCard[][] = [];
  while (out.length < HANDS && steps < 40 * STEPS) {
    for (let j = 0; j < THIN; j++, steps++) {
      const next = swap(hand);
      if (broken(next, 1) === 0) hand = next;
    }
    out.push([...hand]);
    const random = rng.shuffleInPlace([...unseen]).slice(0, size);
    overlap = {
      sampled: overlap.sampled + hand.filter((c) => realHand.includes(c)).length,
      random: overlap.random + random.filter((c) => realHand.includes(c)).length,
      hands: overlap.hands + 1,
    };
  }
  return out;
}

const asNumber = (seed: number | string) => (typeof seed === 'number' ? seed : seedToState(seed));
const found = new WeakMap<object, FrenchCard[][]>();
const game: typeof CONQUIAN_PLAY = {
  ...CONQUIAN_PLAY,
  determinize(view, seat, seed) {
    const v = view as ViewWithLog;
    const me: 0 | 1 = seat === 1 ? 1 : 0;
    let hands = found.get(v);
    if (!hands) found.set(v, (hands = consistentHands(v, me, asNumber(seed))));
    if (!hands.length) return CONQUIAN_PLAY.determinize(view, seat, seed);
    const his = hands[asNumber(seed) % hands.length]!;
    const known = new Set<string>([...view.hand, ...his, ...openCards(view)]);
    const [stock] = shuffle(conquianPack().filter((c) => !known.has(c)), seedToState(seed));
    const { options, phase, current, firstTurn, melds, centre, dead, result } = view;
    return { options, phase, current, firstTurn, melds, centre, dead, result, stock, hands: me === 0 ? [view.hand, his] : [his, view.hand] };
  },
};
const strong = conquianStrong(CONQUIAN_STRONG_PLAYOUTS, game);

const from = Number(a);
const count = Number(b);
let score = 0;
for (let i = from; i < from + count; i++) {
  const me = i % 2;
  // as playWith (src/engine/core/player.ts) plays a deal, so that with no choice to read the lines are conquian-paired.ts's
  let state = CONQUIAN.setup({}, `bench-conquian-${i}`);
  const rng = Rng.from(`bench-conquian-${i}`);
  const log: Entry[] = [];
  for (let n = 0; n < 20000 && CONQUIAN.result(state) === null; n++) {
    const toAct = CONQUIAN.toAct(state);
    if (toAct === null) break;
    const seat: 0 | 1 = toAct === 1 ? 1 : 0;
    const legal = CONQUIAN.legalMoves(state);
    const view = viewFor(state, seat);
    realHand = state.hands[seat === 0 ? 1 : 0];
    const withLog: ViewWithLog = { ...view, log };
    const move = seat === me ? strong.choose({ view: withLog, seat, legal, rng }).move : conquianBeginner.choose({ view, seat, legal, rng }).move;
    const { options, phase, current, firstTurn, melds, centre, dead } = state;
    log.push({ seat, move, open: { options, phase, current, firstTurn, melds, centre, dead }, stockSize: state.stock.length });
    const r = CONQUIAN.apply(state, move);
    if (!r.ok) throw new Error(`deal ${i}: illegal move ${JSON.stringify(move)}`);
    state = r.state;
  }
  const r = CONQUIAN.result(state);
  const v = !r || r.winners.length === 0 ? 0.5 : r.winners.includes(me) ? 1 / r.winners.length : 0;
  score += v;
  console.log(JSON.stringify({ i, v }));
}
process.stderr.write(
  `deals ${from}–${from + count - 1}: ${((100 * score) / count).toFixed(1)} %; ${searches.asked} readings of his hand (${searches.noChoices} with no choice of his yet, ` +
    `${searches.notFound} without a consistent hand in ${STEPS} swaps); a sampled hand shares ${(overlap.sampled / Math.max(1, overlap.hands)).toFixed(2)} cards ` +
    `with his real one, a random hand ${(overlap.random / Math.max(1, overlap.hands)).toFixed(2)}\n`,
);
