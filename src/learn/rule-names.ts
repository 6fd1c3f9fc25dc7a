/** Every game's rule names in one table, for build-time pages (glossary): never import this from an island. */
import type { GameId } from '../engine/core/game';
import type { RuleNames } from '../i18n/islands';
import { CONQUIAN_RULE_NAMES } from '../i18n/conquian';
import { GONGOR_WHIST_RULE_NAMES } from '../i18n/gongor-whist-rules';
import { QUINCUNX_RULE_NAMES } from '../i18n/quincunx-rules';
import { ROMME_RULE_NAMES } from '../i18n/romme-rules';

export const RULE_NAMES: Readonly<Record<GameId, RuleNames>> = {
  conquian: CONQUIAN_RULE_NAMES,
  romme: ROMME_RULE_NAMES,
  quincunx: QUINCUNX_RULE_NAMES,
  'gongor-whist': GONGOR_WHIST_RULE_NAMES,
};
