// Robustness, for every game in the registry (issue 11): seeded random games
// spread over every combination of options, with one junk move tried before
// one move in ten. Counts games/s, states checked, cards lost and dead ends
// (a running game without a legal move); both must be 0. The longest game of
// each is written as a link and read back. `npm run bench -- robustness`;
// ROBUSTNESS_GAMES sets the number of games per game (default 10,000).
import { performance } from 'node:perf_hooks';
import type { AnyGame } from '../../src/engine/core/game';
import { readGameLink, writeGameLink } from '../../src/engine/core/link';
import { Rng } from '../../src/engine/core/rng';
import { GAMES } from '../../src/engine/games';
import { optionCombos } from '../../tests/helpers/contract';
import { fmt } from './util';

const JUNK: unknown[] = [null, 0, 'x', [], {}, { type: 'bogus' }, { type: 'constructor' }, { type: '__proto__' }, { type: 'discard', card: 'zz' }, { type: 'play', card: null }, { type: 'meld', melds: [[]] }, { type: 'bid', n: 99 }];
const sorted = (xs: readonly string[]) => [...xs].sort().join(' ');

function one(game: AnyGame, options: Record<string, unknown>, seed: number, counts: { states: number; lost: number; dead: number; junkAccepted: number; cap: number }) {
  let s = game.setup(options, seed);
  const deck = sorted(game.cards(s));
  const rng = Rng.from(seed * 7 + 1);
  const moves: unknown[] = [];
  for (let i = 0; i < 50_000; i++) {
    if (game.result(s) !== null) return { start: game.setup(options, seed), moves, options };
    const legal = game.legalMoves(s);
    if (legal.length === 0) { counts.dead++; return null; }
    if (rng.float() < 0.1 && game.apply(s, JUNK[rng.int(JUNK.length)]).ok) counts.junkAccepted++;
    const m = legal[rng.int(legal.length)];
    const r = game.apply(s, m);
    if (!r.ok) { counts.dead++; return null; }
    s = r.state;
    moves.push(m);
    counts.states++;
    if (sorted(game.cards(s)) !== deck) counts.lost++;
  }
  counts.cap++;
  return null;
}

export function run(): void {
  const perGame = Number(process.env.ROBUSTNESS_GAMES ?? 10_000);
  console.log(`robustness: ${fmt(perGame)} seeded random games per game over its option combinations, 10 % junk moves`);
  for (const game of GAMES) {
    const combos = optionCombos(game, 64);
    const counts = { states: 0, lost: 0, dead: 0, junkAccepted: 0, cap: 0 };
    let longest: { start: unknown; moves: unknown[]; options: Record<string, unknown> } | null = null;
    const t0 = performance.now();
    for (let g = 0; g < perGame; g++) {
      const played = one(game, combos[g % combos.length]!, g, counts);
      if (played && (!longest || played.moves.length > longest.moves.length)) longest = played;
    }
    const secs = (performance.now() - t0) / 1000;
    const linkNote = longest ? writeLongest(game, longest.start, longest.moves, { ...game.defaultOptions, ...longest.options }) : 'no finished game';
    console.log(`  ${game.id.padEnd(13)} ${fmt(perGame / secs)} games/s · ${fmt(counts.states)} states checked · ${counts.lost} lost cards · ${counts.dead} dead ends · ${counts.cap} over 50,000 moves · ${counts.junkAccepted} junk moves accepted · longest game: ${linkNote}`);
  }
}

/**
 * The longest game as a link and whether it reads back to the same moves. The
 * game was dealt from a numeric seed; the link is written with that deal as
 * its start (the seed in the text is only a label here).
 */
function writeLongest(game: AnyGame, start: unknown, moves: unknown[], options: Record<string, unknown>): string {
  const dealt = { ...game, setup: () => start };
  const text = writeGameLink(dealt, { seed: 'longest', options, moves, states: [start] });
  const back = readGameLink(dealt, text);
  const same = back.ok && back.value.moves.length === moves.length;
  return `${fmt(moves.length)} moves → link of ${fmt(text.length)} characters, ${same ? 'opens again' : 'DOES NOT OPEN'}`;
}
