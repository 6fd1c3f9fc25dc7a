/**
 * Text notation for cards, shared by examples, tests, URLs and the notation
 * page. Lists are separated by spaces and/or commas. Parsing never throws: a
 * bad token comes back as an error naming the token and its offset.
 *
 * French:  Kh 10c As 7d Jk, plus "'" for the second pack (Kh').
 *          Also accepted: suit first (hK), T for 10, suit symbols (K♥),
 *          any letter case. Formatting always writes the canonical form.
 * Decktet: AM 2MK CS PMYK TMWK X; suits may be written in any order and case
 *          (2km = 2MK). Formatting writes the canonical order M S W L Y K.
 */
export * from './tokens';
export * from './french-notation';
export * from './decktet-notation';
