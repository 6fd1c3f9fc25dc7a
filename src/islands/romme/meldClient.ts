/**
 * Asks the meld search for the best melds among the checker's cards without
 * blocking input (issue 13.7), as the Gongor Whist advisor does:
 *
 * - A module Web Worker searches (meldSearch.worker.ts).
 * - Every request has an id. Only the newest request matters: one search is
 *   sent to the worker at a time, a newer request waiting replaces an older
 *   one, and the answer to a request the page no longer needs is dropped.
 * - A request not answered within SEARCH_TIMEOUT_MS is reported as not
 *   available (the page says so) and the worker is given up.
 * - Without a worker (none in this browser, failed to load, broke or was
 *   given up) the page searches itself, after a yield, loading the search
 *   only then (a dynamic import).
 *
 * createMeldClient takes its worker, timers and fallback as parameters, so
 * tests drive it with fakes; useBestMelds is the checker's hook.
 */
import { useEffect, useState } from 'preact/hooks';
import type { MeldRules } from '../../engine/romme/melds';
import type { SearchResult } from '../../engine/romme/search';
import type { SearchAnswer, SearchRequest } from './meldSearchHost';

export const SEARCH_TIMEOUT_MS = 5000;

export type SearchOutcome = { readonly kind: 'best'; readonly result: SearchResult } | { readonly kind: 'unavailable' };

/** What the client needs of a Worker. */
export interface WorkerLike {
  postMessage(message: SearchRequest): void;
  terminate(): void;
  onmessage: ((e: { data: SearchAnswer }) => void) | null;
  onerror: ((e: unknown) => void) | null;
}

export interface MeldClientDeps {
  /** A new worker, or null when this browser has none (may also throw). */
  makeWorker(): WorkerLike | null;
  /** Search on this thread; calls `reply` once, later. */
  computeHere(req: SearchRequest, reply: (answer: SearchAnswer) => void): void;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  readonly timeoutMs: number;
}

export interface MeldClient {
  /** Ask for the best melds among `cards`; `onDone` is called once, unless the returned cancel function is called first or a newer request supersedes this one. */
  request(cards: readonly string[], rules: MeldRules, onDone: (outcome: SearchOutcome) => void): () => void;
}

interface Pending {
  readonly req: SearchRequest;
  readonly onDone: (outcome: SearchOutcome) => void;
  timer: unknown;
  /** Where it is being searched: not yet (waiting for the worker), in the worker, or here. */
  where: 'waiting' | 'worker' | 'here';
}

export function createMeldClient(deps: MeldClientDeps): MeldClient {
  /** undefined: not made yet; null: none, or given up. */
  let worker: WorkerLike | null | undefined;
  let nextId = 1;
  /** The request the page waits for (the newest), if any. */
  let wanted: Pending | null = null;
  /** The id the worker is computing now, if any. */
  let busyWith: number | null = null;

  const finish = (p: Pending, outcome: SearchOutcome) => {
    deps.clearTimer(p.timer);
    if (wanted === p) wanted = null;
    p.onDone(outcome);
  };
  const answer = (a: SearchAnswer) => {
    if (a.id === busyWith) busyWith = null;
    const p = wanted;
    if (p && p.req.id === a.id) finish(p, 'failed' in a ? { kind: 'unavailable' } : { kind: 'best', result: a.result });
    // a stale answer is dropped; the newest request goes out if it is still waiting
    send();
  };
  const giveUpWorker = () => {
    if (worker) {
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
    }
    worker = null;
    busyWith = null;
    // what the worker owed is searched here
    if (wanted?.where === 'worker') wanted.where = 'waiting';
    send();
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
      worker.onerror = giveUpWorker;
    }
    return worker;
  };
  /** Send the wanted request, unless the worker is still busy with another (its answer triggers the send). */
  const send = () => {
    const p = wanted;
    if (!p || p.where !== 'waiting') return;
    const w = getWorker();
    if (w) {
      if (busyWith !== null) return;
      try {
        busyWith = p.req.id;
        p.where = 'worker';
        w.postMessage(p.req);
      } catch {
        giveUpWorker();
      }
      return;
    }
    p.where = 'here';
    deps.computeHere(p.req, answer);
  };

  return {
    request(cards, rules, onDone) {
      const req: SearchRequest = { id: nextId++, cards: [...cards], rules: { ...rules } };
      const p: Pending = { req, onDone, timer: null, where: 'waiting' };
      if (wanted) deps.clearTimer(wanted.timer); // superseded: never answered
      wanted = p;
      p.timer = deps.setTimer(() => {
        if (wanted !== p) return;
        const fromWorker = p.where === 'worker' || busyWith !== null;
        finish(p, { kind: 'unavailable' });
        // a worker that does not answer in time is hung or far too slow: give it up
        if (fromWorker) giveUpWorker();
      }, deps.timeoutMs);
      send();
      return () => {
        if (wanted !== p) return;
        deps.clearTimer(p.timer);
        wanted = null;
      };
    },
  };
}

function browserDeps(): MeldClientDeps {
  return {
    makeWorker() {
      if (typeof Worker === 'undefined') return null;
      const w = new Worker(new URL('./meldSearch.worker.ts', import.meta.url), { type: 'module' });
      const like: WorkerLike = { postMessage: (m) => w.postMessage(m), terminate: () => w.terminate(), onmessage: null, onerror: null };
      w.onmessage = (e: MessageEvent<SearchAnswer>) => like.onmessage?.({ data: e.data });
      w.onerror = (e) => like.onerror?.(e);
      return like;
    },
    computeHere(req, reply) {
      import('./meldSearchHost')
        .then((m) => setTimeout(() => reply(m.answerSearch(req)), 0))
        .catch(() => reply({ id: req.id, failed: true }));
    },
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    timeoutMs: SEARCH_TIMEOUT_MS,
  };
}

let shared: MeldClient | null = null;
function client(): MeldClient {
  shared ??= createMeldClient(browserDeps());
  return shared;
}

export interface BestMelds {
  readonly result: SearchResult | null;
  /** True while the answer for the current cards is awaited. */
  readonly busy: boolean;
  /** True when no answer came for the current cards in time. */
  readonly unavailable: boolean;
}

const searchKey = (cards: readonly string[], rules: MeldRules) => `${cards.join(' ')}|${rules.maxJokersPerMeld}|${rules.aceBothEnds}`;

/**
 * The best melds among `cards` under `rules`, searched off the main thread.
 * `known` is an answer the page already has (the checker's first cards,
 * searched once when the module loads, so the page shows it without JavaScript).
 */
export function useBestMelds(cards: readonly string[], rules: MeldRules, known?: { readonly cards: readonly string[]; readonly result: SearchResult }): BestMelds {
  const key = searchKey(cards, rules);
  const [answer, setAnswer] = useState<{ for: string; outcome: SearchOutcome } | null>(null);
  const knownHere = known !== undefined && searchKey(known.cards, rules) === key;
  useEffect(() => {
    if (!cards.length || knownHere) return;
    // the cleanup drops the request when the cards change first: its answer is never shown
    return client().request(cards, rules, (outcome) => setAnswer({ for: key, outcome }));
  }, [key]);
  if (knownHere) return { result: known.result, busy: false, unavailable: false };
  const o = answer && answer.for === key ? answer.outcome : null;
  return { result: o?.kind === 'best' ? o.result : null, busy: cards.length > 0 && o === null, unavailable: o?.kind === 'unavailable' };
}
