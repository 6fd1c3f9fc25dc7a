/**
 * Asks the meld search for the best melds among the checker's cards without
 * blocking input (issue 13.7), through the shared worker client
 * (../shared/workerClient.ts), as the Gongor Whist advisor does:
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
import { browserDeps, createWorkerClient, onePerPage, type WorkerClientDeps, type WorkerLike as WorkerLikeOf } from '../shared/workerClient';
import type { SearchAnswer, SearchRequest } from './meldSearchHost';

export const SEARCH_TIMEOUT_MS = 5000;

export type SearchOutcome = { readonly kind: 'best'; readonly result: SearchResult } | { readonly kind: 'unavailable' };

export type WorkerLike = WorkerLikeOf<SearchRequest, SearchAnswer>;
export type MeldClientDeps = WorkerClientDeps<SearchRequest, SearchAnswer>;

export interface MeldClient {
  /** Ask for the best melds among `cards`; `onDone` is called once, unless the returned cancel function is called first or a newer request supersedes this one. */
  request(cards: readonly string[], rules: MeldRules, onDone: (outcome: SearchOutcome) => void): () => void;
}

/** Only the newest request is answered; the worker searches one at a time (a search cannot be interrupted). */
export function createMeldClient(deps: MeldClientDeps): MeldClient {
  const client = createWorkerClient(deps, { latestOnly: true, oneAtATime: true, cancelInWorker: false, afterTimeout: 'here' });
  return {
    request: (cards, rules, onDone) =>
      client.request(
        (id) => ({ id, cards: [...cards], rules: { ...rules } }),
        (o) => {
          if ('failed' in o && o.failed === 'superseded') return; // never answered
          const a = 'answer' in o ? o.answer : null;
          onDone(a && 'result' in a ? { kind: 'best', result: a.result } : { kind: 'unavailable' });
        },
      ),
  };
}

/** The browser's client: a module worker, the search on this thread (after a yield) loaded on demand, real timers. */
const client = onePerPage(() =>
  createMeldClient(
    browserDeps(
      () => new Worker(new URL('./meldSearch.worker.ts', import.meta.url), { type: 'module' }),
      (req, reply) => {
        import('./meldSearchHost')
          .then((m) => setTimeout(() => reply(m.answerSearch(req)), 0))
          .catch(() => reply({ id: req.id, failed: true }));
      },
      SEARCH_TIMEOUT_MS,
    ),
  ),
);

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
