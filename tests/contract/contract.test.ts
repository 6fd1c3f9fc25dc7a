/**
 * The contract every game holds (src/engine/core/game.ts), run for every game
 * in the registry: legal play keeps every card and never mutates a state,
 * replays are equal, notation round-trips, parsers take any string, games end
 * under every combination of options, and a seat's view leaks nothing.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/engine/core/game';
import { GAMES } from '../../src/engine/games';
import { readGameLink, writeGameLink } from '../../src/engine/core/link';
import {
  expectNotationRoundTrips, expectParsersTotal, expectReplayEqual, expectViewIsExact, optionCombos, playRandom,
} from '../helpers/contract';

it('the registry holds every game, in menu order', () => {
  expect(GAMES.map((g) => g.id)).toEqual([...GAME_IDS]);
});

describe.each(GAMES.map((g) => [g.id, g] as const))('%s', (_id, game) => {
  it('every game ends under every combination of options, cards kept, states never mutated, replay equal', () => {
    const combos = optionCombos(game, 48);
    let seed = 1;
    for (const options of combos) {
      for (let k = 0; k < 4; k++, seed++) {
        const played = playRandom(game, options, seed, seed * 31 + 7, { garbage: 0.1 });
        if (k === 0) expectReplayEqual(game, options, seed, played);
      }
    }
  }, 120_000);

  it('notation round-trips for every legal move and position along random games', () => {
    for (let seed = 100; seed < 112; seed++) {
      const { states } = playRandom(game, {}, seed, seed);
      for (let i = 0; i < states.length; i += Math.max(1, Math.floor(states.length / 25))) expectNotationRoundTrips(game, states[i]);
    }
  }, 60_000);

  it('a view leaks nothing: a state dealt from it shows the same view', () => {
    let differed = 0;
    let checked = 0;
    for (let seed = 200; seed < 215; seed++) {
      const { states } = playRandom(game, {}, seed, seed);
      for (let i = 0; i < states.length; i += Math.max(1, Math.floor(states.length / 20))) {
        const s = states[i];
        for (let seat = 0; seat < game.seats(s); seat++) {
          if (expectViewIsExact(game, s, seat, seed * 1000 + i)) differed++;
          checked++;
        }
      }
    }
    // Hidden cards exist in almost every position, so the two deals from one view differ almost always.
    expect(differed).toBeGreaterThan(checked / 2);
  }, 60_000);

  it('parsers return a result for any string; option text round-trips', () => {
    const s = game.setup({}, 3);
    const samples = [game.notation.formatPosition(s), ...game.legalMoves(s).slice(0, 5).map(game.notation.formatMove), game.options.format(game.defaultOptions)];
    expectParsersTotal(game, samples);
  }, 60_000);

  it('the longest of a few long games opens again from its link, well under 8 KB', () => {
    let longest: { options: Record<string, unknown>; seed: number; moves: unknown[]; start: unknown } | null = null;
    for (const options of optionCombos(game, 12)) {
      for (let seed = 300; seed < 303; seed++) {
        const { states, moves } = playRandom(game, options, seed, seed);
        if (!longest || moves.length > longest.moves.length) longest = { options, seed, moves, start: states[0] };
      }
    }
    const options = { ...game.defaultOptions, ...longest!.options };
    const g = { seed: String(longest!.seed), options, moves: longest!.moves, states: [game.setup(options, longest!.seed)] };
    // Numeric seeds deal as numbers here; the link carries the seed's text, so read it with the same value.
    const text = writeGameLink(game, g);
    expect(encodeURIComponent(text).length).toBeLessThan(8000);
    const back = readGameLink(game, text, { seedValue: (t) => Number(t) });
    expect(back.ok, JSON.stringify(back.ok ? '' : back.error)).toBe(true);
    if (back.ok) expect(back.value.moves.map(game.notation.formatMove)).toEqual(longest!.moves.map(game.notation.formatMove));
  }, 120_000);

  it('worked examples start and replay without a refusal that is not meant', () => {
    for (const ex of game.examples) {
      const start = ex.start();
      expect(game.cards(start).length).toBeGreaterThan(0);
      for (const text of ex.moves) expect(game.notation.parseMove(text).ok, `${game.id}/${ex.id}: "${text}"`).toBe(true);
    }
  });
});
