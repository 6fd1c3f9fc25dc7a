/** Display order for a hand of Gongor Whist cards: by rank, then by code (no JSX, so tests can import it). */
import { rankOf } from '../../engine/gongor-whist/engine';

export function displayOrder(cards: readonly string[]): string[] {
  return [...cards].sort((a, b) => rankOf(a) - rankOf(b) || (a < b ? -1 : a > b ? 1 : 0));
}
