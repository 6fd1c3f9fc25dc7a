/**
 * What the player of Gongor Whist may know (the contract's viewFor), and a
 * full state dealt from it with the unseen cards at random (determinize).
 *
 * Seen: the own hand, the face-up Aces in the order they were turned, the
 * trump, the trick under way (the dummy's card led and the own card), the
 * cards of finished tricks this pass, the hand's tricks, the bid, the score
 * sheet, the history, the score, the options and the result.
 * Unseen, so only counted: the dummy's face-down cards and their order, the
 * cards not yet dealt, the two cards set aside unseen at the aft hand's deal,
 * the order of the face-down Aces. Not in the view at all: the RNG state.
 */
import { seedToState, shuffle } from '../core/rng';
import type { DecktetCard, DecktetSuit } from '../cards/decktet';
import {
  gongorAces, gongorCards, type GongorWhistOptions, type GongorWhistResult, type GongorWhistState, type Half, type HandRecord, type Phase,
  type Trick, type TrickRecord,
} from './engine';

export interface GongorWhistView {
  readonly options: GongorWhistOptions;
  readonly pass: number;
  readonly half: Half;
  readonly phase: Phase;
  /** Face-up Aces in the order they were turned (the last one set the trump unless a twiddle took it away). */
  readonly turned: readonly DecktetCard[];
  /** Face-down Aces: the other Aces, in an order nobody knows. */
  readonly acesDown: number;
  readonly trump: DecktetSuit | null;
  readonly hand: readonly DecktetCard[];
  /** Cards on the dummy pile, the card leading the trick under way included. */
  readonly dummyCount: number;
  /** Cards not yet dealt this pass (the fore hand: the aft hand's sixteen). */
  readonly deckCount: number;
  /** Cards set aside unseen. */
  readonly asideCount: number;
  readonly played: readonly DecktetCard[];
  readonly trick: Trick | null;
  readonly tricks: readonly TrickRecord[];
  readonly bid: number | null;
  readonly usedBids: readonly number[];
  readonly history: readonly HandRecord[];
  readonly score: number;
  readonly result: GongorWhistResult | null;
}

/** The player's view (the game has one seat, 0). */
export function viewFor(state: GongorWhistState, _seat = 0): GongorWhistView {
  return {
    options: state.options,
    pass: state.pass,
    half: state.half,
    phase: state.phase,
    turned: state.aces.slice(0, state.acesTurned),
    acesDown: state.aces.length - state.acesTurned,
    trump: state.trump,
    hand: state.hand,
    dummyCount: state.dummy.length,
    deckCount: state.deck.length,
    asideCount: state.aside.length,
    played: state.played,
    trick: state.trick,
    tricks: state.tricks,
    bid: state.bid,
    usedBids: state.usedBids,
    history: state.history,
    score: state.score,
    result: state.result,
  };
}

/** The cards the view does not show where they are: the dummy's face-down cards, the undealt and the set-aside ones. */
export function unseenInView(view: GongorWhistView): DecktetCard[] {
  const seen = new Set<string>([...view.hand, ...view.played, ...(view.trick ? [view.trick.lead] : []), ...(view.trick?.card ? [view.trick.card] : [])]);
  return gongorCards().filter((c) => !seen.has(c));
}

/**
 * A full state whose view is `view`: the unseen cards shuffled (from `seed`)
 * into the dummy under the card led, the undealt cards and the set-aside
 * ones; the face-down Aces shuffled; a fresh RNG state.
 */
export function determinize(view: GongorWhistView, _seat: number, seed: number | string): GongorWhistState {
  const [unseen, r1] = shuffle(unseenInView(view), seedToState(`determinize|${seed}`));
  const down = gongorAces().filter((a) => !view.turned.includes(a));
  const [aces, r2] = shuffle(down, r1);
  const lead = view.trick ? [view.trick.lead] : [];
  const hiddenDummy = view.dummyCount - lead.length;
  return {
    options: view.options,
    rng: r2,
    pass: view.pass,
    half: view.half,
    aces: [...view.turned, ...aces],
    acesTurned: view.turned.length,
    trump: view.trump,
    deck: unseen.slice(hiddenDummy, hiddenDummy + view.deckCount),
    hand: view.hand,
    dummy: [...lead, ...unseen.slice(0, hiddenDummy)],
    aside: unseen.slice(hiddenDummy + view.deckCount, hiddenDummy + view.deckCount + view.asideCount),
    played: view.played,
    trick: view.trick,
    tricks: view.tricks,
    phase: view.phase,
    bid: view.bid,
    usedBids: view.usedBids,
    history: view.history,
    score: view.score,
    result: view.result,
  };
}
