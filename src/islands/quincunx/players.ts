/**
 * The quincunx island's computer players: one client per island, asking the
 * game's player worker (strong and beginner), or the beginner on this thread
 * when there is no worker (src/islands/shared/playerClient.ts).
 */
import type { QuincunxMove } from '../../engine/quincunx/engine';
import type { QuincunxView } from '../../engine/quincunx/view';
import { browserPlayerDeps, createPlayerClient, type PlayerClient } from '../shared/playerClient';

export function quincunxPlayerClient(): PlayerClient<QuincunxView, QuincunxMove> {
  return createPlayerClient(
    browserPlayerDeps(
      () => new Worker(new URL('./player.worker.ts', import.meta.url), { type: 'module' }),
      () => import('../../engine/quincunx/players').then((m) => m.QUINCUNX_PLAYERS.beginner),
    ),
  );
}
