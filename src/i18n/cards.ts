/**
 * Card names in the page language, both decks: French-suited cards ("Herz-König" / "King of
 * Hearts", src/i18n/french-cards.ts) and the Decktet's (src/i18n/decktet-cards.ts), from the
 * catalogs src/i18n/{de,en}/{french,decktet}-cards.json. Island code imports its own deck's module,
 * so a page loads one deck's names only (issue 16).
 */
export * from './french-cards';
export * from './decktet-cards';
