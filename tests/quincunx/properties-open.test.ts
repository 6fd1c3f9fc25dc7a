import { describe, expect, it } from 'vitest';
import { propertyRun } from './random-games';

describe('quincunx random games, open spread', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: 1000 seeded games – every card once, no mutation, replay equal, score = sum of breakdown, every game ends`, () => {
      const placements = propertyRun('openSpread', players, 2000 + players);
      // 24 placements per round, one round per player.
      expect(placements).toBe(1000 * 24 * players);
    }, 60_000);
  }
});
