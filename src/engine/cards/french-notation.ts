/** French-suited cards in notation (src/engine/cards/notation.ts describes it). */
import type { ParseResult } from '../core/result';
import { frenchCard, joker, type FrenchCard, type FrenchRank, type FrenchSuit } from './french';
import { formatCardList, parseCardList } from './tokens';

const SUIT_ALIASES: Record<string, FrenchSuit> = {
  c: 'c', s: 's', h: 'h', d: 'd', '♣': 'c', '♠': 's', '♥': 'h', '♦': 'd', '♡': 'h', '♢': 'd', '♧': 'c', '♤': 's',
};
const RANK_ALIASES: Record<string, FrenchRank> = {
  a: 'A', '2': '2', '3': '3', '4': '4', '5': '5', '6': '6', '7': '7', '8': '8', '9': '9', '10': '10', t: '10',
  j: 'J', q: 'Q', k: 'K',
};

/** Parse one French card token; null when it is not a card. */
export function parseFrenchToken(raw: string): FrenchCard | null {
  let text = raw;
  let copy: 0 | 1 = 0;
  if (text.endsWith("'") || text.endsWith('’')) {
    copy = 1;
    text = text.slice(0, -1);
  }
  const lower = text.toLowerCase();
  if (lower === 'jk' || lower === 'joker' || lower === '🃏') return joker(copy);
  const chars = Array.from(lower);
  if (chars.length < 2 || chars.length > 3) return null;
  // rank first: "kh", "10c"; suit first: "hk", "c10"
  const tryParts = (rankText: string, suitText: string): FrenchCard | null => {
    const rank = RANK_ALIASES[rankText];
    const suit = SUIT_ALIASES[suitText];
    return rank && suit ? frenchCard(rank, suit, copy) : null;
  };
  return (
    tryParts(chars.slice(0, -1).join(''), chars[chars.length - 1]!) ??
    tryParts(chars.slice(1).join(''), chars[0]!)
  );
}

export function parseFrenchCards(input: string): ParseResult<FrenchCard[]> {
  return parseCardList(input, parseFrenchToken);
}

export const formatFrenchCards: (cards: readonly FrenchCard[]) => string = formatCardList;
