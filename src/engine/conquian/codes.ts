/**
 * The machine codes of the Conquian engine: why a move is refused
 * (violations) and why a text does not read (parse errors). The page says each
 * in its own language (src/i18n/conquian.ts, checked by the compiler).
 */
import { COMBO_PROBLEMS } from './combos';

export const CONQUIAN_VIOLATION_CODES = [
  'bad-move', 'wrong-phase', 'no-turn-now', 'turn-first', 'not-in-hand', 'duplicate-card', 'cards-mismatch',
  'centre-not-used', 'nothing-to-meld', 'no-centre-card', 'hand-only-window', 'opponent-card', 'meld-card-removed',
  'needs-two-hand-cards', 'too-many-melded', 'game-over', 'stock-empty', 'awaiting-force-decision',
  'condition-not-met', 'must-take', 'offered-card-decline-not-pass', 'turned-card-pass-not-decline',
  // A single combination's problem (combos.ts).
  ...COMBO_PROBLEMS,
] as const;
export type ConquianViolationCode = (typeof CONQUIAN_VIOLATION_CODES)[number];

/**
 * The codes a typed move can be refused with (parseMove's, held by its type): the only parse codes a reader can
 * meet, since the islands read no positions and a link that does not read gets the link's own notice. The pages
 * carry a sentence for these alone (src/i18n/conquian.ts).
 */
export const CONQUIAN_MOVE_PARSE_CODES = ['empty', 'unknown-move', 'unexpected-token', 'missing-card', 'bad-card', 'missing-bar', 'missing-arrangement'] as const;
export type ConquianMoveParseCode = (typeof CONQUIAN_MOVE_PARSE_CODES)[number];

export const CONQUIAN_PARSE_CODES = [
  ...CONQUIAN_MOVE_PARSE_CODES,
  // positions
  'unknown-field', 'bad-centre', 'bad-value', 'repeated-card', 'bad-combination', 'too-many-cards', 'missing-cards',
  // options (link text)
  'unknown-option', 'repeated-option', 'conflicting-option',
] as const;
export type ConquianParseCode = (typeof CONQUIAN_PARSE_CODES)[number];
