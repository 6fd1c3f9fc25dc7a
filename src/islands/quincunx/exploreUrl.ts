/**
 * The scoring explorer's address: ?qx-explore=<options>|<spread>|<card@cell scored>
 * (engine notation). Plain module (no JSX), so Vitest can test it.
 */
import {
  formatOptions, formatSpread, normalizeOptions, parseMove, parseOptions, parseSpread, positionProblem, type QuincunxOptions,
} from '../../engine/quincunx';

export const KEY = 'qx-explore';

export type ExplorerOptions = Pick<QuincunxOptions, 'mode' | 'excuse' | 'pawns' | 'flush' | 'tripleExcludesPair'>;

export interface Explore {
  options: ExplorerOptions;
  /** Cards already in the spread (cell → card), the scored card not included. */
  spread: Record<string, string>;
  played: { cell: string; card: string } | null;
}

export const START: Explore = {
  options: { mode: 'standard', excuse: false, pawns: false, flush: false, tripleExcludesPair: 'perLine' },
  spread: { c2: 'CW', b3: 'AM', d3: 'AW' },
  played: { cell: 'c3', card: 'CS' },
};

export function full(o: Partial<QuincunxOptions>): QuincunxOptions {
  return normalizeOptions({ ...o, players: o.mode === 'solitaire4x4' ? 1 : 2 });
}

export function exploreToUrl(x: Explore): string {
  return `${formatOptions(full(x.options))}|${formatSpread(x.spread)}|${x.played ? `${x.played.card}@${x.played.cell}` : ''}`;
}

/** Read the URL value; null when anything is malformed, off the grid, outside the deck or doubled. */
export function exploreFromUrl(raw: string): Explore | null {
  const parts = raw.split('|');
  if (parts.length !== 3) return null;
  const o = parseOptions(parts[0]!);
  if (!o.ok) return null;
  const opts = full(o.value);
  if (opts.mode === 'openSpread') return null;
  const sp = parseSpread(parts[1]!);
  if (!sp.ok) return null;
  let played: Explore['played'] = null;
  if (parts[2]!.trim()) {
    const m = parseMove(parts[2]!);
    if (!m.ok || m.value.type !== 'place' || m.value.announce !== undefined) return null;
    if (sp.value[m.value.cell]) return null;
    played = { cell: m.value.cell, card: m.value.card };
  }
  const all = { ...sp.value, ...(played ? { [played.cell]: played.card } : {}) };
  if (positionProblem({ options: opts, spread: all, hands: Array.from({ length: opts.players }, () => []) })) return null;
  return {
    options: { mode: opts.mode, excuse: opts.excuse, pawns: opts.pawns, flush: opts.flush, tripleExcludesPair: opts.tripleExcludesPair },
    spread: sp.value,
    played,
  };
}
