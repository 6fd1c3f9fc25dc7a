/**
 * Conquian on the game contract (src/engine/core/game.ts): one object the
 * islands, links, tests and the bench talk to (the computer players take
 * CONQUIAN_PLAY, view.ts: the same game without notation); its position text is in positions.ts.
 */
import type { GameRules, OptionSpace } from '../core/game';
import type { ConquianParseCode, ConquianViolationCode } from './codes';
import {
  FORCED_ADD_SCOPES, HAND_MELDS,
  type ConquianEvent, type ConquianMove, type ConquianOptions, type ConquianState,
} from './engine';
import { formatMove, parseMove } from './notation';
import { formatOptions, parseOptions } from './options';
import { CONQUIAN_RULES, type ConquianRuleId } from './rules';
import { CONQUIAN_PLAY, type ConquianView } from './view';

export const CONQUIAN: GameRules<ConquianState, ConquianMove, ConquianOptions, ConquianView, ConquianEvent, ConquianRuleId, ConquianViolationCode, ConquianParseCode> = {
  ...CONQUIAN_PLAY,
  rules: CONQUIAN_RULES,
  notation: { parseMove, formatMove },
  options: { parse: parseOptions, format: formatOptions },
};

/**
 * The values worth trying for each option (booleans, every enum value, the ends and middle of a range): tests deal
 * games under combinations of these, so every option a reader can switch on is covered. The registry
 * (src/engine/games.ts) adds it to the game; no island uses it.
 */
export const CONQUIAN_OPTION_SPACE: OptionSpace<ConquianOptions> = {
  forcedAddScope: FORCED_ADD_SCOPES,
  handMelds: HAND_MELDS,
  stockOutDoublesNext: [true, false],
  dealer: [0, 1],
};
