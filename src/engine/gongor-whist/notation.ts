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
import { positionFields, tokenize } from '../cards/tokens';
import { DECKTET_SUITS, type DecktetCard, type DecktetSuit } from '../cards/decktet';
import { lookup } from '../core/game';
import { parseError, parsed, type ParseResult } from '../core/result';
import { DEFAULT_OPTIONS, isAce, isPlayingCard, type GongorWhistMove, type GongorWhistOptions, type GongorWhistState, type Half, type Position } from './engine';
import { formatOptions, parseOptions, type GongorWhistOptionCode } from './options';

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

// ---------------------------------------------------------------------------
// Positions

const POS_KEYS = ['trump', 'turned', 'stack', 'hand', 'dummy', 'half', 'pass', 'bid', 'won', 'lost', 'card', 'twiddles', 'deck', 'aside', 'played', 'used', 'score', 'rng', 'mode', 'options'] as const;
type PosKey = (typeof POS_KEYS)[number];

export function formatPosition(pos: Position): string {
  const lines: string[] = [];
  const list = (xs: readonly string[] | undefined) => (xs ?? []).join(' ');
  if (pos.options?.mode && pos.options.mode !== 'standard') lines.push(`mode: ${pos.options.mode}`);
  const flags = optionsLine(pos.options);
  if (flags) lines.push(`options: ${flags}`);
  if (pos.pass !== undefined && pos.pass !== 1) lines.push(`pass: ${pos.pass}`);
  if (pos.half && pos.half !== 'fore') lines.push(`half: ${pos.half}`);
  if (pos.trump !== undefined) lines.push(`trump: ${pos.trump ?? 'none'}`);
  if (pos.turned) lines.push(`turned: ${list(pos.turned)}`);
  if (pos.stack) lines.push(`stack: ${list(pos.stack)}`);
  lines.push(`hand: ${list(pos.hand)}`, `dummy: ${list(pos.dummy)}`);
  if (pos.bid !== undefined) lines.push(`bid: ${pos.bid}`);
  if (pos.won) lines.push(`won: ${pos.won}`);
  if (pos.lost) lines.push(`lost: ${pos.lost}`);
  if (pos.card) lines.push(`card: ${pos.card}`);
  if (pos.twiddles) lines.push(`twiddles: ${pos.twiddles}`);
  if (pos.deck) lines.push(`deck: ${list(pos.deck)}`);
  if (pos.aside) lines.push(`aside: ${list(pos.aside)}`);
  if (pos.played) lines.push(`played: ${list(pos.played)}`);
  if (pos.usedBids) lines.push(`used: ${pos.usedBids.join(' ')}`);
  if (pos.score) lines.push(`score: ${pos.score}`);
  if (pos.rng !== undefined) lines.push(`rng: ${pos.rng}`);
  return lines.join('\n');
}

/** The options line: link letters when the options say more than the mode line (null: nothing to add). */
function optionsLine(o: Partial<GongorWhistOptions> | undefined): string | null {
  if (!o) return null;
  const mode = o.mode ?? 'standard';
  const full = formatOptions({ ...DEFAULT_OPTIONS, ...o });
  return full === formatOptions({ ...DEFAULT_OPTIONS, mode }) ? null : full;
}

