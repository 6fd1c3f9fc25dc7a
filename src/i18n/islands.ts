/**
 * UI strings every game island shares (step navigation, violations, URL
 * errors, seeded deals), and the shape of a game's violation messages.
 */
import { lookup } from '../engine/core/game';
import type { Params } from '../engine/core/result';
import type { Lang } from './ui';
import { loadCatalogs } from './format';
import type { IslandWords } from './en/islands';

/** One sentence per violation code, in both languages, filled from the violation's params. */
export type ViolationMessages = Readonly<Record<string, Readonly<Record<Lang, (p: Params) => string>>>>;
/** One sentence per parse-error code, in both languages, from the bad token and its place. */
export type ParseMessages = Readonly<Record<string, Readonly<Record<Lang, (token: string, position: number) => string>>>>;
/** The heading text of each rule section, per language (equals the page's <Rule> heading). */
export type RuleNames<Id extends string = string> = Readonly<Record<Id, Readonly<Record<Lang, string>>>>;

/**
 * The words every game island shares, in the page language: src/i18n/de/islands.ts and src/i18n/en/islands.ts. In a
 * browser only the page's language is loaded (issue 16.3), and it stands for both; a Web Worker (the computer players'
 * workers import the chunk this module is in) gets empty tables at once (loadCatalogs says why).
 */
export const ISLAND: Readonly<Record<Lang, IslandWords>> = await loadCatalogs<IslandWords>(() => import('./de/islands'), () => import('./en/islands'));

/** The sentence saying why typed text is not a readable move (the generic one if the game has none for the code). */
export function explainParse(messages: ParseMessages | undefined, code: string, token: string, position: number, lang: Lang): string {
  const m = messages ? lookup(messages, code) : undefined;
  return m ? m[lang](token, position) : ISLAND[lang].badMove(token, position);
}

/** The sentence explaining a violation in the page language (a generic one if the code is unknown). */
export function explain(messages: ViolationMessages, code: string, params: Params, lang: Lang): string {
  const m = lookup(messages, code);
  return m ? m[lang](params) : ISLAND[lang].unknownMove;
}
