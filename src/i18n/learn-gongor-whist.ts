/**
 * Gongor Whist's words for the lesson and practice islands (src/i18n/{de,en}/learn-gongor-whist.json): the table, the
 * move buttons, and one sentence per Gongor Whist learn code; with the rule names, violation sentences and trick
 * reasons from the game catalog's core (src/lib/catalog-core.mjs), so a lesson page loads none of the game islands' words.
 */
import type { TrickReason } from '../engine/gongor-whist/engine';
import { DECKTET_SUIT_NAMES } from './decktet-cards';
import { fmt, loadCatalogs, templated } from './format';
import { gongorWhistRuleText, type GongorWhistCore } from './gongor-whist-core';
import { learnSentences, type LearnSentences } from './learn';
import type { Lang } from './ui';
import type EnCatalog from './en/learn-gongor-whist.json';
import type DeCatalog from './de/learn-gongor-whist.json';

/** A lesson catalog with its game catalog's core (src/lib/catalog-core.mjs: one file a language). */
type Lesson<T> = T & { readonly core: GongorWhistCore };
/** Both (in a browser only the page's language); the German ones must have every key of the English ones. */
const { de, en } = await loadCatalogs<Lesson<typeof EnCatalog>>(
  () => import('./de/learn-gongor-whist.json?lesson') as Promise<{ default: Lesson<typeof DeCatalog> }>,
  () => import('./en/learn-gongor-whist.json?lesson') as Promise<{ default: Lesson<typeof EnCatalog> }>,
);
const CORE = { de: de.core, en: en.core };

/** Gongor Whist's rule names and violation sentences for the lessons. */
export const GONGOR_WHIST_LEARN_RULES = gongorWhistRuleText(CORE);

function words(w: typeof EnCatalog.ui) {
  return {
    ...w,
    ...templated(w, { acesLeft: 'n', used: 'bids', bidN: 'n', didPlay: 'c', didBid: 'n' }),
    trump: (s: string | null) => (s ? fmt(w.trump.some, { s }) : w.trump.none),
    // before the first trick "0 von 0 Stichen gewonnen" said nothing: the bid and that no trick is played yet
    bid: (b: number | null, won: number, played: number) => (b === null ? w.bid.none : fmt(played ? w.bid.some : w.bid.first, { b, won, played })),
    lastTrick: (won: boolean) => (won ? w.lastTrick.won : w.lastTrick.lost),
  };
}

export const LEARN_GW = { de: words(de.ui), en: words(en.ui) };

const suit = (lang: Lang, p: { suit?: unknown }) => (typeof p.suit === 'string' && Object.hasOwn(DECKTET_SUIT_NAMES[lang], p.suit) ? DECKTET_SUIT_NAMES[lang][p.suit as keyof (typeof DECKTET_SUIT_NAMES)['de']] : '?');
const reason = (lang: Lang, p: { reason?: unknown }) => (typeof p.reason === 'string' && Object.hasOwn(CORE[lang].reasons, p.reason) ? CORE[lang].reasons[p.reason as TrickReason] : '');

/** One sentence per Gongor Whist learn code (src/learn/gongor-whist.ts): why an answer misses, and the practice question, its options and its explanation. */
export const GONGOR_WHIST_LEARN_MISSES: LearnSentences = learnSentences({ de: { ...de.misses, ...de.practice }, en: { ...en.misses, ...en.practice } }, (lang, p) => ({ suit: suit(lang, p), reason: reason(lang, p) }));
