/// <reference lib="webworker" />
/**
 * The meld checker's search off the main thread: the page posts the cards
 * picked and the meld rules, the worker answers with the best melds the
 * engine's search finds among them (src/engine/romme/search.ts). It imports
 * the search alone, not the whole engine.
 */
import { answerSearch, type SearchRequest } from './meldSearchHost';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<SearchRequest>) => scope.postMessage(answerSearch(e.data));
