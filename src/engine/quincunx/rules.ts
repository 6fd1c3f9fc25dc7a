/**
 * Quincunx rule ids (language-neutral slugs, anchors on /de/quincunx/ and
 * /en/quincunx/). Stable forever: add new ids, never rename or remove one.
 */
import { defineRules, type RuleIdOf } from '../core/rules';

export const QUINCUNX_RULES = defineRules('quincunx', [
  'deck',
  'setup',
  'turn',
  'placement',
  'basic-scoring',
  'ace-match',
  'draw',
  'pair-bonus',
  'sequence-bonus',
  'three-of-a-kind',
  'power-play',
  'round-end',
  'hand-penalty',
  'rounds',
  'excuse',
  'pawns',
  'flush',
  'muggins',
  'open-spread',
  'solitaire',
] as const);

export type QuincunxRuleId = RuleIdOf<typeof QUINCUNX_RULES>;
