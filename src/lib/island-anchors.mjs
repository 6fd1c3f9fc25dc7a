// Every island on a page gets an anchor: a wrapper <div id=…> around it (added by
// remarkHeadingIds), so a shared link `…?<key>=<value>#<id>` opens at the island.
// The id is the island's URL key (the query parameter it reads), so a link's
// anchor and its parameter name the same thing; islands that read none get a
// name of their own. Keys are published link parts and never change; the test
// tests/unit/island-anchors.test.ts holds these tables to the islands' constants.

// Each game's islands declare their keys in src/islands/<slug>/anchors.json,
// found here by the slug (GAME_IDS): "examples" maps the worked-example island
// to its URL key prefix (`<prefix>-<example id>`), "islands" maps each island
// with one URL key to { key, what } (what a restored link brings back) and, where
// the island reads more keys than that one, `params` (e.g. the game's seats): a
// link with any of them belongs to the island (src/lib/game-parts.ts, src/lib/chrome-client.ts send it on).
import { existsSync, readFileSync } from 'node:fs';
import { GAME_IDS } from '../engine/core/ids.ts';

/**
 * Each game's anchors file, read once (empty where a game has none).
 * @type {readonly { game: string, examples: Record<string, string>, islands: Record<string, { key: string, what: string, params?: string[] }> }[]}
 */
export const GAME_ANCHORS = GAME_IDS.map((game) => {
  const file = new URL(`../islands/${game}/anchors.json`, import.meta.url);
  const { examples = {}, islands = {} } = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  return { game, examples, islands };
});

/**
 * URL key prefix of each game's worked examples (`<prefix>-<example id>`), by island name.
 * @type {Readonly<Record<string, string>>}
 */
export const EXAMPLE_PREFIX = Object.assign({}, ...GAME_ANCHORS.map((g) => g.examples));

/**
 * Islands with one URL key each, and what a restored link brings back, by island name.
 * @type {Readonly<Record<string, { key: string, what: string, params?: string[] }>>}
 */
export const ISLAND_KEYS = Object.assign({}, ...GAME_ANCHORS.map((g) => g.islands));

const kebab = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The anchor of an island element: { id, key?, what?, params? } from its component
 * name and (for worked examples) its `example` prop.
 */
export function islandAnchor(name, example) {
  if (EXAMPLE_PREFIX[name] && example) {
    const key = `${EXAMPLE_PREFIX[name]}-${example}`;
    return { id: key, key, what: 'step' };
  }
  if (ISLAND_KEYS[name]) return { id: ISLAND_KEYS[name].key, ...ISLAND_KEYS[name] };
  return { id: example ? `${kebab(name)}-${example}` : kebab(name) };
}
