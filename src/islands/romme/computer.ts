/**
 * The computer players of the Rommé game island: the engine's players
 * (src/engine/romme/players.ts, beginner and strong) asked through the Worker
 * client (./players.ts; src/islands/shared/playerClient.ts): the strong player
 * never runs on the page's thread, a newer ask or `cancel()` drops the open
 * one. Answers are seeded, so a game replays the same.
 */
import type { RommeMove } from '../../engine/romme/engine';
import type { RommeView } from '../../engine/romme/view';
import type { PlayerClient } from '../shared/playerClient';
import { rommePlayerClient } from './players';

export type Strength = 'beginner' | 'strong';
export type ComputerClient = PlayerClient<RommeView, RommeMove>;
export { shouldReport } from '../shared/playerClient';

export function rommeComputer(): ComputerClient {
  return rommePlayerClient();
}
