/** Rommé's words for the lesson and practice islands (src/i18n/{de,en}/learn-romme.json): the table, the move buttons, and one sentence per Rommé learn code. */
import { loadCatalogs, templated } from './format';
import { learnSentences, type LearnSentences } from './learn';
import type EnCatalog from './en/learn-romme.json';

/** Both catalogs (in a browser only the page's language); the German one must have every key of the English one. */
const { de, en } = await loadCatalogs<typeof EnCatalog>(() => import('./de/learn-romme.json', { with: { type: 'json' } }), () => import('./en/learn-romme.json', { with: { type: 'json' } }));

const words = (w: typeof EnCatalog.ui) => ({
  ...w,
  ...templated(w, { theirHand: 'n', stock: 'n', meldNo: 'ref', didMeld: 'm', didLayoff: 'ref c', didExchange: 'ref c', didDiscard: 'c' }),
});

export const LEARN_RM = { de: words(de.ui), en: words(en.ui) };

/** One sentence per Rommé learn code (src/learn/romme.ts). */
export const ROMME_LEARN_MISSES: LearnSentences = learnSentences({ de: de.misses, en: en.misses });
