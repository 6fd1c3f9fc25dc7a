/**
 * Gongor Whist positions as text (the format is described in notation.ts): read and written for the tests and the
 * registry (src/engine/games.ts), never by a page's islands. A file of its own, so the move notation the islands load
 * does not bring the option letters (options.ts) with it.
 */
import { parseDecktetToken } from '../cards/decktet-notation';
import { positionFields, tokenize } from '../cards/tokens';
import { DECKTET_SUITS, type DecktetCard, type DecktetSuit } from '../cards/decktet';
import { lookup, type PositionNotation } from '../core/game';
import { parseError, parsed, type ParseResult } from '../core/result';
import { DEFAULT_OPTIONS, fromPosition, isAce, isPlayingCard, type GongorWhistOptions, type GongorWhistState, type Half, type Position } from './engine';
import { formatOptions, parseOptions } from './options';
import type { GongorWhistParseCode } from './notation';

type Parsed<T> = ParseResult<T, GongorWhistParseCode>;

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

/** The position text of a state: the position notation with every option (options other than the mode as link letters). */
export function formatStatePosition(state: GongorWhistState): string {
  return formatPosition({ ...positionOf(state), options: state.options });
}

/** Gongor Whist positions as text (the registry adds them to GONGOR_WHIST's notation; no island uses them). */
export const GONGOR_WHIST_POSITIONS: PositionNotation<GongorWhistState, GongorWhistParseCode> = {
  parsePosition: (text) => {
    const r = parsePosition(text);
    return r.ok ? parsed(fromPosition(r.value)) : r;
  },
  formatPosition: formatStatePosition,
};
