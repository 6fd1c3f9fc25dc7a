/** Words of the site's chrome (header, table of contents, island anchors) in both languages. */
import type { Lang } from './ui';

export const SITE = {
  de: {
    menu: 'Menü',
    search: 'Suche',
    contents: 'Inhalt',
    loading: 'Wird geladen …',
    restored: 'Aus dem Link wiederhergestellt:',
    copyLink: 'Link zu dieser Regel kopieren',
    ruleLink: 'Link zu dieser Regel',
    copied: 'Link kopiert',
    what: {
      step: (n: number, own: number) => `Schritt ${n}${own ? ` und ${own === 1 ? 'ein eigener Zug' : `${own} eigene Züge`}` : ''}.`,
      game: 'die Partie an derselben Stelle.',
      cards: 'die gewählten Karten.',
      layout: 'die Auslage.',
      hand: 'die Hand aus derselben Mischung.',
    },
    sourcesTitle: 'Quellen und Lizenzen',
    tableOf: (game: string) => `Ein Tisch beim ${game}`,
  },
  en: {
    menu: 'Menu',
    search: 'Search',
    contents: 'Contents',
    loading: 'Loading …',
    restored: 'Restored from the link:',
    copyLink: 'Copy a link to this rule',
    ruleLink: 'Link to this rule',
    copied: 'Link copied',
    what: {
      step: (n: number, own: number) => `step ${n}${own ? ` and ${own === 1 ? 'one move of your own' : `${own} moves of your own`}` : ''}.`,
      game: 'the game at the same point.',
      cards: 'the chosen cards.',
      layout: 'the layout.',
      hand: 'the hand from the same shuffle.',
    },
    sourcesTitle: 'Sources and licences',
    tableOf: (game: string) => `A table of ${game}`,
  },
} as const satisfies Record<Lang, unknown>;

export function siteWords(lang: string) {
  return lang === 'en' ? SITE.en : SITE.de;
}
