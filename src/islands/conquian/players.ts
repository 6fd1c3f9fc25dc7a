/**
 * The conquian island's computer players: one client per island, asking the
 * game's player worker (strong and beginner), or the beginner on this thread
 * when there is no worker (src/islands/shared/playerClient.ts).
 */
import type { ConquianMove } from '../../engine/conquian/engine';
import type { ConquianView } from '../../engine/conquian/view';
import { browserPlayerDeps, createPlayerClient, type PlayerClient } from '../shared/playerClient';

export function conquianPlayerClient(): PlayerClient<ConquianView, ConquianMove> {
  return createPlayerClient(
    browserPlayerDeps(
      () => new Worker(new URL('./player.worker.ts', import.meta.url), { type: 'module' }),
      () => import('../../engine/conquian/players').then((m) => m.CONQUIAN_PLAYERS.beginner),
    ),
  );
}
