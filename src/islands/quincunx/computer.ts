/**
 * The computer seats of the Quincunx game island: who sits where (in the
 * link as ?qx-seats=, one letter a seat: y you, b beginner, s strong) and
 * how a computer seat is asked for its move — with nothing but its seat's
 * view, the legal moves and a generator seeded from the deal and the move's
 * number, so the same game replays identically.
 *
 * The players are the engine's (src/engine/quincunx/players.ts), asked
 * through the Worker client (./players.ts): the strong player never runs on
 * the page's thread.
 */
import type { Choice } from '../../engine/core/player';
import type { PlayerClient } from '../shared/playerClient';
import { quincunxPlayerClient } from './players';
import { QUINCUNX } from '../../engine/quincunx/game';
import type { QuincunxMove, QuincunxState } from '../../engine/quincunx/engine';
import type { QuincunxView } from '../../engine/quincunx/view';

export const SEAT_KEY = 'qx-seats';
export type Seat = 'you' | 'beginner' | 'strong';
const LETTER: Record<Seat, string> = { you: 'y', beginner: 'b', strong: 's' };

export function seatsToUrl(seats: readonly Seat[]): string {
  return seats.map((s) => LETTER[s]).join('');
}

/** null when malformed or not one letter per seat of the game. */
export function seatsFromUrl(raw: string, players: number): Seat[] | null {
  if (raw.length !== players || !/^[ybs]+$/.test(raw)) return null;
  return [...raw].map((c) => (c === 'y' ? 'you' : c === 'b' ? 'beginner' : 'strong'));
}

/** A link without seats (every link before computer seats existed): the reader plays every seat. */
export const allYou = (players: number): Seat[] => Array.from({ length: players }, () => 'you' as const);

/** A fresh game: the reader at the seat that plays first, the others the beginner. */
export function defaultSeats(state: QuincunxState): Seat[] {
  if (state.options.players === 1) return ['you'];
  return Array.from({ length: state.options.players }, (_, i) => (i === state.current ? 'you' : 'beginner'));
}

let client: PlayerClient<QuincunxView, QuincunxMove> | null = null;

/**
 * Ask the player of `strength` for `seat`'s move in `state` (the seat sees only its view).
 * Async, so the strong player can answer from a Worker without blocking the page.
 */
export async function computerChoice(strength: Exclude<Seat, 'you'>, state: QuincunxState, seat: number, seed: string, moveNumber: number): Promise<Choice<QuincunxMove>> {
  const legal = QUINCUNX.legalMoves(state);
  client ??= quincunxPlayerClient();
  return client.ask(QUINCUNX.viewFor(state, seat), seat, legal, `${seed}/${moveNumber}/${seat}`, strength);
}
