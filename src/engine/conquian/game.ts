/**
 * Conquian on the game contract (src/engine/core/game.ts): one object the
 * islands, links, tests and the bench talk to.
 */
import { conquianPack, type FrenchCard } from '../cards/french';
import type { GameEngine, GameOutcome } from '../core/game';
import { seedToState, shuffle } from '../core/rng';
import type { ConquianParseCode, ConquianViolationCode } from './codes';
import {
  allCards, apply, DEFAULT_OPTIONS, FORCED_ADD_SCOPES, fromPosition, HAND_MELDS, legalMoves, positionOf, setup, toAct,
  type Centre, type ConquianEvent, type ConquianMove, type ConquianOptions, type ConquianResult, type ConquianState, type Phase, type Player,
} from './engine';
import { CONQUIAN_GAME_EXAMPLES } from './examples';
import { formatMove, formatPosition, parseMove, parsePosition } from './notation';
import { formatOptions, parseOptions } from './options';
import { CONQUIAN_RULES, type ConquianRuleId } from './rules';

/**
 * What one player may know: the own hand, both tables, the face-up centre
 * card, the dead pile (every card in it lay face up before it was declined),
 * how many cards the other hand and the stock hold, whose turn, the options
 * and the result. Not the other hand, not the stock's order.
 */
export interface ConquianView {
  readonly seat: Player;
  readonly options: ConquianOptions;
  readonly phase: Phase;
  readonly current: Player;
  readonly firstTurn: boolean;
  readonly hand: readonly FrenchCard[];
  /** Cards in each hand (the seat's own included). */
  readonly handSizes: readonly [number, number];
  readonly melds: ConquianState['melds'];
  readonly centre: Centre | null;
  readonly stockSize: number;
  readonly dead: readonly FrenchCard[];
  readonly result: ConquianResult | null;
}

export function viewFor(state: ConquianState, seat: Player): ConquianView {
  return {
    seat,
    options: state.options,
    phase: state.phase,
    current: state.current,
    firstTurn: state.firstTurn,
    hand: state.hands[seat],
    handSizes: [state.hands[0].length, state.hands[1].length],
    melds: state.melds,
    centre: state.centre,
    stockSize: state.stock.length,
    dead: state.dead,
    result: state.result,
  };
}

/** A full state that shows `view` to its seat: the cards it cannot see dealt at random into the other hand and the stock. */
export function determinize(view: ConquianView, seat: Player, seed: number | string): ConquianState {
  const known = new Set<string>([...view.hand, ...view.melds[0].flat(), ...view.melds[1].flat(), ...view.dead, ...(view.centre ? [view.centre.card] : [])]);
  const [unseen] = shuffle(conquianPack().filter((c) => !known.has(c)), seedToState(seed));
  const other: Player = seat === 0 ? 1 : 0;
  const otherHand = unseen.slice(0, view.handSizes[other]);
  const stock = unseen.slice(view.handSizes[other]);
  return {
    options: view.options,
    stock,
    centre: view.centre,
    dead: view.dead,
    hands: seat === 0 ? [view.hand, otherHand] : [otherHand, view.hand],
    melds: view.melds,
    current: view.current,
    phase: view.phase,
    firstTurn: view.firstTurn,
    result: view.result,
  };
}

function result(state: ConquianState): GameOutcome | null {
  if (!state.result) return null;
  return state.result.kind === 'win' ? { code: 'win', winners: [state.result.winner] } : { code: state.result.doublesNext ? 'draw-doubles' : 'draw', winners: [] };
}

const asSeat = (seat: number): Player => (seat === 1 ? 1 : 0);

export const CONQUIAN: GameEngine<ConquianState, ConquianMove, ConquianOptions, ConquianView, ConquianEvent, ConquianRuleId, ConquianViolationCode, ConquianParseCode> = {
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
  examples: CONQUIAN_GAME_EXAMPLES,
};
