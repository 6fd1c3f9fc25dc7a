/**
 * The computer player for Gongor Whist, a solitaire: it finishes a hand
 * under the advisor's stated policy (advisor.ts, POLICY_NAME), so the reader
 * can compare its play with their own, trick by trick. It sees only the
 * player's view.
 *
 *   bid      the open bid the advisor gives the best odds of making exactly
 *            (seeded Monte Carlo under the same policy; ties: the lower bid);
 *   play     policyMove: while tricks are still needed, the cheapest card that
 *            wins, else the cheapest card; once the bid is reached, the
 *            dearest card that loses, else the cheapest;
 *   decide   policyMove: twiddle once when the trick is going the wrong way
 *            (a gamble on the next Ace while any is left; with none left,
 *            only if "no trump" puts it right), otherwise let it be decided;
 *   handEnd  deals the next hand.
 *
 * There is one way of playing, so both strengths play it; the strong one
 * spends more samples on the bid.
 */
import type { GamePlayers, Player, Reason } from '../core/player';
import { bidAdvice, policyMove } from './advisor';
import { playableCards, trickOutcome, type GongorWhistMove } from './engine';
import type { GongorWhistRuleId } from './rules';
import type { GongorWhistView } from './view';

/** Reason codes of the Gongor Whist player (the page has a sentence for each, src/i18n/players.ts). */
export const GONGOR_WHIST_REASON_CODES = [
  'bid-best-odds', 'win-cheapest', 'throw-cheapest', 'lose-dearest', 'win-anyway', 'keep', 'twiddle-gamble', 'twiddle-no-trump',
  'resolve-stuck', 'next-hand',
] as const;
export type GongorWhistReasonCode = (typeof GONGOR_WHIST_REASON_CODES)[number];

export interface GongorWhistReason extends Reason {
  readonly code: GongorWhistReasonCode;
  readonly rule: GongorWhistRuleId;
}

const wonSoFar = (v: GongorWhistView) => v.tricks.filter((t) => t.won).length;

/** Bid samples for each strength (each sample plays the hand once per bid). */
export const GONGOR_WHIST_BID_SAMPLES = { beginner: 400, strong: 2000 } as const;

/** Why a move is played under the policy, as data. */
export function explainGongorWhist(view: GongorWhistView, move: GongorWhistMove, bidChance?: number): GongorWhistReason {
  const need = view.bid === null ? 0 : view.bid - wonSoFar(view);
  const trick = view.trick;
  switch (move.type) {
    case 'bid':
      return { code: 'bid-best-odds', rule: 'bid', params: { n: move.n, ...(bidChance !== undefined ? { chance: Math.round(bidChance * 100) } : {}) } };
    case 'play': {
      if (!trick) return { code: 'throw-cheapest', rule: 'follow', cards: [move.card] };
      const wins = trickOutcome(trick.lead, move.card, view.trump).won;
      const allowed = playableCards(view.hand, trick.lead);
      const params = { need: Math.max(0, need) };
      const cards = [move.card, trick.lead];
      if (need > 0) return wins ? { code: 'win-cheapest', rule: 'trick-winner', cards, params } : { code: 'throw-cheapest', rule: allowed.length < view.hand.length ? 'follow' : 'trick-winner', cards, params };
      return wins ? { code: 'win-anyway', rule: 'trick-winner', cards, params } : { code: 'lose-dearest', rule: 'trick-winner', cards, params };
    }
    case 'twiddle':
      return view.acesDown > 0
        ? { code: 'twiddle-gamble', rule: 'twiddle', cards: trick?.card ? [trick.card, trick.lead] : [], params: { need: Math.max(0, need) } }
        : { code: 'twiddle-no-trump', rule: 'twiddle', cards: trick?.card ? [trick.card, trick.lead] : [], params: { need: Math.max(0, need) } };
    case 'resolve': {
      const card = trick?.card;
      if (!trick || !card) return { code: 'keep', rule: 'trick-winner' };
      const wins = trickOutcome(trick.lead, card, view.trump).won;
      const wanted = wins === need > 0;
      return { code: wanted ? 'keep' : 'resolve-stuck', rule: wanted ? 'trick-winner' : 'twiddle', cards: [card, trick.lead], params: { need: Math.max(0, need), won: wins } };
    }
    case 'next':
      return { code: 'next-hand', rule: view.half === 'fore' ? 'aft-hand' : 'reshuffle' };
  }
}

/** The bid the advisor gives the best odds among the open ones, with its chance. */
export function bestBid(view: GongorWhistView, legal: readonly GongorWhistMove[], samples: number, seed: number): { move: GongorWhistMove; chance: number } {
  const odds = bidAdvice(view, { samples, seed }).odds;
  let best: GongorWhistMove | null = null;
  let chance = -1;
  for (const m of legal) if (m.type === 'bid' && odds[m.n]! > chance) [best, chance] = [m, odds[m.n]!];
  return { move: best ?? legal[0]!, chance: Math.max(0, chance) };
}

export function gongorWhistPlayer(bidSamples: number, id = 'policy'): Player<GongorWhistView, GongorWhistMove> {
  return {
    id,
    choose({ view, legal, rng }) {
      if (view.phase === 'bid') {
        const { move, chance } = bestBid(view, legal, bidSamples, rng.int(2 ** 31));
        return { move, reason: explainGongorWhist(view, move, chance) };
      }
      const p = policyMove(view);
      // policyMove is always legal in play and decide; anything else (handEnd) has one move
      const move = p && legal.some((m) => JSON.stringify(m) === JSON.stringify(p)) ? p : legal[0]!;
      return { move, reason: explainGongorWhist(view, move) };
    },
  };
}

export const GONGOR_WHIST_PLAYERS: GamePlayers<GongorWhistView, GongorWhistMove> = {
  beginner: gongorWhistPlayer(GONGOR_WHIST_BID_SAMPLES.beginner, 'beginner'),
  strong: gongorWhistPlayer(GONGOR_WHIST_BID_SAMPLES.strong, 'strong'),
  strongWith: (samples) => gongorWhistPlayer(samples, 'strong'),
};
