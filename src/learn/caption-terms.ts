/**
 * The glossary terms a worked example's captions mark (`[[id|words]]`,
 * src/islands/shared/Caption.tsx), resolved at build time (issue 14.3): for
 * each marked id, the term, its explanation in the page language and the
 * rule sections of this game it links to. A game page passes the map to
 * each example island (`terms={captionTerms["<example>"]}` in content/…,
 * with `export const captionTerms = captionTermsOf('<slug>', '<lang>')` at
 * the end of the page), so only the explanations an example's captions use
 * travel, as island props in the HTML, and the glossary never enters the
 * island code. Server only: pages and tests import this, islands must not.
 * The captions are each game's catalogues src/i18n/{de,en}/examples-<slug>.json,
 * found by the slug (a game without them has no examples, so no terms).
 */
import type { GameId } from '../engine/core/game';
import type { Lang } from '../i18n/ui';
import type { ExampleText } from '../i18n/examples/types';
import { markedIds, type CaptionTerms } from '../islands/shared/Caption';
import { explanation, glossaryEntry } from './glossary';

type Catalogue = Readonly<Record<string, ExampleText>>;
const CATALOGUES: Readonly<Record<Lang, Readonly<Record<string, Catalogue>>>> = {
  de: import.meta.glob<Catalogue>('../i18n/de/examples-*.json', { eager: true, import: 'default' }),
  en: import.meta.glob<Catalogue>('../i18n/en/examples-*.json', { eager: true, import: 'default' }),
};

/** A game's worked-example words in one language, by example id (empty for a game without examples). */
export function exampleTexts(game: GameId, lang: Lang): Catalogue {
  return CATALOGUES[lang][`../i18n/${lang}/examples-${game}.json`] ?? {};
}

/** One example's terms (undefined when its captions mark none). A marker naming no glossary entry stops the build. */
export function exampleTerms(game: GameId, lang: Lang, text: ExampleText): CaptionTerms | undefined {
  const ids = markedIds([text.intro ?? '', ...text.steps]);
  if (!ids.length) return undefined;
  const out: Record<string, CaptionTerms[string]> = {};
  for (const id of ids) {
    const entry = glossaryEntry(id);
    if (!entry) throw new Error(`caption marker [[${id}|…]] (${game}, ${lang}): no glossary entry with this id (src/learn/glossary.json)`);
    const rules = entry.links.filter((l) => l.page === game).map((l) => l.anchor);
    out[id] = { term: entry.words[lang].term, text: explanation(entry, lang, game), ...(rules.length ? { rules } : {}) };
  }
  return out;
}

/** Every example of a game page: example id → the terms its captions mark (absent when none). */
export function captionTermsOf(game: GameId, lang: Lang): Readonly<Record<string, CaptionTerms | undefined>> {
  return Object.fromEntries(Object.entries(exampleTexts(game, lang)).map(([id, text]) => [id, exampleTerms(game, lang, text)]));
}
