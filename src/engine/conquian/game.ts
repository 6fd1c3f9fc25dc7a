/**
 * Conquian on the game contract (src/engine/core/game.ts): one object the
 * islands, links, tests and the bench talk to.
 */
import { conquianPack, type FrenchCard } from '../cards/french';
import { pick, type GameOutcome, type GameRules } from '../core/game';
import { seedToState, shuffle } from '../core/rng';
import type { ConquianParseCode, ConquianViolationCode } from './codes';
import {
  allCards, apply, DEFAULT_OPTIONS, FORCED_ADD_SCOPES, fromPosition, HAND_MELDS, legalMoves, positionOf, setup, toAct,
  type ConquianEvent, type ConquianMove, type ConquianOptions, type ConquianState, type Player,
} from './engine';
import { formatMove, formatPosition, parseMove, parsePosition } from './notation';
import { formatOptions, parseOptions } from './options';
import { CONQUIAN_RULES, type ConquianRuleId } from './rules';

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

export const CONQUIAN: GameRules<ConquianState, ConquianMove, ConquianOptions, ConquianView, ConquianEvent, ConquianRuleId, ConquianViolationCode, ConquianParseCode> = {
  id: 'conquian',
  rules: CONQUIAN_RULES,
  defaultOptions: DEFAULT_OPTIONS,
  optionSpace: {
    forcedAddScope: FORCED_ADD_SCOPES,
    handMelds: HAND_MELDS,
    stockOutDoublesNext: [true, false],
    dealer: [0, 1],
  },
  setup,
  legalMoves,
  apply,
  toAct,
  result,
  seats: () => 2,
  viewFor: (state, seat) => viewFor(state, asSeat(seat)),
  determinize: (view, seat, seed) => determinize(view, asSeat(seat), seed),
  cards: allCards,
  notation: {
    parseMove,
    formatMove,
    parsePosition(text) {
      const r = parsePosition(text);
      return r.ok ? { ok: true, value: fromPosition(r.value) } : r;
    },
    formatPosition: (state) => formatPosition(positionOf(state)),
  },
  options: { parse: parseOptions, format: formatOptions },
};
