/**
 * Quincunx text notation (documented for readers in src/notation/{de,en}/quincunx.mdx).
 *
 * Cells:    column letter + row number, a1 top left: a1 … e5 on the 5×5
 *           spread, a1 … d4 in the solitaire, a1 … i9 on the open spread's
 *           board (its starting card lies at e5).
 * Moves:    CS@c3        place the Bard on c3
 *           CS@c3=5      the same, announcing 5 points (Muggins)
 *           deal         deal the next round
 *           Cards use the shared Decktet codes (any case, suits in any order).
 * Options:  space-separated tokens, defaults left out:
 *           2p 3p 4p | solitaire     players (solitaire: one player, 4×4)
 *           open                     the open spread
 *           excuse pawns flush muggins
 *           readings: pairs=diagonal triple=strict extend=no line=both bridge=yes
 *           pawnpower=<n> power=diagonal partners=yes flushsuit=any muggins=all
 *           dealer=<seat>            the first dealer (default: the last seat)
 * Games:    <options> seed:<seed>    e.g. "3p open flush seed:42"; an all-digit
 *           seed is a number, any other text is hashed.
 * Positions: one "key: value" field per line (or separated by ";"):
 *           options: 2p pawns
 *           spread: CM@a1 AS@e1 CS@c3
 *           hand0: 2MK 3SK          hand1: …  (seats from 0)
 *           pile: …                 (optional; default: the rest of the deck)
 *           current: 0  dealer: 1  round: 0  scores: 12 -3
 */
import { parseDecktetToken } from '../cards/decktet-notation';
import { tokenize } from '../cards/tokens';
import { parseError, parsed, type ParseResult } from '../core/result';
import { lookup } from '../core/game';
import type { DecktetCard } from '../cards/decktet';
import { DEFAULT_OPTIONS, type Mode, type QuincunxOptions } from './scoring';
import { normalizeOptions, type PositionProblemCode, type QuincunxMove } from './engine';

/**
 * The codes a typed move can be refused with (parseMove's, held by its type): the only parse codes a reader can
 * meet, since the islands read no positions and a link that does not read gets the link's own notice. The pages
 * carry a sentence for these alone (src/i18n/quincunx.ts).
 */
export const QUINCUNX_MOVE_PARSE_CODES = ['empty', 'unknown-move', 'bad-card', 'bad-cell', 'bad-announcement', 'unexpected-token'] as const;
export type QuincunxMoveParseCode = (typeof QUINCUNX_MOVE_PARSE_CODES)[number];

/** Why a text does not read: every code the Quincunx readers return. */
export const QUINCUNX_PARSE_CODES = [
  ...QUINCUNX_MOVE_PARSE_CODES, 'bad-option', 'bad-seed', 'missing-seed',
  'duplicate-cell', 'unknown-field', 'bad-value', 'hand-count', 'not-in-deck', 'duplicate-card', 'not-a-cell', 'bad-seat', 'bad-round',
  'score-count', 'bad-link', 'illegal-move', 'bad-step',
] as const;
export type QuincunxParseCode = (typeof QUINCUNX_PARSE_CODES)[number];
// Every reason positionProblem can give is a parse code too (parsePosition, in positions.ts, passes it on).
const PROBLEMS_ARE_PARSE_CODES: PositionProblemCode extends QuincunxParseCode ? true : never = true;
void PROBLEMS_ARE_PARSE_CODES;

// ---------------------------------------------------------------- moves

export function formatMove(move: QuincunxMove): string {
  if (move.type === 'deal') return 'deal';
  return `${move.card}@${move.cell.toLowerCase()}${move.announce !== undefined ? `=${move.announce}` : ''}`;
}

function parseMoveToken(text: string, position: number): ParseResult<QuincunxMove, QuincunxMoveParseCode> {
  if (text.toLowerCase() === 'deal') return parsed({ type: 'deal' });
  const m = /^([^@=]*)@([^=]*)(?:=(.*))?$/.exec(text);
  if (!m) return parseError('unknown-move', text, position);
  const card = parseDecktetToken(m[1]!);
  if (!card) return parseError('bad-card', m[1]!, position);
  const cellPos = position + m[1]!.length + 1;
  if (!/^[a-i][1-9]$/i.test(m[2]!)) return parseError('bad-cell', m[2]!, cellPos);
  const move: { type: 'place'; card: DecktetCard; cell: string; announce?: number } = { type: 'place', card, cell: m[2]!.toLowerCase() };
  if (m[3] !== undefined) {
    const annPos = cellPos + m[2]!.length + 1;
    if (!/^[+-]?\d{1,4}$/.test(m[3])) return parseError('bad-announcement', m[3], annPos);
    move.announce = Number(m[3]);
  }
  return parsed(move);
}

