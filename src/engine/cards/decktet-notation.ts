/** Decktet cards in notation (src/engine/cards/notation.ts describes it). */
import type { ParseResult } from '../core/result';
import { DECKTET_SUITS, decktetInfo, type DecktetCard } from './decktet';
import { formatCardList, parseCardList } from './tokens';

/** Parse one Decktet token; null when it is not a card. */
export function parseDecktetToken(raw: string): DecktetCard | null {
  const upper = raw.toUpperCase();
  if (upper.length === 0) return null;
  const head = upper[0]!;
  const rest = upper.slice(1).split('');
  const order = (s: string) => DECKTET_SUITS.indexOf(s as (typeof DECKTET_SUITS)[number]);
  if (rest.some((s) => order(s) < 0) || new Set(rest).size !== rest.length) return null;
  const code = head + rest.sort((a, b) => order(a) - order(b)).join('');
  return decktetInfo(code) ? code : null;
}

export function parseDecktetCards(input: string): ParseResult<DecktetCard[]> {
  return parseCardList(input, parseDecktetToken);
}

export const formatDecktetCards: (cards: readonly DecktetCard[]) => string = formatCardList;
