/**
 * Conquian on the game contract (src/engine/core/game.ts): one object the
 * islands, links, tests and the bench talk to (the computer players take
 * CONQUIAN_PLAY, view.ts: the same game without notation), and its position text.
 */
import type { GameRules, PositionNotation } from '../core/game';
import type { ConquianParseCode, ConquianViolationCode } from './codes';
import {
  FORCED_ADD_SCOPES, fromPosition, HAND_MELDS, positionOf,
  type ConquianEvent, type ConquianMove, type ConquianOptions, type ConquianState,
} from './engine';
import { formatMove, formatPosition, parseMove, parsePosition } from './notation';
import { formatOptions, parseOptions } from './options';
import { CONQUIAN_RULES, type ConquianRuleId } from './rules';
import { CONQUIAN_PLAY, type ConquianView } from './view';

export const CONQUIAN: GameRules<ConquianState, ConquianMove, ConquianOptions, ConquianView, ConquianEvent, ConquianRuleId, ConquianViolationCode, ConquianParseCode> = {
  ...CONQUIAN_PLAY,
  rules: CONQUIAN_RULES,
  optionSpace: {
    forcedAddScope: FORCED_ADD_SCOPES,
    handMelds: HAND_MELDS,
    stockOutDoublesNext: [true, false],
    dealer: [0, 1],
  },
  notation: { parseMove, formatMove },
  options: { parse: parseOptions, format: formatOptions },
};

/** Conquian positions as text (the registry adds them to CONQUIAN's notation; no island uses them). */
export const CONQUIAN_POSITIONS: PositionNotation<ConquianState, ConquianParseCode> = {
  parsePosition(text) {
    const r = parsePosition(text);
    return r.ok ? { ok: true, value: fromPosition(r.value) } : r;
  },
  formatPosition: (state) => formatPosition(positionOf(state)),
};
