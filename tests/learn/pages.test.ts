// @vitest-environment node
/**
 * The learn pages, the quick starts and the glossary agree with the data:
 * every lesson of a game has its section (id = the lesson id, in teaching
 * order) with its island, its task and its solution's explanation in both
 * languages; every <Term> names a glossary entry; every glossary link lands on
 * a rule id or a heading that exists; every game page has one quick start of
 * at most 120 words.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isConquianCard } from '../../src/engine/conquian/combos';
import { GAME_IDS, type GameId } from '../../src/engine/core/game';
import { decktetInfo } from '../../src/engine/cards/decktet';
import { frenchParts } from '../../src/engine/cards/french';
import { GAMES_BY_ID } from '../../src/engine/games';
import { explanation, GLOSSARY } from '../../src/learn/glossary';
import { LESSON_IDS } from '../../src/learn/ids';
import { CONQUIAN_LESSONS } from '../../src/learn/conquian';
import { GONGOR_WHIST_LESSONS } from '../../src/learn/gongor-whist';
import { QUINCUNX_LESSONS } from '../../src/learn/quincunx';
import { ROMME_LESSONS } from '../../src/learn/romme';

const LANGS = ['de', 'en'] as const;
const ROOT = new URL('../../content/', import.meta.url).pathname;
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
/** Lessons are optional: these name only the games that have them. */
const ISLAND: Partial<Record<GameId, string>> = { conquian: 'ConquianLesson', romme: 'RommeLesson', quincunx: 'QuincunxLesson', 'gongor-whist': 'GongorWhistLesson' };
const DATA: Partial<Record<GameId, readonly { id: string }[]>> = { conquian: CONQUIAN_LESSONS, romme: ROMME_LESSONS, quincunx: QUINCUNX_LESSONS, 'gongor-whist': GONGOR_WHIST_LESSONS };
const CARD_OK: Partial<Record<GameId, (c: string) => boolean>> = {
  conquian: isConquianCard,
  romme: (c) => frenchParts(c) !== null,
  quincunx: (c) => decktetInfo(c) !== undefined,
  'gongor-whist': (c) => decktetInfo(c) !== undefined,
};
const text = (mdx: string) => mdx.replace(/<[^>]+>/g, ' ').replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();

function allMdx(dir = ROOT): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? allMdx(p) : n.endsWith('.mdx') ? [p] : [];
  });
}

