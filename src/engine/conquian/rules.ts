/** Conquian rule ids (language-neutral slugs, anchors on /de/conquian/ and /en/conquian/). */
import { defineRules, type RuleIdOf } from '../core/rules';

export const CONQUIAN_RULES = defineRules('conquian', [
  'pack',
  'deal',
  'combinations',
  'sequence-order',
  'first-turn',
  'meld',
  'decline',
  'pass',
  'discard',
  'rearrange',
  'forced-add',
  'going-out',
  'ten-not-out',
  'stock-out',
  'no-lay-off-opponent',
  'hand-only-with-centre',
] as const);

export type ConquianRuleId = RuleIdOf<typeof CONQUIAN_RULES>;
