/**
 * The computer's seats in the Conquian game island: who sits where (in the
 * link as `cq-seats`), and the call that asks a player for a move. A player
 * sees only the seat's view (viewFor), the legal moves and a random source
 * seeded from the deal's seed and the move number, so a game with computer
 * seats replays identically.
 *
 * The players are the engine's (src/engine/conquian/players.ts), asked
 * through the Worker client (src/islands/conquian/players.ts): the strong
 * player never runs on the page's thread.
 */
import { CONQUIAN } from '../../engine/conquian/game';
import type { ConquianMove, ConquianState } from '../../engine/conquian/engine';
import type { Choice } from '../../engine/core/player';
import { Rng } from '../../engine/core/rng';
import type { PlayerClient } from '../shared/playerClient';
import type { ConquianView } from '../../engine/conquian/view';
import { conquianPlayerClient } from './players';

export type SeatKind = 'h' | 'b' | 's';
export interface Seats {
  /** Per seat: h the reader, b the beginner, s the strong player. */
  readonly kinds: readonly [SeatKind, SeatKind];
  /** Study mode: every hand face up even against the computer. */
  readonly open: boolean;
}
export const SEATS_KEY = 'cq-seats';
export const ALL_READER: Seats = { kinds: ['h', 'h'], open: false };

/**
 * A fresh page (no game and no seats in the address): the reader at the seat that decides first, the non-dealer,
 * and the computer (beginner) dealing. A game link without seats is played by the reader at both seats
 * (ALL_READER), as such links always were.
 */
export function freshSeats(dealer: 0 | 1): Seats {
  return { kinds: dealer === 0 ? ['b', 'h'] : ['h', 'b'], open: false };
}

/**
 * The seats' field in the address, or null for none: with a game in the address, none when the reader plays
 * both seats (how a game link without seats opens); with no game in it yet, none for a fresh page's seats.
 */
export function seatsParam(s: Seats, hasGame: boolean, fresh: Seats): string | null {
  return seatsText(s) === seatsText(hasGame ? ALL_READER : fresh) ? null : seatsText(s);
}

/** The seats as the address writes them: `hb`, `sh`, `hbo` … */
export const seatsText = (s: Seats) => `${s.kinds[0]}${s.kinds[1]}${s.open ? 'o' : ''}`;

/** `hb`, `sh`, `hbo` …; null when malformed. */
export function seatsFromUrl(raw: string): Seats | null {
  // `y` (you) is read as `h`: Rommé's and Quincunx's links write the reader's seat so, and a hand-edited Conquian
  // link may borrow it; links are written with `h`, as they always were
  const m = /^([hybs])([hybs])(o?)$/.exec(raw);
  const kind = (c: string) => (c === 'y' ? 'h' : c) as SeatKind;
  return m ? { kinds: [kind(m[1]!), kind(m[2]!)], open: m[3] === 'o' } : null;
}

let client: PlayerClient<ConquianView, ConquianMove> | null = null;

/** The random source of the decision before move number `n` of the deal `seed`. */
export const decisionRng = (seed: string, n: number) => Rng.from(`${seed}:${n}`);

/** Ask a computer player for the seat to act. */
export function ask(kind: 'b' | 's', state: ConquianState, seed: string, n: number): Promise<Choice<ConquianMove>> {
  const seat = CONQUIAN.toAct(state);
  const legal = CONQUIAN.legalMoves(state);
  if (seat === null || legal.length === 0) return Promise.reject(new Error('no move to choose'));
  client ??= conquianPlayerClient();
  return client.ask(CONQUIAN.viewFor(state, seat), seat, legal, `${seed}:${n}`, kind === 's' ? 'strong' : 'beginner');
}
