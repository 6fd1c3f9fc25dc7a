/**
 * Words of the lessons and practice islands (issue 14): the controls, the
 * verdicts, and one sentence per learn code (a Miss with by: 'lesson', see
 * src/learn/types.ts) in both languages. Card codes in [brackets] are drawn
 * as inline cards by the islands.
 */
import type { CardForm } from './decktet-cards';
import type { Params } from '../engine/core/result';
import type { Lang } from './ui';
import type { Said } from '../learn/types';
import { fmt, loadCatalogs, plural, sentences, templated, type Text } from './format';
import type EnCatalog from './en/learn.json';

/** Both catalogs (in a browser only the page's language); the German one must have every key of the English one. */
const CAT = await loadCatalogs<typeof EnCatalog>(() => import('./de/learn.json', { with: { type: 'json' } }), () => import('./en/learn.json', { with: { type: 'json' } }));
const { de, en } = CAT;

function words(w: typeof EnCatalog.ui) {
  return {
    ...w,
    ...templated(w, { progress: 'done all', score: 'right asked', positionNo: 'seed', missingLesson: 'id', step: 'n', goOn: 'n' }),
    picked: (n: number) => plural(w.picked, n),
  };
}

export const LEARN = { de: words(de.ui), en: words(en.ui) };

/**
 * A card's name in the page language (each game's kit brings its own, so a page loads one deck's names); with a
 * form, as a sentence uses it (the Decktet's names carry an article: "Mit dem Maler", "the Sailor"; see
 * decktetCardNameIn). A deck whose names need no article (the French-suited cards) gives the name for every form.
 */
export type CardNamer = (code: string, form?: CardForm) => string;
/** One sentence per learn code, in both languages, from the miss's params and the deck's card names. */
export type LearnSentences = Readonly<Record<string, Readonly<Record<Lang, (p: Params, name: CardNamer) => string>>>>;

export const cardParam = (p: Params, name: CardNamer, key = 'card', form?: CardForm) => (typeof p[key] === 'string' ? name(p[key] as string, form) : '?');
const capital = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
export const cardsParam = (lang: Lang, p: Params, name: CardNamer, key = 'cards') => {
  const v = p[key];
  if (!Array.isArray(v) || v.length === 0) return '';
  const names = (v as readonly string[]).map((c) => name(c));
  return names.length > 1 ? `${names.slice(0, -1).join(', ')}${CAT[lang].words.and}${names[names.length - 1]}` : names[0]!;
};
export const numParam = (p: Params, key: string) => (typeof p[key] === 'number' ? String(p[key]) : '?');

/**
 * A game's learn sentences from its two catalogs: each template filled with the
 * miss's card ({card}, {lead}), cards ({cards}), cell and numbers, plus what
 * `more` derives for the game; any other text or number param as given (cards
 * drawn in words, "[Ah] [2h]", say: src/learn/types.ts, marked).
 */
export function learnSentences(
  catalogs: Readonly<Record<Lang, Readonly<Record<string, Text>>>>,
  more: (lang: Lang, p: Params, name: CardNamer) => Readonly<Record<string, string | number>> = () => ({}),
  special: LearnSentences = {},
): LearnSentences {
  return sentences<string, [p: Params, name: CardNamer]>(
    catalogs,
    (lang, p, name) => ({
      // the params as given (a practice question's cards drawn in words, its numbers; the practice sentences use
      // no list, flag or null param by its own name), the named ones below win
      ...(p as Readonly<Record<string, string | number>>),
      card: cardParam(p, name),
      lead: cardParam(p, name, 'lead'),
      // the card inside a sentence: {cardDat} "dem Maler", {leadAcc} "den Markt", {CardNom} "The Sailor" at its start
      cardNom: cardParam(p, name, 'card', 'nom'),
      CardNom: capital(cardParam(p, name, 'card', 'nom')),
      cardAcc: cardParam(p, name, 'card', 'acc'),
      cardDat: cardParam(p, name, 'card', 'dat'),
      leadNom: cardParam(p, name, 'lead', 'nom'),
      leadAcc: cardParam(p, name, 'lead', 'acc'),
      cards: cardsParam(lang, p, name),
      cell: typeof p.cell === 'string' ? p.cell : '?',
      value: numParam(p, 'value'),
      points: numParam(p, 'points'),
      bid: numParam(p, 'bid'),
      count: typeof p.count === 'number' ? p.count : 1,
      ...more(lang, p, name),
    }),
    special,
  );
}

/** Sentences for the learn codes every game can meet. */
export const LEARN_MISSES: LearnSentences = learnSentences({ de: de.misses, en: en.misses }, undefined, {
  'wrong-number': {
    de: (p) => (p.value === null ? de.words.noNumber : fmt(de.misses['wrong-number'], { value: numParam(p, 'value') })),
    en: (p) => (p.value === null ? en.words.noNumber : fmt(en.misses['wrong-number'], { value: numParam(p, 'value') })),
  },
});

/** The sentence for a learn code: the game's table first, then the common one (a generic sentence if a code were missing). */
export function learnSentence(game: LearnSentences, code: string, params: Params, lang: Lang, name: CardNamer): string {
  const m = Object.hasOwn(game, code) ? game[code] : Object.hasOwn(LEARN_MISSES, code) ? LEARN_MISSES[code] : undefined;
  return m ? m[lang](params, name) : LEARN[lang].otherAnswer;
}

/** Sentences said as data (a practice question, its explanation, an option) in the page language, one after another. */
export function sayAll(game: LearnSentences, said: readonly Said[], lang: Lang, name: CardNamer): string {
  return said.map((s) => learnSentence(game, s.code, s.params ?? {}, lang, name)).join(' ');
}
