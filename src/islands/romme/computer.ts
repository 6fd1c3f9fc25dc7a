/**
 * The computer's move for one seat, asked with what that seat sees (the
 * view), the legal moves, a seed and the strength. Until the players helper's
 * Rommé players and Worker client land (src/engine/romme/players.ts,
 * src/islands/shared/playerClient.ts), both strengths are the random legal
 * player of src/engine/core/player.ts behind the same call; the island does
 * not change when they arrive. Answers are seeded, so a game replays the same.
 */
import { randomPlayer, type Choice } from '../../engine/core/player';
import { Rng } from '../../engine/core/rng';
import type { RommeMove, RommeView } from '../../engine/romme';

export type Strength = 'beginner' | 'strong';

const random = randomPlayer<RommeView, RommeMove>();

/** Resolves with the computer's choice, or null when none is available (the island says so). */
export function askComputer(view: RommeView, seat: number, legal: readonly RommeMove[], seed: string, strength: Strength): Promise<Choice<RommeMove> | null> {
  void strength;
  return new Promise((resolve) => {
    setTimeout(() => {
      if (!legal.length) return resolve(null);
      resolve(random.choose({ view, seat, legal, rng: Rng.from(seed) }));
    }, 0);
  });
}