describe.each(GAME_IDS.filter((g) => LESSON_IDS[g]).map((g) => [g] as const))('%s lessons', (game) => {
  const ids = LESSON_IDS[game]!;
  it('the id list (for the progress island) equals the lesson data', () => {
    expect(DATA[game]?.map((l) => l.id)).toEqual(ids);
    expect(ISLAND[game] && CARD_OK[game], 'the lesson island and card check of this test').toBeTruthy();
  });
  for (const lang of LANGS) {
    const path = `${lang}/${game}/learn.mdx`;
    it(`${lang}: one section per lesson in teaching order, then practice`, () => {
      expect(existsSync(join(ROOT, path))).toBe(true);
      const headings = [...read(path).matchAll(/^##\s.*\\\{#([a-z0-9-]+)\}\s*$/gm)].map((m) => m[1]);
      expect(headings).toEqual([...ids, 'practice']);
    });
    it(`${lang}: each section holds its island with the task and the solution in the page's words`, () => {
      const src = read(path);
      const sections = src.split(/^## /m).slice(1);
      for (const [i, id] of ids.entries()) {
        const sec = sections[i]!;
        const m = new RegExp(`<${ISLAND[game]} client:near lang="${lang}" lesson="${id}">([\\s\\S]*?)</${ISLAND[game]}>`).exec(sec);
        expect(m, `${id}: island`).not.toBeNull();
        const task = /<span slot="task">([\s\S]*?)<\/span>\n/.exec(m![1]!)?.[1] ?? '';
        const solution = /<span slot="solution">([\s\S]*?)<\/span>\n/.exec(m![1]!)?.[1] ?? '';
        expect(text(task).length, `${id}: task`).toBeGreaterThan(20);
        expect(text(solution).length, `${id}: solution`).toBeGreaterThan(20);
        const intro = sec.slice(0, sec.indexOf(`<${ISLAND[game]}`));
        const sentences = text(intro.replace(/^.*\n/, '')).split(/[.!?](\s|$)/).filter((s) => s.trim().length > 3);
        expect(sentences.length, `${id}: a few sentences before the task`).toBeGreaterThanOrEqual(2);
        for (const c of m![1]!.matchAll(/<C c="([^"]+)"/g)) expect(CARD_OK[game]!(c[1]!), c[1]).toBe(true);
      }
      expect(src).toContain(`lang="${lang}" game="${game}"`);
    });
  }
});

describe('terms and glossary', () => {
  const ids = GLOSSARY.map((g) => g.id);
  it('glossary ids are unique slugs, with a term and an explanation in both languages', () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const g of GLOSSARY) {
      expect(g.id).toMatch(/^[a-z][a-z0-9-]*$/);
      for (const lang of LANGS) {
        expect(g.words[lang].term.length).toBeGreaterThan(1);
        expect(g.words[lang].text.length).toBeGreaterThan(20);
      }
      expect(g.links.length).toBeGreaterThan(0);
    }
  });
  it("a note for one game belongs to a game of its entry, in both languages, and shows on that game's pages only", () => {
    let notes = 0;
    for (const g of GLOSSARY) {
      const games = LANGS.map((lang) => Object.keys(g.words[lang].notes ?? {}).sort().join());
      expect(games[0], `${g.id}: the same games' notes in both languages`).toBe(games[1]);
      for (const lang of LANGS) {
        for (const [game, note] of Object.entries(g.words[lang].notes ?? {})) {
          notes++;
          expect(g.games, `${g.id}: a note for ${game}`).toContain(game);
          expect(explanation(g, lang, game as GameId)).toBe(`${g.words[lang].text} ${note}`);
          expect(explanation(g, lang), 'the glossary shows every note').toContain(note);
          for (const other of g.games.filter((x) => x !== game)) expect(explanation(g, lang, other)).not.toContain(note);
        }
      }
    }
    expect(notes).toBeGreaterThanOrEqual(6);
    // no game's name in an explanation shown on every page of its games (that is what notes are for)
    const names = /Conquian|Romm[ée]|Quincunx|Gongor/;
    for (const g of GLOSSARY.filter((x) => x.games.length > 1)) for (const lang of LANGS) expect(g.words[lang].text, g.id).not.toMatch(names);
  });

  it("in the build, a term's tip on a game's page links that game's rules only (and the decks page or the glossary)", () => {
    const dist = process.env.REGELWERK_OUT_DIR ?? 'dist';
    expect(existsSync(join(dist, 'de', 'romme', 'learn', 'index.html')), 'run npm run build first; npm test does').toBe(true);
    let tips = 0;
    for (const lang of LANGS) {
      for (const game of GAME_IDS) {
        for (const part of readdirSync(join(dist, lang, game), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('index.html'))) {
          const html = readFileSync(join(dist, lang, game, part), 'utf8');
          for (const tip of html.matchAll(/<span class="term__links">(.*?)<\/span>/g)) {
            tips++;
            for (const href of [...tip[1]!.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!)) {
              // a caption's term in an example island links its rule by anchor alone (its own game's, as the island knows it)
              expect(href, `${lang}/${game}/${part}`).toMatch(new RegExp(`^(#[a-z-]+$|/${lang}/(${game}/([a-z]+/)?#|decks/#|glossary/#))`));
            }
          }
        }
      }
    }
    expect(tips).toBeGreaterThan(50);
  });

  it('every glossary link lands on a registered rule id or a heading of both pages', () => {
    for (const g of GLOSSARY) {
      for (const l of g.links) {
        if (l.page === 'decks') for (const lang of LANGS) expect(read(`${lang}/decks.mdx`)).toContain(`\\{#${l.anchor}}`);
        else expect(GAMES_BY_ID[l.page].rules.has(l.anchor), `${g.id} → ${l.page}#${l.anchor}`).toBe(true);
      }
    }
  });
  it('every <Term id> in the pages names a glossary entry, and the glossary pages exist', () => {
    const used = allMdx().flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/<Term id="([^"]+)"/g)].map((m) => m[1]!));
    expect(used.length).toBeGreaterThan(10);
    for (const id of used) expect(ids, id).toContain(id);
    for (const lang of LANGS) expect(read(`${lang}/glossary.mdx`)).toContain('<Glossary />');
  });
});

describe.each(GAME_IDS.map((g) => [g] as const))('%s quick start', (game) => {
  for (const lang of LANGS) {
    it(`${lang}: one quick start right after the imports, at most 120 words`, () => {
      const src = read(`${lang}/${game}.mdx`).split(/^---$/m).slice(2).join('---');
      const blocks = [...src.matchAll(/<QuickStart game="([^"]+)">([\s\S]*?)<\/QuickStart>/g)];
      expect(blocks.map((b) => b[1])).toEqual([game]);
      const words = text(blocks[0]![2]!).split(' ').length;
      expect(words).toBeLessThanOrEqual(120);
      expect(words).toBeGreaterThan(40);
      const before = src.slice(0, src.indexOf('<QuickStart')).split('\n').filter((l) => l.trim() && !l.startsWith('import '));
      expect(before).toEqual([]);
    });
  }
});
