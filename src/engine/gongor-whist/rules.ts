/**
 * Gongor Whist rule ids (language-neutral slugs, anchors on /de/gongor-whist/
 * and /en/gongor-whist/). Stable forever: add new ids, never rename or remove one.
 */
import { defineRules, type RuleIdOf } from '../core/rules';

export const GONGOR_WHIST_RULES = defineRules('gongor-whist', [
  'deck',
  'ace-stack',
  'fore-hand',
  'aft-hand',
  'reshuffle',
  'bid',
  'lead',
  'follow',
  'twiddle',
  'trick-winner',
  'exact-bid',
  'game-end',
  'points',
] as const);

export type GongorWhistRuleId = RuleIdOf<typeof GONGOR_WHIST_RULES>;
