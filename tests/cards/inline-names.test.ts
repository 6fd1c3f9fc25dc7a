// A Decktet card in running text (<C c="3SK" />) speaks its whole label to a screen reader: "The Painter (3, Suns and
// Knots)". Text that names the card right before it ("the Painter <C c="3SK" />") was read "the Painter The Painter
// (3, …)", and an article before it ("the <C c="9LK" />", "die <C c="6LK" />") "the The Lantern", "die Der …". So: after
// its name the card is marked `named` (a screen reader hears only "(3, Suns and Knots)"), and no article or possessive
// stands right before an unnamed one. Nor does the text repeat a card's suits in brackets right after it ("the
// Watchman <C c="PMYK" named /> (Moons, Wyrms, Knots)" was heard "(Pawn, Moons, Wyrms and Knots) (Moons, Wyrms, Knots)").
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decktetInfo } from '../../src/engine/cards/decktet';
import { DECKTET_SUIT_NAMES, decktetShortName } from '../../src/i18n/decktet-cards';

const ARTICLES: Record<'de' | 'en', RegExp> = {
  de: /(?:^|\s)(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|deine|deinen|deinem|deiner|seine|seinen|seinem|seiner)\s*$/i,
  en: /(?:^|\s)(?:the|a|an|your|his|her|its|their)\s*$/i,
};

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? pages(join(dir, e.name)) : e.name.endsWith('.mdx') ? [join(dir, e.name)] : []));
}

interface Use { file: string; code: string; named: boolean; before: string; after: string }

function uses(lang: 'de' | 'en'): Use[] {
  const out: Use[] = [];
  for (const file of pages(`content/${lang}`)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/<C c="([^"]+)"( named)? \/>/g)) {
      if (!decktetInfo(m[1]!)) continue;
      // the text right before the card, without the markup of a preceding card or tag
      const before = text.slice(Math.max(0, m.index - 60), m.index).replace(/^[\s\S]*[>]/, '');
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 60);
      out.push({ file, code: m[1]!, named: Boolean(m[2]), before, after });
    }
  }
  return out;
}

/** Does the text end with the card's name (without its article; German nouns may take -n/-en: "dem Barden")? */
function endsWithName(lang: 'de' | 'en', code: string, before: string): boolean {
  const name = decktetShortName(lang, code).toLowerCase();
  const text = before.trimEnd().toLowerCase();
  return [name, `${name}n`, `${name}en`].some((n) => text.endsWith(n));
}

describe('Decktet cards in running text are spoken once', () => {
  for (const lang of ['de', 'en'] as const) {
    const all = uses(lang);
    it(`${lang}: the pages have Decktet cards in running text, some after their name`, () => {
      expect(all.length).toBeGreaterThan(40);
      expect(all.filter((u) => u.named).length).toBeGreaterThan(5);
    });
    it(`${lang}: a card right after its name is marked named, and only then`, () => {
      const wrong = all.filter((u) => u.named !== endsWithName(lang, u.code, u.before)).map((u) => `${u.file}: …${u.before}<C c="${u.code}"${u.named ? ' named' : ''} />`);
      expect(wrong).toEqual([]);
    });
    it(`${lang}: no article or possessive right before an unnamed card`, () => {
      const wrong = all.filter((u) => !u.named && ARTICLES[lang].test(u.before)).map((u) => `${u.file}: …${u.before}<C c="${u.code}" />`);
      expect(wrong).toEqual([]);
    });
    it(`${lang}: no bracket right after a card repeats its suits`, () => {
      const repeats = (u: Use) => {
        const bracket = /^\s*\(([^)]*)\)/.exec(u.after)?.[1] ?? '';
        return decktetInfo(u.code)!.suits.some((s) => bracket.includes(DECKTET_SUIT_NAMES[lang][s]));
      };
      expect(all.filter(repeats).map((u) => `${u.file}: <C c="${u.code}" />${u.after}`)).toEqual([]);
    });
  }
  it('the test tells the cases apart', () => {
    expect(endsWithName('en', '3SK', 'the dummy turns the Painter ')).toBe(true);
    expect(endsWithName('de', 'CS', 'Mit dem Barden ')).toBe(true);
    expect(endsWithName('en', '3SK', 'With ')).toBe(false);
    expect(ARTICLES.en.test('does the ')).toBe(true);
    expect(ARTICLES.de.test('aber die ')).toBe(true);
    expect(ARTICLES.de.test('Mit ')).toBe(false);
  });
});

describe('decktetCardDetail', () => {
  it('is the label after the name, for every card in both languages; empty for the Aces and the Excuse', async () => {
    const { DECKTET_CARDS } = await import('../../src/engine/cards/decktet');
    const { decktetCardDetail, decktetCardLabel, decktetCardName } = await import('../../src/i18n/decktet-cards');
    for (const lang of ['de', 'en'] as const) {
      for (const { code, kind } of DECKTET_CARDS) {
        const detail = decktetCardDetail(lang, code);
        if (kind === 'ace' || kind === 'excuse') expect(detail, code).toBe('');
        else {
          expect(detail, code).toMatch(/^\(.+, .+\)$/);
          expect(`${decktetCardName(lang, code)} ${detail}`).toBe(decktetCardLabel(lang, code));
        }
      }
    }
    expect(decktetCardDetail('en', '3SK')).toBe('(3, Suns and Knots)');
  });
});
