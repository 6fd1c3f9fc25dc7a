/**
 * The scoring explorer's address: ?qx-explore=<options>|<spread>|<card@cell scored>
 * (engine notation). Reading and writing are the engine's (src/engine/quincunx/links.ts);
 * this module keeps the island's own state shape.
 */
import { explorerOptions, formatExploreLink, readExploreLink } from '../../engine/quincunx/explore-link';
import type { QuincunxOptions } from '../../engine/quincunx/scoring';

export const KEY = 'qx-explore';

/** The explorer's switches (the one-line reading may be left out: off). */
export type ExplorerOptions = Pick<QuincunxOptions, 'mode' | 'excuse' | 'pawns' | 'flush' | 'tripleExcludesPair'> & Partial<Pick<QuincunxOptions, 'bothBonusesInOneLine'>>;

export interface Explore {
  options: ExplorerOptions;
  /** Cards already in the spread (cell → card), the scored card not included. */
  spread: Record<string, string>;
  played: { cell: string; card: string } | null;
}

export const START: Explore = {
  options: { mode: 'standard', excuse: false, pawns: false, flush: false, tripleExcludesPair: 'perLine', bothBonusesInOneLine: false },
  spread: { c2: 'CW', b3: 'AM', d3: 'AW' },
  played: { cell: 'c3', card: 'CS' },
};

export function full(o: Partial<QuincunxOptions>): QuincunxOptions {
  return explorerOptions(o);
}

export function exploreToUrl(x: Explore): string {
  return formatExploreLink(x);
}

/** Read the URL value; null when anything is malformed, off the grid, outside the deck or doubled. */
export function exploreFromUrl(raw: string): Explore | null {
  const r = readExploreLink(raw);
  if (!r.ok) return null;
  const o = r.value.options;
  return {
    options: { mode: o.mode, excuse: o.excuse, pawns: o.pawns, flush: o.flush, tripleExcludesPair: o.tripleExcludesPair, bothBonusesInOneLine: o.bothBonusesInOneLine },
    spread: { ...r.value.spread },
    played: r.value.played,
  };
}
