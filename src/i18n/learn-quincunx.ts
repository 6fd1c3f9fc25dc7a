/**
 * Quincunx's words for the lesson and practice islands (src/i18n/{de,en}/learn-quincunx.json): the table, and one
 * sentence per Quincunx learn code; with the rule names, violation sentences and breakdown lines from the game
 * catalog's core (src/lib/catalog-core.mjs), so a lesson page loads none of the game islands' words.
 */
import { loadCatalogs, templated } from './format';
import { learnSentences, type LearnSentences } from './learn';
import { quincunxRuleText, type QuincunxCore } from './quincunx-core';
import type EnCatalog from './en/learn-quincunx.json';
import type DeCatalog from './de/learn-quincunx.json';

/** A lesson catalog with its game catalog's core (src/lib/catalog-core.mjs: one file a language). */
type Lesson<T> = T & { readonly core: QuincunxCore };
/** Both (in a browser only the page's language); the German ones must have every key of the English ones. */
const { de, en } = await loadCatalogs<Lesson<typeof EnCatalog>>(
  () => import('./de/learn-quincunx.json?lesson') as Promise<{ default: Lesson<typeof DeCatalog> }>,
  () => import('./en/learn-quincunx.json?lesson') as Promise<{ default: Lesson<typeof EnCatalog> }>,
);
const CORE = { de: de.core, en: en.core };

/** Quincunx's rule names, violation sentences and breakdown lines for the lessons. */
export const QUINCUNX_LEARN_RULES = quincunxRuleText(CORE);

const words = (w: typeof EnCatalog.ui) => ({ ...w, ...templated(w, { cell: 'c', pile: 'n', didPlace: 'card cell', points: 'n', yourPoints: 'n' }) });

export const LEARN_QX = { de: words(de.ui), en: words(en.ui) };

/** One sentence per Quincunx learn code (src/learn/quincunx.ts): why an answer misses, and the practice question, its options and its explanation. */
export const QUINCUNX_LEARN_MISSES: LearnSentences = learnSentences({ de: { ...de.misses, ...de.practice }, en: { ...en.misses, ...en.practice } });
