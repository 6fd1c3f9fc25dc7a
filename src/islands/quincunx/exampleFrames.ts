/** A Quincunx worked example's frames. Plain module (no JSX), so Vitest can replay example links. */
import { apply, formatMove, fromPosition, parseMove, parsePosition, type QuincunxEvent, type QuincunxMove, type QuincunxState } from '../../engine/quincunx';
import { exampleFrames, type Frame, type Notation } from '../shared/replay';

const ENGINE: Notation<QuincunxState, QuincunxMove, QuincunxEvent> = { parseMove, formatMove, apply };

/** The example's frames, or null when its position text does not parse (the Vitest replay rules that out). */
export function quincunxFrames(positionText: string, moves: readonly string[]): Frame<QuincunxState, QuincunxEvent>[] | null {
  const pos = parsePosition(positionText);
  return pos.ok ? exampleFrames(ENGINE, fromPosition(pos.value), moves) : null;
}
