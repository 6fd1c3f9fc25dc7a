/**
 * The game island's address: ?cq-game=seed~letters:m1;m2… (the option letters
 * are the engine's options codec, CONQUIAN.options; moves in canonical
 * notation). Reading replays every move through the engine, so a tampered
 * address can never yield a position the rules do not allow; any malformed
 * part gives null. Plain module (no JSX), so Vitest can test it.
 */
import { CONQUIAN, type ConquianMove, type ConquianOptions, type ConquianState } from '../../engine/conquian';
import { cleanSeed } from '../shared/url';
import { replayMoves, type Notation } from '../shared/replay';

const ENGINE: Notation<ConquianState, ConquianMove> = { parseMove: CONQUIAN.notation.parseMove, formatMove: CONQUIAN.notation.formatMove, apply: CONQUIAN.apply };

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

/** Rebuild a game from URL text; null if anything in it is malformed or illegal. */
export function gameFromUrl(raw: string): Game | null {
  const m = /^([^~:]*)(?:~([^:]*))?(?::(.*))?$/.exec(raw);
  if (!m) return null;
  const seed = cleanSeed(m[1] ?? '');
  const options = CONQUIAN.options.parse(m[2] ?? '');
  if (!seed || !options.ok) return null;
  const start = CONQUIAN.setup(options.value, seed);
  const replayed = replayMoves(ENGINE, start, m[3] ? m[3].split(';') : []);
  return replayed && { seed, options: options.value, moves: replayed.texts, states: [start, ...replayed.states] };
}

export function gameToUrl(g: Game): string {
  const letters = CONQUIAN.options.format(g.options);
  return `${g.seed}${letters ? `~${letters}` : ''}${g.moves.length ? `:${g.moves.join(';')}` : ''}`;
}
