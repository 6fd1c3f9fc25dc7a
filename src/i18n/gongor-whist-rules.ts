import type { Lang } from './ui';
import type { GongorWhistRuleId } from '../engine/gongor-whist/rules';
import { loadCatalogs, perKey } from './format';

const { de, en } = await loadCatalogs(() => import('./de/gongor-whist.json', { with: { type: 'json' } }), () => import('./en/gongor-whist.json', { with: { type: 'json' } }));

/**
 * The heading of each Gongor Whist rule section, in both languages (the words
 * are in src/i18n/{de,en}/gongor-whist.json). The pages
 * (content/{de,en}/gongor-whist.mdx) use exactly these texts in their <Rule>
 * headings (tests/gongor-whist/page-rules.test.ts holds that), and the islands
 * use them to name a rule when they explain a refused move.
 */
export const GONGOR_WHIST_RULE_NAMES: Readonly<Record<GongorWhistRuleId, Readonly<Record<Lang, string>>>> = perKey<GongorWhistRuleId>(de.rules, en.rules);
