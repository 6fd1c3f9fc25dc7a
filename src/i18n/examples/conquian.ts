/**
 * Titles and step captions of the worked Conquian examples, in both page
 * languages. The positions, moves and expected answers are engine data
 * (src/engine/conquian/examples.ts); tests hold one caption per step here.
 */
import type { Lang } from '../ui';
import { loadExampleTexts } from './load';
import type { ExampleText } from './types';
import type EnCatalog from '../en/examples-conquian.json';
import type DeCatalog from '../de/examples-conquian.json';

/**
 * The catalogs src/i18n/{de,en}/examples-conquian.json (in a browser only the page's language, from the game catalog's cut
 * that the examples page fetches anyway: loadExampleTexts).
 */
export const CONQUIAN_EXAMPLE_TEXT: Readonly<Record<Lang, Readonly<Record<string, ExampleText>>>> = await loadExampleTexts<typeof EnCatalog>(
  () => import('../de/conquian.json?examples', { with: { type: 'json' } }) as Promise<{ default: { examples: typeof DeCatalog } }>,
  () => import('../en/conquian.json?examples', { with: { type: 'json' } }) as Promise<{ default: { examples: typeof EnCatalog } }>,
  () => import('../de/examples-conquian.json', { with: { type: 'json' } }),
  () => import('../en/examples-conquian.json', { with: { type: 'json' } }),
);
