/**
 * A whole game in link text: `<seed>[~<options>][:<moves>]`, the options in
 * the game's own option text (its `options` codec) and the moves either in
 * move notation joined by ';' (readable, for short games) or packed
 * (core/movelist.ts, for long ones; `*` marks it). Reading replays every move
 * through the engine, so a tampered link can never yield a position the rules
 * do not allow. Nothing here throws.
 */
import type { GameRules } from './game';
import { PACKED_PREFIX, packMoves, unpackMoves, unpackMovesPrefix } from './movelist';
import { parsed, parseError, type ParseResult } from './result';

/** A seed a reader may type or a link may carry: 1–32 letters, digits, '-' or '_'. */
export const SEED_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** Links longer than this write their moves packed (a short game stays readable). */
export const READABLE_LINK_LIMIT = 1500;

export interface LinkedGame<S, M, O> {
  readonly seed: string;
  readonly options: O;
  readonly moves: readonly M[];
  /** states[0] is the deal; states[i] follows moves[i-1]. */
  readonly states: readonly S[];
}

export type LinkCode = 'bad-shape' | 'bad-seed' | 'bad-options' | 'bad-move' | 'illegal-move' | 'bad-moves';

type LinkGame<S, M, O> = Pick<GameRules<S, M, O, unknown>, 'setup' | 'legalMoves' | 'apply' | 'notation' | 'options'>;

/** How a game turns a seed's text into the value it deals with (Quincunx deals digits as a number). */
export type SeedValue = (text: string) => number | string;
const asText: SeedValue = (t) => t;

export function dealFromLink<S, M, O>(game: LinkGame<S, M, O>, seed: string, options: O, seedValue: SeedValue = asText): LinkedGame<S, M, O> {
  return { seed, options, moves: [], states: [game.setup(options, seedValue(seed))] };
}

export function writeGameLink<S, M, O>(game: LinkGame<S, M, O>, g: LinkedGame<S, M, O>): string {
  const opts = game.options.format(g.options);
  const head = `${g.seed}${opts ? `~${opts}` : ''}`;
  if (g.moves.length === 0) return head;
  const readable = `${head}:${g.moves.map((m) => game.notation.formatMove(m)).join(';')}`;
  if (readable.length <= READABLE_LINK_LIMIT) return readable;
  const packed = packMoves(game, g.states[0]!, g.moves, g.states.length === g.moves.length + 1 ? g.states : undefined);
  return packed ? `${head}:${packed}` : readable;
}

/**
 * Read link text back into a game. `legacyMoves` reads a move list in an
 * older form a game once wrote (so its old links keep opening).
 */
export function readGameLink<S, M, O>(
  game: LinkGame<S, M, O>,
  raw: string,
  { seedValue = asText, legacyMoves }: { seedValue?: SeedValue; legacyMoves?: (text: string) => ParseResult<M[]> | null } = {},
): ParseResult<LinkedGame<S, M, O>, LinkCode> {
  if (typeof raw !== 'string') return parseError('bad-shape', '', 0);
  const m = /^([^~:]*)(?:~([^:]*))?(?::(.*))?$/s.exec(raw);
  if (!m) return parseError('bad-shape', raw.slice(0, 20), 0);
  const seed = (m[1] ?? '').trim();
  if (!SEED_PATTERN.test(seed)) return parseError('bad-seed', seed.slice(0, 40), 0);
  const opts = game.options.parse(m[2] ?? '');
  if (!opts.ok) return parseError('bad-options', opts.error.token, seed.length + 1 + opts.error.position);
  const start = dealFromLink(game, seed, opts.value, seedValue);
  const movesText = m[3] ?? '';
  const at = raw.length - movesText.length;
  if (movesText === '') return parsed(start);
  const s0 = start.states[0]!;
  if (movesText.startsWith(PACKED_PREFIX)) {
    const r = unpackMoves(game, s0, movesText);
    if (!r.ok) return parseError('bad-moves', r.error.token, at + r.error.position);
    return parsed({ ...start, moves: r.value.moves, states: [s0, ...r.value.states] });
  }
  const legacy = legacyMoves?.(movesText);
  let moves: M[];
  if (legacy) {
    if (!legacy.ok) return parseError('bad-move', legacy.error.token, at + legacy.error.position);
    moves = legacy.value;
  } else {
    moves = [];
    let offset = at;
    for (const text of movesText.split(';')) {
      const mv = game.notation.parseMove(text);
      if (!mv.ok) return parseError('bad-move', mv.error.token, offset + mv.error.position);
      moves.push(mv.value);
      offset += text.length + 1;
    }
  }
  const states: S[] = [s0];
  for (const mv of moves) {
    const r = game.apply(states[states.length - 1]!, mv);
    if (!r.ok) return parseError('illegal-move', game.notation.formatMove(mv), at);
    states.push(r.state);
  }
  return parsed({ ...start, moves, states });
}

/** A link read for a reader: the game, and whether its moves were cut at the first that could not be read or played. */
export interface KeptGame<S, M, O> {
  readonly game: LinkedGame<S, M, O>;
  readonly cut: boolean;
}

const MOVE_CODES: ReadonlySet<LinkCode> = new Set(['bad-move', 'illegal-move', 'bad-moves']);

/**
 * Read link text as a reader's address: like readGameLink, but a move that cannot be read or played (a link cut
 * short by a mail program, a hand-edited move) keeps the moves before it, with `cut` set, instead of refusing the
 * whole link. A bad seed or bad options: null. A packed list (long games) keeps every move whose bits arrived;
 * a list in a game's older form keeps its moves before the first illegal one.
 */
export function readGameLinkKeeping<S, M, O>(
  game: LinkGame<S, M, O>,
  raw: string,
  opts: { seedValue?: SeedValue; legacyMoves?: (text: string) => ParseResult<M[]> | null } = {},
): KeptGame<S, M, O> | null {
  const whole = readGameLink(game, raw, opts);
  if (whole.ok) return { game: whole.value, cut: false };
  if (!MOVE_CODES.has(whole.error.code)) return null;
  const colon = raw.indexOf(':');
  const head = readGameLink(game, raw.slice(0, colon), opts);
  if (!head.ok) return null;
  const movesText = raw.slice(colon + 1);
  if (movesText.startsWith(PACKED_PREFIX)) {
    const kept = unpackMovesPrefix(game, head.value.states[0]!, movesText);
    return { game: { ...head.value, moves: kept.moves, states: [head.value.states[0]!, ...kept.states] }, cut: true };
  }
  const legacy = opts.legacyMoves?.(movesText);
  const candidates: M[] = legacy?.ok ? [...legacy.value] : [];
  if (!legacy?.ok) {
    for (const text of movesText.split(';')) {
      const mv = game.notation.parseMove(text);
      if (!mv.ok) break;
      candidates.push(mv.value);
    }
  }
  const states: S[] = [...head.value.states];
  const moves: M[] = [];
  for (const mv of candidates) {
    const r = game.apply(states[states.length - 1]!, mv);
    if (!r.ok) break;
    moves.push(mv);
    states.push(r.state);
  }
  return { game: { ...head.value, moves, states }, cut: true };
}
