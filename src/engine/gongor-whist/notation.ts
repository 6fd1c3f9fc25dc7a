/**
 * Gongor Whist text notation.
 *
 * Moves (keywords case-insensitive; the short form in brackets):
 *   bid 4        [b4]    bid four tricks for this hand
 *   play 4MS     [4MS]   play The Mountain to the trick the dummy led
 *   twiddle      [t]     turn the next Ace: a new trump (none left: no trump)
 *   resolve      [r]     let the trick be decided
 *   next         [n]     deal the next hand
 * A move list is moves one after another, separated by spaces, commas, ";"
 * or "." — "bid 4; play 4MS; resolve" and "b4.4MS.r" are the same list.
 * formatMove writes the long form, formatMoveShort the short one (URLs).
 *
 * Positions: one "key: value" field per line (or separated by ";"):
 *   trump: M              the trump suit (M S W L Y K, or "none")
 *   turned: AM            face-up Aces in the order turned
 *   stack: AS AW AL AY AK face-down Aces, next to turn first
 *   hand: 4MS 2MK ...     the player's cards
 *   dummy: CS 3MW ...     the dummy pile, top card (the next lead) first
 *   half: fore | aft      pass: 1
 *   bid: 4   won: 1   lost: 2     bid and tricks so far in this hand
 *   card: 4MS             the player's card already played to the trick
 *   twiddles: 0           twiddles made in this trick
 *   deck: ...  aside: ...  played: ...   undealt, set-aside, finished cards
 *   used: 0 3             bids already crossed off    score: 0    rng: 17
 *   mode: standard | points
 *   options: pu10         the other options in link letters (options.ts), when not the defaults
 * Omitted fields take the defaults of fromPosition. Each card at most once. Cards use the shared
 * Decktet notation (4MS, CS, AM; suits in any order and case).
 */
import { parseDecktetToken } from '../cards/decktet-notation';
import { tokenize } from '../cards/tokens';
import type { DecktetCard } from '../cards/decktet';
import { lookup } from '../core/game';
import { parseError, parsed, type ParseResult } from '../core/result';
import { isPlayingCard, type GongorWhistMove } from './engine';
import type { GongorWhistOptionCode } from './options';

/**
 * The codes a typed move can be refused with (parseMove's, held by its type): the only parse codes a reader can
 * meet, since the islands read no positions and a link that does not read gets the link's own notice. The pages
 * carry a sentence for these alone (src/i18n/gongor-whist.ts).
 */
export const GONGOR_WHIST_MOVE_PARSE_CODES = ['empty', 'unknown-move', 'unexpected-token', 'missing-card', 'bad-card', 'missing-number', 'bad-bid'] as const;
export type GongorWhistMoveParseCode = (typeof GONGOR_WHIST_MOVE_PARSE_CODES)[number];

/** Every code a move or position text can be refused with. */
export const GONGOR_WHIST_NOTATION_CODES = [
  ...GONGOR_WHIST_MOVE_PARSE_CODES,
  'unknown-field', 'duplicate-field', 'bad-value', 'missing-field', 'repeated-card',
] as const;
export type GongorWhistNotationCode = (typeof GONGOR_WHIST_NOTATION_CODES)[number];
/** Parse codes of the notation and of the option text. */
export type GongorWhistParseCode = GongorWhistNotationCode | GongorWhistOptionCode;
type Parsed<T> = ParseResult<T, GongorWhistParseCode>;
type ParsedMove<T> = ParseResult<T, GongorWhistMoveParseCode>;

export function formatMove(move: GongorWhistMove): string {
  switch (move.type) {
    case 'bid': return `bid ${move.n}`;
    case 'play': return `play ${move.card}`;
    case 'twiddle': return 'twiddle';
    case 'resolve': return 'resolve';
    case 'next': return 'next';
  }
}

export function formatMoveShort(move: GongorWhistMove): string {
  switch (move.type) {
    case 'bid': return `b${move.n}`;
    case 'play': return move.card;
    case 'twiddle': return 't';
    case 'resolve': return 'r';
    case 'next': return 'n';
  }
}

export function formatMoves(moves: readonly GongorWhistMove[], short = false): string {
  return short ? moves.map(formatMoveShort).join('.') : moves.map(formatMove).join('; ');
}

interface Tok {
  readonly text: string;
  readonly position: number;
}

function lex(input: string): Tok[] {
  const out: Tok[] = [];
  for (const t of tokenize(input)) {
    const re = /[^;.]+/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(t.text)) !== null) out.push({ text: m[0], position: t.position + m.index });
  }
  return out;
}

const SIMPLE: Record<string, GongorWhistMove> = {
  twiddle: { type: 'twiddle' }, t: { type: 'twiddle' },
  resolve: { type: 'resolve' }, r: { type: 'resolve' },
  next: { type: 'next' }, n: { type: 'next' },
};

function cardTok(t: Tok | undefined, after: Tok): ParsedMove<DecktetCard> {
  if (!t) return parseError('missing-card', after.text, after.position);
  const c = parseDecktetToken(t.text);
  if (!c || !isPlayingCard(c)) return parseError('bad-card', t.text, t.position);
  return parsed(c);
}

function bidTok(t: Tok | undefined, after: Tok): ParsedMove<number> {
  if (!t) return parseError('missing-number', after.text, after.position);
  if (!/^[0-7]$/.test(t.text)) return parseError('bad-bid', t.text, t.position);
  return parsed(Number(t.text));
}

/** Read one move from toks[i]; returns the move and the index after it. */
function readMove(toks: readonly Tok[], i: number): ParsedMove<[GongorWhistMove, number]> {
  const head = toks[i]!;
  const kw = head.text.toLowerCase();
  const simple = lookup(SIMPLE, kw);
  if (simple) return parsed([simple, i + 1]);
  if (kw === 'bid') {
    const n = bidTok(toks[i + 1], head);
    return n.ok ? parsed([{ type: 'bid', n: n.value }, i + 2]) : n;
  }
  const short = /^b([0-9]+)$/.exec(kw);
  if (short) {
    const n = bidTok({ text: short[1]!, position: head.position + 1 }, head);
    return n.ok ? parsed([{ type: 'bid', n: n.value }, i + 1]) : n;
  }
  if (kw === 'play') {
    const c = cardTok(toks[i + 1], head);
    return c.ok ? parsed([{ type: 'play', card: c.value }, i + 2]) : c;
  }
  const c = parseDecktetToken(head.text);
  if (c && isPlayingCard(c)) return parsed([{ type: 'play', card: c }, i + 1]);
  if (c) return parseError('bad-card', head.text, head.position);
  return parseError('unknown-move', head.text, head.position);
}

/** Exactly one move. */
export function parseMove(input: string): ParsedMove<GongorWhistMove> {
  const toks = lex(input);
  if (toks.length === 0) return parseError('empty', '', 0);
  const r = readMove(toks, 0);
  if (!r.ok) return r;
  const [move, next] = r.value;
  const extra = toks[next];
  if (extra) return parseError('unexpected-token', extra.text, extra.position);
  return parsed(move);
}

/** A list of moves (possibly empty). */
export function parseMoves(input: string): Parsed<GongorWhistMove[]> {
  const toks = lex(input);
  const out: GongorWhistMove[] = [];
  let i = 0;
  while (i < toks.length) {
    const r = readMove(toks, i);
    if (!r.ok) return r;
    out.push(r.value[0]);
    i = r.value[1];
  }
  return parsed(out);
}
