import type { Lang } from './ui';
import { frenchParts, type FrenchCard, type FrenchRank, type FrenchSuit } from '../engine/cards/french';
import { decktetInfo, type DecktetSuit } from '../engine/cards/decktet';

const SUIT_NAMES: Record<Lang, Record<FrenchSuit, string>> = {
  de: { c: 'Kreuz', s: 'Pik', h: 'Herz', d: 'Karo' },
  en: { c: 'Clubs', s: 'Spades', h: 'Hearts', d: 'Diamonds' },
};
const RANK_NAMES: Record<Lang, Record<FrenchRank, string>> = {
  de: { A: 'Ass', '2': 'Zwei', '3': 'Drei', '4': 'Vier', '5': 'Fünf', '6': 'Sechs', '7': 'Sieben', '8': 'Acht', '9': 'Neun', '10': 'Zehn', J: 'Bube', Q: 'Dame', K: 'König' },
  en: { A: 'Ace', '2': 'Two', '3': 'Three', '4': 'Four', '5': 'Five', '6': 'Six', '7': 'Seven', '8': 'Eight', '9': 'Nine', '10': 'Ten', J: 'Jack', Q: 'Queen', K: 'King' },
};

export function frenchSuitName(lang: Lang, s: FrenchSuit): string {
  return SUIT_NAMES[lang][s];
}
export function frenchRankName(lang: Lang, r: FrenchRank): string {
  return RANK_NAMES[lang][r];
}

/** "Herz-König" / "King of Hearts"; "Joker". Second-pack copies get the same name. */
export function frenchCardName(lang: Lang, code: FrenchCard): string {
  const p = frenchParts(code);
  if (!p) return code;
  if (p.joker) return 'Joker';
  return lang === 'de'
    ? `${SUIT_NAMES.de[p.suit!]}-${RANK_NAMES.de[p.rank!]}`
    : `${RANK_NAMES.en[p.rank!]} of ${SUIT_NAMES.en[p.suit!]}`;
}

export const DECKTET_SUIT_NAMES: Record<Lang, Record<DecktetSuit, string>> = {
  de: { M: 'Monde', S: 'Sonnen', W: 'Wellen', L: 'Blätter', Y: 'Wyrme', K: 'Knoten' },
  en: { M: 'Moons', S: 'Suns', W: 'Waves', L: 'Leaves', Y: 'Wyrms', K: 'Knots' },
};

const DECKTET_NAMES: Record<string, { de: string; en: string }> = {
  author: { de: 'Der Autor', en: 'The Author' },
  desert: { de: 'Die Wüste', en: 'The Desert' },
  origin: { de: 'Der Ursprung', en: 'The Origin' },
  journey: { de: 'Die Reise', en: 'The Journey' },
  painter: { de: 'Der Maler', en: 'The Painter' },
  savage: { de: 'Der Wilde', en: 'The Savage' },
  mountain: { de: 'Der Berg', en: 'The Mountain' },
  sailor: { de: 'Der Seemann', en: 'The Sailor' },
  battle: { de: 'Die Schlacht', en: 'The Battle' },
  forest: { de: 'Der Wald', en: 'The Forest' },
  discovery: { de: 'Die Entdeckung', en: 'The Discovery' },
  soldier: { de: 'Der Soldat', en: 'The Soldier' },
  lunatic: { de: 'Der Mondsüchtige', en: 'The Lunatic' },
  penitent: { de: 'Der Büßer', en: 'The Penitent' },
  market: { de: 'Der Markt', en: 'The Market' },
  'chance-meeting': { de: 'Die zufällige Begegnung', en: 'The Chance Meeting' },
  castle: { de: 'Die Burg', en: 'The Castle' },
  cave: { de: 'Die Höhle', en: 'The Cave' },
  diplomat: { de: 'Der Diplomat', en: 'The Diplomat' },
  mill: { de: 'Die Mühle', en: 'The Mill' },
  betrayal: { de: 'Der Verrat', en: 'The Betrayal' },
  pact: { de: 'Der Pakt', en: 'The Pact' },
  darkness: { de: 'Die Dunkelheit', en: 'The Darkness' },
  merchant: { de: 'Der Händler', en: 'The Merchant' },
  huntress: { de: 'Die Jägerin', en: 'The Huntress' },
  bard: { de: 'Der Barde', en: 'The Bard' },
  sea: { de: 'Das Meer', en: 'The Sea' },
  end: { de: 'Das Ende', en: 'The End' },
  calamity: { de: 'Das Unheil', en: 'The Calamity' },
  windfall: { de: 'Der Glücksfall', en: 'The Windfall' },
  excuse: { de: 'Die Ausflucht', en: 'The Excuse' },
  watchman: { de: 'Der Wächter', en: 'The Watchman' },
  'light-keeper': { de: 'Der Leuchtturmwärter', en: 'The Light Keeper' },
  borderland: { de: 'Das Grenzland', en: 'The Borderland' },
  harvest: { de: 'Die Ernte', en: 'The Harvest' },
  consul: { de: 'Der Konsul', en: 'The Consul' },
  rite: { de: 'Der Ritus', en: 'The Rite' },
  window: { de: 'Das Fenster', en: 'The Window' },
  island: { de: 'Die Insel', en: 'The Island' },
};

/** "Ass der Monde" / "Ace of Moons"; "Der Barde (Krone, Sonnen)" style names come from decktetCardLabel. */
export function decktetCardName(lang: Lang, code: string): string {
  const info = decktetInfo(code);
  if (!info) return code;
  if (info.kind === 'ace') {
    const suit = DECKTET_SUIT_NAMES[lang][info.suits[0]!];
    return lang === 'de' ? `Ass der ${suit}` : `Ace of ${suit}`;
  }
  return DECKTET_NAMES[info.key]?.[lang] ?? code;
}

/** Full accessible label: name, rank and suits. */
export function decktetCardLabel(lang: Lang, code: string): string {
  const info = decktetInfo(code);
  if (!info) return code;
  const name = decktetCardName(lang, code);
  if (info.kind === 'ace' || info.kind === 'excuse') return name;
  const names = info.suits.map((s) => DECKTET_SUIT_NAMES[lang][s]);
  const and = lang === 'de' ? ' und ' : ' and ';
  const suits = names.length > 2 ? `${names.slice(0, -1).join(', ')}${and}${names[names.length - 1]}` : names.join(and);
  const rank =
    info.kind === 'crown' ? (lang === 'de' ? 'Krone' : 'Crown')
    : info.kind === 'pawn' ? (lang === 'de' ? 'Bauer' : 'Pawn')
    : info.kind === 'court' ? (lang === 'de' ? 'Hof' : 'Court')
    : String(info.rank);
  return `${name} (${rank}, ${suits})`;
}
