/**
 * One way to ask a Web Worker for an answer without blocking the page, used
 * by the Gongor Whist bid advisor (../gongor-whist/advisorClient.ts), the
 * Rommé meld checker (../romme/meldClient.ts) and every game's computer
 * player (./playerClient.ts):
 *
 * - Every request gets an id; its answer carries the same id. An answer for
 *   an id no longer open (cancelled, superseded, timed out, answered) is
 *   dropped.
 * - With `latestOnly`, a new request supersedes the open one (its `onDone`
 *   says 'superseded'). With `oneAtATime` the worker gets one request at a
 *   time (its work cannot be interrupted): a newer request waits for the
 *   answer to the older one. With `cancelInWorker` the worker is told
 *   `{ type: 'cancel', id }` when a request it has is cancelled or superseded.
 * - A request not answered within `timeoutMs` ends 'timeout'. A worker that
 *   missed the deadline is hung or far too slow: it is given up, and then
 *   (`afterTimeout`) either everything is computed here from now on ('here')
 *   or the next request gets a fresh worker ('fresh').
 * - Without a worker (none in this browser, the constructor throws, it failed
 *   to load or broke) requests are computed on this thread by `computeHere`,
 *   which the caller keeps small or sliced and loads on demand.
 *
 * The worker, timers and fallback are parameters, so tests drive it with
 * fakes; browserWorker and realTimers give the browser's.
 */

export interface Identified {
  readonly id: number;
}

/** The message that tells a worker to drop a request. */
export interface CancelMessage {
  readonly type: 'cancel';
  readonly id: number;
}

/** What the client needs of a Worker. */
export interface WorkerLike<Req, Ans> {
  postMessage(message: Req | CancelMessage): void;
  terminate(): void;
  onmessage: ((e: { data: Ans }) => void) | null;
  onerror: ((e: unknown) => void) | null;
}

