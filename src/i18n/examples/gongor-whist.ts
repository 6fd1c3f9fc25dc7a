/**
 * The worked Gongor Whist examples' titles and step captions in German and
 * English (page content). The engine keeps each example's position, moves
 * and what the engine must answer (src/engine/gongor-whist/examples.ts);
 * tests/gongor-whist/examples.test.ts holds one caption per step in both
 * languages.
 */
import type { Lang } from '../ui';
import { loadExampleTexts } from './load';
import type { ExampleText } from './types';
import type EnCatalog from '../en/examples-gongor-whist.json';
import type DeCatalog from '../de/examples-gongor-whist.json';

/**
 * The catalogs src/i18n/{de,en}/examples-gongor-whist.json (in a browser only the page's language, from the game catalog's cut
 * that the examples page fetches anyway: loadExampleTexts).
 */
export const GONGOR_WHIST_EXAMPLE_TEXT: Readonly<Record<Lang, Readonly<Record<string, ExampleText>>>> = await loadExampleTexts<typeof EnCatalog>(
  () => import('../de/gongor-whist.json?examples', { with: { type: 'json' } }) as Promise<{ default: { examples: typeof DeCatalog } }>,
  () => import('../en/gongor-whist.json?examples', { with: { type: 'json' } }) as Promise<{ default: { examples: typeof EnCatalog } }>,
  () => import('../de/examples-gongor-whist.json', { with: { type: 'json' } }),
  () => import('../en/examples-gongor-whist.json', { with: { type: 'json' } }),
);
