/**
 * Conquian options ↔ the letters a link carries (?cq-game=seed~letters:moves).
 * Each letter switches one option away from its default, in any order when
 * read and in this order when written:
 *   s  the forced add only for the card offered at the start of the turn
 *   t  hand cards alone may go down between turning a stock card and melding
 *      or passing it (Bicycle/Hoyle)
 *   h  hand cards alone may go down in the discard step after a meld: the
 *      engine's reading before issue 12, kept so that links written with it
 *      open the same game (t and h exclude each other)
 *   n  no double stakes after a draw
 *   d  player B deals (so A turns the first card)
 * The empty text is the default game. Reading never throws.
 */
import { parseError, parsed, type ParseResult } from '../core/result';
import { DEFAULT_OPTIONS, type ConquianOptions } from './engine';
import type { ConquianParseCode } from './codes';

export function formatOptions(o: ConquianOptions): string {
  return (
    (o.forcedAddScope === 'startOfTurn' ? 's' : '') +
    (o.handMelds === 'turnedCard' ? 't' : o.handMelds === 'discardStep' ? 'h' : '') +
    (o.stockOutDoublesNext ? '' : 'n') +
    (o.dealer === 1 ? 'd' : '')
  );
}

const LETTERS = new Set(['s', 't', 'h', 'n', 'd']);

export function parseOptions(text: string): ParseResult<ConquianOptions, ConquianParseCode> {
  const seen = new Set<string>();
  let i = 0;
  for (const ch of text) {
    if (!LETTERS.has(ch)) return parseError('unknown-option', ch, i);
    if (seen.has(ch)) return parseError('repeated-option', ch, i);
    if ((ch === 't' && seen.has('h')) || (ch === 'h' && seen.has('t'))) return parseError('conflicting-option', ch, i);
    seen.add(ch);
    i += ch.length;
  }
  return parsed({
    forcedAddScope: seen.has('s') ? 'startOfTurn' : DEFAULT_OPTIONS.forcedAddScope,
    handMelds: seen.has('t') ? 'turnedCard' : seen.has('h') ? 'discardStep' : DEFAULT_OPTIONS.handMelds,
    stockOutDoublesNext: !seen.has('n'),
    dealer: seen.has('d') ? 1 : 0,
  });
}
