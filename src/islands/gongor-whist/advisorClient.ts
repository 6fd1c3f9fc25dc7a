/**
 * Asks the bid advisor for numbers without blocking input.
 *
 * - Normally a module Web Worker computes (advisor.worker.ts).
 * - Every request has an id. A request the page no longer needs (the reader
 *   moved on, dealt another hand) is cancelled: the worker stops its work
 *   between two slices, and an answer that still arrives is dropped.
 * - A request not answered within ADVICE_TIMEOUT_MS is reported as not
 *   available (the panel says so in the page language). A worker that missed
 *   the deadline is given up.
 * - Without a worker (none in this browser, it failed to load, it broke or
 *   was given up) the page computes itself, in slices of a few milliseconds
 *   with a yield between them, so no task blocks input. That code (the
 *   engine's simulation) is loaded only then, by a dynamic import: the page
 *   does not ship it otherwise.
 * Answers are seeded by the position, so both ways give the same numbers.
 *
 * createAdvisorClient takes its worker, timers and fallback as parameters,
 * so tests drive it with fakes; useAdvice is the islands' hook.
 */
import { useEffect, useState } from 'preact/hooks';
import type { BidAdvice, PlayAdvice } from '../../engine/gongor-whist/advisor';
import type { GongorWhistState } from '../../engine/gongor-whist/engine';
import { viewFor, type GongorWhistView } from '../../engine/gongor-whist/view';
import type { AdviceAnswer, AdviceKind, AdviseMessage, AdvisorMessage } from './advisorHost';
import { yielder } from './slice';

export type { AdviceKind } from './advisorHost';

/** Samples per estimate: each bid-advice sample plays eight hands (one per bid). */
export const BID_SAMPLES = 10_000;
export const PLAY_SAMPLES = 4_000;
/** An answer later than this is given up and reported as not available. */
export const ADVICE_TIMEOUT_MS = 10_000;
/** Main-thread slices: stop after this long (checked every few samples), then yield. */
export const MAIN_THREAD_SLICE_MS = 8;

export type AdviceOutcome =
  | { readonly kind: 'bid'; readonly bid: BidAdvice }
  | { readonly kind: 'play'; readonly play: PlayAdvice | null }
  | { readonly kind: 'unavailable' };

/** What the client needs of a Worker. */
export interface WorkerLike {
  postMessage(message: AdvisorMessage): void;
  terminate(): void;
  onmessage: ((e: { data: AdviceAnswer }) => void) | null;
  onerror: ((e: unknown) => void) | null;
}

export interface AdvisorClientDeps {
  /** A new worker, or null when this browser has none (may also throw). */
  makeWorker(): WorkerLike | null;
  /** Compute on this thread, in slices; returns a cancel function. */
  computeHere(req: AdviseMessage, reply: (answer: AdviceAnswer) => void): () => void;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  readonly timeoutMs: number;
}

export interface AdvisorClient {
  /** Ask for advice; `onDone` is called once, unless the returned cancel function is called first. */
  request(kind: AdviceKind, view: GongorWhistView, samples: number, onDone: (outcome: AdviceOutcome) => void): () => void;
}

interface Pending {
  readonly req: AdviseMessage;
  readonly onDone: (outcome: AdviceOutcome) => void;
  where: 'worker' | 'here';
  timer: unknown;
  cancelHere: (() => void) | null;
}

