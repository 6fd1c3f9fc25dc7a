/**
 * The game island's address: ?qx-game=<options> seed:<seed>|<move> <move> …
 * (engine notation). Reading and writing are the engine's (src/engine/quincunx/links.ts):
 * every move is replayed through the engine; any malformed or illegal part gives null.
 * `QX_LINK` adapts the form to the shared useGame hook, which opens a link with a bad
 * move at the moves before it.
 */
import type { KeptGame, LinkedGame } from '../../engine/core/link';
import { formatGameLink, readGameLink, readGameLinkKeeping } from '../../engine/quincunx/links';
import { normalizeOptions, setup, type QuincunxEvent, type QuincunxMove, type QuincunxState } from '../../engine/quincunx/engine';
import type { QuincunxOptions } from '../../engine/quincunx/scoring';

export const KEY = 'qx-game';
export const DEFAULT_SEED = 'quincunx';

export interface Game {
  options: QuincunxOptions;
  seed: string | number;
  moves: QuincunxMove[];
  /** states[0] is the deal; states[i + 1] follows moves[i]. */
  states: QuincunxState[];
  events: (readonly QuincunxEvent[])[];
}

export function deal(options: Partial<QuincunxOptions>, seed: string | number): Game {
  const o = normalizeOptions(options);
  return { options: o, seed, moves: [], states: [setup(o, seed)], events: [] };
}

export function gameToUrl(g: Game): string {
  return formatGameLink(g);
}

export function gameFromUrl(raw: string): Game | null {
  const r = readGameLink(raw);
  return r.ok ? { options: r.value.options, seed: r.value.seed, moves: [...r.value.moves], states: [...r.value.states], events: [...r.value.events] } : null;
}

/** A seed's text as the engine deals it: digits are a number (as the link reader has always read them). */
export const seedValue = (text: string): number | string => (/^\d{1,9}$/.test(text) ? Number(text) : text);

export const QX_LINK = {
  /** As the island opens a link: a bad move keeps the moves before it (`cut`, said to the reader). */
  read(raw: string): KeptGame<QuincunxState, QuincunxMove, QuincunxOptions> | null {
    const r = readGameLinkKeeping(raw);
    return r && { game: { seed: String(r.game.seed), options: r.game.options, moves: r.game.moves, states: r.game.states }, cut: r.cut };
  },
  write(g: LinkedGame<QuincunxState, QuincunxMove, QuincunxOptions>): string {
    return formatGameLink({ options: g.options, seed: seedValue(g.seed), moves: g.moves });
  },
};
