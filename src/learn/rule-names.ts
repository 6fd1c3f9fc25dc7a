/**
 * Every game's rule names, for build-time pages (glossary, terms): never
 * import this from an island. They are the `rules` of each game's word
 * catalogues, src/i18n/{de,en}/<slug>.json, found by the slug (a game without
 * them gets an empty table; tests/contract/registry.test.ts holds every game
 * to its catalogues).
 */
import { GAME_IDS, type GameId } from '../engine/core/game';
import { perKey } from '../i18n/format';
import type { RuleNames } from '../i18n/islands';

type Catalogue = { readonly rules?: Readonly<Record<string, string>> };
// Not the card names' catalogues (no rules there): src/i18n/decktet-cards.ts loads its own on demand, and while this
// glob imported them too, the server build ended without building a page (exit 0, an empty folder).
const DE = import.meta.glob<Catalogue>(['../i18n/de/*.json', '!../i18n/de/*-cards.json'], { eager: true, import: 'default' });
const EN = import.meta.glob<Catalogue>(['../i18n/en/*.json', '!../i18n/en/*-cards.json'], { eager: true, import: 'default' });

export const RULE_NAMES: Readonly<Record<GameId, RuleNames>> = Object.fromEntries(
  GAME_IDS.map((id) => [id, perKey(DE[`../i18n/de/${id}.json`]?.rules ?? {}, EN[`../i18n/en/${id}.json`]?.rules ?? {})]),
) as Record<GameId, RuleNames>;
