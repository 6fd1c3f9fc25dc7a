/**
 * The game island's link: ?gw-game=<seed>[~<options>][:<moves>] in the shared
 * grammar (src/engine/core/link.ts): moves in move notation joined by ';'
 * while the link is short, packed (`*…`) when long, so that a 100-pass points
 * game (about 3,700 moves) fits a link. Links written before — moves in short
 * notation joined by '.', e.g. `regelwerk:b3.5ML.r` — keep opening: the
 * engine's parseMoves reads both forms (LINK.legacyMoves). Reading replays
 * every move through the engine. No JSX here, so Vitest can test it.
 */
import { dealFromLink, readGameLink, writeGameLink, type LinkedGame } from '../../engine/core/link';
import { DEFAULT_OPTIONS, type GongorWhistMove, type GongorWhistOptions, type GongorWhistState } from '../../engine/gongor-whist/engine';
import { formatOptions, parseOptions } from '../../engine/gongor-whist/options';
import { GONGOR_WHIST } from '../../engine/gongor-whist/game';
import { parseMoves } from '../../engine/gongor-whist/notation';
import { cleanSeed } from '../shared/url';

export const KEY = 'gw-game';
export const DEFAULT_SEED = 'regelwerk';

/** The game island's useGame configuration (also what the tests read links with). */
export const LINK = { seed: DEFAULT_SEED, options: DEFAULT_OPTIONS, legacyMoves: parseMoves } as const;

/** Options as URL flags (the engine's codec, src/engine/gongor-whist/options.ts). */
export function flagsOf(o: GongorWhistOptions): string {
  return formatOptions(o);
}

export function optionsOf(flags: string): GongorWhistOptions | null {
  const r = parseOptions(flags);
  return r.ok ? r.value : null;
}

export type Game = LinkedGame<GongorWhistState, GongorWhistMove, GongorWhistOptions>;

export function deal(seed: string, options: GongorWhistOptions): Game {
  return dealFromLink(GONGOR_WHIST, seed, options);
}

/** Rebuild a game from link text; null when any part is malformed or any move illegal. */
export function gameFromUrl(raw: string): Game | null {
  const r = readGameLink(GONGOR_WHIST, raw, { legacyMoves: LINK.legacyMoves });
  return r.ok ? r.value : null;
}

export function gameToUrl(g: Game): string {
  return writeGameLink(GONGOR_WHIST, g);
}

/** The bid advisor's address: ?gw-advisor=<seed> (the fore hand dealt from it with the default options). */
export const ADVISOR_KEY = 'gw-advisor';

export function advisorFromUrl(raw: string): string | null {
  return cleanSeed(raw);
}
