/**
 * The game island's address: ?cq-game=seed~flags:m1;m2… (moves in canonical
 * notation). Reading replays every move through the engine, so a tampered
 * address can never yield a position the rules do not allow; any malformed
 * part gives null. Plain module (no JSX), so Vitest can test it.
 */
import { apply, formatMove, parseMove, setup, type ConquianMove, type ConquianOptions, type ConquianState } from '../../engine/conquian';
import { cleanSeed } from '../shared/url';
import { replayMoves, type Notation } from '../shared/replay';

const ENGINE: Notation<ConquianState, ConquianMove> = { parseMove, formatMove, apply };

export const KEY = 'cq-game';
export const DEFAULT_SEED = 'regelwerk';

/** Variant flags in the URL: s = forced add only for the offered card, h = hand melds without the centre card, n = no double stakes. */
export function flagsOf(o: ConquianOptions): string {
  return (o.forcedAddScope === 'startOfTurn' ? 's' : '') + (o.meldFromHandOnlyWithCentre ? '' : 'h') + (o.stockOutDoublesNext ? '' : 'n');
}
export function optionsOf(flags: string): ConquianOptions | null {
  if (!/^[shn]*$/.test(flags) || new Set(flags).size !== flags.length) return null;
  return {
    forcedAddScope: flags.includes('s') ? 'startOfTurn' : 'anyFaceUp',
    meldFromHandOnlyWithCentre: !flags.includes('h'),
    stockOutDoublesNext: !flags.includes('n'),
  };
}

export interface Game {
  seed: string;
  options: ConquianOptions;
  /** Moves in canonical notation, and the state after each (states[0] is the deal). */
  moves: string[];
  states: ConquianState[];
}

export function deal(seed: string, options: ConquianOptions): Game {
  return { seed, options, moves: [], states: [setup(options, seed)] };
}

/** Rebuild a game from URL text; null if anything in it is malformed or illegal. */
export function gameFromUrl(raw: string): Game | null {
  const m = /^([^~:]*)(?:~([^:]*))?(?::(.*))?$/.exec(raw);
  if (!m) return null;
  const seed = cleanSeed(m[1] ?? '');
  const options = optionsOf(m[2] ?? '');
  if (!seed || !options) return null;
  const start = setup(options, seed);
  const replayed = replayMoves(ENGINE, start, m[3] ? m[3].split(';') : []);
  return replayed && { seed, options, moves: replayed.texts, states: [start, ...replayed.states] };
}

export function gameToUrl(g: Game): string {
  const flags = flagsOf(g.options);
  return `${g.seed}${flags ? `~${flags}` : ''}${g.moves.length ? `:${g.moves.join(';')}` : ''}`;
}
