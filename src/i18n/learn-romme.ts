/**
 * Rommé's words for the lesson and practice islands (src/i18n/{de,en}/learn-romme.json): the table, the move buttons,
 * and one sentence per Rommé learn code; with the rule names and violation sentences from the game catalog's core
 * (src/lib/catalog-core.mjs), so a lesson page loads none of the game islands' words.
 */
import { loadCatalogs, templated } from './format';
import { learnSentences, type LearnSentences } from './learn';
import { rommeRuleText, type RommeCore } from './romme-core';
import type EnCatalog from './en/learn-romme.json';
import type DeCatalog from './de/learn-romme.json';

/** A lesson catalog with its game catalog's core (src/lib/catalog-core.mjs: one file a language). */
type Lesson<T> = T & { readonly core: RommeCore };
/** Both (in a browser only the page's language); the German ones must have every key of the English ones. */
const { de, en } = await loadCatalogs<Lesson<typeof EnCatalog>>(
  () => import('./de/learn-romme.json?lesson') as Promise<{ default: Lesson<typeof DeCatalog> }>,
  () => import('./en/learn-romme.json?lesson') as Promise<{ default: Lesson<typeof EnCatalog> }>,
);
const CORE = { de: de.core, en: en.core };

/** Rommé's rule names and violation sentences for the lessons. */
export const ROMME_LEARN_RULES = rommeRuleText(CORE);

const words = (w: typeof EnCatalog.ui) => ({
  ...w,
  ...templated(w, { theirHand: 'n', stock: 'n', meldNo: 'ref', didMeld: 'm', didLayoff: 'ref c', didExchange: 'ref c', didDiscard: 'c' }),
});

export const LEARN_RM = { de: words(de.ui), en: words(en.ui) };

/** One sentence per Rommé learn code (src/learn/romme.ts): why an answer misses, and the practice question, its options and its explanation. */
export const ROMME_LEARN_MISSES: LearnSentences = learnSentences({ de: { ...de.misses, ...de.practice }, en: { ...en.misses, ...en.practice } });
