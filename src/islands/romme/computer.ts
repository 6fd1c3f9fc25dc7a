/**
 * The computer players of the Rommé game island, behind the call the players
 * helper's client offers (src/islands/shared/playerClient.ts:
 * `ask(view, seat, legal, seed, strength) → Promise<Choice>`, a newer ask or
 * `cancel()` drops the open one). Until their Rommé players and worker land
 * (src/engine/romme/players.ts, src/islands/romme/players.ts), both strengths
 * are the random legal player of src/engine/core/player.ts; the island does
 * not change when they arrive. Answers are seeded, so a game replays the same.
 */
import { randomPlayer, type Choice } from '../../engine/core/player';
import { Rng } from '../../engine/core/rng';
import type { RommeMove, RommeView } from '../../engine/romme';

export type Strength = 'beginner' | 'strong';

export interface ComputerClient {
  ask(view: RommeView, seat: number, legal: readonly RommeMove[], seed: number | string, strength: Strength): Promise<Choice<RommeMove>>;
  /** Drop the open request: its promise rejects, and its answer is never used. */
  cancel(): void;
}

/** Why a request brought no move; 'superseded' and 'cancelled' are the page's own doing and need no message. */
export class ComputerUnavailable extends Error {
  constructor(readonly why: 'superseded' | 'cancelled' | 'failed') {
    super(`computer unavailable: ${why}`);
  }
}

export function shouldReport(e: unknown): boolean {
  return !(e instanceof ComputerUnavailable) || (e.why !== 'superseded' && e.why !== 'cancelled');
}

export function rommeComputer(): ComputerClient {
  const random = randomPlayer<RommeView, RommeMove>();
  let open: { reject: (e: ComputerUnavailable) => void; timer: ReturnType<typeof setTimeout> } | null = null;
  const drop = (why: 'superseded' | 'cancelled') => {
    if (!open) return;
    clearTimeout(open.timer);
    open.reject(new ComputerUnavailable(why));
    open = null;
  };
  return {
    ask(view, seat, legal, seed) {
      drop('superseded');
      return new Promise((resolve, reject) => {
        const o = {
          reject,
          timer: setTimeout(() => {
            if (open !== o) return;
            open = null;
            if (!legal.length) return reject(new ComputerUnavailable('failed'));
            resolve(random.choose({ view, seat, legal, rng: Rng.from(seed) }));
          }, 0),
        };
        open = o;
      });
    },
    cancel: () => drop('cancelled'),
  };
}
