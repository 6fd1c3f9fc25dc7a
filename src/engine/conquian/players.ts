/**
 * Computer players for Conquian (src/engine/core/player.ts). Both see only
 * the seat's view.
 *
 * The beginner plays like a sensible newcomer:
 *   - goes out whenever it can;
 *   - melds the centre card whenever it fits (the meld that puts the most
 *     hand cards down), otherwise declines or passes it;
 *   - never forces the opponent to take a card: the forced card goes down
 *     on his meld for free and he discards, a card closer to going out (with
 *     one or two cards left in his hand it all but hands him the game);
 *   - discards the card least likely to help: one that fits neither its own
 *     meld nor a pair in the hand, with the fewest unseen cards that could
 *     complete it, and not one that fits the opponent's meld if it has another.
 * The strong player is determinised Monte Carlo over the beginner's pick and
 * its alternatives: each candidate is played to the end of the deal on the
 * other hand and stock dealt from the view, and the move that scores best
 * (a win 1, a draw ½) is chosen; the beginner's pick must be beaten clearly.
 * The play-outs (playout.ts) run on index arrays, both seats weighing the
 * outs to go out when they discard and keeping a hand that is one card from
 * going out: with play-outs that know what a sensible player keeps, the
 * comparison of discards means something (with an engine play-out policy
 * that only counted pairs it reached about 57 % against the beginner; see
 * README).
 */
import { conquianPack, type FrenchCard } from '../cards/french';
import { beginnerPlayer, monteCarloPlayer, type Decision, type GamePlayers, type Player, type Reason } from '../core/player';
import { canPartition, cardCode, cardIndex } from './combos';
import type { ConquianMove, ConquianState } from './engine';
import { CONQUIAN_PLAY, type ConquianView } from './view';
import { fastPlayout } from './playout';
import type { ConquianRuleId } from './rules';

/** Reason codes of the Conquian players (the page has a sentence for each, src/i18n/players.ts). */
export const CONQUIAN_REASON_CODES = [
  'go-out', 'meld-centre', 'meld-forced', 'meld-hand', 'decline', 'pass', 'turn', 'force', 'no-force', 'discard-least-useful', 'discard-safe',
] as const;
export type ConquianReasonCode = (typeof CONQUIAN_REASON_CODES)[number];

export interface ConquianReason extends Reason {
  readonly code: ConquianReasonCode;
  readonly rule: ConquianRuleId;
}

type Meld = Extract<ConquianMove, { type: 'meld' }>;

const other = (seat: number) => (seat === 0 ? 1 : 0);

/** Cards the seat has not seen (the other hand and the stock): neither in its hand, on a table, in the dead pile nor face up. */
function unseenSet(view: ConquianView): Set<number> {
  const seen = new Set<string>([...view.hand, ...view.melds[0].flat(), ...view.melds[1].flat(), ...view.dead, ...(view.centre ? [view.centre.card] : [])]);
  return new Set(conquianPack().filter((c) => !seen.has(c)).map(cardIndex));
}

/**
 * Unseen cards that would make `c` part of a three-card combination with one
 * other card of the hand (same rank; or same suit, one or two steps apart in
 * the order A 2 3 4 5 6 7 J Q K), each counted once.
 */
function outs(c: FrenchCard, hand: readonly FrenchCard[], unseen: ReadonlySet<number>): number {
  const i = cardIndex(c);
  const rank = i % 10;
  const suit = (i / 10) | 0;
  const mine = new Set(hand.filter((h) => h !== c).map(cardIndex));
  const want = new Set<number>();
  const sameRank = [0, 1, 2, 3].filter((s) => s !== suit && mine.has(s * 10 + rank));
  if (sameRank.length) for (let s = 0; s < 4; s++) if (s !== suit && !mine.has(s * 10 + rank)) want.add(s * 10 + rank);
  const at = (r: number) => (r >= 0 && r < 10 ? suit * 10 + r : -1);
  if (mine.has(at(rank + 1))) [at(rank - 1), at(rank + 2)].forEach((x) => want.add(x));
  if (mine.has(at(rank - 1))) [at(rank + 1), at(rank - 2)].forEach((x) => want.add(x));
  if (mine.has(at(rank + 2))) want.add(at(rank + 1));
  if (mine.has(at(rank - 2))) want.add(at(rank - 1));
  let n = 0;
  for (const x of want) if (x >= 0 && unseen.has(x)) n++;
  return n;
}

/**
 * Cards still unseen that would let these ten cards go out at once: meld,
 * hand and that card split into combinations (the "outs" to go out).
 */
export function goOuts(meld: readonly FrenchCard[], hand: readonly FrenchCard[], unseen: ReadonlySet<number>): number {
  if (meld.length + hand.length !== 10) return 0;
  const all = [...meld, ...hand];
  let n = 0;
  for (const x of unseen) if (canPartition([...all, cardCode(x)])) n++;
  return n;
}

