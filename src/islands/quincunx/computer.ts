/**
 * The computer seats of the Quincunx game island: who sits where (in the
 * link as ?qx-seats=, one letter a seat: y you, b beginner, s strong) and
 * how a computer seat is asked for its move — with nothing but its seat's
 * view, the legal moves and a generator seeded from the deal and the move's
 * number, so the same game replays identically.
 *
 * The players themselves come from the players helper (src/engine/quincunx/
 * players.ts, the strong one through a Web Worker client); until they land
 * both strengths stand in with the random legal player behind this same call.
 */
import { randomPlayer, type Choice, type Player } from '../../engine/core/player';
import { Rng } from '../../engine/core/rng';
import { QUINCUNX, type QuincunxMove, type QuincunxState, type QuincunxView } from '../../engine/quincunx';

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

const stand: Player<QuincunxView, QuincunxMove> = randomPlayer();
const PLAYERS: Record<Exclude<Seat, 'you'>, Player<QuincunxView, QuincunxMove>> = { beginner: stand, strong: stand };

/**
 * Ask the player of `strength` for `seat`'s move in `state` (the seat sees only its view).
 * Async, so the strong player can answer from a Worker without blocking the page.
 */
export async function computerChoice(strength: Exclude<Seat, 'you'>, state: QuincunxState, seat: number, seed: string, moveNumber: number): Promise<Choice<QuincunxMove>> {
  const legal = QUINCUNX.legalMoves(state);
  const rng = Rng.from(`${seed}/${moveNumber}/${seat}`);
  return PLAYERS[strength].choose({ view: QUINCUNX.viewFor(state, seat), seat, legal, rng });
}
