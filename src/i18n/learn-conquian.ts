/**
 * Conquian's words for the lesson and practice islands (src/i18n/{de,en}/learn-conquian.json): the table, the move
 * buttons, and one sentence per Conquian learn code; with the rule names and violation sentences from the game
 * catalog's core (src/lib/catalog-core.mjs), so a lesson page loads none of the game islands' words.
 */
import { fmt, loadCatalogs, templated } from './format';
import { cardsParam, learnSentences, type LearnSentences } from './learn';
import { conquianRuleText, type ConquianCore } from './conquian-core';
import type EnCatalog from './en/learn-conquian.json';
import type DeCatalog from './de/learn-conquian.json';

/** A lesson catalog with its game catalog's core (src/lib/catalog-core.mjs: one file a language). */
type Lesson<T> = T & { readonly core: ConquianCore };
/** Both (in a browser only the page's language); the German ones must have every key of the English ones. */
const { de, en } = await loadCatalogs<Lesson<typeof EnCatalog>>(
  () => import('./de/learn-conquian.json?lesson') as Promise<{ default: Lesson<typeof DeCatalog> }>,
  () => import('./en/learn-conquian.json?lesson') as Promise<{ default: Lesson<typeof EnCatalog> }>,
);
const CORE = { de: de.core, en: en.core };

/** Conquian's rule names and violation sentences for the lessons. */
export const CONQUIAN_LEARN_RULES = conquianRuleText(CORE);

function words(w: typeof EnCatalog.ui) {
  return {
    ...w,
    ...templated(w, { theirHand: 'n', stock: 'n', toAct: 'what', didDiscard: 'c' }),
    didMeld: (centre: string, hand: string, table: string) =>
      fmt(w.didMeld, { what: centre ? fmt(w.didTake, { centre }) : w.didMeldPlain, with: hand ? fmt(w.didWith, { hand }) : '', table }),
  };
}

/** The lesson table and move buttons. */
export const LEARN_CQ = { de: words(de.ui), en: words(en.ui) };

/** One sentence per Conquian learn code (src/learn/conquian.ts): why an answer misses, and the practice question, its options and its explanation. */
export const CONQUIAN_LEARN_MISSES: LearnSentences = learnSentences({ de: { ...de.misses, ...de.practice }, en: { ...en.misses, ...en.practice } }, (lang, p, name) => {
  const cards = cardsParam(lang, p, name);
  const w = lang === 'de' ? de.words : en.words;
  return { how: cards ? fmt(w.withCards, { cards }) : w.fitsTable };
});
