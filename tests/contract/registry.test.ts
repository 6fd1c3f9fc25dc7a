// @vitest-environment node
/**
 * The registry of slugs (src/engine/core/ids.ts) is the one list of games.
 * Everything else that is per game is found by the slug, so this holds the
 * per-game places to the registry both ways: every game has them, and none
 * of them names a game the registry lacks. (README, "Adding a game".)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, isGameId } from '../../src/engine/core/ids';
import { GAMES_BY_ID } from '../../src/engine/games';
import { PLAYER_REASONS, reasonText } from '../../src/i18n/players';
import { RULE_NAMES } from '../../src/learn/rule-names';
import { GAME_ANCHORS } from '../../src/lib/island-anchors.mjs';
import { isGamePage } from '../../scripts/page-weight.mjs';

const LANGS = ['de', 'en'] as const;
const root = (path: string) => new URL(`../../${path}`, import.meta.url);
const read = (path: string) => readFileSync(root(path), 'utf8');
const list = (dir: string) => readdirSync(root(dir));
/** The `game:` of a content file's front matter, if any. */
const gameOf = (text: string) => /^---\n[\s\S]*?^game:\s*(\S+)\s*$[\s\S]*?^---$/m.exec(text)?.[1];

describe('the registry of games', () => {
  it('is not empty and has no slug twice; slugs are lower-case path segments', () => {
    expect(GAME_IDS.length).toBeGreaterThan(0);
    expect(new Set(GAME_IDS).size).toBe(GAME_IDS.length);
    for (const id of GAME_IDS) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('engines: src/engine/<slug>/ for every game, GAMES_BY_ID holds exactly the registry', () => {
    expect(Object.keys(GAMES_BY_ID).sort()).toEqual([...GAME_IDS].sort());
    for (const id of GAME_IDS) {
      expect(existsSync(root(`src/engine/${id}/game.ts`)), id).toBe(true);
      expect(GAMES_BY_ID[id].id).toBe(id);
    }
  });

  it.each(LANGS)('pages (%s): content/<lang>/<slug>.mdx for every game, and no page names a game outside it', (lang) => {
    const named = list(`content/${lang}`)
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => [f.replace(/\.mdx$/, ''), gameOf(read(`content/${lang}/${f}`))] as const)
      .filter(([, game]) => game !== undefined);
    for (const [file, game] of named) expect(game, file).toBe(file);
    expect(named.map(([file]) => file).sort()).toEqual([...GAME_IDS].sort());
  });

  it.each(LANGS)('notation (%s): two partials per game (moves and links, positions), both in the notation page, the first on the play page', (lang) => {
    const partials = list(`src/notation/${lang}`).filter((f) => f.endsWith('.mdx')).map((f) => f.replace(/\.mdx$/, ''));
    const pairs = GAME_IDS.flatMap((id) => [id, `${id}-positions`]);
    expect(partials.sort()).toEqual([...pairs].sort());
    const includes = (page: string) => [...read(page).matchAll(/from '(?:\.\.\/)+src\/notation\/([a-z]+)\/([a-z0-9-]+)\.mdx'/g)].map((m) => `${m[1]}/${m[2]}`);
    expect(includes(`content/${lang}/notation.mdx`)).toEqual(pairs.map((p) => `${lang}/${p}`));
    // the play page shows the moves and links (typed moves, shared games), not the positions, which only examples and tests use
    for (const id of GAME_IDS) expect(includes(`content/${lang}/${id}/play.mdx`), id).toEqual([`${lang}/${id}`]);
  });

  it('words: catalogues src/i18n/{de,en}/<slug>.json with the rule names of every game', () => {
    for (const id of GAME_IDS) expect(Object.keys(RULE_NAMES[id]).sort(), id).toEqual([...GAMES_BY_ID[id].rules.ids].sort());
  });

  it("words: src/i18n/players/<slug>.ts exactly for the games with computer players", () => {
    const files = list('src/i18n/players').map((f) => f.replace(/\.ts$/, ''));
    for (const f of files) expect(isGameId(f), `src/i18n/players/${f}.ts`).toBe(true);
    const withPlayers = GAME_IDS.filter((id) => existsSync(root(`src/engine/${id}/players.ts`)));
    expect(files.sort()).toEqual([...withPlayers].sort());
    for (const id of GAME_IDS) expect(Object.keys(PLAYER_REASONS[id]).length > 0, id).toBe(withPlayers.includes(id));
  });

  it("words: a game's file may turn the trial-game rating off (Gongor Whist's bid names its chance), the others add it", () => {
    const reason = { code: 'no-such-code', params: { chance: 61 } };
    for (const id of GAME_IDS) expect(reasonText(id, reason, 'en').includes('61%'), id).toBe(id !== 'gongor-whist');
  });

  it('islands: src/islands/<slug>/anchors.json for every game, naming islands of that folder only', () => {
    expect(GAME_ANCHORS.map((g) => g.game)).toEqual([...GAME_IDS]);
    for (const { game, examples, islands } of GAME_ANCHORS) {
      const names = [...Object.keys(examples), ...Object.keys(islands)];
      expect(names.length, game).toBeGreaterThan(0);
      for (const name of names) expect(existsSync(root(`src/islands/${game}/${name}.tsx`)), `${game}: ${name}`).toBe(true);
    }
    const folders = list('src/islands').filter((d) => existsSync(root(`src/islands/${d}/anchors.json`)));
    expect(folders.sort()).toEqual([...GAME_IDS].sort());
  });

  it('budgets: a game page is exactly /<lang>/<slug>/ of a registered game', () => {
    for (const id of GAME_IDS) for (const lang of LANGS) expect(isGamePage(`/${lang}/${id}/`), `${lang} ${id}`).toBe(true);
    for (const part of ['learn', 'examples', 'play']) expect(isGamePage(`/de/romme/${part}/`), part).toBe(true);
    for (const page of ['/de/notation/', '/en/glossary/', '/de/romme/rules/', '/de/romme/learn/x/', '/de/', '/xx/romme/', '/de/chess/', '/de/chess/play/']) expect(isGamePage(page), page).toBe(false);
  });
});
