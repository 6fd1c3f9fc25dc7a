/**
 * Rommé's own invariants along seeded random games (the contract suite in
 * tests/contract holds what every game holds: cards kept, states never
 * mutated, replay, termination under every combination of options).
 */
import { describe, expect, it } from 'vitest';
import { ROMME, type RommeOptions, type RommeState } from '../../src/engine/romme';
import { playRandom } from '../helpers/contract';
import { expectReachable } from './reachable';

const VARIANTS: RommeOptions['variant'][] = ['standard', 'noLayout', 'oneSuit', 'multiDiscardTake', 'kids7'];

describe('Rommé random games', () => {
  it('2–6 players, every variation: hands and table add up to the deal, melded seats show their first meld, scores add up', () => {
    let melded = 0;
    let games = 0;
    for (let players = 2; players <= 6; players++) {
      VARIANTS.forEach((variant, v) => {
        for (let k = 0; k < 2; k++) {
          const seed = players * 100 + v * 10 + k;
          const options: Partial<RommeOptions> = { players, variant, deals: 2, turnCap: 80, goOutWithDiscard: k === 0, layOffSameTurnAsInitial: k === 1 };
          const { states } = playRandom(ROMME, options, seed, seed + 1);
          states.forEach((x, i) => expectReachable(x as RommeState, `${players}/${variant}/${k} state ${i}`));
          const end = states[states.length - 1] as RommeState;
          expect(end.phase).toBe('over');
          expect(end.history).toHaveLength(2);
          expect(end.scores).toEqual(end.scores.map((_, seat) => end.history.reduce((a, h) => a + h.penalties[seat]!, 0)));
          expect(ROMME.result(end)?.winners).toEqual(end.result?.winners);
          melded += states.filter((x) => (x as RommeState).melded.some(Boolean)).length;
          games++;
        }
      });
    }
    expect(games).toBe(50);
    // the invariants were checked on tables with melds, not only on fresh deals
    expect(melded).toBeGreaterThan(3000);
  }, 120_000);
});