export function parsePosition(input: string): Parsed<Position> {
  const out: { -readonly [K in keyof Position]?: Position[K] } & { hand?: DecktetCard[]; dummy?: DecktetCard[] } = {};
  const seen = new Set<PosKey>();
  const seenCards = new Set<string>();
  for (const f of positionFields(input)) {
    const { keyText, keyPos, value, valuePos } = f;
    const key = f.key as PosKey;
    if (value === null || !(POS_KEYS as readonly string[]).includes(key)) return parseError('unknown-field', keyText, keyPos);
    if (seen.has(key)) return parseError('duplicate-field', keyText, keyPos);
    seen.add(key);
    const toks = tokenize(value).map((t) => ({ text: t.text, position: t.position + valuePos }));
    const t0 = toks[0] ?? { text: '', position: valuePos };
    const cards = (aces: boolean): Parsed<DecktetCard[]> => {
      const cs: DecktetCard[] = [];
      for (const t of toks) {
        const c = parseDecktetToken(t.text);
        if (!c || (aces ? !isAce(c) : !isPlayingCard(c))) return parseError('bad-card', t.text, t.position);
        // Each card lies in one place only.
        if (seenCards.has(c)) return parseError('repeated-card', t.text, t.position);
        seenCards.add(c);
        cs.push(c);
      }
      return parsed(cs);
    };
    const int = (min: number, max: number): Parsed<number> => {
      if (toks.length !== 1 || !/^-?[0-9]+$/.test(t0.text)) return parseError('bad-value', t0.text, t0.position);
      const n = Number(t0.text);
      if (n < min || n > max) return parseError('bad-value', t0.text, t0.position);
      return parsed(n);
    };
    switch (key) {
      case 'trump': {
        const v = t0.text.toUpperCase();
        if (toks.length !== 1) return parseError('bad-value', t0.text, t0.position);
        if (v === 'NONE' || v === '-') out.trump = null;
        else if ((DECKTET_SUITS as readonly string[]).includes(v)) out.trump = v as DecktetSuit;
        else return parseError('bad-value', t0.text, t0.position);
        break;
      }
      case 'turned':
      case 'stack':
      case 'hand':
      case 'dummy':
      case 'deck':
      case 'aside':
      case 'played': {
        const r = cards(key === 'turned' || key === 'stack');
        if (!r.ok) return r;
        out[key] = r.value;
        break;
      }
      case 'card': {
        const r = cards(false);
        if (!r.ok) return r;
        if (r.value.length !== 1) return parseError('bad-value', t0.text, t0.position);
        out.card = r.value[0]!;
        break;
      }
      case 'half': {
        const v = t0.text.toLowerCase();
        if (toks.length !== 1 || (v !== 'fore' && v !== 'aft')) return parseError('bad-value', t0.text, t0.position);
        out.half = v as Half;
        break;
      }
      case 'mode': {
        const v = t0.text.toLowerCase();
        if (toks.length !== 1 || (v !== 'standard' && v !== 'points')) return parseError('bad-value', t0.text, t0.position);
        if (out.options && out.options.mode !== v) return parseError('bad-value', t0.text, t0.position);
        out.options = { ...out.options, mode: v };
        break;
      }
      case 'options': {
        if (toks.length > 1) return parseError('bad-value', toks[1]!.text, toks[1]!.position);
        const r = parseOptions(t0.text);
        if (!r.ok) return parseError(r.error.code, r.error.token, t0.position + r.error.position);
        if (out.options?.mode !== undefined && out.options.mode !== r.value.mode) return parseError('bad-value', t0.text, t0.position);
        out.options = r.value;
        break;
      }
      case 'used': {
        const used: number[] = [];
        for (const t of toks) {
          // (repeats are fine: in the points game with repeated bids the list keeps every bid made)
          if (!/^[0-7]$/.test(t.text)) return parseError('bad-bid', t.text, t.position);
          used.push(Number(t.text));
        }
        out.usedBids = used;
        break;
      }
      default: {
        const ranges: Record<string, [number, number]> = { pass: [1, 100], bid: [0, 7], won: [0, 7], lost: [0, 7], twiddles: [0, 6], score: [-10000, 10000], rng: [0, 4294967295] };
        const range = lookup(ranges, key);
        if (!range) return parseError('unknown-field', keyText, keyPos);
        const [lo, hi] = range;
        const r = int(lo, hi);
        if (!r.ok) return r;
        (out as Record<string, unknown>)[key] = r.value;
      }
    }
  }
  if (!out.hand) return parseError('missing-field', 'hand', input.length);
  if (!out.dummy) return parseError('missing-field', 'dummy', input.length);
  return parsed(out as Position);
}

/** The position a state is in (for sharing a position as text). */
export function positionOf(state: GongorWhistState): Position {
  return {
    ...(state.options.mode !== 'standard' ? { options: { mode: state.options.mode } } : {}),
    pass: state.pass,
    half: state.half,
    trump: state.trump,
    turned: state.aces.slice(0, state.acesTurned),
    stack: state.aces.slice(state.acesTurned),
    hand: state.hand,
    dummy: state.dummy,
    ...(state.bid !== null ? { bid: state.bid } : {}),
    won: state.tricks.filter((t) => t.won).length,
    lost: state.tricks.filter((t) => !t.won).length,
    ...(state.trick?.card ? { card: state.trick.card } : {}),
    ...(state.trick?.twiddles ? { twiddles: state.trick.twiddles } : {}),
    deck: state.deck,
    aside: state.aside,
    played: state.played,
    usedBids: state.usedBids,
    score: state.score,
    rng: state.rng,
  };
}
