import { describe, expect, it } from 'vitest';
import { randomGamesProperty } from './random-games';

describe('Rommé with 2 players', () => {
  it('1,000 seeded random games: 106 cards each once, states never mutated, replay equal, every game ends or hits the cap', () => {
    const r = randomGamesProperty(2, 1000);
    expect(r.games).toBe(1000);
    // the random policy does go out in many deals, and some deals run into the cap
    expect(r.outs).toBeGreaterThan(200);
    expect(r.capped).toBeGreaterThan(0);
  }, 120_000);
});
