/**
 * The play island's address: ?rm-play=<seed>~<options>:<move>;<move>…, in the
 * link grammar every game shares (src/engine/core/link.ts). The option text is
 * the engine's options codec (src/engine/romme/options.ts: the number of
 * players, a variation letter, reading letters); a bare seed plays the
 * defaults. Long games are written with their moves packed. Plain module: no DOM.
 */
import { dealFromLink, readGameLinkKeeping, writeGameLink, type KeptGame, type LinkedGame } from '../../engine/core/link';
import { parseMoves } from '../../engine/romme/notation';
import { ROMME } from '../../engine/romme/game';
import type { RommeMove, RommeOptions, RommeState } from '../../engine/romme/engine';

export type PlayGame = LinkedGame<RommeState, RommeMove, RommeOptions>;

export function newGame(seed: string, options: RommeOptions = ROMME.defaultOptions): PlayGame {
  return dealFromLink(ROMME, seed, options);
}

export function gameToUrl(g: PlayGame): string {
  return writeGameLink(ROMME, g);
}

/** Move lists as links have always carried them: blank entries between ';' are skipped. */
const legacyMoves = parseMoves;

/**
 * Rebuild a game from the address. A bad seed or bad options: null. A move
 * that is unreadable or illegal: the moves before it, with `cut` set.
 */
export function gameFromUrl(raw: string): KeptGame<RommeState, RommeMove, RommeOptions> | null {
  return readGameLinkKeeping(ROMME, raw, { legacyMoves });
}
