/**
 * Why the advisor's policy makes its move (src/engine/gongor-whist/advisor.ts,
 * POLICY in its header): the reason as data — a code the page translates,
 * the rule it rests on, the card it names — in the shape of the computer
 * players' reasons (src/engine/core/player.ts). It reads only the player's
 * view. The policy's move itself comes from policyMove, which the island
 * loads on demand (the simulation module stays out of the page's first load).
 * No JSX here, so Vitest tests it.
 */
import type { Reason } from '../../engine/core/player';
import { playableCards, trickOutcome, type GongorWhistMove } from '../../engine/gongor-whist/engine';
import type { GongorWhistView } from '../../engine/gongor-whist/view';

export type PolicyReasonCode =
  | 'only-card' // the follow rule leaves one card
  | 'win-cheapest' // tricks still needed: the cheapest card that wins
  | 'none-wins' // tricks still needed, no allowed card wins: the cheapest card
  | 'lose-dearest' // enough tricks: the dearest card that still loses
  | 'all-win' // enough tricks, every allowed card wins: the cheapest
  | 'twiddle-gamble' // the trick would go the wrong way: turn the next Ace
  | 'twiddle-no-trump' // the trick would go the wrong way; no Ace left, and no trump puts it right
  | 'resolve-as-wanted' // the trick goes the way the bid needs
  | 'resolve-twiddled' // wrong way, but this trick has had its twiddle
  | 'resolve-no-help'; // wrong way, and twiddling cannot help (no Ace left, no trump does not help)

export interface PolicyReason extends Reason {
  readonly code: PolicyReasonCode;
  readonly params: { readonly need: number; readonly won?: boolean };
}

/** The reason for the policy's `move` in `view` (play or decide phase). */
export function explainPolicy(view: GongorWhistView, move: GongorWhistMove): PolicyReason | null {
  const trick = view.trick;
  if (!trick || view.bid === null) return null;
  const won = view.tricks.filter((t) => t.won).length;
  const need = Math.max(0, view.bid - won);
  const wantWin = need > 0;
  if (move.type === 'play' && view.phase === 'play') {
    const allowed = playableCards(view.hand, trick.lead);
    const wins = trickOutcome(trick.lead, move.card, view.trump).won;
    const code: PolicyReasonCode = allowed.length === 1 ? 'only-card' : wantWin ? (wins ? 'win-cheapest' : 'none-wins') : wins ? 'all-win' : 'lose-dearest';
    return { code, rule: code === 'only-card' ? 'follow' : wantWin ? 'trick-winner' : 'exact-bid', cards: [move.card], params: { need, won: wins } };
  }
  if (view.phase !== 'decide' || !trick.card) return null;
  const now = trickOutcome(trick.lead, trick.card, view.trump).won;
  if (move.type === 'twiddle') {
    return { code: view.acesDown > 0 ? 'twiddle-gamble' : 'twiddle-no-trump', rule: 'twiddle', cards: [trick.card], params: { need, won: now } };
  }
  if (move.type !== 'resolve') return null;
  const code: PolicyReasonCode = now === wantWin ? 'resolve-as-wanted' : trick.twiddles > 0 ? 'resolve-twiddled' : 'resolve-no-help';
  return { code, rule: code === 'resolve-as-wanted' ? 'trick-winner' : 'twiddle', cards: [trick.card], params: { need, won: now } };
}
