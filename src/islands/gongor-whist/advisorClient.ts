/**
 * Asks the bid advisor for numbers without blocking input, through the
 * shared worker client (../shared/workerClient.ts):
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
import type { AdviceAnswer, AdviceKind, AdviseMessage } from './advisorHost';
import { browserDeps, createWorkerClient, onePerPage, type WorkerClientDeps, type WorkerLike as WorkerLikeOf } from '../shared/workerClient';
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

export type WorkerLike = WorkerLikeOf<AdviseMessage, AdviceAnswer>;
export type AdvisorClientDeps = WorkerClientDeps<AdviseMessage, AdviceAnswer>;

export interface AdvisorClient {
  /** Ask for advice; `onDone` is called once, unless the returned cancel function is called first. */
  request(kind: AdviceKind, view: GongorWhistView, samples: number, onDone: (outcome: AdviceOutcome) => void): () => void;
}

/** Several requests may be open at once; the worker is told to stop on one the page no longer needs. */
export function createAdvisorClient(deps: AdvisorClientDeps): AdvisorClient {
  const client = createWorkerClient(deps, { latestOnly: false, oneAtATime: false, cancelInWorker: true, afterTimeout: 'here' });
  return {
    request: (kind, view, samples, onDone) =>
      client.request(
        (id): AdviseMessage => ({ type: 'advise', id, kind, view, samples }),
        (o) => {
          const a = 'answer' in o ? o.answer : null;
          onDone(!a || 'failed' in a ? { kind: 'unavailable' } : a.kind === 'bid' ? { kind: 'bid', bid: a.bid } : { kind: 'play', play: a.play });
        },
      ),
  };
}

/** The browser's client: a module worker, a sliced main-thread fallback loaded on demand, real timers. */
const client = onePerPage(() => {
  const schedule = yielder();
  return createAdvisorClient(
    browserDeps(
      () => new Worker(new URL('./advisor.worker.ts', import.meta.url), { type: 'module' }),
      (req, reply) => {
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
      ADVICE_TIMEOUT_MS,
    ),
  );
});

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
