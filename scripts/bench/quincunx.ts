// Quincunx: placements scored per second (the itemised breakdown on random
// half-full spreads, flush on) and random games per second in each mode.
import { Rng } from '../../src/engine/core/rng';
import * as qx from '../../src/engine/quincunx';
import { fmt, stats, throughput, timeEach } from './util';

export function run(): void {
  // Random positions: a shuffled extended deck, 5–24 cards on a 5×5 spread, one card to place into an empty cell.
  const rng = Rng.from('bench-quincunx');
  const deck = qx.deckFor({ excuse: true, pawns: true });
  const rules = qx.scoringRules(qx.normalizeOptions({ excuse: true, pawns: true, flush: true }));
  const cases: { spread: qx.Spread; at: number; card: string }[] = [];
  for (let i = 0; i < 4000; i++) {
    const cards = rng.shuffleInPlace(deck.slice());
    const cells: (string | null)[] = new Array(25).fill(null);
    const order = rng.shuffleInPlace([...Array(25).keys()]);
    const n = 5 + rng.int(20);
    for (let k = 0; k < n; k++) cells[order[k]!] = cards[k]!;
    cases.push({ spread: { rows: 5, cols: 5, cells }, at: order[n]!, card: cards[n]! });
  }
  const st = stats(timeEach(cases, (c) => qx.scorePlacement(c.spread, c.at, c.card, rules)));
  let k = 0;
  const scored = throughput(1500, () => {
    const c = cases[k++ % cases.length]!;
    qx.scorePlacement(c.spread, c.at, c.card, rules);
  });
  console.log(`quincunx placements scored: ${fmt(scored.perSecond)}/s (median ${st.median.toFixed(2)} µs, p99 ${st.p99.toFixed(2)} µs, worst ${st.worst.toFixed(2)} µs)`);

  const modes: [string, Partial<qx.QuincunxOptions>][] = [
    ['2 players', { players: 2 }],
    ['4 players', { players: 4 }],
    ['open spread, 3 players', { mode: 'openSpread', players: 3 }],
    ['solitaire', { mode: 'solitaire4x4' }],
  ];
  for (const [label, options] of modes) {
    let moves = 0;
    const games = throughput(1500, (g) => {
      let state = qx.setup(options, g);
      const r = Rng.from(g);
      while (state.phase !== 'over') {
        let move: qx.QuincunxMove;
        if (state.phase === 'roundEnd') move = { type: 'deal' };
        else {
          const hand = state.hands[state.current]!;
          const cells = qx.legalCells(state);
          move = { type: 'place', card: hand[r.int(hand.length)]!, cell: cells[r.int(cells.length)]! };
        }
        const res = qx.apply(state, move);
        if (!res.ok) throw new Error(`bench: a legal move was refused: ${res.violation.code}`);
        state = res.state;
        moves++;
      }
    });
    console.log(`quincunx random games (${label}): ${fmt(games.perSecond)} games/s (${fmt((moves / games.count) * games.perSecond)} moves/s)`);
  }
}
