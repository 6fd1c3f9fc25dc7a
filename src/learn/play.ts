/**
 * Seeded random play, for practice positions: the same seed plays the same
 * moves, so a practice link opens the same position.
 */
import { nextInt, type RngState } from '../engine/core/rng';

/** Play seeded random legal moves from `s` while `more(state, moves played)` holds (a refused move ends it too). */
export function playRandomly<S, M>(
  s: S,
  rng: RngState,
  legalMoves: (s: S) => readonly M[],
  apply: (s: S, m: M) => { readonly ok: true; readonly state: S } | { readonly ok: false },
  more: (s: S, played: number) => boolean,
): [S, RngState] {
  for (let n = 0; more(s, n); n++) {
    const moves = legalMoves(s);
    let i: number;
    [i, rng] = nextInt(rng, moves.length);
    const r = apply(s, moves[i]!);
    if (!r.ok) break;
    s = r.state;
  }
  return [s, rng];
}
