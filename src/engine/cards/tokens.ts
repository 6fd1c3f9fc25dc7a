/**
 * What the card notation of both decks shares (src/engine/cards/notation.ts describes it): tokens,
 * lists of cards and the fields of a position text. Each deck's own tokens are in
 * french-notation.ts and decktet-notation.ts, so a game's code loads its own deck's only.
 */
import { parseError, parsed, type ParseResult } from '../core/result';

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

/** A list of cards, each token read by `token`; the first token that is not a card fails it ('bad-card'). */
export function parseCardList<C>(input: string, token: (raw: string) => C | null): ParseResult<C[]> {
  const cards: C[] = [];
  for (const t of tokenize(input)) {
    const card = token(t.text);
    if (!card) return parseError('bad-card', t.text, t.position);
    cards.push(card);
  }
  return parsed(cards);
}

/** Cards in notation, separated by spaces (either deck). */
export function formatCardList(cards: readonly string[]): string {
  return cards.join(' ');
}

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
