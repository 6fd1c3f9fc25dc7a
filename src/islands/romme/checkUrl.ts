/**
 * The meld checker's address: ?rm-check=<meld> / <meld> … (cards in move
 * notation, a bare Jk a joker the engine may place). Plain module (no JSX),
 * so Vitest can test it.
 */
import { parseMove, positionProblem } from '../../engine/romme/notation';
import { physical, type MeldCard } from '../../engine/romme/melds';

export const KEY = 'rm-check';
export const START: MeldCard[][] = [['3s', '4s', '5s'], ['Jc', 'Jh', 'Jd']];
export const MAX = 14;

export function checkToUrl(groups: readonly (readonly MeldCard[])[]): string {
  return groups.filter((g) => g.length).map((g) => g.join(' ')).join(' / ');
}

/** Read the URL value: melds in notation, each card once, at most 14. */
export function checkFromUrl(raw: string): MeldCard[][] | null {
  if (!raw.trim()) return [[]];
  const r = parseMove(`meld ${raw}`);
  if (!r.ok || r.value.type !== 'meld') return null;
  const groups = r.value.melds.map((g) => [...g]);
  const cards = groups.flat().map(physical);
  if (cards.length > MAX || positionProblem({ hands: [cards, []] })) return null;
  return groups;
}
