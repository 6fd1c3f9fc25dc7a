/**
 * Rommé's rules as one object (GameRules, src/engine/core/game.ts): the one object islands,
 * links, the bench and the contract tests use (the computer players take ROMME_PLAY, view.ts:
 * the same game without notation).
 */
import type { GameRules, OptionSpace } from '../core/game';
import type { RommeParseCode, RommeViolationCode } from './codes';
import type { RommeEvent, RommeMove, RommeOptions, RommeState } from './engine';
import { formatMove, parseMove } from './notation';
import { formatOptions, parseOptions } from './options';
import { ROMME_RULES, type RommeRuleId } from './rules';
import { ROMME_PLAY, type RommeView } from './view';

export const ROMME: GameRules<RommeState, RommeMove, RommeOptions, RommeView, RommeEvent, RommeRuleId, RommeViolationCode, RommeParseCode> = {
  ...ROMME_PLAY,
  rules: ROMME_RULES,
  notation: { parseMove, formatMove },
  options: { parse: parseOptions, format: formatOptions },
};

/**
 * The values worth trying for each option (booleans, every enum value, the ends and middle of a range): tests deal
 * games under combinations of these, so every option a reader can switch on is covered. The registry
 * (src/engine/games.ts) adds it to the game; no island uses it.
 */
export const ROMME_OPTION_SPACE: OptionSpace<RommeOptions> = {
  players: [2, 3, 4, 6],
  dealer: [null, 0],
  variant: ['standard', 'noLayout', 'oneSuit', 'multiDiscardTake', 'kids7'],
  noLayoutLimit: [7, 0, 30],
  noLayoutCallerPenalty: [false, true],
  layOffSameTurnAsInitial: [true, false],
  maxJokersPerMeld: [null, 1, 0],
  goOutWithDiscard: [true, false],
  stockOutReshuffleDiscards: [true, false],
  aceBothEnds: [true, false],
  firstMeldMinimum: [40, 0, 60],
  firstDealer: ['highCard', 'firstAce'],
  deals: [0, 1],
  turnCap: [300, 30],
  jokerBySkatOrder: [false, true],
  takeDiscardBeforeFirstMeld: ['free', 'meldAtOnce'],
};
