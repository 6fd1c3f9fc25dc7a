/**
 * The glossary terms a worked example's captions mark (`[[id|words]]`,
 * src/islands/shared/Caption.tsx), resolved at build time (issue 14.3): for
 * each marked id, the term, its explanation in the page language and the
 * rule sections of this game it links to. A game page passes the map to
 * each example island (`terms={captionTerms["<example>"]}` in content/…),
 * so only the explanations an example's captions use travel, as island
 * props in the HTML, and the glossary itself never enters the island code.
 * Server only: MDX pages import this, islands must not.
 */
import type { GameId } from '../engine/core/game';
import type { Lang } from '../i18n/ui';
import type { ExampleText } from '../i18n/examples/types';
import type { CaptionTerms } from '../islands/shared/Caption';
import { CONQUIAN_EXAMPLE_TEXT } from '../i18n/examples/conquian';
import { ROMME_EXAMPLE_TEXT } from '../i18n/examples/romme';
import { QUINCUNX_EXAMPLE_TEXT } from '../i18n/examples/quincunx';
import { GONGOR_WHIST_EXAMPLE_TEXT } from '../i18n/examples/gongor-whist';
import { glossaryEntry } from './glossary';

const TEXT: Readonly<Record<GameId, Readonly<Record<Lang, Readonly<Record<string, ExampleText>>>>>> = {
  conquian: CONQUIAN_EXAMPLE_TEXT,
  romme: ROMME_EXAMPLE_TEXT,
  quincunx: QUINCUNX_EXAMPLE_TEXT,
  'gongor-whist': GONGOR_WHIST_EXAMPLE_TEXT,
};

/** The ids the markers in these captions name, in order of first use. */
export function markedIds(captions: readonly string[]): string[] {
  return [...new Set(captions.flatMap((c) => [...c.matchAll(/\[\[([a-z0-9-]+)\|[^\]|]+\]\]/g)].map((m) => m[1]!)))];
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
    out[id] = { term: entry.words[lang].term, text: entry.words[lang].text, ...(rules.length ? { rules } : {}) };
  }
  return out;
}

/** Every example of a game page: example id → the terms its captions mark (absent when none). */
export function captionTermsOf(game: GameId, lang: Lang): Readonly<Record<string, CaptionTerms | undefined>> {
  return Object.fromEntries(Object.entries(TEXT[game][lang]).map(([id, text]) => [id, exampleTerms(game, lang, text)]));
}
