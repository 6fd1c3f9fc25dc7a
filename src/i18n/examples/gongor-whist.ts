/**
 * The worked Gongor Whist examples' titles and step captions in German and
 * English (page content). The engine keeps each example's position, moves
 * and what the engine must answer (src/engine/gongor-whist/examples.ts);
 * tests/gongor-whist/examples.test.ts holds one caption per step in both
 * languages.
 */
import type { Lang } from '../ui';
import { loadCatalogs } from '../format';
import type { ExampleText } from './types';
import type EnCatalog from '../en/examples-gongor-whist.json';

/** The catalogs src/i18n/{de,en}/examples-gongor-whist.json (in a browser only the page's language). */
export const GONGOR_WHIST_EXAMPLE_TEXT: Readonly<Record<Lang, Readonly<Record<string, ExampleText>>>> = await loadCatalogs<typeof EnCatalog>(
  () => import('../de/examples-gongor-whist.json', { with: { type: 'json' } }),
  () => import('../en/examples-gongor-whist.json', { with: { type: 'json' } }),
);
