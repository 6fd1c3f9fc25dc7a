/**
 * Rommé rule ids (language-neutral slugs, anchors on /de/romme/ and
 * /en/romme/). Stable forever: add new ids, never rename or remove one.
 */
import { defineRules, type RuleIdOf } from '../core/rules';

export const ROMME_RULES = defineRules('romme', [
  'pack',
  'card-values',
  'first-dealer',
  'deal',
  'turn',
  'draw',
  'runs',
  'sets',
  'joker',
  'first-meld',
  'lay-off',
  'joker-lay-off',
  'joker-exchange',
  'discard',
  'going-out',
  'penalties',
  'scores',
  'stock-out',
  'game-cap',
  'no-layout',
  'one-suit',
  'multi-take',
  'kids',
] as const);

export type RommeRuleId = RuleIdOf<typeof ROMME_RULES>;
