/** Quincunx's words for the lesson and practice islands (src/i18n/{de,en}/learn-quincunx.json): the table, and one sentence per Quincunx learn code. */
import { loadCatalogs, templated } from './format';
import { learnSentences, type LearnSentences } from './learn';
import type EnCatalog from './en/learn-quincunx.json';

/** Both catalogs (in a browser only the page's language); the German one must have every key of the English one. */
const { de, en } = await loadCatalogs<typeof EnCatalog>(() => import('./de/learn-quincunx.json', { with: { type: 'json' } }), () => import('./en/learn-quincunx.json', { with: { type: 'json' } }));

const words = (w: typeof EnCatalog.ui) => ({ ...w, ...templated(w, { cell: 'c', pile: 'n', didPlace: 'card cell', points: 'n', yourPoints: 'n' }) });

export const LEARN_QX = { de: words(de.ui), en: words(en.ui) };

/** One sentence per Quincunx learn code (src/learn/quincunx.ts). */
export const QUINCUNX_LEARN_MISSES: LearnSentences = learnSentences({ de: de.misses, en: en.misses });
