/// <reference lib="webworker" />
/**
 * The conquian computer players off the main thread (src/islands/shared/playerHost.ts):
 * the page posts a seat's view, its legal moves, a seed and a strength; the
 * worker answers with the player's move and reason. It imports this game's
 * engine only.
 */
import { CONQUIAN_PLAYERS } from '../../engine/conquian/players';
import { createPlayerHost } from '../shared/playerHost';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const handle = createPlayerHost(CONQUIAN_PLAYERS, (answer) => scope.postMessage(answer), (fn) => setTimeout(fn, 0));
scope.onmessage = (e: MessageEvent<unknown>) => handle(e.data);
