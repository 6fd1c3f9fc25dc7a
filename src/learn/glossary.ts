/**
 * The glossary (issue 14.3): the words a newcomer meets, one short
 * explanation in each language in our own words, and the rule sections that
 * say more (rule ids are the anchors on the game pages). Ids, games and
 * links are in src/learn/glossary.json, the words in src/i18n/{de,en}/glossary.json. Used by the glossary
 * pages (src/components/Glossary.astro) and by <Term> in running text. Ids are
 * language-neutral and stable: /<lang>/glossary/#<id> links to an entry.
 */
import { isGameId, type GameId } from '../engine/core/game';
import type { Lang } from '../i18n/ui';
import { ruleHref } from '../lib/game-parts';
import ENTRIES from './glossary.json' with { type: 'json' };
import de from '../i18n/de/glossary.json' with { type: 'json' };
import en from '../i18n/en/glossary.json' with { type: 'json' };

export interface TermLink {
  /** A game page and one of its rule ids, or another page and a heading id. */
  readonly page: GameId | 'decks';
  readonly anchor: string;
}

/**
 * A term and its explanation in one language. `text` holds for every game the entry names; `notes` adds what
 * holds in one game only ("Im Conquian folgt der Bube direkt auf die 7."), shown on that game's pages and in
 * the glossary, never on another game's page (see `explanation`).
 */
export interface TermWords {
  readonly term: string;
  readonly text: string;
  readonly notes?: Readonly<Partial<Record<GameId, string>>>;
}

export interface GlossaryEntry {
  readonly id: string;
  readonly games: readonly GameId[];
  readonly links: readonly TermLink[];
  readonly words: Readonly<Record<Lang, TermWords>>;
}

/** Both catalogs of terms and explanations, keyed by entry id; the German one must have every id of the English one. */
const WORDS: Readonly<Record<Lang, Readonly<Record<string, TermWords>>>> = { de: de satisfies typeof en, en };

/** The entries in glossary order: id, games and links from glossary.json, the words from each language's catalog. */
export const GLOSSARY: readonly GlossaryEntry[] = ENTRIES.map(({ id, games, links }) => ({
  id,
  games: games.filter(isGameId),
  links: links.map(([page, anchor]) => ({ page: page === 'decks' || isGameId(page) ? page : 'decks', anchor: anchor ?? '' })),
  words: { de: WORDS.de[id] ?? { term: id, text: id }, en: WORDS.en[id] ?? { term: id, text: id } },
}));

export function glossaryEntry(id: string): GlossaryEntry | undefined {
  return GLOSSARY.find((g) => g.id === id);
}

/**
 * An entry's explanation in a language: on a game's page (`game`) the text and that game's note, so a Rommé
 * page does not explain how Conquian orders its runs; in the glossary (no game) the text and every game's note.
 */
export function explanation(entry: GlossaryEntry, lang: Lang, game?: GameId | null): string {
  const w = entry.words[lang];
  const notes = Object.entries(w.notes ?? {}).filter(([g]) => !game || g === game).map(([, note]) => note);
  return [w.text, ...notes].join(' ');
}

/** Where a term link points on the site, in a language. */
export function termHref(lang: Lang, link: TermLink): string {
  return link.page === 'decks' ? `/${lang}/decks/#${link.anchor}` : ruleHref(lang, link.page, link.anchor);
}
