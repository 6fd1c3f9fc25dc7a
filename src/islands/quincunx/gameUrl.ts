/**
 * The game island's address: ?qx-game=<options> seed:<seed>|<move> <move> …
 * (engine notation). Reading replays every move through the engine; any
 * malformed or illegal part gives null. Plain module (no JSX), so Vitest can test it.
 */
import {
  apply, formatGame, formatMove, normalizeOptions, parseGame, parseMoves, setup,
  type QuincunxEvent, type QuincunxMove, type QuincunxOptions, type QuincunxState,
} from '../../engine/quincunx';

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
  return `${formatGame(g)}${g.moves.length ? `|${g.moves.map(formatMove).join(' ')}` : ''}`;
}

export function gameFromUrl(raw: string): Game | null {
  const bar = raw.indexOf('|');
  const head = bar < 0 ? raw : raw.slice(0, bar);
  const gs = parseGame(head);
  if (!gs.ok) return null;
  const g = deal(gs.value.options, gs.value.seed);
  if (bar >= 0) {
    const ms = parseMoves(raw.slice(bar + 1));
    if (!ms.ok) return null;
    for (const m of ms.value) {
      const r = apply(g.states[g.states.length - 1]!, m);
      if (!r.ok) return null;
      g.moves.push(m);
      g.states.push(r.state);
      g.events.push(r.events);
    }
  }
  return g;
}
