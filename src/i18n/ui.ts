export const LANGS = ['de', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export function isLang(x: unknown): x is Lang {
  return x === 'de' || x === 'en';
}

/** The language of a page from its path (/de/…, /en/…); German where the path names none. For components used inside MDX pages. */
export function langOfPath(pathname: string): Lang {
  const seg = pathname.split('/')[1];
  return isLang(seg) ? seg : 'de';
}

const strings = {
  de: {
    siteName: 'Regelwerk',
    tagline: 'Kartenspielregeln zum Nachlesen und Ausprobieren',
    skip: 'Zum Inhalt springen',
    nav: 'Spiele und Seiten',
    games: 'Spiele',
    decks: 'Kartendecks',
    notation: 'Notation',
    home: 'Start',
    search: 'Suche',
    searchPlaceholder: 'Regeln durchsuchen …',
    searchNoResults: 'Keine Treffer.',
    searchLoading: 'Suche wird geladen …',
    searchError: 'Die Suche ist gerade nicht verfügbar.',
    searchNeedsScript: 'Die Suche braucht JavaScript. Das Menü führt zu allen Seiten.',
    otherLang: 'English',
    otherLangLabel: 'Diese Seite auf Englisch',
    toc: 'Inhalt',
    facts: 'Auf einen Blick',
    players: 'Spieler',
    deck: 'Karten',
    duration: 'Dauer',
    designer: 'Autor des Spiels',
    inspiration: 'Vorbild',
    sources: 'Quellen und Lizenzen',
    licence: 'Lizenz',
    footerNote: 'Alle Regeltexte sind in eigenen Worten verfasst. Die Spielkarten sind eigene Zeichnungen.',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundText: 'Diese Adresse gibt es bei uns nicht. Vielleicht hilft eine dieser Seiten:',
  },
  en: {
    siteName: 'Regelwerk',
    tagline: 'Card game rules to read and to try out',
    skip: 'Skip to content',
    nav: 'Games and pages',
    games: 'Games',
    decks: 'Card decks',
    notation: 'Notation',
    home: 'Home',
    search: 'Search',
    searchPlaceholder: 'Search the rules …',
    searchNoResults: 'No results.',
    searchLoading: 'Loading search …',
    searchError: 'Search is not available right now.',
    searchNeedsScript: 'Search needs JavaScript. The menu leads to every page.',
    otherLang: 'Deutsch',
    otherLangLabel: 'This page in German',
    toc: 'Contents',
    facts: 'At a glance',
    players: 'Players',
    deck: 'Cards',
    duration: 'Duration',
    designer: 'Designer',
    inspiration: 'Inspired by',
    sources: 'Sources and licences',
    licence: 'Licence',
    footerNote: 'All rules texts are written in our own words. The playing cards are our own drawings.',
    notFoundTitle: 'Page not found',
    notFoundText: 'There is no page at this address. One of these may help:',
  },
} as const;

export type UiKey = keyof (typeof strings)['de'];

export function t(lang: Lang, key: UiKey): string {
  return strings[lang][key];
}

export function otherLang(lang: Lang): Lang {
  return lang === 'de' ? 'en' : 'de';
}
