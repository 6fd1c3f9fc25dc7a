/**
 * French-suited cards. A card is identified by its notation code, a plain
 * string, so states stay compact JSON and cards compare with ===.
 *
 *   rank + suit        Kh, 10c, As, 7d        (ranks A 2–10 J Q K; suits c d h s)
 *   joker              Jk
 *   second pack copy   Kh' , Jk'              (Rommé plays with two packs)
 */
export const FRENCH_SUITS = ['c', 's', 'h', 'd'] as const;
export type FrenchSuit = (typeof FRENCH_SUITS)[number];
export const FRENCH_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type FrenchRank = (typeof FRENCH_RANKS)[number];

/** A card code such as "Kh", "10c", "Jk" or "Kh'" (second pack). */
export type FrenchCard = string;

export interface FrenchCardParts {
  readonly rank: FrenchRank | null; // null for a joker
  readonly suit: FrenchSuit | null; // null for a joker
  readonly joker: boolean;
  readonly copy: 0 | 1; // which pack (0 = first, 1 = second)
}

export const SUIT_SYMBOL: Record<FrenchSuit, string> = { c: '♣', s: '♠', h: '♥', d: '♦' };
export const RED_SUITS: ReadonlySet<FrenchSuit> = new Set(['h', 'd']);

export function frenchCard(rank: FrenchRank, suit: FrenchSuit, copy: 0 | 1 = 0): FrenchCard {
  return `${rank}${suit}${copy ? "'" : ''}`;
}

export function joker(copy: 0 | 1 = 0): FrenchCard {
  return copy ? "Jk'" : 'Jk';
}

/** Split a canonical code into its parts; returns null when it is not a valid code. */
export function frenchParts(code: FrenchCard): FrenchCardParts | null {
  const m = /^(A|[2-9]|10|J|Q|K)([cdhs])('?)$|^Jk('?)$/.exec(code);
  if (!m) return null;
  if (m[1] === undefined) return { rank: null, suit: null, joker: true, copy: m[4] ? 1 : 0 };
  return { rank: m[1] as FrenchRank, suit: m[2] as FrenchSuit, joker: false, copy: m[3] ? 1 : 0 };
}

export function isJoker(code: FrenchCard): boolean {
  return code === 'Jk' || code === "Jk'";
}

export function rankOf(code: FrenchCard): FrenchRank {
  const p = frenchParts(code);
  if (!p || !p.rank) throw new Error(`not a suited French card: ${code}`);
  return p.rank;
}

export function suitOf(code: FrenchCard): FrenchSuit {
  const p = frenchParts(code);
  if (!p || !p.suit) throw new Error(`not a suited French card: ${code}`);
  return p.suit;
}

/** The same card without its pack marker ("Kh'" → "Kh"). */
export function faceOf(code: FrenchCard): FrenchCard {
  return code.endsWith("'") ? code.slice(0, -1) : code;
}

const DISPLAY_SUIT: Record<FrenchSuit, number> = { c: 0, h: 1, s: 2, d: 3 };

/**
 * Display order for a hand: by suit (♣ ♥ ♠ ♦, colours alternating), then
 * A low to K, first pack before second, jokers last; unknown codes at the end.
 */
export function compareForDisplay(a: FrenchCard, b: FrenchCard): number {
  const key = (c: FrenchCard) => {
    const p = frenchParts(c);
    if (!p) return 1000;
    if (p.joker) return 900 + p.copy;
    return DISPLAY_SUIT[p.suit!] * 100 + FRENCH_RANKS.indexOf(p.rank!) * 2 + p.copy;
  };
  return key(a) - key(b);
}

/** The 40-card Conquian pack: A–7, J, Q, K in four suits. */
export function conquianPack(): FrenchCard[] {
  const ranks: FrenchRank[] = ['A', '2', '3', '4', '5', '6', '7', 'J', 'Q', 'K'];
  return FRENCH_SUITS.flatMap((s) => ranks.map((r) => frenchCard(r, s)));
}

/** One 52-card pack. */
export function standardPack(copy: 0 | 1 = 0): FrenchCard[] {
  return FRENCH_SUITS.flatMap((s) => FRENCH_RANKS.map((r) => frenchCard(r, s, copy)));
}

/** Rommé: two 52-card packs plus two jokers, 106 distinct physical cards. */
export function rommePack(): FrenchCard[] {
  return [...standardPack(0), ...standardPack(1), joker(0), joker(1)];
}
