// Under Gongor Whist's small cards the name wraps in a caption 3.6rem wide, in the Quincunx grid in one 46 px wide on a
// phone, and Chromium on Linux has no German hyphenation: a long word without break points of its own broke anywhere
// ("Entdecku/ng") or was cut ("Leuchtturmw…"). The caption is the short name (tests/cards/short-names.test.ts) with
// soft hyphens from the Decktet catalog's `breaks`; tests/e2e/quincunx.spec.ts sees every caption whole in the grid.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DECKTET_CARDS } from '../../src/engine/cards/decktet';
import { decktetCaption, decktetCardName, decktetFaceName, decktetShortName } from '../../src/i18n/decktet-cards';

const SHY = '\u00ad';

describe('Decktet card captions', () => {
  for (const lang of ['de', 'en'] as const) {
    it(`${lang}: the short name with soft hyphens, one in every long word, and no break for a word no card has`, () => {
      const words = new Set<string>();
      for (const { code } of DECKTET_CARDS) {
        const caption = decktetCaption(lang, code);
        expect(caption.replaceAll(SHY, ''), code).toBe(decktetShortName(lang, code));
        for (const w of caption.split(' ')) {
          words.add(w.replaceAll(SHY, ''));
          // nine letters are wider than the caption at its .72rem (the aces' "Ass der Wyrme" wrap between words)
          if (w.length >= 9) expect(w, `${code}: ${w}`).toContain(SHY);
        }
      }
      expect(words.size).toBeGreaterThan(30);
      const breaks = (JSON.parse(readFileSync(`src/i18n/${lang}/decktet-cards.json`, 'utf8')) as { breaks: string }).breaks.split(' ');
      expect(breaks.map((b) => b.replace(/[-=]/g, '')).filter((b) => !words.has(b))).toEqual([]);
    });
  }

  it('breaks where the word breaks, nowhere else', () => {
    expect(decktetCaption('de', '5SW')).toBe(`Ent${SHY}deckung`);
    expect(decktetCaption('de', 'PSWK')).toBe(`Leucht${SHY}turm${SHY}wärter`);
    expect(decktetCaption('de', '7ML')).toBe(`Zu${SHY}fällige Be${SHY}gegnung`);
    expect(decktetCaption('en', '5SW')).toBe(`Dis${SHY}covery`);
    expect(decktetCaption('en', 'PSWK')).toBe('Light Keeper');
    expect(decktetCaption('de', '8YK')).toBe('Verrat');
    expect(decktetCaption('en', 'PMYK')).toBe(`Watch${SHY}man`);
  });

  it('on a large face, the whole name breaks only in the word too long for any face', () => {
    expect(decktetFaceName('de', 'PSWK')).toBe(`Der Leuchtturm${SHY}wärter`);
    for (const lang of ['de', 'en'] as const) {
      for (const { code } of DECKTET_CARDS) {
        if (lang === 'de' && code === 'PSWK') continue;
        expect(decktetFaceName(lang, code), code).toBe(decktetCardName(lang, code));
      }
    }
  });
});