/** Does the card join this meld (rearranging allowed)? */
const fits = (meld: readonly (readonly FrenchCard[])[], c: FrenchCard) => meld.length > 0 && canPartition([...meld.flat(), c]);

/**
 * The beginner's ranking of the discards, best first: a card that fits its
 * own meld last (it goes down with the next centre card), then the ones that
 * fit the opponent's meld (they would help him), then by outs.
 */
export function rankDiscards(view: ConquianView, cards: readonly FrenchCard[]): FrenchCard[] {
  const hand = view.hand;
  const unseen = unseenSet(view);
  const mine = view.melds[view.seat];
  const theirs = view.melds[other(view.seat)];
  const score = (c: FrenchCard) => (fits(mine, c) ? 1000 : 0) + (fits(theirs, c) ? 100 : 0) + outs(c, hand, unseen) * 10;
  return cards
    .map((c) => ({ c, s: score(c) }))
    .sort((a, b) => a.s - b.s || cardIndex(a.c) - cardIndex(b.c))
    .map((x) => x.c);
}

const isMeld = (m: ConquianMove): m is Meld => m.type === 'meld';

/** Why a move (any legal move) is played, as data: the players' shared words. */
export function explainConquian(view: ConquianView, move: ConquianMove, legal: readonly ConquianMove[] = []): ConquianReason {
  const centre = view.centre?.card;
  switch (move.type) {
    case 'meld': {
      if (move.hand.length === view.hand.length && move.melds.flat().length === 11) return { code: 'go-out', rule: 'going-out', cards: [...(centre ? [centre] : []), ...move.hand] };
      const used = centre !== undefined && move.melds.some((m) => m.includes(centre));
      if (!used) return { code: 'meld-hand', rule: 'hand-only-with-centre', cards: [...move.hand] };
      const withIt = move.melds.find((m) => m.includes(centre)) ?? [];
      if (view.phase === 'forced') return { code: 'meld-forced', rule: 'forced-add', cards: [centre, ...withIt.filter((c) => c !== centre)] };
      return { code: 'meld-centre', rule: view.firstTurn ? 'first-turn' : 'meld', cards: [centre, ...withIt.filter((c) => c !== centre)], params: { hand: move.hand.length } };
    }
    case 'decline': {
      // could it have been melded? (then declining keeps a better hand)
      const could = centre !== undefined && legal.some((m) => isMeld(m) && m.melds.some((g) => g.includes(centre)));
      return { code: 'decline', rule: 'decline', cards: centre ? [centre] : [], params: { could } };
    }
    case 'pass':
      return { code: 'pass', rule: 'pass', cards: centre ? [centre] : [] };
    case 'turn':
      return { code: 'turn', rule: view.firstTurn ? 'first-turn' : 'decline' };
    case 'force':
      return { code: 'force', rule: 'forced-add', cards: centre ? [centre] : [] };
    case 'noForce':
      return { code: 'no-force', rule: 'forced-add', cards: centre ? [centre] : [] };
    case 'discard': {
      const theirs = view.melds[other(view.seat)];
      const safe = theirs.length > 0 && !fits(theirs, move.card);
      return { code: safe ? 'discard-safe' : 'discard-least-useful', rule: 'discard', cards: [move.card], params: { outs: outs(move.card, view.hand, unseenSet(view)) } };
    }
  }
}

/**
 * How promising ten cards (meld and hand) are: the outs to go out count most;
 * then the unseen cards that would extend the meld (the ones that win once
 * the hand is melded) and the outs of the hand's pairs.
 */
export function promise(meld: readonly FrenchCard[], hand: readonly FrenchCard[], unseen: ReadonlySet<number>): number {
  let ext = 0;
  if (meld.length) for (const x of unseen) if (canPartition([...meld, cardCode(x)])) ext++;
  let pairs = 0;
  for (const c of hand) pairs += outs(c, hand, unseen);
  return goOuts(meld, hand, unseen) * 100 + ext * 8 + pairs;
}

/**
 * The best discard from `hand` (ten cards with the meld after it): the one
 * that leaves the most promising cards, then the beginner's ranking. Returns
 * the card and the promise left.
 */
function bestDiscard(view: ConquianView, meld: readonly FrenchCard[], hand: readonly FrenchCard[], unseen: ReadonlySet<number>, consider = hand.length): { card: FrenchCard; score: number } {
  const ranked = rankDiscards({ ...view, hand }, hand).slice(0, consider);
  let best = { card: ranked[0]!, score: -Infinity };
  for (const c of ranked) {
    const n = promise(meld, hand.filter((h) => h !== c), unseen);
    if (n > best.score) best = { card: c, score: n };
  }
  return best;
}

