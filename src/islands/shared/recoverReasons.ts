/**
 * The computer's reasons for moves the page did not see it make: a game link reopened (shared, reloaded, or the
 * language switched) replays its moves without asking anyone, so the log said what the computer did and not why.
 * The players are seeded by the deal's seed and the move's number, so asking the same player again at the same
 * position gives the same move with the same reason. Each move is asked in turn, after the one before answered;
 * a reason counts only when the player chooses the move that was played (a seat whose strength changed since
 * then chooses otherwise, and its move keeps no reason rather than a wrong one). The first refusal ends the
 * round: the client drops an older question when a newer one comes (a hint, the computer's next move).
 */
import type { Choice, Reason } from '../../engine/core/player';

export function recoverReasons<M>(
  /** Move numbers whose reason is wanted, in the order to ask. */
  indices: readonly number[],
  /** Ask the seat's player as it was asked before move `i`. */
  ask: (i: number) => Promise<Choice<M>>,
  /** Is the player's move the one played at `i`? */
  played: (i: number, move: M) => boolean,
  found: (i: number, reason: Reason) => void,
): () => void {
  let live = true;
  const next = (k: number): void => {
    if (!live || k >= indices.length) return;
    const i = indices[k]!;
    ask(i).then(
      (c) => {
        if (!live) return;
        if (played(i, c.move)) found(i, c.reason);
        next(k + 1);
      },
      () => undefined,
    );
  };
  next(0);
  return () => {
    live = false;
  };
}
