/**
 * Quincunx on the game contract (src/engine/core/game.ts): one object that
 * islands, links, tests and the bench use for this game (the computer
 * players take QUINCUNX_PLAY, view.ts: the same game without notation).
 */
import type { GameRules, OptionSpace } from '../core/game';
import { parsed } from '../core/result';
import type { QuincunxEvent, QuincunxMove, QuincunxState, QuincunxViolationCode } from './engine';
import { formatMove, formatOptions, parseMove, parseOptions, withDefaults, type QuincunxParseCode } from './notation';
import { QUINCUNX_RULES, type QuincunxRuleId } from './rules';
import type { QuincunxOptions } from './scoring';
import { QUINCUNX_PLAY, type QuincunxView } from './view';

export const QUINCUNX: GameRules<
  QuincunxState, QuincunxMove, QuincunxOptions, QuincunxView, QuincunxEvent, QuincunxRuleId, QuincunxViolationCode, QuincunxParseCode
> = {
  ...QUINCUNX_PLAY,
  rules: QUINCUNX_RULES,
  notation: { parseMove, formatMove },
  options: {
    parse: (text) => {
      const r = parseOptions(text);
      return r.ok ? parsed(withDefaults(r.value)) : r;
    },
    format: formatOptions,
  },
};

/**
 * The values worth trying for each option (booleans, every enum value, the ends and middle of a range): tests deal
 * games under combinations of these, so every option a reader can switch on is covered. The registry
 * (src/engine/games.ts) adds it to the game; no island uses it.
 */
export const QUINCUNX_OPTION_SPACE: OptionSpace<QuincunxOptions> = {
  // One player is the solitaire (so the solitaire is not listed as a mode as well).
  mode: ['standard', 'openSpread'],
  players: [1, 2, 3, 4],
  dealer: [null, 0, 1],
  excuse: [false, true],
  pawns: [false, true],
  flush: [false, true],
  muggins: [false, true],
  pairsOrthogonalOnly: [true, false],
  tripleExcludesPair: ['perLine', 'strict'],
  extendCountsAsComplete: [true, false],
  bothBonusesInOneLine: [false, true],
  pawnBridges9Crown: [false, true],
  pawnPowerPlayValue: [1, 0, 2],
  powerPlayOrthogonalOnly: [true, false],
  powerPlayCountsPartners: [false, true],
  flushRequiresCommonSuit: [true, false],
  mugginsBeneficiary: ['nextPlayer', 'allOpponents'],
};
