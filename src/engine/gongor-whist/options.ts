/**
 * Gongor Whist options as link text (the part after "~" in ?gw-game=seed~flags).
 *
 * Letters, in any order when read, each at most once (written in this order):
 *   p  points game                 t / d  a missed bid costs the tricks / the difference
 *   a  the aft hand turns a fresh Ace     n  no trump does not last into the aft hand
 *   m  more than one twiddle per trick    u  no repeated bids in the points game
 *   c  play on past 50 (a points game of fixed length)
 *   o  open-ended points game: passes until the score is above 50 (at most 100)
 * then an optional number 1–100: a points game of at most that many passes.
 *
 * The length of a points game. Links written before the open-ended default
 * carry no length mark for four passes, so "p" without "o" and without a
 * number still means four passes, and the open-ended game (now the default)
 * is written "po". In the standard game the length plays no part; there no
 * mark means the default ('open') and a number is kept as given.
 * Text that is not canonical for a length ("p4", "o" without "p") is refused,
 * so every accepted text has one meaning and format(parse(x)) === x up to
 * the order of the letters.
 */
import { parseError, parsed, type ParseResult } from '../core/result';
import { DEFAULT_OPTIONS, POINTS_PASS_LIMIT, type GongorWhistOptions, type PointsLength } from './engine';

export const GONGOR_WHIST_OPTION_CODES = ['unknown-option', 'repeated-option', 'conflicting-options', 'bad-passes'] as const;
export type GongorWhistOptionCode = (typeof GONGOR_WHIST_OPTION_CODES)[number];

/** A points-game link without a length mark: four passes (the length before the open-ended default). */
export const UNMARKED_POINTS_PASSES = 4;

const LETTERS = 'ptdanmuco';

export function formatOptions(o: GongorWhistOptions): string {
  const points = o.mode === 'points';
  const unmarked: PointsLength = points ? UNMARKED_POINTS_PASSES : DEFAULT_OPTIONS.pointsPasses;
  const length = o.pointsPasses === unmarked ? '' : o.pointsPasses === 'open' ? 'o' : String(o.pointsPasses);
  return (
    (points ? 'p' : '') +
    (o.missPenalty === 'tricks' ? 't' : o.missPenalty === 'difference' ? 'd' : '') +
    (o.trumpCarriesToAftHand ? '' : 'a') +
    (o.noTrumpCarriesToAftHand ? '' : 'n') +
    (o.oneTwiddlePerTrick ? '' : 'm') +
    (o.pointsModeBidsRepeat ? '' : 'u') +
    (o.pointsStopAtClearWin ? '' : 'c') +
    length
  );
}

export function parseOptions(text: string): ParseResult<GongorWhistOptions, GongorWhistOptionCode> {
  const seen = new Set<string>();
  let i = 0;
  for (; i < text.length && !/[0-9]/.test(text[i]!); i++) {
    const ch = text[i]!;
    if (!LETTERS.includes(ch)) return parseError('unknown-option', ch, i);
    if (seen.has(ch)) return parseError('repeated-option', ch, i);
    seen.add(ch);
  }
  const digits = text.slice(i);
  if (!/^[0-9]{0,3}$/.test(digits)) {
    const bad = /[^0-9]/.exec(digits);
    return bad ? parseError('unknown-option', bad[0], i + bad.index) : parseError('bad-passes', digits, i);
  }
  if (seen.has('t') && seen.has('d')) return parseError('conflicting-options', 'd', text.indexOf('d'));
  const points = seen.has('p');
  let pointsPasses: PointsLength;
  if (digits) {
    const n = Number(digits);
    if (seen.has('o')) return parseError('conflicting-options', digits, i);
    if (n < 1 || n > POINTS_PASS_LIMIT || (points && n === UNMARKED_POINTS_PASSES)) return parseError('bad-passes', digits, i);
    pointsPasses = n;
  } else if (seen.has('o')) {
    if (!points) return parseError('bad-passes', 'o', text.indexOf('o'));
    pointsPasses = 'open';
  } else pointsPasses = points ? UNMARKED_POINTS_PASSES : DEFAULT_OPTIONS.pointsPasses;
  return parsed({
    ...DEFAULT_OPTIONS,
    mode: points ? 'points' : 'standard',
    missPenalty: seen.has('t') ? 'tricks' : seen.has('d') ? 'difference' : 'bid',
    trumpCarriesToAftHand: !seen.has('a'),
    noTrumpCarriesToAftHand: !seen.has('n'),
    oneTwiddlePerTrick: !seen.has('m'),
    pointsModeBidsRepeat: !seen.has('u'),
    pointsStopAtClearWin: !seen.has('c'),
    pointsPasses,
  });
}
