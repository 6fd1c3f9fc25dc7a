/**
 * A compact, game-independent form of a move list for links. A game's moves
 * in notation make links of several kilobytes (a Rommé game: 2.7–13.8 K
 * characters; a 100-pass Gongor Whist game: about 3,700 moves), beyond the
 * 8 KB many servers and proxies accept. Here each move is written as its
 * index among the legal moves of the position it is played from, in just as
 * many bits as that position needs; the reader replays the game to know each
 * width. A move the engine accepts but does not list (Rommé lists one
 * arrangement per first meld) is written as an escape followed by its
 * notation text. The bits are written in base64url after a `*`, so the packed
 * form can never be mistaken for move notation.
 *
 * The packed text is only meaningful together with the start position it was
 * written from (seed and options in the same link).
 */
import { parsed, parseError, type ParseResult } from './result';

/** What packing needs from a game: its legal moves, move text and apply. */
export interface MoveListGame<S, M> {
  legalMoves(state: S): readonly M[];
  apply(state: S, move: M): { readonly ok: true; readonly state: S } | { readonly ok: false };
  readonly notation: { formatMove(move: M): string; parseMove(text: string): ParseResult<M> };
}

export const PACKED_PREFIX = '*';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DIGIT = new Map([...ALPHABET].map((c, i) => [c, i] as const));
/** A link must stay well below 8 KB: refuse to read more than this many characters. */
export const MAX_PACKED_LENGTH = 6000;
/** Bits for the length of an escaped move's text (up to 1023 bytes). */
const TEXT_LENGTH_BITS = 10;
/** Bits for the number of moves (up to 65,535), written first. */
const COUNT_BITS = 16;

const widthFor = (symbols: number): number => (symbols <= 1 ? 0 : Math.ceil(Math.log2(symbols)));

class BitWriter {
  private bits: number[] = [];
  write(value: number, width: number): void {
    for (let i = width - 1; i >= 0; i--) this.bits.push((value >>> i) & 1);
  }
  text(): string {
    let out = '';
    for (let i = 0; i < this.bits.length; i += 6) {
      let v = 0;
      for (let j = 0; j < 6; j++) v = (v << 1) | (this.bits[i + j] ?? 0);
      out += ALPHABET[v];
    }
    return out;
  }
}

class BitReader {
  private at = 0;
  constructor(private readonly bits: readonly number[]) {}
  static from(text: string): BitReader | null {
    const bits: number[] = [];
    for (const c of text) {
      const v = DIGIT.get(c);
      if (v === undefined) return null;
      for (let j = 5; j >= 0; j--) bits.push((v >>> j) & 1);
    }
    return new BitReader(bits);
  }
  read(width: number): number | null {
    if (this.at + width > this.bits.length) return null;
    let v = 0;
    for (let i = 0; i < width; i++) v = v * 2 + this.bits[this.at++]!;
    return v;
  }
  /** Only the zero padding of the last character may remain. */
  done(): boolean {
    return this.bits.length - this.at < 6 && this.bits.slice(this.at).every((b) => b === 0);
  }
}

/**
 * The moves after `start`, packed. Every move must be accepted by the engine
 * in turn (the caller packs moves it has played); returns null otherwise.
 * `known` (start first, then the state after each move) spares the replay.
 */