export function parseMove(input: string): ParseResult<QuincunxMove, QuincunxMoveParseCode> {
  const toks = tokenize(typeof input === 'string' ? input : '');
  if (toks.length === 0) return parseError('empty', '', 0);
  if (toks.length > 1) return parseError('unexpected-token', toks[1]!.text, toks[1]!.position);
  return parseMoveToken(toks[0]!.text, toks[0]!.position);
}

export function formatMoves(moves: readonly QuincunxMove[]): string {
  return moves.map(formatMove).join(' ');
}

export function parseMoves(input: string): ParseResult<QuincunxMove[], QuincunxParseCode> {
  const out: QuincunxMove[] = [];
  for (const t of tokenize(typeof input === 'string' ? input : '')) {
    const r = parseMoveToken(t.text, t.position);
    if (!r.ok) return r;
    out.push(r.value);
  }
  return parsed(out);
}

// ---------------------------------------------------------------- options

const READINGS: readonly {
  key: string;
  field: keyof QuincunxOptions;
  values: Record<string, QuincunxOptions[keyof QuincunxOptions]>;
}[] = [
  { key: 'pairs', field: 'pairsOrthogonalOnly', values: { orthogonal: true, diagonal: false } },
  { key: 'triple', field: 'tripleExcludesPair', values: { perline: 'perLine', strict: 'strict' } },
  { key: 'extend', field: 'extendCountsAsComplete', values: { yes: true, no: false } },
  { key: 'line', field: 'bothBonusesInOneLine', values: { one: false, both: true } },
  { key: 'bridge', field: 'pawnBridges9Crown', values: { yes: true, no: false } },
  { key: 'power', field: 'powerPlayOrthogonalOnly', values: { orthogonal: true, diagonal: false } },
  { key: 'partners', field: 'powerPlayCountsPartners', values: { yes: true, no: false } },
  { key: 'flushsuit', field: 'flushRequiresCommonSuit', values: { common: true, any: false } },
  { key: 'muggins', field: 'mugginsBeneficiary', values: { next: 'nextPlayer', all: 'allOpponents' } },
];
const FLAGS = ['excuse', 'pawns', 'flush', 'muggins'] as const;

/** Options as a link writes them, defaults left out; `parseOptions` reads them back to the same options. */
export function formatOptions(options: Partial<QuincunxOptions>): string {
  const o = withDefaults(options);
  const out: string[] = [];
  if (o.players === 1 || o.mode === 'solitaire4x4') {
    out.push('solitaire');
    if (o.mode === 'openSpread') out.push('open');
  } else {
    out.push(`${Number.isInteger(o.players) && o.players >= 2 && o.players <= 4 ? o.players : DEFAULT_OPTIONS.players}p`);
    if (o.mode === 'openSpread') out.push('open');
  }
  for (const f of FLAGS) if (o[f]) out.push(f);
  for (const r of READINGS) {
    if (o[r.field] === DEFAULT_OPTIONS[r.field]) continue;
    const word = Object.keys(r.values).find((k) => r.values[k] === o[r.field]);
    if (word) out.push(`${r.key}=${word}`);
  }
  if (o.pawnPowerPlayValue !== DEFAULT_OPTIONS.pawnPowerPlayValue && Number.isInteger(o.pawnPowerPlayValue) && o.pawnPowerPlayValue >= 0 && o.pawnPowerPlayValue <= 99) {
    out.push(`pawnpower=${o.pawnPowerPlayValue}`);
  }
  if (o.dealer !== null && Number.isInteger(o.dealer) && o.dealer >= 0 && o.dealer <= 3) out.push(`dealer=${o.dealer}`);
  return out.join(' ');
}

/** Every option set: the defaults fill what is missing. */
export function withDefaults(options: Partial<QuincunxOptions>): QuincunxOptions {
  return { ...DEFAULT_OPTIONS, ...(options.mode === 'solitaire4x4' ? { players: 1 } : {}), ...options };
}

export interface Tok { readonly text: string; readonly position: number }

const LAYOUT_WORDS: Readonly<Record<string, Mode>> = { standard: 'standard', open: 'openSpread' };

/**
 * Option tokens → the options they set. Never throws. A table is looked up
 * only by its own keys, so "constructor" or "__proto__" are unknown words.
 * "solitaire" means one player (the solitaire's 4 × 4 spread, whatever layout
 * word stands beside it, as "open solitaire" always read); a player count
 * other than one beside it is refused, and so is "1p" without it. Of
 * "standard" and "open" the last one counts.
 */
