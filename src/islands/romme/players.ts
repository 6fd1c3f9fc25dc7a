/**
 * The romme island's computer players: one client per island, asking the
 * game's player worker (strong and beginner), or the beginner on this thread
 * when there is no worker (src/islands/shared/playerClient.ts).
 */
import type { RommeMove } from '../../engine/romme/engine';
import type { RommeView } from '../../engine/romme/view';
import { browserPlayerDeps, createPlayerClient, type PlayerClient } from '../shared/playerClient';

export function rommePlayerClient(): PlayerClient<RommeView, RommeMove> {
  return createPlayerClient(
    browserPlayerDeps(
      () => new Worker(new URL('./player.worker.ts', import.meta.url), { type: 'module' }),
      () => import('../../engine/romme/players').then((m) => m.ROMME_PLAYERS.beginner),
    ),
  );
}
