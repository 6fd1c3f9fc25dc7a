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
import { parseError, parsed, type ParseResult } from '../core/result';
import { frenchCard, joker, type FrenchCard, type FrenchRank, type FrenchSuit } from './french';
import { DECKTET_SUITS, decktetInfo, type DecktetCard } from './decktet';

export interface Token {
  readonly text: string;
  readonly position: number;
}

/** Split on whitespace and commas, keeping each token's offset. */
export function tokenize(input: string): Token[] {
  const out: Token[] = [];
  const re = /[^\s,]+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(input)) !== null) out.push({ text: m[0], position: m.index });
  return out;
}

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

/** A list of cards, each token read by `token`; the first token that is not a card fails it ('bad-card'). */
function parseCardList<C>(input: string, token: (raw: string) => C | null): ParseResult<C[]> {
  const cards: C[] = [];
  for (const t of tokenize(input)) {
    const card = token(t.text);
    if (!card) return parseError('bad-card', t.text, t.position);
    cards.push(card);
  }
  return parsed(cards);
}

/** Cards in notation, separated by spaces (either deck). */
function formatCardList(cards: readonly string[]): string {
  return cards.join(' ');
}

export function parseFrenchCards(input: string): ParseResult<FrenchCard[]> {
  return parseCardList(input, parseFrenchToken);
}

export const formatFrenchCards: (cards: readonly FrenchCard[]) => string = formatCardList;

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

/** One `key: value` field of a position text, with offsets for error messages. */
export interface PositionField {
  /** The key as written (trimmed), and lower-cased for matching. */
  readonly keyText: string;
  readonly key: string;
  readonly keyPos: number;
  /** The text after the first ':' (null when the field has none), and its offset. */
  readonly value: string | null;
  readonly valuePos: number;
}

/**
 * Split a position text into its fields: one per line or separated by ';'.
 * Blank fields are skipped. What a key means and how its value is read is each
 * game's business (src/engine/<game>/notation.ts).
 */
export function positionFields(input: string): PositionField[] {
  const out: PositionField[] = [];
  const re = /[^\n;]+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(input)) !== null) {
    const field = m[0];
    if (!field.trim()) continue;
    const colon = field.indexOf(':');
    const keyText = (colon < 0 ? field : field.slice(0, colon)).trim();
    out.push({
      keyText,
      key: keyText.toLowerCase(),
      keyPos: m.index + field.indexOf(keyText),
      value: colon < 0 ? null : field.slice(colon + 1),
      valuePos: m.index + (colon < 0 ? field.length : colon + 1),
    });
  }
  return out;
}
