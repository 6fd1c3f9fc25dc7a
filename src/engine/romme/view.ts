/**
 * What one seat may know of a Rommé game (viewFor), and a full state dealt
 * from that knowledge (determinize): the hidden cards — the other hands and
 * the stock — at random. Computer players see only views.
 *
 * Public in Rommé: everything on the table (melds, who has melded), the whole
 * discard pile (it lies face up, and several cards of it may be taken in one
 * variation), the cards taken from it this turn, the number of cards in every
 * hand and in the stock, the first dealer's draw, scores and past deals.
 * Hidden: the other hands, the order of the stock, the RNG.
 *
 * ROMME_PLAY is the game as the computer players play it: no notation, so
 * their worker loads none.
 */
import { rommePack, type FrenchCard } from '../cards/french';
import { pick, type GameOutcome, type GamePlay } from '../core/game';
import { seedToState, shuffle } from '../core/rng';
import { physical } from './melds';
import type { RommeViolationCode } from './codes';
import { allCards, apply, DEFAULT_OPTIONS, legalMoves, setup, toAct, type RommeEvent, type RommeMove, type RommeOptions, type RommeState } from './engine';
import type { RommeRuleId } from './rules';

/** What every seat sees as it is in the state. */
const PUBLIC = [
  'options', 'players', 'deal', 'dealer', 'dealerChoice', 'current', 'phase', 'turn', 'initialThisTurn',
  'discard', 'melds', 'melded', 'taken', 'call', 'scores', 'history', 'result',
] as const satisfies readonly (keyof RommeState)[];

export interface RommeView extends Pick<RommeState, (typeof PUBLIC)[number]> {
  /** The seat this view belongs to. */
  readonly seat: number;
  /** The seat's own hand. */
  readonly hand: readonly FrenchCard[];
  /** Cards in each seat's hand. */
  readonly handSizes: readonly number[];
  readonly stockSize: number;
}

export function viewFor(s: RommeState, seat: number): RommeView {
  return { ...pick(s, PUBLIC), seat, hand: s.hands[seat] ?? [], handSizes: s.hands.map((h) => h.length), stockSize: s.stock.length };
}

/**
 * A full state whose view for `seat` is `view`: the cards this seat has not
 * seen are shuffled (from `seed`) into the other hands and the stock; the
 * cards taken from the discard pile this turn stay in the current player's
 * hand. The RNG for later shuffles comes from the seed too.
 */
const PACK = rommePack();

export function determinize(view: RommeView, seat: number, seed: number | string): RommeState {
  const known = new Set<string>([...view.hand, ...view.discard, ...view.melds.flat(2).map(physical)]);
  const pinned = view.current === seat ? [] : view.taken.filter((c) => !known.has(c));
  for (const c of pinned) known.add(c);
  const [unseen, rng] = shuffle(PACK.filter((c) => !known.has(c)), seedToState(seed));
  let next = 0;
  const deal = (n: number) => {
    const cards = unseen.slice(next, next + Math.max(0, n));
    next += cards.length;
    return cards;
  };
  const hands = view.handSizes.map((size, i) => {
    if (i === seat) return [...view.hand];
    if (i === view.current && pinned.length) return [...pinned, ...deal(size - pinned.length)];
    return deal(size);
  });
  const stock = deal(view.stockSize);
  return { ...pick(view, PUBLIC), rng, stock, hands };
}

/** The game's end: the lowest total of penalty points wins (several seats can share it). */
export function rommeResult(s: RommeState): GameOutcome | null {
  if (s.phase !== 'over' || !s.result) return null;
  return { code: 'scores', winners: s.result.winners, scores: s.result.scores };
}

export const ROMME_PLAY: GamePlay<RommeState, RommeMove, RommeOptions, RommeView, RommeEvent, RommeRuleId, RommeViolationCode> = {
  id: 'romme',
  defaultOptions: DEFAULT_OPTIONS,
  setup,
  legalMoves,
  apply,
  toAct,
  result: rommeResult,
  seats: (s) => s.players,
  viewFor,
  determinize,
  cards: allCards,
};
