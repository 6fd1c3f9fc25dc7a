/**
 * Asks a game's computer player for a move without blocking the page, through
 * the shared worker client (./workerClient.ts).
 *
 *   const client = rommePlayerClient();            // src/islands/romme/players.ts
 *   const choice = await client.ask(view, seat, legal, `${seed}:${moves.length}`, 'strong');
 *
 * - The player runs in a module Web Worker (src/islands/<game>/player.worker.ts),
 *   which imports only that game's engine. Only the seat's view, its legal
 *   moves and a seed leave the page: nothing hidden. The same seed gives the
 *   same move (the players are seeded), so a game replays identically.
 * - Every request has an id. A new `ask` supersedes the one still open: that
 *   one's promise rejects with PlayerUnavailable('superseded'), the worker is
 *   told to drop it, and an answer that still arrives for it is ignored (as
 *   is any answer for an id not open).
 * - A request not answered within the timeout rejects with
 *   PlayerUnavailable('timeout'), and the worker is replaced (it is hung or
 *   far too slow); the island says the computer is not available.
 * - Without a worker (none in this browser, it failed to load or broke) the
 *   beginner runs on this thread: it takes a few milliseconds, and its code is
 *   loaded only then. The strong player never runs on this thread: without a
 *   worker it is PlayerUnavailable('no-worker').
 *
 * createPlayerClient takes its worker, timers and fallback as parameters, so
 * tests drive it with fakes; browserPlayerDeps gives the real ones.
 */
import { askPlayer, type Choice, type Player, type Strength } from '../../engine/core/player';
import type { AskMessage, PlayerAnswer, PlayerMessage } from './playerHost';
import { browserWorker, createWorkerClient, realTimers, type Timers, type WorkerLike as WorkerLikeOf } from './workerClient';

/** An answer later than this is given up: the strong player needs well under a second even on a slow phone. */
export const PLAYER_TIMEOUT_MS = 8_000;

export type UnavailableWhy = 'superseded' | 'timeout' | 'failed' | 'no-worker' | 'cancelled';

/** Why a request brought no move. 'superseded' and 'cancelled' are the page's own doing and need no message. */
export class PlayerUnavailable extends Error {
  constructor(readonly why: UnavailableWhy) {
    super(`player unavailable: ${why}`);
    this.name = 'PlayerUnavailable';
  }
}

/** Should the island tell the reader (rather than silently move on)? */
export function shouldReport(e: unknown): boolean {
  return !(e instanceof PlayerUnavailable) || (e.why !== 'superseded' && e.why !== 'cancelled');
}

/** What the client needs of a Worker. */
export type WorkerLike<M = unknown> = WorkerLikeOf<PlayerMessage, PlayerAnswer<M>>;

export interface PlayerClientDeps<V, M> extends Timers {
  /** A new worker, or null when this browser has none (may also throw). */
  makeWorker(): WorkerLike<M> | null;
  /** The beginner, for this thread (loaded on demand). */
  beginner(): Promise<Player<V, M>>;
  readonly timeoutMs: number;
}

export interface PlayerClient<V, M> {
  ask(view: V, seat: number, legal: readonly M[], seed: number | string, strength: Strength): Promise<Choice<M>>;
  /** Drop the open request (undo, a new deal, the island going away): its promise rejects with 'cancelled'. */
  cancel(): void;
  /** Cancel and stop the worker. */
  dispose(): void;
}

export function createPlayerClient<V, M>(deps: PlayerClientDeps<V, M>): PlayerClient<V, M> {
  const client = createWorkerClient<AskMessage<V, M>, PlayerAnswer<M>>(
    {
      makeWorker: deps.makeWorker,
      computeHere(req, reply) {
        // the strong player never runs on this thread
        if (req.strength !== 'beginner') return reply({ id: req.id, failed: true });
        deps
          .beginner()
          .then((p) => reply({ id: req.id, choice: askPlayer(p, req.view, req.seat, req.legal, req.seed) }))
          .catch(() => reply({ id: req.id, failed: true }));
      },
      setTimer: deps.setTimer,
      clearTimer: deps.clearTimer,
      timeoutMs: deps.timeoutMs,
    },
    { latestOnly: true, oneAtATime: false, cancelInWorker: true, afterTimeout: 'fresh' },
  );
  /** The open request's cancel function and its promise's reject. */
  let open: { cancel: () => void; reject: (e: PlayerUnavailable) => void } | null = null;
  const drop = () => {
    const o = open;
    open = null;
    if (!o) return;
    o.cancel();
    o.reject(new PlayerUnavailable('cancelled'));
  };

  return {
    ask(view, seat, legal, seed, strength) {
      return new Promise<Choice<M>>((resolve, reject) => {
        const o = { cancel: () => {}, reject };
        open = o;
        o.cancel = client.request(
          (id) => ({ type: 'ask', id, view, seat, legal, seed, strength }),
          (outcome) => {
            if (open === o) open = null;
            if ('failed' in outcome) return reject(new PlayerUnavailable(outcome.failed));
            const a = outcome.answer;
            if ('choice' in a) resolve(a.choice);
            else reject(new PlayerUnavailable(outcome.here && strength !== 'beginner' ? 'no-worker' : 'failed'));
          },
        );
      });
    },
    cancel: drop,
    dispose() {
      drop();
      client.dispose();
    },
  };
}

/** The browser's dependencies: the game's worker and beginner, real timers. */
export function browserPlayerDeps<V, M>(makeWorker: () => Worker, beginner: () => Promise<Player<V, M>>): PlayerClientDeps<V, M> {
  return { makeWorker: () => browserWorker(makeWorker), beginner, ...realTimers, timeoutMs: PLAYER_TIMEOUT_MS };
}
