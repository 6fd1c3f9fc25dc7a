/**
 * Asks a game's computer player for a move without blocking the page.
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
export interface WorkerLike<M = unknown> {
  postMessage(message: PlayerMessage): void;
  terminate(): void;
  onmessage: ((e: { data: PlayerAnswer<M> }) => void) | null;
  onerror: ((e: unknown) => void) | null;
}

export interface PlayerClientDeps<V, M> {
  /** A new worker, or null when this browser has none (may also throw). */
  makeWorker(): WorkerLike<M> | null;
  /** The beginner, for this thread (loaded on demand). */
  beginner(): Promise<Player<V, M>>;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  readonly timeoutMs: number;
}

export interface PlayerClient<V, M> {
  ask(view: V, seat: number, legal: readonly M[], seed: number | string, strength: Strength): Promise<Choice<M>>;
  /** Drop the open request (undo, a new deal, the island going away): its promise rejects with 'cancelled'. */
  cancel(): void;
  /** Cancel and stop the worker. */
  dispose(): void;
}

interface Open<M> {
  readonly id: number;
  readonly strength: Strength;
  resolve(c: Choice<M>): void;
  reject(e: PlayerUnavailable): void;
  timer: unknown;
  where: 'worker' | 'here';
}

export function createPlayerClient<V, M>(deps: PlayerClientDeps<V, M>): PlayerClient<V, M> {
  /** undefined: not made yet; null: none, or broken. */
  let worker: WorkerLike<M> | null | undefined;
  let nextId = 1;
  let open: Open<M> | null = null;
  let last: AskMessage<V, M> | null = null;

  const settle = (o: Open<M>, how: { choice: Choice<M> } | { error: PlayerUnavailable }) => {
    if (open !== o) return;
    open = null;
    deps.clearTimer(o.timer);
    if ('choice' in how) o.resolve(how.choice);
    else o.reject(how.error);
  };

  const runHere = (o: Open<M>, req: AskMessage<V, M>) => {
    o.where = 'here';
    if (o.strength !== 'beginner') return settle(o, { error: new PlayerUnavailable('no-worker') });
    deps
      .beginner()
      .then((p) => settle(o, { choice: askPlayer(p, req.view, req.seat, req.legal, req.seed) }))
      .catch(() => settle(o, { error: new PlayerUnavailable('failed') }));
  };

  const onAnswer = (a: PlayerAnswer<M>) => {
    const o = open;
    if (!o || a.id !== o.id || o.where !== 'worker') return; // stale, superseded or unknown: dropped
    if ('failed' in a) settle(o, { error: new PlayerUnavailable('failed') });
    else settle(o, { choice: a.choice });
  };

  const stopWorker = (w: WorkerLike<M> | null | undefined) => {
    if (!w) return;
    w.onmessage = null;
    w.onerror = null;
    w.terminate();
  };

  const getWorker = (): WorkerLike<M> | null => {
    if (worker !== undefined) return worker;
    try {
      worker = deps.makeWorker();
    } catch {
      worker = null;
    }
    if (worker) {
      const w = worker;
      w.onmessage = (e) => onAnswer(e.data);
      // failed to load, or crashed: from now on the beginner runs here and the strong player is not available
      w.onerror = () => {
        stopWorker(w);
        worker = null;
        if (open && open.where === 'worker' && last) runHere(open, last);
      };
    }
    return worker;
  };

  const drop = (why: UnavailableWhy) => {
    const o = open;
    if (!o) return;
    if (o.where === 'worker') worker?.postMessage({ type: 'cancel', id: o.id });
    settle(o, { error: new PlayerUnavailable(why) });
  };

  return {
    ask(view, seat, legal, seed, strength) {
      drop('superseded');
      const id = nextId++;
      const req: AskMessage<V, M> = { type: 'ask', id, view, seat, legal, seed, strength };
      last = req;
      return new Promise<Choice<M>>((resolve, reject) => {
        const o: Open<M> = { id, strength, resolve, reject, timer: null, where: 'worker' };
        open = o;
        o.timer = deps.setTimer(() => {
          if (open !== o) return;
          const fromWorker = o.where === 'worker';
          settle(o, { error: new PlayerUnavailable('timeout') });
          // a worker that misses the deadline is hung or far too slow: the next request gets a fresh one
          if (fromWorker) {
            stopWorker(worker);
            worker = undefined;
          }
        }, deps.timeoutMs);
        const w = getWorker();
        let sent = false;
        if (w) {
          try {
            w.postMessage(req);
            sent = true;
          } catch {
            sent = false;
          }
        }
        if (!sent) runHere(o, req);
      });
    },
    cancel() {
      drop('cancelled');
    },
    dispose() {
      drop('cancelled');
      stopWorker(worker);
      worker = null;
    },
  };
}

/** The browser's dependencies: the game's worker and beginner, real timers. */
export function browserPlayerDeps<V, M>(makeWorker: () => Worker, beginner: () => Promise<Player<V, M>>): PlayerClientDeps<V, M> {
  return {
    makeWorker() {
      if (typeof Worker === 'undefined') return null;
      const w = makeWorker();
      const like: WorkerLike<M> = { postMessage: (m) => w.postMessage(m), terminate: () => w.terminate(), onmessage: null, onerror: null };
      w.onmessage = (e: MessageEvent<PlayerAnswer<M>>) => like.onmessage?.({ data: e.data });
      w.onerror = (e) => like.onerror?.(e);
      return like;
    },
    beginner,
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    timeoutMs: PLAYER_TIMEOUT_MS,
  };
}
