// The 404 page's reading of an unknown address (src/lib/notfound-client.ts): its language, and the game it names
// even when misspelt, so the page can put that language first and offer that game's parts. Any string gives an
// answer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/engine/core/game';
import { gameNamed, readAddress } from '../../src/lib/notfound-client';

const games: string[] = [...GAME_IDS];

describe('the 404 page reads an unknown address', () => {
  it('knows a game by its id, misspelt by up to two letters, by its first letters or with its accent', () => {
    expect(readAddress('/en/romme/beispiele/', games)).toEqual({ lang: 'en', game: 'romme' });
    expect(readAddress('/de/quinkunx/', games)).toEqual({ lang: 'de', game: 'quincunx' });
    expect(readAddress('/de/Romm%C3%A9/', games)).toEqual({ lang: 'de', game: 'romme' });
    expect(readAddress('/en/gongor/', games)).toEqual({ lang: 'en', game: 'gongor-whist' });
    expect(readAddress('/en/gongor_whist/play', games)).toEqual({ lang: 'en', game: 'gongor-whist' });
    expect(readAddress('/conqian/', games)).toEqual({ lang: null, game: 'conquian' });
  });

  it('names no game where the address does not come near one', () => {
    expect(readAddress('/de/no-such-page/', games)).toEqual({ lang: 'de', game: null });
    expect(readAddress('/en/', games)).toEqual({ lang: 'en', game: null });
    expect(readAddress('/', games)).toEqual({ lang: null, game: null });
    expect(readAddress('/fr/romme/', games)).toEqual({ lang: null, game: null });
    expect(gameNamed('rom', games)).toBe(null);
    expect(gameNamed('skat', games)).toBe(null);
    expect(gameNamed('poker', games)).toBe(null);
  });

  it('answers for any string, with one of the games or none', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (s) => {
        const r = readAddress(s, games);
        expect(r.lang === null || r.lang === 'de' || r.lang === 'en').toBe(true);
        expect(r.game === null || games.includes(r.game)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
