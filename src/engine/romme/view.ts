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
 */
import { rommePack, type FrenchCard } from '../cards/french';
import { seedToState, shuffle } from '../core/rng';
import { physical } from './melds';
import type { DealerChoice, DealRecord, GameResult, Phase, RommeOptions, RommeState } from './engine';
import type { MeldCard } from './melds';

export interface RommeView {
  /** The seat this view belongs to. */
  readonly seat: number;
  readonly options: RommeOptions;
  readonly players: number;
  readonly deal: number;
  readonly dealer: number;
  readonly dealerChoice: DealerChoice;
  readonly current: number;
  readonly phase: Phase;
  readonly turn: number;
  readonly initialThisTurn: boolean;
  /** The seat's own hand. */
  readonly hand: readonly FrenchCard[];
  /** Cards in each seat's hand. */
  readonly handSizes: readonly number[];
  readonly stockSize: number;
  /** Bottom to top. */
  readonly discard: readonly FrenchCard[];
  readonly melds: readonly (readonly (readonly MeldCard[])[])[];
  readonly melded: readonly boolean[];
  /** Cards the current player took from the discard pile this turn (seen by all) that must go into the first meld. */
  readonly taken: readonly FrenchCard[];
  readonly call: { readonly seat: number; readonly leftover: number } | null;
  readonly scores: readonly number[];
  readonly history: readonly DealRecord[];
  readonly result: GameResult | null;
}

export function viewFor(s: RommeState, seat: number): RommeView {
  return {
    seat,
    options: s.options,
    players: s.players,
    deal: s.deal,
    dealer: s.dealer,
    dealerChoice: s.dealerChoice,
    current: s.current,
    phase: s.phase,
    turn: s.turn,
    initialThisTurn: s.initialThisTurn,
    hand: s.hands[seat] ?? [],
    handSizes: s.hands.map((h) => h.length),
    stockSize: s.stock.length,
    discard: s.discard,
    melds: s.melds,
    melded: s.melded,
    taken: s.taken,
    call: s.call,
    scores: s.scores,
    history: s.history,
    result: s.result,
  };
}

/**
 * A full state whose view for `seat` is `view`: the cards this seat has not
 * seen are shuffled (from `seed`) into the other hands and the stock; the
 * cards taken from the discard pile this turn stay in the current player's
 * hand. The RNG for later shuffles comes from the seed too.
 */
export function determinize(view: RommeView, seat: number, seed: number | string): RommeState {
  const known = new Set<string>([...view.hand, ...view.discard, ...view.melds.flat(2).map(physical)]);
  const pinned = view.current === seat ? [] : view.taken.filter((c) => !known.has(c));
  for (const c of pinned) known.add(c);
  const [unseen, rng] = shuffle(rommePack().filter((c) => !known.has(c)), seedToState(seed));
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
  return {
    options: view.options,
    players: view.players,
    rng,
    deal: view.deal,
    dealer: view.dealer,
    dealerChoice: view.dealerChoice,
    stock,
    discard: view.discard,
    hands,
    melds: view.melds,
    melded: view.melded,
    current: view.current,
    phase: view.phase,
    initialThisTurn: view.initialThisTurn,
    taken: view.taken,
    turn: view.turn,
    call: view.call,
    scores: view.scores,
    history: view.history,
    result: view.result,
  };
}