export function createAdvisorClient(deps: AdvisorClientDeps): AdvisorClient {
  /** undefined: not made yet; null: none, or given up. */
  let worker: WorkerLike | null | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const finish = (p: Pending, outcome: AdviceOutcome) => {
    pending.delete(p.req.id);
    deps.clearTimer(p.timer);
    p.onDone(outcome);
  };
  const answer = (a: AdviceAnswer) => {
    const p = pending.get(a.id);
    if (!p) return; // cancelled or timed out: a stale answer is dropped
    finish(p, 'failed' in a ? { kind: 'unavailable' } : a.kind === 'bid' ? { kind: 'bid', bid: a.bid } : { kind: 'play', play: a.play });
  };
  const runHere = (p: Pending) => {
    p.where = 'here';
    p.cancelHere = deps.computeHere(p.req, answer);
  };
  /** Stop using the worker; what it still owes is computed here. */
  const giveUpWorker = () => {
    if (worker) {
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
    }
    worker = null;
    for (const p of [...pending.values()]) if (p.where === 'worker') runHere(p);
  };
  const getWorker = (): WorkerLike | null => {
    if (worker !== undefined) return worker;
    try {
      worker = deps.makeWorker();
    } catch {
      worker = null;
    }
    if (worker) {
      worker.onmessage = (e) => answer(e.data);
      // Failed to load, or crashed: compute here from now on.
      worker.onerror = giveUpWorker;
    }
    return worker;
  };

  return {
    request(kind, view, samples, onDone) {
      const req: AdviseMessage = { type: 'advise', id: nextId++, kind, view, samples };
      const p: Pending = { req, onDone, where: 'worker', timer: null, cancelHere: null };
      pending.set(req.id, p);
      p.timer = deps.setTimer(() => {
        if (!pending.has(req.id)) return;
        const fromWorker = p.where === 'worker';
        p.cancelHere?.();
        finish(p, { kind: 'unavailable' });
        // A worker that does not answer in time is hung or far too slow: give it up.
        if (fromWorker) giveUpWorker();
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
      if (!sent) runHere(p);
      return () => {
        if (!pending.has(req.id)) return;
        pending.delete(req.id);
        deps.clearTimer(p.timer);
        if (p.where === 'here') p.cancelHere?.();
        else worker?.postMessage({ type: 'cancel', id: req.id });
      };
    },
  };
}

/** The browser's client: a module worker, a sliced main-thread fallback loaded on demand, real timers. */
function browserDeps(): AdvisorClientDeps {
  const schedule = yielder();
  return {
    makeWorker() {
      if (typeof Worker === 'undefined') return null;
      const w = new Worker(new URL('./advisor.worker.ts', import.meta.url), { type: 'module' });
      const like: WorkerLike = { postMessage: (m) => w.postMessage(m), terminate: () => w.terminate(), onmessage: null, onerror: null };
      w.onmessage = (e: MessageEvent<AdviceAnswer>) => like.onmessage?.({ data: e.data });
      w.onerror = (e) => like.onerror?.(e);
      return like;
    },
    computeHere(req, reply) {
      let cancelled = false;
      let cancel = () => {};
      import('./advisorHost')
        .then((m) => {
          if (!cancelled) cancel = m.computeSliced(req, { now: () => performance.now(), schedule, budgetMs: MAIN_THREAD_SLICE_MS, batch: 4 }, reply);
        })
        .catch(() => reply({ id: req.id, failed: true }));
      return () => {
        cancelled = true;
        cancel();
      };
    },
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    timeoutMs: ADVICE_TIMEOUT_MS,
  };
}

let shared: AdvisorClient | null = null;
function client(): AdvisorClient {
  shared ??= createAdvisorClient(browserDeps());
  return shared;
}

export interface Advice {
  bid: BidAdvice | null;
  play: PlayAdvice | null;
  /** True while an answer for the current state is awaited. */
  busy: boolean;
  /** True when no answer came for the current state in time (or the computation failed). */
  unavailable: boolean;
}

/** The advice for `state` (bid phase: odds per bid; play/decide: chance the bid is still made). Nothing on the server. */
export function useAdvice(state: GongorWhistState, enabled = true): Advice {
  const [answer, setAnswer] = useState<{ for: GongorWhistState | null; outcome: AdviceOutcome | null }>({ for: null, outcome: null });
  const kind: AdviceKind | null = !enabled ? null : state.phase === 'bid' ? 'bid' : state.phase === 'play' || state.phase === 'decide' ? 'play' : null;
  useEffect(() => {
    if (!kind) return;
    // The cleanup cancels the request when the state changes first: its answer is never shown.
    // Only the player's view leaves the page for the worker: no hidden card.
    return client().request(kind, viewFor(state, 0), kind === 'bid' ? BID_SAMPLES : PLAY_SAMPLES, (outcome) => setAnswer({ for: state, outcome }));
  }, [state, kind]);
  const o = answer.for === state ? answer.outcome : null;
  return {
    bid: o?.kind === 'bid' ? o.bid : null,
    play: o?.kind === 'play' ? o.play : null,
    busy: kind !== null && o === null,
    unavailable: kind !== null && o?.kind === 'unavailable',
  };
}
