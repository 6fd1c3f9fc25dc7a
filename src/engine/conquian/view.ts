/**
 * What one Conquian seat may know (viewFor), a full state dealt from that knowledge (determinize), and the
 * game as the computer players play it (CONQUIAN_PLAY: no notation, so their worker loads none).
 */
import { conquianPack, type FrenchCard } from '../cards/french';
import { pick, type GameOutcome, type GamePlay } from '../core/game';
import { seedToState, shuffle } from '../core/rng';
import type { ConquianViolationCode } from './codes';
import {
  allCards, apply, DEFAULT_OPTIONS, legalMoves, setup, toAct,
  type ConquianEvent, type ConquianMove, type ConquianOptions, type ConquianState, type Player,
} from './engine';
import type { ConquianRuleId } from './rules';

/** What every seat sees as it is in the state. */
const PUBLIC = ['options', 'phase', 'current', 'firstTurn', 'melds', 'centre', 'dead', 'result'] as const satisfies readonly (keyof ConquianState)[];

/**
 * What one player may know: the own hand, both tables, the face-up centre
 * card, the dead pile (every card in it lay face up before it was declined),
 * how many cards the other hand and the stock hold, whose turn, the options
 * and the result. Not the other hand, not the stock's order.
 */
export interface ConquianView extends Pick<ConquianState, (typeof PUBLIC)[number]> {
  readonly seat: Player;
  readonly hand: readonly FrenchCard[];
  /** Cards in each hand (the seat's own included). */
  readonly handSizes: readonly [number, number];
  readonly stockSize: number;
}

export function viewFor(state: ConquianState, seat: Player): ConquianView {
  return { ...pick(state, PUBLIC), seat, hand: state.hands[seat], handSizes: [state.hands[0].length, state.hands[1].length], stockSize: state.stock.length };
}

/** A full state that shows `view` to its seat: the cards it cannot see dealt at random into the other hand and the stock. */
export function determinize(view: ConquianView, seat: Player, seed: number | string): ConquianState {
  const known = new Set<string>([...view.hand, ...view.melds[0].flat(), ...view.melds[1].flat(), ...view.dead, ...(view.centre ? [view.centre.card] : [])]);
  const [unseen] = shuffle(conquianPack().filter((c) => !known.has(c)), seedToState(seed));
  const other: Player = seat === 0 ? 1 : 0;
  const otherHand = unseen.slice(0, view.handSizes[other]);
  const stock = unseen.slice(view.handSizes[other]);
  return { ...pick(view, PUBLIC), stock, hands: seat === 0 ? [view.hand, otherHand] : [otherHand, view.hand] };
}

function result(state: ConquianState): GameOutcome | null {
  if (!state.result) return null;
  return state.result.kind === 'win' ? { code: 'win', winners: [state.result.winner] } : { code: state.result.doublesNext ? 'draw-doubles' : 'draw', winners: [] };
}

const asSeat = (seat: number): Player => (seat === 1 ? 1 : 0);

export const CONQUIAN_PLAY: GamePlay<ConquianState, ConquianMove, ConquianOptions, ConquianView, ConquianEvent, ConquianRuleId, ConquianViolationCode> = {
  id: 'conquian',
  defaultOptions: DEFAULT_OPTIONS,
  setup,
  legalMoves,
  apply,
  toAct,
  result,
  seats: () => 2,
  viewFor: (state, seat) => viewFor(state, asSeat(seat)),
  determinize: (view, seat, seed) => determinize(view, asSeat(seat), seed),
  cards: allCards,
};
