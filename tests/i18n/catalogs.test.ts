/**
 * The string catalogs src/i18n/{de,en}/*.json: every catalog exists in both
 * languages with the same keys, and each entry uses the same placeholders in
 * both (a translator may reorder them, not drop or rename one). The compiler
 * already holds the German catalogs to the English shape and the code tables
 * to the engines' code unions; this also catches a placeholder lost in
 * translation and a German-only key.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fill, fmt, placeholders, plural, type Text } from '../../src/i18n/format';
import { GAME_IDS } from '../../src/engine/core/game';
import ENTRIES from '../../src/learn/glossary.json';

const dir = (lang: string) => new URL(`../../src/i18n/${lang}/`, import.meta.url);
const files = readdirSync(dir('en')).filter((f) => f.endsWith('.json')).sort();
const read = (lang: string, f: string) => JSON.parse(readFileSync(new URL(f, dir(lang)), 'utf8')) as unknown;

const isPlural = (v: unknown): v is Exclude<Text, string> => typeof v === 'object' && v !== null && 'one' in v && 'other' in v;
/** Every entry of a catalog by its key path ("ui.cardsN"), a count in words as one entry. */
function entries(v: unknown, path = ''): Map<string, Text> {
  const out = new Map<string, Text>();
  if (typeof v === 'string' || isPlural(v)) out.set(path, v);
  else if (typeof v === 'object' && v !== null) for (const [k, x] of Object.entries(v)) for (const [p, t] of entries(x, path ? `${path}.${k}` : k)) out.set(p, t);
  else out.set(path, String(v));
  return out;
}

describe('string catalogs', () => {
  it('every catalog exists in German and English', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(readdirSync(dir('de')).filter((f) => f.endsWith('.json')).sort()).toEqual(files);
  });
  describe.each(files)('%s', (file) => {
    const de = entries(read('de', file));
    const en = entries(read('en', file));
    it('has the same keys in both languages', () => {
      expect([...de.keys()].sort()).toEqual([...en.keys()].sort());
    });
    it('uses the same placeholders per key in both languages, and no text is empty', () => {
      // a card named inside a sentence may take another form in each language ({cardDat} "dem Maler", {cardNom}
      // "the Painter"; src/i18n/learn.ts): the same card either way
      const cardForms = (t: Text) => placeholders(t).map((p) => p.replace(/^([cC]ard|lead)(Nom|Acc|Dat)$/, (_, w: string) => w.toLowerCase())).sort();
      for (const [key, t] of en) {
        const other = de.get(key)!;
        expect(cardForms(other), `${file} ${key}`).toEqual(cardForms(t));
        if (isPlural(t)) expect(isPlural(other) && other.by === t.by, `${file} ${key}: a count in words in both, by the same placeholder`).toBe(true);
        for (const s of isPlural(t) ? [t.one, t.other] : [t]) expect(s.trim().length, `${file} ${key}`).toBeGreaterThan(0);
      }
    });
    it('says a count of things as a count in words, so that 1 reads "1 Karte", not "1 Karten"', () => {
      // a plain template with {n} right before a plural noun would read wrongly for one
      const NOUNS = /\{n\} (\S+ )?(Karten|Punkten?|Stichen?|Zügen?|Assen?|Spielen?|cards|points|tricks|moves|aces|games)\b/;
      for (const [key, t] of [...de, ...en]) if (typeof t === 'string') expect(t, `${file} ${key}`).not.toMatch(NOUNS);
    });
    it('has no stray braces outside {name} placeholders', () => {
      for (const [key, t] of [...de, ...en]) {
        const forms = isPlural(t) ? [t.zero ?? '', t.one, t.other] : [t];
        for (const s of forms) expect(s.replace(/\{\w+\}/g, ''), `${file} ${key}`).not.toMatch(/[{}]/);
      }
    });
  });
  it('the glossary has words for exactly its entries, in both languages, for games that exist', () => {
    const ids = ENTRIES.map((e) => e.id).sort();
    for (const lang of ['de', 'en']) expect(Object.keys(read(lang, 'glossary.json') as object).sort()).toEqual(ids);
    for (const e of ENTRIES) for (const g of e.games) expect(GAME_IDS as readonly string[], e.id).toContain(g);
  });
});

/** The site's code and pages as one text (to look for a catalog word's key). */
function sources(path = new URL('../../src/', import.meta.url)): string {
  return readdirSync(path, { withFileTypes: true })
    .map((e) => (e.isDirectory() ? sources(new URL(`${e.name}/`, path)) : /\.(tsx?|astro|mjs)$/.test(e.name) ? readFileSync(new URL(e.name, path), 'utf8') : ''))
    .join('\n');
}

describe('island words', () => {
  // Every page that loads a catalog loads all of its island words (`ui`), so a word no code reads is weight for nothing.
  // A word counts as read where its key stands in the code as a property (`t.share`), a key (`share:`) or a string.
  const code = sources();
  it.each(files.filter((f) => (read('en', f) as { ui?: unknown }).ui))('%s: the code reads every key of ui (and of play, the whole game\'s words)', (file) => {
    const { ui, play = {} } = read('en', file) as { ui: Record<string, unknown>; play?: Record<string, unknown> };
    const unread = [...Object.keys(ui), ...Object.keys(play)].filter((k) => !new RegExp(`\\.${k}\\b|\\b${k}\\s*:|['"\`]${k}['"\`]`).test(code));
    expect(unread).toEqual([]);
  });
});

describe('the formatter', () => {
  it('fills named placeholders, in any order, and leaves unknown ones as written', () => {
    expect(fmt('{p} zog {cards}', { cards: '♥K', p: 'A' })).toBe('A zog ♥K');
    expect(fmt('{n} of {m}', { n: 0 })).toBe('0 of {m}');
  });
  it('says counts in words, with a zero form when there is one', () => {
    const forms = { zero: 'keine Karte', one: '1 Karte', other: '{n} Karten' };
    expect([0, 1, 2, 11].map((n) => plural(forms, n))).toEqual(['keine Karte', '1 Karte', '2 Karten', '11 Karten']);
    expect(plural({ one: '1 Stich', other: '{n} Stiche' }, 0)).toBe('0 Stiche');
    expect(fill({ one: 'höchstens 1 Joker', other: 'höchstens {jokers} Joker', by: 'jokers' }, { jokers: 3 })).toBe('höchstens 3 Joker');
  });
  it('lists a template’s placeholders, every form of a count included', () => {
    expect(placeholders('{p} drew {cards} and {p}')).toEqual(['cards', 'p']);
    expect(placeholders({ one: 'one {x}', other: '{n} {y}' })).toEqual(['n', 'x', 'y']);
  });
});
