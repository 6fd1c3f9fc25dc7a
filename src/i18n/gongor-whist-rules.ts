import type { Lang } from './ui';
import type { GongorWhistRuleId } from '../engine/gongor-whist/rules';
import { perKey } from './format';
import { loadGameCatalogs } from './game-catalogs';
import type EnCatalog from './en/gongor-whist.json';

// the catalogs as the islands load them (src/i18n/gongor-whist.ts): the same files
const { de, en } = await loadGameCatalogs<typeof EnCatalog>(
  () => import('./de/gongor-whist.json?islands', { with: { type: 'json' } }) as Promise<{ default: Omit<typeof EnCatalog, 'play'> }>,
  () => import('./en/gongor-whist.json?islands', { with: { type: 'json' } }) as Promise<{ default: Omit<typeof EnCatalog, 'play'> }>,
  () => import('./de/gongor-whist.json', { with: { type: 'json' } }),
  () => import('./en/gongor-whist.json', { with: { type: 'json' } }),
);

/**
 * The heading of each Gongor Whist rule section, in both languages (the words
 * are in src/i18n/{de,en}/gongor-whist.json). The pages
 * (content/{de,en}/gongor-whist.mdx) use exactly these texts in their <Rule>
 * headings (tests/gongor-whist/page-rules.test.ts holds that), and the islands
 * use them to name a rule when they explain a refused move.
 */
export const GONGOR_WHIST_RULE_NAMES: Readonly<Record<GongorWhistRuleId, Readonly<Record<Lang, string>>>> = perKey<GongorWhistRuleId>(de.rules, en.rules);