export function optionsFrom(toks: readonly Tok[]): ParseResult<Partial<QuincunxOptions>, QuincunxParseCode> {
  const o: { -readonly [K in keyof QuincunxOptions]?: QuincunxOptions[K] } = {};
  let playersTok: Tok | null = null;
  let solitaire = false;
  for (const t of toks) {
    const w = t.text.toLowerCase();
    const pm = /^([1-4])p$/.exec(w);
    if (pm) { o.players = Number(pm[1]); playersTok = t; continue; }
    if (w === 'solitaire') { solitaire = true; continue; }
    const layout = lookup(LAYOUT_WORDS, w);
    if (layout) { o.mode = layout; continue; }
    if ((FLAGS as readonly string[]).includes(w)) { o[w as (typeof FLAGS)[number]] = true; continue; }
    const eq = w.indexOf('=');
    if (eq > 0) {
      const key = w.slice(0, eq);
      const value = w.slice(eq + 1);
      if (key === 'pawnpower') {
        if (/^\d{1,2}$/.test(value)) { o.pawnPowerPlayValue = Number(value); continue; }
      } else if (key === 'dealer') {
        if (/^[0-3]$/.test(value)) { o.dealer = Number(value); continue; }
      } else {
        const r = READINGS.find((x) => x.key === key);
        const v = r ? lookup(r.values, value) : undefined;
        if (r && v !== undefined) { (o as Record<string, unknown>)[r.field] = v; continue; }
      }
    }
    return parseError('bad-option', t.text, t.position);
  }
  if (playersTok && (o.players === 1) !== solitaire) return parseError('bad-option', playersTok.text, playersTok.position);
  if (solitaire) o.players = 1;
  return parsed(o);
}

export function parseOptions(input: string): ParseResult<Partial<QuincunxOptions>, QuincunxParseCode> {
  return optionsFrom(tokenize(typeof input === 'string' ? input : ''));
}

// ---------------------------------------------------------------- games (seed + options)

export interface GameSetup {
  readonly options: QuincunxOptions;
  readonly seed: number | string;
}

export function formatGame(game: { options: Partial<QuincunxOptions>; seed: number | string }): string {
  return `${formatOptions(game.options)} seed:${game.seed}`;
}

export function parseGame(input: string): ParseResult<GameSetup, QuincunxParseCode> {
  const toks = tokenize(typeof input === 'string' ? input : '');
  const rest: Tok[] = [];
  let seed: number | string | undefined;
  for (const t of toks) {
    if (/^seed:/i.test(t.text)) {
      const v = t.text.slice(5);
      if (!/^[A-Za-z0-9_-]{1,32}$/.test(v)) return parseError('bad-seed', t.text, t.position);
      seed = /^\d{1,9}$/.test(v) ? Number(v) : v;
    } else rest.push(t);
  }
  if (seed === undefined) return parseError('missing-seed', input, 0);
  const o = optionsFrom(rest);
  if (!o.ok) return o;
  return parsed({ options: normalizeOptions(o.value), seed });
}

// ---------------------------------------------------------------- spreads and positions

/** One character against another by code unit (cells are a–i and 1–9: the same order as localeCompare, without its first call's cost of loading a collator, ~80 ms at 4× slowdown in the explorer's first click). */
const byChar = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function formatSpread(spread: Readonly<Record<string, DecktetCard>>): string {
  return Object.entries(spread)
    .sort(([a], [b]) => byChar(a[1]!, b[1]!) || byChar(a[0]!, b[0]!))
    .map(([cell, card]) => `${card}@${cell}`)
    .join(' ');
}

export function spreadFrom(toks: readonly Tok[]): ParseResult<Record<string, DecktetCard>, QuincunxParseCode> {
  const out: Record<string, DecktetCard> = {};
  for (const t of toks) {
    const r = parseMoveToken(t.text, t.position);
    if (!r.ok) return r;
    if (r.value.type !== 'place' || r.value.announce !== undefined) return parseError('bad-cell', t.text, t.position);
    if (out[r.value.cell]) return parseError('duplicate-cell', t.text, t.position);
    out[r.value.cell] = r.value.card;
  }
  return parsed(out);
}

export function parseSpread(input: string): ParseResult<Record<string, DecktetCard>, QuincunxParseCode> {
  return spreadFrom(tokenize(typeof input === 'string' ? input : ''));
}
