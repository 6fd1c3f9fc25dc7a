// Every island on a page gets an anchor: a wrapper <div id=…> around it (added by
// remarkHeadingIds), so a shared link `…?<key>=<value>#<id>` opens at the island.
// The id is the island's URL key (the query parameter it reads), so a link's
// anchor and its parameter name the same thing; islands that read none get a
// name of their own. Keys are published link parts and never change; the test
// tests/unit/island-anchors.test.ts holds this table to the islands' constants.

/** URL key prefix of each game's worked examples (`<prefix>-<example id>`). */
export const EXAMPLE_PREFIX = { ConquianExample: 'cq', RommeExample: 'rm', QuincunxExample: 'qx', GongorWhistExample: 'gw' };

/** Islands with one URL key each, and what a restored link brings back. */
export const ISLAND_KEYS = {
  ConquianGame: { key: 'cq-game', what: 'game' },
  RommeGame: { key: 'rm-play', what: 'game' },
  RommeChecker: { key: 'rm-check', what: 'cards' },
  QuincunxExplorer: { key: 'qx-explore', what: 'layout' },
  QuincunxGame: { key: 'qx-game', what: 'game' },
  GongorWhistGame: { key: 'gw-game', what: 'game' },
  GongorWhistAdvisor: { key: 'gw-advisor', what: 'hand' },
};

const kebab = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The anchor of an island element: { id, key?, what? } from its component name
 * and (for worked examples) its `example` prop.
 */
export function islandAnchor(name, example) {
  if (EXAMPLE_PREFIX[name] && example) {
    const key = `${EXAMPLE_PREFIX[name]}-${example}`;
    return { id: key, key, what: 'step' };
  }
  if (ISLAND_KEYS[name]) return { id: ISLAND_KEYS[name].key, ...ISLAND_KEYS[name] };
  return { id: example ? `${kebab(name)}-${example}` : kebab(name) };
}
