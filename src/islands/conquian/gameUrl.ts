/**
 * The game island's address: ?cq-game=seed~letters:m1;m2… (the option letters
 * are the engine's options codec, CONQUIAN.options; moves in canonical
 * notation, packed when the game grows long: the shared link grammar). Reading replays every move through the engine, so a tampered
 * address can never yield a position the rules do not allow; any malformed
 * part gives null. Plain module (no JSX), so Vitest can test it.
 */
import { CONQUIAN } from '../../engine/conquian/game';
import type { ConquianMove, ConquianOptions, ConquianState } from '../../engine/conquian/engine';
import { readGameLink, writeGameLink } from '../../engine/core/link';

export const KEY = 'cq-game';
export const DEFAULT_SEED = 'regelwerk';

export interface Game {
  seed: string;
  options: ConquianOptions;
  /** Moves in canonical notation, and the state after each (states[0] is the deal). */
  moves: string[];
  states: ConquianState[];
}

export function deal(seed: string, options: ConquianOptions): Game {
  return { seed, options, moves: [], states: [CONQUIAN.setup(options, seed)] };
}

/** Rebuild a game from URL text (the shared link grammar, core/link.ts); null if anything in it is malformed or illegal. */
export function gameFromUrl(raw: string): Game | null {
  const r = readGameLink(CONQUIAN, raw);
  if (!r.ok) return null;
  const { seed, options, moves, states } = r.value;
  return { seed, options, moves: moves.map(CONQUIAN.notation.formatMove), states: [...states] };
}

/** The link text: readable moves while short, packed when long (core/link.ts). */
export function gameToUrl(g: Game): string {
  // The moves are kept in canonical notation, so each reads back; should one not, the link stays readable text.
  const moves: ConquianMove[] = [];
  for (const text of g.moves) {
    const mv = CONQUIAN.notation.parseMove(text);
    if (!mv.ok) return `${writeGameLink(CONQUIAN, { ...g, moves: [], states: g.states.slice(0, 1) })}:${g.moves.join(';')}`;
    moves.push(mv.value);
  }
  return writeGameLink(CONQUIAN, { seed: g.seed, options: g.options, moves, states: g.states });
}
