// The parts of one game's pages (src/lib/game-parts.ts): which page a slug is, and what the rules page sends on.
import { describe, expect, it } from 'vitest';
import { isGameId } from '../../src/engine/core/ids';
import fc from 'fast-check';
import { movedFrom, partOf, ruleHref } from '../../src/lib/game-parts';
import { readMoved, writeMoved } from '../../src/lib/moved-map';

describe('game parts', () => {
  it('names the part of a game page from its slug, and no part for other pages', () => {
    expect(partOf('conquian', isGameId)).toEqual({ game: 'conquian', part: 'rules' });
    expect(partOf('romme/learn', isGameId)).toEqual({ game: 'romme', part: 'learn' });
    expect(partOf('quincunx/examples', isGameId)).toEqual({ game: 'quincunx', part: 'examples' });
    expect(partOf('gongor-whist/play', isGameId)).toEqual({ game: 'gongor-whist', part: 'play' });
    expect(partOf('romme/variants', isGameId)).toEqual({ game: 'romme', part: 'variants' });
    for (const slug of ['', 'notation', 'glossary', 'chess', 'chess/play', 'romme/rules', 'romme/other', 'romme/play/x']) expect(partOf(slug, isGameId), slug).toBeNull();
  });

  it('sends on what the examples and play pages have and the rules page lacks, never the lessons\' anchors', () => {
    const moved = movedFrom('/de/conquian/', ['overview', 'forced-add', 'variants'], {
      learn: ['runs', 'take'],
      examples: ['examples', 'example-forced-king', 'cq-forced-king', 'forced-add'],
      play: ['play', 'cq-game', 'cq-seats', 'notation'],
    });
    expect(moved).toEqual({
      '/de/conquian/examples/': ['examples', 'example-forced-king', 'cq-forced-king'],
      '/de/conquian/play/': ['play', 'cq-game', 'cq-seats', 'notation'],
    });
    expect(movedFrom('/en/romme/', ['a'], { learn: ['b'] })).toEqual({});
    expect(movedFrom('/en/romme/', ['a'], { variants: ['a', 'kids'] })).toEqual({ '/en/romme/variants/': ['kids'] });
  });

  it('links a rule to the page its section stands on', () => {
    expect(ruleHref('de', 'quincunx', 'flush')).toBe('/de/quincunx/variants/#flush');
    expect(ruleHref('en', 'quincunx', 'power-play')).toBe('/en/quincunx/#power-play');
    expect(ruleHref('en', 'romme', 'kids')).toBe('/en/romme/variants/#kids');
    expect(ruleHref('de', 'conquian', 'forced-add')).toBe('/de/conquian/#forced-add');
  });

  it('writes the moved map as plain text for data-moved and reads it back', () => {
    const moved = { '/de/quincunx/variants/': ['flush', 'muggins'], '/de/quincunx/play/': ['play', 'qx-game', 'qx-seats'] };
    const text = writeMoved(moved);
    expect(text).toBe('/de/quincunx/variants/ flush muggins /de/quincunx/play/ play qx-game qx-seats');
    expect(text).not.toMatch(/["&<>]/);
    expect(readMoved(text)).toEqual(moved);
    expect(readMoved('')).toEqual({});
    const id = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^\/[a-z]{2}\/[a-z-]{1,12}\/[a-z]{1,9}\/$/), fc.array(id, { minLength: 1, maxLength: 6 })), (m) => {
        expect(readMoved(writeMoved(m))).toEqual(m);
      }),
    );
    // any text (a page edited by hand, say) reads as a map without throwing
    fc.assert(fc.property(fc.string(), (t) => typeof readMoved(t) === 'object'));
  });
});
