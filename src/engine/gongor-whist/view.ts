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
import { pick } from '../core/game';
import { seedToState, shuffle } from '../core/rng';
import type { DecktetCard } from '../cards/decktet';
import { gongorAces, gongorCards, type GongorWhistState } from './engine';

/** What the player sees as it is in the state. */
const PUBLIC = [
  'options', 'pass', 'half', 'phase', 'trump', 'hand', 'played', 'trick', 'tricks', 'bid', 'usedBids', 'history', 'score', 'result',
] as const satisfies readonly (keyof GongorWhistState)[];

export interface GongorWhistView extends Pick<GongorWhistState, (typeof PUBLIC)[number]> {
  /** Face-up Aces in the order they were turned (the last one set the trump unless a twiddle took it away). */
  readonly turned: readonly DecktetCard[];
  /** Face-down Aces: the other Aces, in an order nobody knows. */
  readonly acesDown: number;
  /** Cards on the dummy pile, the card leading the trick under way included. */
  readonly dummyCount: number;
  /** Cards not yet dealt this pass (the fore hand: the aft hand's sixteen). */
  readonly deckCount: number;
  /** Cards set aside unseen. */
  readonly asideCount: number;
}

/** The player's view (the game has one seat, 0). */
export function viewFor(state: GongorWhistState, _seat = 0): GongorWhistView {
  return {
    ...pick(state, PUBLIC),
    turned: state.aces.slice(0, state.acesTurned),
    acesDown: state.aces.length - state.acesTurned,
    dummyCount: state.dummy.length,
    deckCount: state.deck.length,
    asideCount: state.aside.length,
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
    ...pick(view, PUBLIC),
    rng: r2,
    aces: [...view.turned, ...aces],
    acesTurned: view.turned.length,
    deck: unseen.slice(hiddenDummy, hiddenDummy + view.deckCount),
    dummy: [...lead, ...unseen.slice(0, hiddenDummy)],
    aside: unseen.slice(hiddenDummy + view.deckCount, hiddenDummy + view.deckCount + view.asideCount),
  };
}
