/**
 * What an island that could not load says over itself (src/lib/island-element.ts), in both languages: the loader file
 * every page with islands loads carries these two sentences and nothing else of the site's words.
 */
import type { Lang } from './ui';

export const ISLAND_FAILED: Readonly<Record<Lang, string>> = {
  de: 'Konnte nicht geladen werden. Bitte lade die Seite neu.',
  en: 'Could not be loaded. Please reload the page.',
};
