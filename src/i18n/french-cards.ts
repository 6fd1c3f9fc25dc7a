/**
 * French-suited card names in the page language ("Herz-König" / "King of Hearts"), from the
 * catalogs src/i18n/{de,en}/french-cards.json. The Decktet's are in decktet-cards.ts, so a page
 * loads its own deck's names only; src/i18n/cards.ts has both.
 */
import type { Lang } from './ui';
import { frenchParts, type FrenchCard, type FrenchRank, type FrenchSuit } from '../engine/cards/french';
import { fmt } from './format';
import de from './de/french-cards.json' with { type: 'json' };
import en from './en/french-cards.json' with { type: 'json' };

/**
 * Both catalogs, loaded at once, not per language as the Decktet's names are (decktet-cards.ts): they are
 * short (0.25 kB gzipped for both), and loaded per language (tried on 30 November) every Conquian and Rommé
 * page weighed 0.03-0.05 kB more and waited for one more file. The German catalog must have every key of the
 * English one.
 */
const CAT: Readonly<Record<Lang, typeof en>> = { de, en };

export function frenchSuitName(lang: Lang, s: FrenchSuit): string {
  return (CAT[lang].suits satisfies Record<FrenchSuit, string>)[s];
}
export function frenchRankName(lang: Lang, r: FrenchRank): string {
  return (CAT[lang].ranks satisfies Record<FrenchRank, string>)[r];
}

/** "Herz-König" / "King of Hearts"; "Joker". Second-pack copies get the same name. */
export function frenchCardName(lang: Lang, code: FrenchCard): string {
  const p = frenchParts(code);
  if (!p) return code;
  if (p.joker) return CAT[lang].joker;
  return fmt(CAT[lang].card, { suit: frenchSuitName(lang, p.suit!), rank: frenchRankName(lang, p.rank!) });
}

/** A Rommé meld card: "Joker als Herz-Ass" / "joker as Ace of Hearts" for a joker standing for a card (`Jk=Ah`); plain names otherwise. */
export function meldCardName(lang: Lang, mc: string): string {
  const eq = mc.indexOf('=');
  if (eq < 0) return frenchCardName(lang, mc);
  return fmt(CAT[lang].jokerAs, { face: frenchCardName(lang, mc.slice(eq + 1)) });
}
