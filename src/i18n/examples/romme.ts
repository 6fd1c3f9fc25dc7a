/**
 * The words of the Rommé worked examples, in both languages: a title, what
 * the starting position shows, and one caption per step (the positions,
 * moves and what each step must show live in src/engine/romme/examples.ts;
 * tests/romme/examples.test.ts holds every example to one caption per step in
 * each language). Terms as on the page: Kombination / meld, Folge / run,
 * Satz / set, Stapel / stock, Ablagestapel / discard pile, auslegen / meld,
 * anlegen / lay off, abwerfen / discard, ausmachen / go out.
 */
import type { Lang } from '../ui';
import { loadExampleTexts } from './load';
import type { ExampleText } from './types';
import type EnCatalog from '../en/examples-romme.json';
import type DeCatalog from '../de/examples-romme.json';

/**
 * The catalogs src/i18n/{de,en}/examples-romme.json (in a browser only the page's language, from the game catalog's cut
 * that the examples page fetches anyway: loadExampleTexts).
 */
export const ROMME_EXAMPLE_TEXT: Readonly<Record<Lang, Readonly<Record<string, ExampleText>>>> = await loadExampleTexts<typeof EnCatalog>(
  () => import('../de/romme.json?examples', { with: { type: 'json' } }) as Promise<{ default: { examples: typeof DeCatalog } }>,
  () => import('../en/romme.json?examples', { with: { type: 'json' } }) as Promise<{ default: { examples: typeof EnCatalog } }>,
  () => import('../de/examples-romme.json', { with: { type: 'json' } }),
  () => import('../en/examples-romme.json', { with: { type: 'json' } }),
);
