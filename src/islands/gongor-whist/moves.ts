/**
 * Pure helpers of the Gongor Whist islands (no JSX, so Vitest tests them):
 * what changed between two states (the cards to highlight), which moves were
 * made for the reader because nothing was left to decide, and how far "Take
 * back" goes.
 */
import { legalMoves, type GongorWhistMove, type GongorWhistState, type Half } from '../../engine/gongor-whist/engine';
import { parseMove } from '../../engine/gongor-whist/notation';
import { decktetCardName } from '../../i18n/decktet-cards';
import { GW } from '../../i18n/gongor-whist';
import type { Lang } from '../../i18n/ui';

/** A move in words of the page language („Ausspielen: Der Berg“, „Am Trumpf drehen“, „3 bieten“). */
export function moveWords(lang: Lang, move: GongorWhistMove, half: Half = 'fore'): string {
  const t = GW[lang];
  switch (move.type) {
    case 'play': return t.playAction(decktetCardName(lang, move.card));
    case 'twiddle': return t.twiddle;
    case 'resolve': return t.resolve;
    case 'bid': return t.bidButton(move.n);
    case 'next': return t.next(half);
  }
}

/** A move written in notation, in words (the readable labels of an example's steps); the text itself if unreadable. */
export function notationWords(lang: Lang, text: string): string {
  const m = parseMove(text);
  return m.ok ? moveWords(lang, m.value) : text;
}

/** The cards that moved from `prev` to `state`: a card played, a new lead, Aces turned. */
export function movedCards(prev: GongorWhistState | null, state: GongorWhistState): string[] {
  if (!prev) return [];
  const out: string[] = [];
  if (state.trick?.card && state.trick.card !== prev.trick?.card) out.push(state.trick.card);
  if (state.trick && state.trick.lead !== prev.trick?.lead) out.push(state.trick.lead);
  if (state.aces === prev.aces || state.aces.join() === prev.aces.join()) out.push(...state.aces.slice(prev.acesTurned, state.acesTurned));
  return out;
}

/**
 * The move that plays itself in `state`: the only legal move, when it is a
 * card (forced by the follow rule) or deciding the trick (no twiddle left).
 * Bids and dealing the next hand always wait for the reader.
 */
export function forcedMove(state: GongorWhistState): GongorWhistMove | null {
  if (state.phase !== 'play' && state.phase !== 'decide') return null;
  const legal = legalMoves(state);
  return legal.length === 1 ? legal[0]! : null;
}

/**
 * How many moves "Take back" removes: the moves that played themselves after
 * the reader's last decision, and that decision. So the reader lands where
 * they last had a choice (never on a forced move, which would replay itself).
 */
export function undoCount(states: readonly GongorWhistState[]): number {
  let k = states.length - 1;
  while (k > 0 && forcedMove(states[k - 1]!) !== null) k--;
  if (k > 0) k--;
  return states.length - 1 - k;
}
