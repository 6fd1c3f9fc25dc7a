/**
 * The game island's URL state: ?gw-game=seed[~flags][:moves], moves in short
 * notation joined by '.'. Reading replays every move through the engine, so a
 * tampered address can never yield a position the rules do not allow; any
 * malformed part gives null. No JSX here, so Vitest can test it.
 */
import {
  apply, formatMoves, formatOptions, parseMoves, parseOptions, setup, type GongorWhistMove, type GongorWhistOptions, type GongorWhistState,
} from '../../engine/gongor-whist';
import { cleanSeed } from '../shared/url';

export const KEY = 'gw-game';
export const DEFAULT_SEED = 'regelwerk';

/** Options as URL flags (the engine's codec, src/engine/gongor-whist/options.ts). */
export function flagsOf(o: GongorWhistOptions): string {
  return formatOptions(o);
}

export function optionsOf(flags: string): GongorWhistOptions | null {
  const r = parseOptions(flags);
  return r.ok ? r.value : null;
}

export interface Game {
  seed: string;
  options: GongorWhistOptions;
  moves: GongorWhistMove[];
  /** states[0] is the deal; states[i] follows moves[i-1]. */
  states: GongorWhistState[];
}

export function deal(seed: string, options: GongorWhistOptions): Game {
  return { seed, options, moves: [], states: [setup(options, seed)] };
}

/** Rebuild a game from URL text; null when any part is malformed or any move illegal. */
export function gameFromUrl(raw: string): Game | null {
  const m = /^([^~:]*)(?:~([^:]*))?(?::(.*))?$/.exec(raw);
  if (!m) return null;
  const seed = cleanSeed(m[1] ?? '');
  const options = optionsOf(m[2] ?? '');
  if (!seed || !options) return null;
  const moves = parseMoves(m[3] ?? '');
  if (!moves.ok || moves.value.length > 2000) return null;
  const game = deal(seed, options);
  for (const mv of moves.value) {
    const r = apply(game.states[game.states.length - 1]!, mv);
    if (!r.ok) return null;
    game.moves.push(mv);
    game.states.push(r.state);
  }
  return game;
}

export function gameToUrl(g: Game): string {
  const flags = flagsOf(g.options);
  return `${g.seed}${flags ? `~${flags}` : ''}${g.moves.length ? `:${formatMoves(g.moves, true)}` : ''}`;
}


/** The bid advisor's address: ?gw-advisor=<seed> (the fore hand dealt from it with the default options). */
export const ADVISOR_KEY = 'gw-advisor';

export function advisorFromUrl(raw: string): string | null {
  return cleanSeed(raw);
}
