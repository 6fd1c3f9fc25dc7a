/**
 * Quincunx positions as text (the format is described in notation.ts): the worked examples are written in it, and
 * the tests and the registry (src/engine/games.ts) read and write it; the whole game never does. A file of its own,
 * so the play page's islands do not load the position reader with the move notation.
 */
import { parseDecktetToken } from '../cards/decktet-notation';
import { positionFields, tokenize } from '../cards/tokens';
import type { PositionNotation } from '../core/game';
import { parseError, parsed, type ParseResult } from '../core/result';
import type { DecktetCard } from '../cards/decktet';
import type { QuincunxOptions } from './scoring';
import { fromPosition, normalizeOptions, positionOf, positionProblem, type Position, type QuincunxState } from './engine';
import { formatOptions, formatSpread, optionsFrom, spreadFrom, type QuincunxParseCode } from './notation';

export function formatPosition(pos: Position): string {
  // The position names its dealer in its own field; the first round's dealer follows from it and the round.
  const lines = [`options: ${formatOptions({ ...pos.options, dealer: null })}`, `spread: ${formatSpread(pos.spread)}`];
  pos.hands.forEach((h, i) => lines.push(`hand${i}: ${h.join(' ')}`));
  if (pos.pile) lines.push(`pile: ${pos.pile.join(' ')}`);
  if (pos.current !== undefined) lines.push(`current: ${pos.current}`);
  if (pos.dealer !== undefined) lines.push(`dealer: ${pos.dealer}`);
  if (pos.round !== undefined) lines.push(`round: ${pos.round}`);
  if (pos.scores) lines.push(`scores: ${pos.scores.join(' ')}`);
  return lines.join('\n');
}

const POS_KEYS = ['options', 'spread', 'hand0', 'hand1', 'hand2', 'hand3', 'pile', 'current', 'dealer', 'round', 'scores'];

/** Parse a position; also checks that it can be played (cards once each, cells on the spread, one hand per seat). */
export function parsePosition(input: string): ParseResult<Position, QuincunxParseCode> {
  if (typeof input !== 'string') return parseError('empty', '', 0);
  let options: Partial<QuincunxOptions> = {};
  let spread: Record<string, DecktetCard> = {};
  const hands: (DecktetCard[] | undefined)[] = [];
  let pile: DecktetCard[] | undefined;
  const nums: Record<string, number> = {};
  let scores: number[] | undefined;
  // Where each card, cell and field stands in the text, to point at the token a position problem is about.
  const cardAt = new Map<string, number[]>();
  const cellAt = new Map<string, number>();
  const fieldAt = new Map<string, { text: string; position: number }>();
  const sawCard = (card: string, position: number) => cardAt.set(card, [...(cardAt.get(card) ?? []), position]);
  for (const { keyText, key, keyPos, value, valuePos } of positionFields(input)) {
    if (value === null || !POS_KEYS.includes(key)) return parseError('unknown-field', keyText, keyPos);
    const toks = tokenize(value).map((t) => ({ text: t.text, position: t.position + valuePos }));
    fieldAt.set(key, { text: keyText, position: keyPos });
    if (key === 'options') {
      const r = optionsFrom(toks);
      if (!r.ok) return r;
      options = r.value;
    } else if (key === 'spread') {
      const r = spreadFrom(toks);
      if (!r.ok) return r;
      spread = r.value;
      for (const t of toks) {
        const at = t.text.indexOf('@');
        cellAt.set(t.text.slice(at + 1).toLowerCase(), t.position + at + 1);
        sawCard(r.value[t.text.slice(at + 1).toLowerCase()]!, t.position);
      }
    } else if (key.startsWith('hand') || key === 'pile') {
      const cards: DecktetCard[] = [];
      for (const t of toks) {
        const c = parseDecktetToken(t.text);
        if (!c) return parseError('bad-card', t.text, t.position);
        cards.push(c);
        sawCard(c, t.position);
      }
      if (key === 'pile') pile = cards;
      else hands[Number(key.slice(4))] = cards;
    } else if (key === 'scores') {
      scores = [];
      for (const t of toks) {
        if (!/^[+-]?\d{1,5}$/.test(t.text)) return parseError('bad-value', t.text, t.position);
        scores.push(Number(t.text));
      }
    } else {
      const t0 = toks[0] ?? { text: '', position: valuePos };
      if (toks.length !== 1 || !/^\d$/.test(t0.text)) return parseError('bad-value', t0.text, t0.position);
      nums[key] = Number(t0.text);
    }
  }
  const n = normalizeOptions(options).players;
  const allHands: DecktetCard[][] = [];
  for (let i = 0; i < Math.max(n, hands.length); i++) allHands.push(hands[i] ?? []);
  const pos: Position = {
    options,
    spread,
    hands: allHands,
    ...(pile ? { pile } : {}),
    ...(nums.current !== undefined ? { current: nums.current } : {}),
    ...(nums.dealer !== undefined ? { dealer: nums.dealer } : {}),
    ...(nums.round !== undefined ? { round: nums.round } : {}),
    ...(scores ? { scores } : {}),
  };
  const problem = positionProblem(pos);
  if (problem) {
    const { code, token } = problem;
    if (code === 'not-in-deck' || code === 'duplicate-card') {
      const at = (cardAt.get(token) ?? [0]).slice().sort((a, b) => a - b);
      return parseError(code, token, (code === 'duplicate-card' ? at[1] : at[0]) ?? 0);
    }
    if (code === 'not-a-cell') return parseError(code, token, cellAt.get(token) ?? 0);
    const field = fieldAt.get(token);
    return parseError(code, field?.text ?? token, field?.position ?? 0);
  }
  return parsed(pos);
}

// ---------------------------------------------------------------- states

/** A state as position text (see positionOf for what a position keeps). */
export function formatState(state: QuincunxState): string {
  return formatPosition(positionOf(state));
}

/** Position text → the state it describes. */
export function parseState(input: string): ParseResult<QuincunxState, QuincunxParseCode> {
  const p = parsePosition(input);
  return p.ok ? parsed(fromPosition(p.value)) : p;
}

/** Quincunx positions as text (the registry adds them to QUINCUNX's notation; no island uses them; here, not in game.ts, so the whole game's code does not import this file). */
export const QUINCUNX_POSITIONS: PositionNotation<QuincunxState, QuincunxParseCode> = { parsePosition: parseState, formatPosition: formatState };
