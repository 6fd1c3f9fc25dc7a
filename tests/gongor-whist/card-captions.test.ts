// Under Gongor Whist's small cards the name wraps in a caption 3.6rem wide, and Chromium on Linux has no German
// hyphenation: a long word without break points of its own broke anywhere ("Entdecku/ng"). The caption is the short
// name (tests/cards/short-names.test.ts) with soft hyphens from the catalog's `cardBreaks`.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DECKTET_CARDS } from '../../src/engine/cards/decktet';
import { decktetShortName } from '../../src/i18n/decktet-cards';
import { GW } from '../../src/i18n/gongor-whist';

const SHY = '\u00ad';

describe('Gongor Whist card captions', () => {
  for (const lang of ['de', 'en'] as const) {
    it(`${lang}: the short name with soft hyphens, one in every long word, and no break for a word no card has`, () => {
      const words = new Set<string>();
      for (const { code } of DECKTET_CARDS) {
        const caption = GW[lang].cardCaption(code);
        expect(caption.replaceAll(SHY, ''), code).toBe(decktetShortName(lang, code));
        for (const w of caption.split(' ')) {
          words.add(w.replaceAll(SHY, ''));
          // nine letters are wider than the caption at its .72rem (the aces' "Ass der Wyrme" wrap between words)
          if (w.length >= 9) expect(w, `${code}: ${w}`).toContain(SHY);
        }
      }
      expect(words.size).toBeGreaterThan(30);
      const breaks = (JSON.parse(readFileSync(`src/i18n/${lang}/gongor-whist.json`, 'utf8')) as { ui: { cardBreaks: string } }).ui.cardBreaks.split(' ');
      expect(breaks.map((b) => b.replaceAll('-', '')).filter((b) => !words.has(b))).toEqual([]);
    });
  }

  it('breaks where the word breaks, nowhere else', () => {
    expect(GW.de.cardCaption('5SW')).toBe(`Ent${SHY}deckung`);
    expect(GW.de.cardCaption('PSWK')).toBe(`Leucht${SHY}turm${SHY}wärter`);
    expect(GW.de.cardCaption('7ML')).toBe(`Zu${SHY}fällige Be${SHY}gegnung`);
    expect(GW.en.cardCaption('5SW')).toBe(`Dis${SHY}covery`);
    expect(GW.en.cardCaption('PSWK')).toBe('Light Keeper');
    expect(GW.de.cardCaption('8YK')).toBe('Verrat');
  });
});
