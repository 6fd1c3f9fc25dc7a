/**
 * The words of the Quincunx worked examples, in both page languages: a title,
 * what the starting position shows, and one caption per move. The positions,
 * moves and what the engine must answer live in src/engine/quincunx/examples.ts;
 * tests/quincunx/examples.test.ts holds that every example has its words here.
 */
import type { Lang } from '../ui';
import { loadExampleTexts } from './load';
import type { ExampleText } from './types';
import type EnCatalog from '../en/examples-quincunx.json';
import type DeCatalog from '../de/examples-quincunx.json';

/**
 * The catalogs src/i18n/{de,en}/examples-quincunx.json (in a browser only the page's language, from the game catalog's cut
 * that the examples page fetches anyway: loadExampleTexts).
 */
export const QUINCUNX_EXAMPLE_TEXT: Readonly<Record<Lang, Readonly<Record<string, ExampleText>>>> = await loadExampleTexts<typeof EnCatalog>(
  () => import('../de/quincunx.json?examples', { with: { type: 'json' } }) as Promise<{ default: { examples: typeof DeCatalog } }>,
  () => import('../en/quincunx.json?examples', { with: { type: 'json' } }) as Promise<{ default: { examples: typeof EnCatalog } }>,
  () => import('../de/examples-quincunx.json', { with: { type: 'json' } }),
  () => import('../en/examples-quincunx.json', { with: { type: 'json' } }),
);