export interface Timers {
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export interface WorkerClientDeps<Req, Ans> extends Timers {
  /** A new worker, or null when this browser has none (may also throw). */
  makeWorker(): WorkerLike<Req, Ans> | null;
  /** Compute on this thread; calls `reply` once, later (or now). May return a function that stops it. */
  computeHere(req: Req, reply: (answer: Ans) => void): (() => void) | void;
  readonly timeoutMs: number;
}

export interface WorkerPolicy {
  readonly latestOnly: boolean;
  readonly oneAtATime: boolean;
  readonly cancelInWorker: boolean;
  readonly afterTimeout: 'here' | 'fresh';
}

/** The answer (and whether it was computed on this thread), or why none came. */
export type WorkerOutcome<Ans> = { readonly answer: Ans; readonly here: boolean } | { readonly failed: 'timeout' | 'superseded' };

export interface WorkerClient<Req, Ans> {
  /** Send `make(id)`; `onDone` is called once, unless the returned cancel function is called first. */
  request(make: (id: number) => Req, onDone: (outcome: WorkerOutcome<Ans>) => void): () => void;
  /** Cancel every open request (their `onDone` is not called) and stop the worker for good. */
  dispose(): void;
}

interface Pending<Req, Ans> {
  readonly req: Req & Identified;
  readonly onDone: (outcome: WorkerOutcome<Ans>) => void;
  timer: unknown;
  /** Not sent yet (waiting for the worker), in the worker, or computed here. */
  where: 'waiting' | 'worker' | 'here';
  stopHere: (() => void) | void;
}

export function createWorkerClient<Req extends Identified, Ans extends Identified>(deps: WorkerClientDeps<Req, Ans>, policy: WorkerPolicy): WorkerClient<Req, Ans> {
  /** undefined: not made yet; null: none, or given up for good. */
  let worker: WorkerLike<Req, Ans> | null | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending<Req, Ans>>();
  /** With oneAtATime: the id the worker is computing now, if any. */
  let busyWith: number | null = null;

  const finish = (p: Pending<Req, Ans>, outcome: WorkerOutcome<Ans>) => {
    pending.delete(p.req.id);
    deps.clearTimer(p.timer);
    p.onDone(outcome);
  };
  /** Forget a request without answering it; the worker or this thread stops on it where it can. */
  const drop = (p: Pending<Req, Ans>) => {
    pending.delete(p.req.id);
    deps.clearTimer(p.timer);
    if (p.where === 'here') p.stopHere?.();
    else if (p.where === 'worker' && policy.cancelInWorker) worker?.postMessage({ type: 'cancel', id: p.req.id });
  };
  const answer = (a: Ans) => {
    if (a.id === busyWith) busyWith = null;
    const p = pending.get(a.id);
    if (p) finish(p, { answer: a, here: p.where === 'here' }); // otherwise stale: dropped
    pump();
  };
  const stopWorker = () => {
    if (worker) {
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
    }
    busyWith = null;
  };
  /** Stop using the worker (for good, or until the next request makes a fresh one); what it owed is sent again. */
  const giveUpWorker = (fresh: boolean) => {
    stopWorker();
    worker = fresh ? undefined : null;
    for (const p of pending.values()) if (p.where === 'worker') p.where = 'waiting';
    pump();
  };
  const getWorker = (): WorkerLike<Req, Ans> | null => {
    if (worker !== undefined) return worker;
    try {
      worker = deps.makeWorker();
    } catch {
      worker = null;
    }
    if (worker) {
      worker.onmessage = (e) => answer(e.data);
      // failed to load, or crashed: compute here from now on
      worker.onerror = () => giveUpWorker(false);
    }
    return worker;
  };
  /** Send what waits, oldest first: to the worker if there is one (and it is free, with oneAtATime), else here. */
  const pump = () => {
    for (const p of [...pending.values()]) {
      if (p.where !== 'waiting' || !pending.has(p.req.id)) continue;
      const w = getWorker();
      if (w) {
        if (policy.oneAtATime && busyWith !== null) return;
        try {
          w.postMessage(p.req);
          p.where = 'worker';
          if (policy.oneAtATime) busyWith = p.req.id;
          continue;
        } catch {
          // this request cannot go to the worker: it is computed here
        }
      }
      p.where = 'here';
      p.stopHere = deps.computeHere(p.req, answer);
    }
  };

  return {
    request(make, onDone) {
      if (policy.latestOnly)
        for (const old of [...pending.values()]) {
          drop(old);
          old.onDone({ failed: 'superseded' });
        }
      const req = make(nextId++) as Req & Identified;
      const p: Pending<Req, Ans> = { req, onDone, timer: null, where: 'waiting', stopHere: undefined };
      pending.set(req.id, p);
      p.timer = deps.setTimer(() => {
        if (!pending.has(req.id)) return;
        const fromWorker = p.where !== 'here';
        if (p.where === 'here') p.stopHere?.();
        finish(p, { failed: 'timeout' });
        if (fromWorker) giveUpWorker(policy.afterTimeout === 'fresh');
      }, deps.timeoutMs);
      pump();
      return () => {
        if (pending.get(req.id) === p) drop(p);
      };
    },
    dispose() {
      for (const p of [...pending.values()]) drop(p);
      stopWorker();
      worker = null;
    },
  };
}

/** A browser Worker as the client needs it, or null where this browser has none. */
export function browserWorker<Req, Ans>(make: () => Worker): WorkerLike<Req, Ans> | null {
  if (typeof Worker === 'undefined') return null;
  const w = make();
  const like: WorkerLike<Req, Ans> = { postMessage: (m) => w.postMessage(m), terminate: () => w.terminate(), onmessage: null, onerror: null };
  w.onmessage = (e: MessageEvent<Ans>) => like.onmessage?.({ data: e.data });
  w.onerror = (e) => like.onerror?.(e);
  return like;
}

/** The browser's dependencies: a module worker made by `makeWorker`, the fallback, real timers. */
export function browserDeps<Req, Ans>(makeWorker: () => Worker, computeHere: WorkerClientDeps<Req, Ans>['computeHere'], timeoutMs: number): WorkerClientDeps<Req, Ans> {
  return { makeWorker: () => browserWorker(makeWorker), computeHere, ...realTimers, timeoutMs };
}

/** One client per page, made when first asked for (never on the server). */
export function onePerPage<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

export const realTimers: Timers = {
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};
