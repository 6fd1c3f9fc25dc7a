/**
 * Every machine code the Rommé engine returns: violation codes (a refused
 * move, a meld that is not one, the meld checker's answer) and parse codes
 * (move, position and options text). The page turns each into a sentence in
 * its language (src/i18n/romme.ts); the message tables are keyed by these
 * unions, so a missing sentence is a compile error.
 */

/** What checkMeld can say about a group of cards that is not a valid meld. */
export const MELD_PROBLEM_CODES = [
  'bad-meld', 'not-a-card', 'duplicate-card', 'joker-undeclared', 'bad-declaration', 'too-few', 'too-many-jokers',
  'set-same-suit', 'set-too-many', 'mixed', 'run-gap', 'run-duplicate', 'run-wrap', 'run-both-aces',
] as const;
export type MeldProblemCode = (typeof MELD_PROBLEM_CODES)[number];

/** Codes only the meld checker returns (in addition to the engine's). */
export const CHECKER_CODES = ['no-declaration'] as const;

export const ROMME_VIOLATION_CODES = [
  ...MELD_PROBLEM_CODES,
  ...CHECKER_CODES,
  // moves and turn order
  'bad-move', 'draw-first', 'already-drawn', 'not-in-hand',
  // drawing
  'stock-empty', 'discard-empty', 'take-one', 'take-needs-meld', 'taken-not-melded', 'not-enough-discards',
  // melds, lay-offs and jokers on the table
  'below-minimum', 'not-melded', 'same-turn', 'no-such-meld', 'nothing-to-lay-off', 'does-not-fit', 'joker-alone',
  'joker-onto-set', 'joker-not-connecting', 'no-such-joker', 'joker-for-joker',
  // discarding and going out
  'no-discard-out', 'last-card-stuck',
  // deals and the game
  'deal-over', 'deal-not-over', 'game-over',
  // variations
  'variant-off', 'no-melding', 'call-at-start', 'leftover-too-high', 'foreign-meld', 'final-round', 'not-final-round',
  'not-one-suit', 'declare-at-start',
] as const;
export type RommeViolationCode = (typeof ROMME_VIOLATION_CODES)[number];

/**
 * The codes a typed move can be refused with (parseMove's, held by its type): the only parse codes a reader can
 * meet, since the islands read no positions and a link that does not read gets the link's own notice. The pages
 * carry a sentence for these alone (src/i18n/romme.ts).
 */
export const ROMME_MOVE_PARSE_CODES = [
  'empty', 'unknown-move', 'unexpected-token', 'bad-card', 'bad-declaration', 'empty-meld', 'missing-cards', 'missing-meld',
  'bad-meld-ref', 'bad-count',
] as const;
export type RommeMoveParseCode = (typeof ROMME_MOVE_PARSE_CODES)[number];

export const ROMME_PARSE_CODES = [
  ...ROMME_MOVE_PARSE_CODES,
  // positions
  'unknown-field', 'bad-seat', 'bad-value', 'bad-option', 'duplicate-card',
  // options text in links
  'bad-players', 'duplicate-option',
] as const;
export type RommeParseCode = (typeof ROMME_PARSE_CODES)[number];