/** The beginner's choice among the legal moves. */
export function beginnerMove(view: ConquianView, legal: readonly ConquianMove[]): ConquianMove {
  const melds = legal.filter(isMeld);
  const centre = view.centre?.card;
  const withCentre = centre === undefined ? [] : melds.filter((m) => m.melds.some((g) => g.includes(centre)));
  const out = withCentre.find((m) => m.hand.length === view.hand.length && m.melds.flat().length === 11);
  if (out) return out;
  // never forces: the forced card goes down on the opponent's meld and brings him a card closer to going out
  const noForce = legal.find((m) => m.type === 'noForce');
  if (noForce) return noForce;
  const unseen = unseenSet(view);
  if (withCentre.length) {
    // the meld that leaves the most outs to go out after its discard; among equals the one that puts most hand cards down
    let best = withCentre[0]!;
    let bestOuts = -1;
    for (const m of withCentre) {
      const hand = view.hand.filter((c) => !m.hand.includes(c));
      const n = hand.length ? bestDiscard(view, m.melds.flat(), hand, unseen, 4).score : 0;
      if (n > bestOuts || (n === bestOuts && m.hand.length > best.hand.length)) [best, bestOuts] = [m, n];
    }
    const now = promise(view.melds[view.seat].flat(), view.hand, unseen) - 10;
    // melding gives up a hand card for the centre card: worth it unless it loses chances to go out
    if (bestOuts >= now || view.phase === 'forced') return best;
  }
  const discards = legal.filter((m): m is Extract<ConquianMove, { type: 'discard' }> => m.type === 'discard');
  if (discards.length) {
    const pick = bestDiscard(view, view.melds[view.seat].flat(), view.hand, unseen).card;
    return discards.find((m) => m.card === pick) ?? discards[0]!;
  }
  return legal.find((m) => m.type === 'decline' || m.type === 'pass' || m.type === 'turn') ?? legal[0]!;
}

export const conquianBeginner: Player<ConquianView, ConquianMove> = beginnerPlayer(beginnerMove, explainConquian);

/**
 * Candidates: the beginner's pick first; then, to discard, its next five
 * discards; facing a centre card, declining or passing it and the three
 * melds that put the most hand cards down; otherwise every move.
 */
function candidates(d: Decision<ConquianView, ConquianMove>): readonly ConquianMove[] {
  const pick = beginnerMove(d.view, d.legal);
  const rest = d.legal.filter((m) => m !== pick);
  if (d.view.phase === 'discard') {
    const discards = rest.filter((m): m is Extract<ConquianMove, { type: 'discard' }> => m.type === 'discard');
    const ranked = rankDiscards(d.view, discards.map((m) => m.card)).slice(0, 5);
    return [pick, ...ranked.map((c) => discards.find((m) => m.card === c)!)];
  }
  const melds = rest.filter(isMeld).sort((a, b) => b.hand.length - a.hand.length).slice(0, 3);
  return [pick, ...rest.filter((m) => !isMeld(m)), ...melds];
}

/**
 * Play-outs per decision of the strong player (calibrated by `npm run bench --
 * players`: the fast play-outs cost about a tenth of a millisecond each).
 */
export const CONQUIAN_STRONG_PLAYOUTS = 500;

/**
 * Every reading plays out on the fast play-outs (playout.ts). They never put
 * hand cards down alone, a choice every reading allows, so under the
 * turned-card and discard-step readings they play a legal part of the game;
 * the candidates at the root still include such melds (among the three with
 * the most hand cards). Before, those readings played out through the engine
 * at 200 play-outs a move, about three times the CPU time (see README).
 */
const fast = (state: ConquianState, seat: number) => fastPlayout(state, seat);

/**
 * The strong player with `playouts` a move. `game` is the engine whose
 * determinize deals the hidden cards: CONQUIAN_PLAY's, except in the bench's
 * measurement of what knowing the opponent's hand is worth
 * (scripts/bench/conquian-oracle.ts).
 */
export function conquianStrong(playouts = CONQUIAN_STRONG_PLAYOUTS, game: typeof CONQUIAN_PLAY = CONQUIAN_PLAY): Player<ConquianView, ConquianMove> {
  // Play-outs to the end of the deal; the beginner's pick must be beaten clearly. The fast play-outs answer every
  // play-out, so the rollout player (the beginner) is never asked.
  return monteCarloPlayer(game, conquianBeginner, { playouts, candidates, prior: 0.03, playout: fast }, (d, move) =>
    explainConquian(d.view, move, d.legal),
  );
}

export const CONQUIAN_PLAYERS: GamePlayers<ConquianView, ConquianMove> = {
  beginner: conquianBeginner,
  strong: conquianStrong(),
  strongWith: (playouts) => conquianStrong(playouts),
};
