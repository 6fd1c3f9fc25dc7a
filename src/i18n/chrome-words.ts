/**
 * What the page script (src/lib/chrome-client.ts) says, in both languages: the copy-link button's status and the
 * notice over an island that a link restored. Apart from the words the server writes (site.ts), since every page
 * loads the script: it had carried the header's and the headings' words of both languages too.
 */
import type { Lang } from './ui';

export const CHROME_WORDS = {
  de: {
    copied: 'Link kopiert',
    restored: 'Aus dem Link wiederhergestellt:',
    step: (n: number, own: number) => `Schritt ${n}${own ? ` und ${own === 1 ? 'ein eigener Zug' : `${own} eigene Züge`}` : ''}.`,
  },
  en: {
    copied: 'Link copied',
    restored: 'Restored from the link:',
    step: (n: number, own: number) => `step ${n}${own ? ` and ${own === 1 ? 'one move of your own' : `${own} moves of your own`}` : ''}.`,
  },
} as const satisfies Record<Lang, unknown>;

/**
 * What a restored link brings back, by the island's `what` (src/islands/<slug>/anchors.json) but the worked examples'
 * step (which counts, above): the build writes the page language's words onto the island's wrapper
 * (data-island-what, src/lib/remark-heading-ids.mjs), so the page script carries none of them.
 */
export const RESTORED_WHAT: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  de: {
    game: 'die Partie an derselben Stelle.',
    cards: 'die gewählten Karten.',
    layout: 'die Auslage.',
    hand: 'die Hand aus derselben Mischung.',
  },
  en: {
    game: 'the game at the same point.',
    cards: 'the chosen cards.',
    layout: 'the layout.',
    hand: 'the hand from the same shuffle.',
  },
};

/** The words for a page's language (`document.documentElement.lang`); German for anything else. */
export function chromeWords(lang: string) {
  return lang === 'en' ? CHROME_WORDS.en : CHROME_WORDS.de;
}
