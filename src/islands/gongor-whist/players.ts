/**
 * The gongor-whist island's computer players: one client per island, asking the
 * game's player worker (strong and beginner), or the beginner on this thread
 * when there is no worker (src/islands/shared/playerClient.ts).
 */
import type { GongorWhistMove } from '../../engine/gongor-whist/engine';
import type { GongorWhistView } from '../../engine/gongor-whist/view';
import { browserPlayerDeps, createPlayerClient, type PlayerClient } from '../shared/playerClient';

export function gongorWhistPlayerClient(): PlayerClient<GongorWhistView, GongorWhistMove> {
  return createPlayerClient(
    browserPlayerDeps(
      () => new Worker(new URL('./player.worker.ts', import.meta.url), { type: 'module' }),
      () => import('../../engine/gongor-whist/players').then((m) => m.GONGOR_WHIST_PLAYERS.beginner),
    ),
  );
}
