/**
 * What the reader may do with the cards picked from the hand, asked of the
 * engine: melds built from the selection (the joker's card chosen by the
 * engine, or each of its choices offered), lay-offs onto every meld on the
 * table they fit, a joker exchange, the discard. The engine's legalMoves does
 * not list every first-meld arrangement, so a selection is turned into melds
 * (one meld, or the meld search's grouping that uses every picked card) and
 * each candidate is put to `apply`: only what the engine accepts is offered,
 * and a meld it refuses comes back with its violation, so the page can say
 * why. Plain module (no JSX, no DOM), so Vitest can test it.
 */
import { isJoker } from '../../engine/cards/french';
import type { Violation } from '../../engine/core/result';
import { apply, meldRules, type RommeMove, type RommeState } from '../../engine/romme/engine';
import { bestMelds } from '../../engine/romme/search';
import { checkMeld, jokerDeclarations, physical, type MeldCard } from '../../engine/romme/melds';
import { judgeGroup, layoffDeclarations } from '../../engine/romme/checker';

export interface SelectionOffers {
  /** Moves the engine accepts with exactly the picked cards. */
  readonly moves: readonly RommeMove[];
  /** Why the melds the picked cards make are refused (e.g. too few points for a first meld), when nothing else uses them. */
  readonly refused: Violation | null;
}

const MAX_DECLARATIONS = 4;
/** Selections larger than this are not searched for a grouping (only the variation with several discards makes such hands). */
const MAX_SEARCH = 16;

const key = (m: RommeMove) => JSON.stringify(m);

/** The melds the picked cards could form, best first: one meld (each joker declaration), or the search's grouping of all of them. */
export function meldCandidates(state: RommeState, picked: readonly string[]): MeldCard[][][] {
  if (picked.length < 3) return [];
  const rules = meldRules(state.options);
  if (picked.some(isJoker)) {
    const one = jokerDeclarations(picked, rules).slice(0, MAX_DECLARATIONS);
    if (one.length) return one.map((m) => [m]);
  } else {
    const r = checkMeld(picked, rules);
    if (r.ok) return [[[...r.meld.cards]]];
  }
  if (picked.length < 6 || picked.length > MAX_SEARCH) return [];
  // every picked card must go into a meld: the search with all of them forced
  const found = bestMelds(picked, rules, 'value', picked);
  return found.feasible && found.rest.length === 0 && found.melds.length ? [found.melds.map((m) => [...m])] : [];
}

/** Everything the engine accepts with exactly these hand cards of the player to act. */
export function selectionOffers(state: RommeState, picked: readonly string[]): SelectionOffers {
  const none: SelectionOffers = { moves: [], refused: null };
  if (state.phase !== 'play' && state.phase !== 'final') return none;
  const hand = state.hands[state.current] ?? [];
  const sel = picked.filter((c) => hand.includes(c));
  if (!sel.length) return none;
  const out: RommeMove[] = [];
  const seen = new Set<string>();
  const offer = (m: RommeMove): Violation | null => {
    const r = apply(state, m);
    if (!r.ok) return r.violation;
    if (!seen.has(key(m))) {
      seen.add(key(m));
      out.push(m);
    }
    return null;
  };

  let refused: Violation | null = null;
  const melding = state.phase === 'final' || state.options.variant !== 'noLayout';
  if (melding) {
    const candidates = meldCandidates(state, sel);
    for (const melds of candidates) {
      const v = offer({ type: 'meld', melds });
      refused ??= v;
    }
    // three to five cards that make no meld at all: the meld rule they break
    if (!candidates.length && sel.length >= 3 && sel.length <= 5) refused = judgeGroup(sel, state.options).problem;
  }
  if (melding) {
    const seats = state.phase === 'final' ? [state.current] : state.melds.map((_, i) => i);
    for (const seat of seats) {
      state.melds[seat]!.forEach((meld, i) => {
        const candidates = layoffDeclarations(meld, sel, state.options).slice(0, MAX_DECLARATIONS);
        for (const cards of candidates) offer({ type: 'layoff', seat, meld: i, cards });
      });
    }
  }
  if (state.phase === 'play' && sel.length === 1 && !isJoker(sel[0]!)) {
    state.melds.forEach((ms, seat) =>
      ms.forEach((meld, i) => {
        if (meld.some((mc) => mc.includes('='))) offer({ type: 'exchange', seat, meld: i, card: sel[0]! });
      }),
    );
  }
  if (state.phase === 'play' && sel.length === 1) offer({ type: 'discard', card: sel[0]! });
  // a refusal is worth showing only when the picked cards are good for nothing else
  return { moves: out, refused: out.length ? null : refused };
}

/** The physical cards a move takes from the hand (to pick them for the reader). */
export function handCardsOf(move: RommeMove): string[] {
  switch (move.type) {
    case 'meld':
    case 'call':
      return move.melds.flat().map(physical);
    case 'layoff':
      return move.cards.map(physical);
    case 'exchange':
    case 'discard':
      return [move.card];
    default:
      return [];
  }
}

/**
 * A move the reader has no choice about, played for them (visibly, and undone
 * with their next "take back"): the only legal move of a draw (the discard
 * pile cannot be taken, say), or the only move with one card left in hand.
 * The engine's list is complete in both cases.
 */
export function automaticMove(state: RommeState, legal: readonly RommeMove[]): RommeMove | null {
  if (legal.length !== 1) return null;
  if (state.phase === 'draw') return legal[0]!;
  if (state.phase === 'play' && (state.hands[state.current]?.length ?? 0) === 1) return legal[0]!;
  return null;
}

/** The first meld the engine lists (its search's best grouping comes first), to suggest to the reader. */
export function suggestedMeld(legal: readonly RommeMove[]): Extract<RommeMove, { type: 'meld' }> | null {
  for (const m of legal) if (m.type === 'meld') return m;
  return null;
}
