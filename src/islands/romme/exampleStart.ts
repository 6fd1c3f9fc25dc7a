/** A Rommé worked example's starting state. Plain module (no JSX), so Vitest can replay example links. */
import { fromPosition, parsePosition, positionProblem, type RommeExample, type RommeState } from '../../engine/romme';

/** The example's starting state, or null when its position does not parse or is inconsistent (the Vitest replay rules that out). */
export function exampleStart(ex: RommeExample): RommeState | null {
  const pos = parsePosition(ex.position);
  return pos.ok && !positionProblem(pos.value) ? fromPosition(pos.value) : null;
}
