/**
 * What the Conquian players say about a move: one sentence per reason code in each language,
 * src/i18n/{de,en}/players-conquian.ts (keyed by the game's code union, so a missing sentence is a compile
 * error). A browser page loads its own language's file only (loadCatalogs), on the server and in Vitest
 * both. src/i18n/players.ts finds this file by the game's slug.
 */
import type { ConquianReasonCode } from '../../engine/conquian/players';
import { loadCatalogs, perKey } from '../format';
import type { Sayings, Sentence } from '../reason-words';

const { de, en } = await loadCatalogs<Sayings<ConquianReasonCode>>(() => import('../de/players-conquian'), () => import('../en/players-conquian'));

export const CONQUIAN_REASONS: Readonly<Record<ConquianReasonCode, Sentence>> = perKey(de, en);

export default CONQUIAN_REASONS;
