/**
 * What the Quincunx islands keep in the page address, written and read here
 * so that Vitest can hold every reader to "a result for any string, never a
 * throw" (issue 11.4):
 *
 *   ?qx-game=<options> seed:<seed>|<move> <move> …   a game and its moves
 *   ?qx-explore=<options>|<spread>|<card@cell>        the scoring explorer (explore-link.ts: the
 *                                                     game island and the explorer each load their own)
 *
 * (A worked example's step, ?qx-<example>=<step>, is read by the shared
 * step reader in src/islands/shared/replay.ts.) The texts use the engine's
 * notation (notation.ts). Published links keep
 * opening the same thing: these forms only ever gain readings, never change one.
 */
import { parseError, parsed, type ParseResult } from '../core/result';
import { apply, setup, type QuincunxEvent, type QuincunxMove, type QuincunxState } from './engine';
import { formatGame, formatMove, parseGame, parseMove, type QuincunxParseCode } from './notation';
import type { QuincunxOptions } from './scoring';

// ---------------------------------------------------------------- a game

export interface GameLink {
  readonly options: QuincunxOptions;
  readonly seed: number | string;
  readonly moves: readonly QuincunxMove[];
}

/** A game replayed from its link: the deal and the state after each move, with each move's events. */
export interface ReplayedGame extends GameLink {
  /** states[0] is the deal; states[i + 1] follows moves[i]. */
  readonly states: readonly QuincunxState[];
  readonly events: readonly (readonly QuincunxEvent[])[];
}

export function formatGameLink(link: GameLink): string {
  return `${formatGame(link)}${link.moves.length ? `|${link.moves.map(formatMove).join(' ')}` : ''}`;
}

/** Read and replay a game link; a move that does not read or that the rules refuse makes the link bad. */
export function readGameLink(raw: string): ParseResult<ReplayedGame, QuincunxParseCode> {
  const r = replayLink(raw);
  return r.ok && r.value.bad ? r.value.bad : r.ok ? parsed(r.value.game) : r;
}

/**
 * Read a game link as a reader's address: a move that does not read or that the rules refuse keeps the moves
 * before it (`cut`), as core/link.ts's readGameLinkKeeping does for the other games. A bad head: null.
 */
export function readGameLinkKeeping(raw: string): { game: ReplayedGame; cut: boolean } | null {
  const r = replayLink(raw);
  return r.ok ? { game: r.value.game, cut: r.value.bad !== null } : null;
}

/** The game up to the first bad move, and that move's error (null when every move was good). */
function replayLink(raw: string): ParseResult<{ game: ReplayedGame; bad: ParseResult<never, QuincunxParseCode> | null }, QuincunxParseCode> {
  const text = typeof raw === 'string' ? raw : '';
  const bar = text.indexOf('|');
  const head = bar < 0 ? text : text.slice(0, bar);
  const g = parseGame(head);
  if (!g.ok) return g;
  const states: QuincunxState[] = [setup(g.value.options, g.value.seed)];
  const events: (readonly QuincunxEvent[])[] = [];
  const moves: QuincunxMove[] = [];
  let bad: ParseResult<never, QuincunxParseCode> | null = null;
  if (bar >= 0) {
    const offset = bar + 1;
    const re = /[^\s,]+/g;
    const tail = text.slice(offset);
    let m: RegExpExecArray | null;
    while ((m = re.exec(tail)) !== null) {
      const mv = parseMove(m[0]);
      if (!mv.ok) {
        bad = parseError(mv.error.code, mv.error.token, offset + m.index + mv.error.position);
        break;
      }
      const r = apply(states[states.length - 1]!, mv.value);
      if (!r.ok) {
        bad = parseError('illegal-move', m[0], offset + m.index);
        break;
      }
      moves.push(mv.value);
      states.push(r.state);
      events.push(r.events);
    }
  }
  return parsed({ game: { options: g.value.options, seed: g.value.seed, moves, states, events }, bad });
}
