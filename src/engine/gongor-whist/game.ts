/**
 * Gongor Whist on the game contract (src/engine/core/game.ts): one object
 * that islands, links, tests and the bench talk to. A solitaire: one seat (0).
 */
import type { GameOutcome, GameRules, OptionSpace } from '../core/game';
import {
  allCards, apply, DEFAULT_OPTIONS, legalMoves, setup,
  type GongorWhistEvent, type GongorWhistMove, type GongorWhistOptions, type GongorWhistState, type GongorWhistViolationCode,
} from './engine';
import { formatMove, parseMove, type GongorWhistParseCode } from './notation';
import { formatOptions, parseOptions } from './options';
import { GONGOR_WHIST_RULES, type GongorWhistRuleId } from './rules';
import { determinize, viewFor, type GongorWhistView } from './view';

/** How a game ended: 'won' / 'lost' (standard game), 'clear-win' / 'points' (points game: above 50 or not). */
export function outcomeOf(state: GongorWhistState): GameOutcome | null {
  const r = state.result;
  if (!r) return null;
  switch (r.kind) {
    case 'won': return { code: 'won', winners: [0] };
    case 'lost': return { code: 'lost', winners: [] };
    case 'points': return { code: r.clearWin ? 'clear-win' : 'points', winners: r.clearWin ? [0] : [], scores: [r.score] };
  }
}

export const GONGOR_WHIST: GameRules<
  GongorWhistState, GongorWhistMove, GongorWhistOptions, GongorWhistView, GongorWhistEvent, GongorWhistRuleId, GongorWhistViolationCode, GongorWhistParseCode
> = {
  id: 'gongor-whist',
  rules: GONGOR_WHIST_RULES,
  defaultOptions: DEFAULT_OPTIONS,
  // Every option a reader can switch (clearWinAbove is not one: the site plays for "above 50").
  setup: (options, seed) => setup(options, seed),
  legalMoves,
  apply,
  toAct: (state) => (state.phase === 'over' ? null : 0),
  result: outcomeOf,
  seats: () => 1,
  viewFor,
  determinize,
  cards: allCards,
  notation: { parseMove, formatMove },
  options: { parse: parseOptions, format: formatOptions },
};

/**
 * The values worth trying for each option (booleans, every enum value, the ends and middle of a range): tests deal
 * games under combinations of these, so every option a reader can switch on is covered. The registry
 * (src/engine/games.ts) adds it to the game; no island uses it.
 */
export const GONGOR_WHIST_OPTION_SPACE: OptionSpace<GongorWhistOptions> = {
  mode: ['standard', 'points'],
  missPenalty: ['bid', 'tricks', 'difference'],
  trumpCarriesToAftHand: [true, false],
  noTrumpCarriesToAftHand: [true, false],
  oneTwiddlePerTrick: [true, false],
  pointsModeBidsRepeat: [true, false],
  pointsPasses: ['open', 1, 4, 5, 100],
  pointsStopAtClearWin: [true, false],
};
