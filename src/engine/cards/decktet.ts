/**
 * The Decktet: six suits, 36 basic cards plus the Excuse, four Pawns and four
 * Courts (the extended deck). A card is identified by a short code:
 *
 *   Aces     A + suit            AM AS AW AL AY AK
 *   2–9      rank + two suits    2MK (the Author), 4MS (the Mountain)
 *   Crowns   C + suit            CS (the Bard)
 *   Pawns    P + three suits     PMYK (the Watchman)
 *   Courts   T + three suits     TMWK (the Consul)
 *   Excuse   X
 *
 * Suit letters: M Moons, S Suns, W Waves, L Leaves, Y Wyrms, K Knots. In a
 * code the suits always stand in that order.
 */
export const DECKTET_SUITS = ['M', 'S', 'W', 'L', 'Y', 'K'] as const;
export type DecktetSuit = (typeof DECKTET_SUITS)[number];
export const DECKTET_SUIT_KEYS: Record<DecktetSuit, 'moons' | 'suns' | 'waves' | 'leaves' | 'wyrms' | 'knots'> = {
  M: 'moons', S: 'suns', W: 'waves', L: 'leaves', Y: 'wyrms', K: 'knots',
};

export type DecktetKind = 'ace' | 'number' | 'crown' | 'pawn' | 'court' | 'excuse';

export interface DecktetCardInfo {
  readonly code: string;
  /** English name key, also used for the German name table (i18n). */
  readonly key: string;
  readonly kind: DecktetKind;
  /** 1 for Aces, 2–9, 10 for Crowns; Pawns and Courts have no number rank (null), nor has the Excuse. */
  readonly rank: number | null;
  readonly suits: readonly DecktetSuit[];
}

const RAW: ReadonlyArray<[string, string]> = [
  ['AM', 'ace-moons'], ['AS', 'ace-suns'], ['AW', 'ace-waves'], ['AL', 'ace-leaves'], ['AY', 'ace-wyrms'], ['AK', 'ace-knots'],
  ['2MK', 'author'], ['2SY', 'desert'], ['2WL', 'origin'],
  ['3MW', 'journey'], ['3SK', 'painter'], ['3LY', 'savage'],
  ['4MS', 'mountain'], ['4WL', 'sailor'], ['4YK', 'battle'],
  ['5ML', 'forest'], ['5SW', 'discovery'], ['5YK', 'soldier'],
  ['6MW', 'lunatic'], ['6SY', 'penitent'], ['6LK', 'market'],
  ['7ML', 'chance-meeting'], ['7SK', 'castle'], ['7WY', 'cave'],
  ['8MS', 'diplomat'], ['8WL', 'mill'], ['8YK', 'betrayal'],
  ['9MS', 'pact'], ['9WY', 'darkness'], ['9LK', 'merchant'],
  ['CM', 'huntress'], ['CS', 'bard'], ['CW', 'sea'], ['CL', 'end'], ['CY', 'calamity'], ['CK', 'windfall'],
  ['X', 'excuse'],
  ['PMYK', 'watchman'], ['PSWK', 'light-keeper'], ['PWLY', 'borderland'], ['PMSL', 'harvest'],
  ['TMWK', 'consul'], ['TMLY', 'rite'], ['TSLK', 'window'], ['TSWY', 'island'],
];

function infoFor(code: string, key: string): DecktetCardInfo {
  const head = code[0]!;
  const suits = code.slice(1).split('') as DecktetSuit[];
  switch (head) {
    case 'A': return { code, key, kind: 'ace', rank: 1, suits };
    case 'C': return { code, key, kind: 'crown', rank: 10, suits };
    case 'P': return { code, key, kind: 'pawn', rank: null, suits };
    case 'T': return { code, key, kind: 'court', rank: null, suits };
    case 'X': return { code, key, kind: 'excuse', rank: null, suits: [] };
    default: return { code, key, kind: 'number', rank: Number(head), suits };
  }
}

export const DECKTET_CARDS: readonly DecktetCardInfo[] = RAW.map(([c, k]) => infoFor(c, k));
const BY_CODE = new Map(DECKTET_CARDS.map((c) => [c.code, c]));

export type DecktetCard = string;

export function decktetInfo(code: DecktetCard): DecktetCardInfo | undefined {
  return BY_CODE.get(code);
}

/** Info for a code known to be valid (engine-internal); throws on a programming error. */
export function decktet(code: DecktetCard): DecktetCardInfo {
  const info = BY_CODE.get(code);
  if (!info) throw new Error(`unknown Decktet card ${code}`);
  return info;
}

export function hasSuit(code: DecktetCard, suit: DecktetSuit): boolean {
  return decktet(code).suits.includes(suit);
}

export function sharesSuit(a: DecktetCard, b: DecktetCard): boolean {
  const sa = decktet(a).suits;
  return decktet(b).suits.some((s) => sa.includes(s));
}

/** The 36 basic cards (6 Aces, 24 number cards, 6 Crowns). */
export function basicDecktet(): DecktetCard[] {
  return DECKTET_CARDS.filter((c) => c.kind === 'ace' || c.kind === 'number' || c.kind === 'crown').map((c) => c.code);
}

export function pawns(): DecktetCard[] {
  return DECKTET_CARDS.filter((c) => c.kind === 'pawn').map((c) => c.code);
}

export function courts(): DecktetCard[] {
  return DECKTET_CARDS.filter((c) => c.kind === 'court').map((c) => c.code);
}

export const EXCUSE: DecktetCard = 'X';

/** All 45 cards of the extended deck. */
export function extendedDecktet(): DecktetCard[] {
  return DECKTET_CARDS.map((c) => c.code);
}
