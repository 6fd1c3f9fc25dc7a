/** A Rommé worked example's starting state. Plain module (no JSX), so Vitest can replay example links. */
import { fromPosition, parsePosition, type RommeExample, type RommeState } from '../../engine/romme';

/** The example's starting state, or null when its position does not read (a card named twice included; the Vitest replay rules that out). */
export function exampleStart(ex: RommeExample): RommeState | null {
  const pos = parsePosition(ex.position);
  return pos.ok ? fromPosition(pos.value) : null;
}
