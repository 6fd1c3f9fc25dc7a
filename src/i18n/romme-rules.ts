import type { Lang } from './ui';
import type { RommeRuleId } from '../engine/romme/rules';
import { loadCatalogs, perKey } from './format';

const { de, en } = await loadCatalogs(() => import('./de/romme.json', { with: { type: 'json' } }), () => import('./en/romme.json', { with: { type: 'json' } }));

/**
 * The headings of the Rommé rule sections, exactly as they stand on
 * /de/romme/ and /en/romme/ (tests/romme/page-rules.test.ts holds them equal;
 * the words are in src/i18n/{de,en}/romme.json). Islands use them to name the
 * rule a violation points to.
 */
export const ROMME_RULE_NAMES: Readonly<Record<RommeRuleId, Readonly<Record<Lang, string>>>> = perKey<RommeRuleId>(de.rules, en.rules);
