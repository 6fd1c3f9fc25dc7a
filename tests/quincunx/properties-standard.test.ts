import { describe, expect, it } from 'vitest';
import { propertyRun } from './random-games';

describe('quincunx random games, standard 5×5 spread', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: 1000 seeded games – every card once, no mutation, replay equal, score = sum of breakdown, every game ends`, () => {
      const placements = propertyRun('standard', players, 1000 + players);
      // 2 players place 20 cards a round over 2 rounds, 3 place 21 over 3, 4 place 20 over 4.
      expect(placements).toBe(1000 * ({ 2: 40, 3: 63, 4: 80 } as Record<number, number>)[players]!);
    }, 60_000);
  }
});
