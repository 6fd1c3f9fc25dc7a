/**
 * The computing side of the meld checker's search: one request (an id, the
 * cards, the meld rules) in, one answer (the same id, the search's result)
 * out. The worker runs it; the page loads it only when it has no worker.
 */
import { isObject } from '../../engine/core/game';
import type { MeldRules } from '../../engine/romme/melds';
import { bestMelds, type SearchResult } from '../../engine/romme/search';

export interface SearchRequest {
  readonly id: number;
  readonly cards: readonly string[];
  readonly rules: MeldRules;
}

export type SearchAnswer = { readonly id: number; readonly result: SearchResult } | { readonly id: number; readonly failed: true };

/** Never throws: a malformed request is answered as failed. */
export function answerSearch(req: unknown): SearchAnswer {
  const id = isObject(req) && typeof req.id === 'number' ? req.id : -1;
  if (!isObject(req) || !Array.isArray(req.cards) || !req.cards.every((c) => typeof c === 'string') || !isObject(req.rules)) return { id, failed: true };
  try {
    return { id, result: bestMelds(req.cards as string[], req.rules as unknown as MeldRules) };
  } catch {
    return { id, failed: true };
  }
}
