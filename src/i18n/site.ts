/**
 * Words of the site's chrome that the server writes into the page (the header, the rule headings' link buttons, the
 * sources heading), in both languages. What the page script says (src/lib/chrome-client.ts) is in chrome-words.ts,
 * so that the script carries none of these.
 */
import type { Lang } from './ui';

export const SITE = {
  de: {
    menu: 'Menü',
    search: 'Suche',
    copyLink: 'Link zu dieser Regel kopieren',
    ruleLink: 'Link zu dieser Regel',
    sourcesTitle: 'Quellen und Lizenzen',
  },
  en: {
    menu: 'Menu',
    search: 'Search',
    copyLink: 'Copy a link to this rule',
    ruleLink: 'Link to this rule',
    sourcesTitle: 'Sources and licences',
  },
} as const satisfies Record<Lang, unknown>;
