/**
 * Card names in the page language, from the catalogs src/i18n/{de,en}/cards.json:
 * French-suited cards ("Herz-König" / "King of Hearts") and the Decktet's.
 */
import type { Lang } from './ui';
import { frenchParts, type FrenchCard, type FrenchRank, type FrenchSuit } from '../engine/cards/french';
import { decktetInfo, type DecktetSuit } from '../engine/cards/decktet';
import { fmt } from './format';
import de from './de/cards.json' with { type: 'json' };
import en from './en/cards.json' with { type: 'json' };

/**
 * Both catalogs, loaded at once (not per language as the other tables are): card names sit in the
 * shared chunk that the Web Workers import too, and a worker must not wait on a top-level await before
 * it listens for messages. The German catalog must have every key of the English one.
 */
const CAT: Readonly<Record<Lang, typeof en>> = { de, en };

export function frenchSuitName(lang: Lang, s: FrenchSuit): string {
  return (CAT[lang].french.suits satisfies Record<FrenchSuit, string>)[s];
}
export function frenchRankName(lang: Lang, r: FrenchRank): string {
  return (CAT[lang].french.ranks satisfies Record<FrenchRank, string>)[r];
}

/** "Herz-König" / "King of Hearts"; "Joker". Second-pack copies get the same name. */
export function frenchCardName(lang: Lang, code: FrenchCard): string {
  const p = frenchParts(code);
  if (!p) return code;
  if (p.joker) return CAT[lang].french.joker;
  return fmt(CAT[lang].french.card, { suit: frenchSuitName(lang, p.suit!), rank: frenchRankName(lang, p.rank!) });
}

/** A Rommé meld card: "Joker als Herz-Ass" / "joker as Ace of Hearts" for a joker standing for a card (`Jk=Ah`); plain names otherwise. */
export function meldCardName(lang: Lang, mc: string): string {
  const eq = mc.indexOf('=');
  if (eq < 0) return frenchCardName(lang, mc);
  return fmt(CAT[lang].french.jokerAs, { face: frenchCardName(lang, mc.slice(eq + 1)) });
}

export const DECKTET_SUIT_NAMES: Readonly<Record<Lang, Readonly<Record<DecktetSuit, string>>>> = { de: de.decktet.suits, en: en.decktet.suits };

/** "Ass der Monde" / "Ace of Moons"; "Der Barde (Krone, Sonnen)" style names come from decktetCardLabel. */
export function decktetCardName(lang: Lang, code: string): string {
  const info = decktetInfo(code);
  if (!info) return code;
  const w = CAT[lang].decktet;
  if (info.kind === 'ace') return fmt(w.ace, { suit: DECKTET_SUIT_NAMES[lang][info.suits[0]!] });
  return Object.hasOwn(w.names, info.key) ? w.names[info.key as keyof typeof w.names] : code;
}

/** Full accessible label: name, rank and suits. */
export function decktetCardLabel(lang: Lang, code: string): string {
  const info = decktetInfo(code);
  if (!info) return code;
  const name = decktetCardName(lang, code);
  if (info.kind === 'ace' || info.kind === 'excuse') return name;
  const w = CAT[lang].decktet;
  const names = info.suits.map((s) => DECKTET_SUIT_NAMES[lang][s]);
  const suits = names.length > 2 ? `${names.slice(0, -1).join(', ')}${w.and}${names[names.length - 1]}` : names.join(w.and);
  const rank = info.kind === 'crown' || info.kind === 'pawn' || info.kind === 'court' ? w.ranks[info.kind] : String(info.rank);
  return fmt(w.label, { name, rank, suits });
}
