/**
 * What the Gongor Whist player says about a move: one sentence per reason code in each language,
 * src/i18n/{de,en}/players-gongor-whist.ts (keyed by the game's code union, so a missing sentence is a compile
 * error). A browser page loads its own language's file only (loadCatalogs), on the server and in Vitest
 * both. src/i18n/players.ts finds this file by the game's slug.
 */
import type { GongorWhistReasonCode } from '../../engine/gongor-whist/players';
import { loadCatalogs, perKey } from '../format';
import type { Sayings, Sentence } from '../reason-words';

const { de, en } = await loadCatalogs<Sayings<GongorWhistReasonCode>>(() => import('../de/players-gongor-whist'), () => import('../en/players-gongor-whist'));

export const GONGOR_WHIST_REASONS: Readonly<Record<GongorWhistReasonCode, Sentence>> = perKey(de, en);

export default GONGOR_WHIST_REASONS;

/** No trial-game rating after the sentence: the bid names its chance itself. */
export const rating = false;
