// The caption under a card in the Quincunx grid is the card's name without its article, so that it fits
// a phone's grid cell ("Verrat", not "Der Ver…"); the label keeps the whole name.
import { describe, expect, it } from 'vitest';
import { DECKTET_CARDS } from '../../src/engine/cards/decktet';
import { decktetCardName, decktetShortName } from '../../src/i18n/decktet-cards';

describe('Decktet short names', () => {
  for (const lang of ['de', 'en'] as const) {
    it(`${lang}: the whole name without a leading article, capitalised; names without one unchanged`, () => {
      let shortened = 0;
      for (const { code } of DECKTET_CARDS) {
        const full = decktetCardName(lang, code);
        const short = decktetShortName(lang, code);
        expect(short, code).not.toMatch(lang === 'de' ? /^(Der|Die|Das) / : /^The /);
        expect(short.charAt(0), code).toBe(short.charAt(0).toUpperCase());
        if (short === full) continue;
        shortened++;
        expect(full.toLowerCase().endsWith(` ${short.toLowerCase()}`), `${full} → ${short}`).toBe(true);
        expect(full.split(' ')).toHaveLength(short.split(' ').length + 1);
      }
      // every named card has an article in both languages; the aces ("Ass der Monde", "Ace of Moons") keep theirs
      expect(shortened).toBe(DECKTET_CARDS.filter((c) => c.kind !== 'ace').length);
    });
  }
  it('examples', () => {
    expect(decktetShortName('de', '8YK')).toBe('Verrat');
    expect(decktetShortName('de', '7ML')).toBe('Zufällige Begegnung');
    expect(decktetShortName('en', 'PSWK')).toBe('Light Keeper');
    expect(decktetShortName('de', 'AM')).toBe(decktetCardName('de', 'AM'));
  });
});
