import type { Lang } from './ui';
import type { RommeRuleId } from '../engine/romme/rules';
import type EnCatalog from './en/romme.json';
import { perKey } from './format';
import { loadGameCatalogs } from './game-catalogs';

// the catalogs as the islands load them (src/i18n/romme.ts): the same files
const { de, en } = await loadGameCatalogs<typeof EnCatalog>(
  () => import('./de/romme.json?islands', { with: { type: 'json' } }) as Promise<{ default: Omit<typeof EnCatalog, 'play'> }>,
  () => import('./en/romme.json?islands', { with: { type: 'json' } }) as Promise<{ default: Omit<typeof EnCatalog, 'play'> }>,
  () => import('./de/romme.json', { with: { type: 'json' } }),
  () => import('./en/romme.json', { with: { type: 'json' } }),
);

/**
 * The headings of the Rommé rule sections, exactly as they stand on
 * /de/romme/ and /en/romme/ (tests/romme/page-rules.test.ts holds them equal;
 * the words are in src/i18n/{de,en}/romme.json). Islands use them to name the
 * rule a violation points to.
 */
export const ROMME_RULE_NAMES: Readonly<Record<RommeRuleId, Readonly<Record<Lang, string>>>> = perKey<RommeRuleId>(de.rules, en.rules);