export function packMoves<S, M>(game: MoveListGame<S, M>, start: S, moves: readonly M[], known?: readonly S[]): string | null {
  if (moves.length >= 1 << COUNT_BITS) return null;
  const w = new BitWriter();
  w.write(moves.length, COUNT_BITS);
  let state = start;
  for (let i = 0; i < moves.length; i++) {
    const move = moves[i]!;
    const legal = game.legalMoves(state);
    const text = game.notation.formatMove(move);
    const index = legal.findIndex((m) => game.notation.formatMove(m) === text);
    const width = widthFor(legal.length + 1);
    if (index >= 0) w.write(index, width);
    else {
      const bytes = new TextEncoder().encode(text);
      if (bytes.length >= 1 << TEXT_LENGTH_BITS) return null;
      w.write(legal.length, width);
      w.write(bytes.length, TEXT_LENGTH_BITS);
      for (const b of bytes) w.write(b, 8);
    }
    // With the states already known (known[i + 1] follows moves[i]), nothing is replayed.
    const after = known?.[i + 1];
    if (after !== undefined) state = after;
    else {
      const r = game.apply(state, move);
      if (!r.ok) return null;
      state = r.state;
    }
  }
  return PACKED_PREFIX + w.text();
}

export type MoveListCode = 'not-packed' | 'too-long' | 'bad-character' | 'truncated' | 'bad-move' | 'illegal-move' | 'trailing-bits';

/**
 * Read a packed move list back by replaying it from `start`: the moves and
 * the state after each. Any string gives a result; nothing throws.
 */
export function unpackMoves<S, M>(game: MoveListGame<S, M>, start: S, text: string): ParseResult<{ moves: M[]; states: S[] }, MoveListCode> {
  const moves: M[] = [];
  const states: S[] = [];
  const r = unpackInto(game, start, text, moves, states);
  return r ?? parsed({ moves, states });
}

/**
 * The moves of a packed list up to the first that cannot be read or played: a link cut short keeps every move
 * whose bits all arrived (each move's bits follow the ones before it, so those are exactly the moves written).
 */
export function unpackMovesPrefix<S, M>(game: MoveListGame<S, M>, start: S, text: string): { moves: M[]; states: S[] } {
  const moves: M[] = [];
  const states: S[] = [];
  // a character outside the alphabet (a full stop the link was pasted before, say) ends what can be read
  let end = 1;
  while (end < text.length && DIGIT.has(text[end]!)) end++;
  unpackInto(game, start, text.slice(0, Math.min(end, MAX_PACKED_LENGTH)), moves, states);
  return { moves, states };
}

/** Reads moves into `moves` and `states` (in place, as far as they go); the error, or null when all were read. */
function unpackInto<S, M>(game: MoveListGame<S, M>, start: S, text: string, moves: M[], states: S[]): ParseResult<never, MoveListCode> | null {
  if (!text.startsWith(PACKED_PREFIX)) return parseError('not-packed', text.slice(0, 20), 0);
  if (text.length > MAX_PACKED_LENGTH) return parseError('too-long', '', MAX_PACKED_LENGTH);
  const reader = BitReader.from(text.slice(1));
  if (!reader) return parseError('bad-character', text.slice(0, 20), 0);
  const count = reader.read(COUNT_BITS);
  if (count === null) return parseError('truncated', '', text.length);
  let state = start;
  while (moves.length < count) {
    const legal = game.legalMoves(state);
    if (legal.length === 0) return parseError('illegal-move', '', moves.length);
    const index = reader.read(widthFor(legal.length + 1));
    if (index === null || index > legal.length) return parseError('truncated', '', text.length);
    let move: M;
    if (index < legal.length) move = legal[index]!;
    else {
      const n = reader.read(TEXT_LENGTH_BITS);
      if (n === null) return parseError('truncated', '', text.length);
      const bytes = new Uint8Array(n);
      for (let i = 0; i < n; i++) {
        const b = reader.read(8);
        if (b === null) return parseError('truncated', '', text.length);
        bytes[i] = b;
      }
      const moveText = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
      const m = game.notation.parseMove(moveText);
      if (!m.ok) return parseError('bad-move', moveText, moves.length);
      move = m.value;
    }
    const r = game.apply(state, move);
    if (!r.ok) return parseError('illegal-move', game.notation.formatMove(move), moves.length);
    state = r.state;
    moves.push(move);
    states.push(state);
  }
  if (!reader.done()) return parseError('trailing-bits', '', text.length);
  return null;
}
