import type { Lang } from './ui';
import type { QuincunxRuleId } from '../engine/quincunx/rules';
import type EnCatalog from './en/quincunx.json';
import { perKey } from './format';
import { loadGameCatalogs } from './game-catalogs';

// the catalogs as the islands load them (src/i18n/quincunx.ts): the same files
const { de, en } = await loadGameCatalogs<typeof EnCatalog>(
  () => import('./de/quincunx.json?islands', { with: { type: 'json' } }) as Promise<{ default: Omit<typeof EnCatalog, 'play'> }>,
  () => import('./en/quincunx.json?islands', { with: { type: 'json' } }) as Promise<{ default: Omit<typeof EnCatalog, 'play'> }>,
  () => import('./de/quincunx.json', { with: { type: 'json' } }),
  () => import('./en/quincunx.json', { with: { type: 'json' } }),
);

/**
 * The heading of each Quincunx rule section, exactly as it stands on
 * /de/quincunx/ and /en/quincunx/ (tests/quincunx/page-rules.test.ts holds the
 * pages to these texts; the words are in src/i18n/{de,en}/quincunx.json).
 * Islands use them to name a rule a violation cites.
 */
export const QUINCUNX_RULE_NAMES: Readonly<Record<QuincunxRuleId, Readonly<Record<Lang, string>>>> = perKey<QuincunxRuleId>(de.rules, en.rules);
