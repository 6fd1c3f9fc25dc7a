/**
 * The computer's seats in the Conquian game island: who sits where (in the
 * link as `cq-seats`), and the call that asks a player for a move. A player
 * sees only the seat's view (viewFor), the legal moves and a random source
 * seeded from the deal's seed and the move number, so a game with computer
 * seats replays identically.
 *
 * Until the players helper's Conquian players and Worker client land, both
 * strengths are the random legal player (src/engine/core/player.ts) behind
 * the same asynchronous call.
 */
import { CONQUIAN, type ConquianMove, type ConquianState } from '../../engine/conquian';
import { randomPlayer, type Choice, type Player as Computer } from '../../engine/core/player';
import type { ConquianView } from '../../engine/conquian';
import { Rng } from '../../engine/core/rng';

export type SeatKind = 'h' | 'b' | 's';
export interface Seats {
  /** Per seat: h the reader, b the beginner, s the strong player. */
  readonly kinds: readonly [SeatKind, SeatKind];
  /** Study mode: every hand face up even against the computer. */
  readonly open: boolean;
}
export const SEATS_KEY = 'cq-seats';
export const ALL_READER: Seats = { kinds: ['h', 'h'], open: false };

/** `hb`, `sh`, `hbo` …; null when malformed. */
export function seatsFromUrl(raw: string): Seats | null {
  const m = /^([hbs])([hbs])(o?)$/.exec(raw);
  return m ? { kinds: [m[1] as SeatKind, m[2] as SeatKind], open: m[3] === 'o' } : null;
}
/** The link text, or null (no parameter) when the reader plays both seats with open hands, as before. */
export function seatsToUrl(s: Seats): string | null {
  const text = `${s.kinds[0]}${s.kinds[1]}${s.open ? 'o' : ''}`;
  return text === 'hh' ? null : text;
}

const PLAYERS: Record<'b' | 's', Computer<ConquianView, ConquianMove>> = { b: randomPlayer(), s: randomPlayer() };

/** The random source of the decision before move number `n` of the deal `seed`. */
export const decisionRng = (seed: string, n: number) => Rng.from(`${seed}:${n}`);

/** Ask a computer player for the seat to act. */
export function ask(kind: 'b' | 's', state: ConquianState, seed: string, n: number): Promise<Choice<ConquianMove>> {
  const seat = CONQUIAN.toAct(state);
  const legal = CONQUIAN.legalMoves(state);
  if (seat === null || legal.length === 0) return Promise.reject(new Error('no move to choose'));
  return Promise.resolve(PLAYERS[kind].choose({ view: CONQUIAN.viewFor(state, seat), seat, legal, rng: decisionRng(seed, n) }));
}
