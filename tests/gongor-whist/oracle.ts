/**
 * Test helper: a player who knows the dummy's order and the Ace stack (the
 * test sees the whole state) and finds, by exhaustive search over the engine's
 * own legal moves, a line of play that takes exactly a chosen number of tricks.
 */
import { apply, legalMoves, tricksWon, type GongorWhistMove, type GongorWhistState } from '../../src/engine/gongor-whist';

function key(s: GongorWhistState): string {
  return `${[...s.hand].sort().join(',')}|${s.acesTurned}|${s.trump}|${s.phase}|${s.trick?.card ?? ''}|${s.trick?.twiddles ?? 0}`;
}

/** Bitmask of trick counts (for the rest of the hand) reachable from a play/decide state. */
function reach(s: GongorWhistState, memo: Map<string, number>): number {
  if (s.phase !== 'play' && s.phase !== 'decide') return 1; // 0 more tricks
  const k = key(s);
  const hit = memo.get(k);
  if (hit !== undefined) return hit;
  let mask = 0;
  for (const m of legalMoves(s)) {
    const r = apply(s, m);
    if (!r.ok) throw new Error('oracle: legal move refused');
    const gained = m.type === 'resolve' && r.state.tricks.length > s.tricks.length && r.state.tricks[r.state.tricks.length - 1]!.won ? 1 : 0;
    mask |= reach(r.state, memo) << gained;
  }
  memo.set(k, mask);
  return mask;
}

/** Trick counts reachable in the hand about to be played (state in phase bid). */
export function reachableCounts(s: GongorWhistState): number[] {
  const r = apply(s, { type: 'bid', n: 0 });
  if (!r.ok) {
    // bid 0 used: any open bid gives the same play tree
    const b = legalMoves(s)[0];
    if (!b) return [];
    const r2 = apply(s, b);
    if (!r2.ok) return [];
    return countsOf(reach(r2.state, new Map()));
  }
  return countsOf(reach(r.state, new Map()));
}

function countsOf(mask: number): number[] {
  return [0, 1, 2, 3, 4, 5, 6, 7].filter((k) => mask & (1 << k));
}

/** Bid `bid` and play the hand so that exactly `bid` tricks are taken; returns the moves and the state after. */
export function playExactly(s: GongorWhistState, bid: number): { moves: GongorWhistMove[]; state: GongorWhistState } | null {
  const moves: GongorWhistMove[] = [{ type: 'bid', n: bid }];
  const r = apply(s, moves[0]!);
  if (!r.ok) return null;
  let cur = r.state;
  const memo = new Map<string, number>();
  while (cur.phase === 'play' || cur.phase === 'decide') {
    const need = bid - tricksWon(cur);
    let chosen: GongorWhistState | null = null;
    for (const m of legalMoves(cur)) {
      const n = apply(cur, m);
      if (!n.ok) throw new Error('oracle: refused');
      const gained = m.type === 'resolve' && n.state.tricks[n.state.tricks.length - 1]!.won ? 1 : 0;
      const rest = need - gained;
      if (rest < 0) continue;
      const done = n.state.phase !== 'play' && n.state.phase !== 'decide';
      if (done ? rest === 0 : reach(n.state, memo) & (1 << rest)) {
        moves.push(m);
        chosen = n.state;
        break;
      }
    }
    if (!chosen) return null;
    cur = chosen;
  }
  return { moves, state: cur };
}
