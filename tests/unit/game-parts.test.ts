// The parts of one game's pages (src/lib/game-parts.ts): which page a slug is, and what the rules page sends on.
import { describe, expect, it } from 'vitest';
import { isGameId } from '../../src/engine/core/ids';
import { movedFrom, partOf, ruleHref } from '../../src/lib/game-parts';

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
});
