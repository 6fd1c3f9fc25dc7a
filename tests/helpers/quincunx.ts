/** Every score breakdown line the Quincunx worked examples produce, with the card played (for wording tests). */
import { QUINCUNX_EXAMPLES, apply, fromPosition, parseMove, parsePosition } from '../../src/engine/quincunx';
import type { ScoreItem } from '../../src/engine/quincunx/scoring';

export function exampleBreakdownItems(): [item: ScoreItem, played: string][] {
  const items: [ScoreItem, string][] = [];
  for (const ex of QUINCUNX_EXAMPLES) {
    const p = parsePosition(ex.position);
    if (!p.ok) throw new Error(ex.id);
    let s = fromPosition(p.value);
    for (const step of ex.steps) {
      const mv = parseMove(step.move);
      if (!mv.ok) throw new Error(step.move);
      const r = apply(s, mv.value);
      if (!r.ok) continue;
      for (const e of r.events) if (e.type === 'placed') for (const it of e.breakdown.items) items.push([it, e.breakdown.card]);
      s = r.state;
    }
  }
  return items;
}
