/**
 * Rommé's rules as one object (GameRules, src/engine/core/game.ts): the one object islands,
 * links, computer players, the bench and the contract tests use.
 */
import type { GameOutcome, GameRules } from '../core/game';
import type { RommeParseCode, RommeViolationCode } from './codes';
import {
  allCards, apply, DEFAULT_OPTIONS, legalMoves, setup, toAct, type RommeEvent, type RommeMove, type RommeOptions, type RommeState,
} from './engine';
import { formatMove, parseMove, readPosition, writePosition } from './notation';
import { formatOptions, parseOptions } from './options';
import { ROMME_RULES, type RommeRuleId } from './rules';
import { determinize, viewFor, type RommeView } from './view';

/** The game's end: the lowest total of penalty points wins (several seats can share it). */
export function rommeResult(s: RommeState): GameOutcome | null {
  if (s.phase !== 'over' || !s.result) return null;
  return { code: 'scores', winners: s.result.winners, scores: s.result.scores };
}

export const ROMME: GameRules<RommeState, RommeMove, RommeOptions, RommeView, RommeEvent, RommeRuleId, RommeViolationCode, RommeParseCode> = {
  id: 'romme',
  rules: ROMME_RULES,
  defaultOptions: DEFAULT_OPTIONS,
  optionSpace: {
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
  },
  setup,
  legalMoves,
  apply,
  toAct,
  result: rommeResult,
  seats: (s) => s.players,
  viewFor,
  determinize,
  cards: allCards,
  notation: { parseMove, formatMove, parsePosition: readPosition, formatPosition: writePosition },
  options: { parse: parseOptions, format: formatOptions },
};
