/**
 * What the Quincunx players say about a move: one sentence per reason code in each language,
 * src/i18n/{de,en}/players-quincunx.ts (keyed by the game's code union, so a missing sentence is a compile
 * error). A browser page loads its own language's file only (loadCatalogs), on the server and in Vitest
 * both. src/i18n/players.ts finds this file by the game's slug.
 */
import type { QuincunxReasonCode } from '../../engine/quincunx/players';
import { loadCatalogs, perKey } from '../format';
import type { Sayings, Sentence } from '../reason-words';

const { de, en } = await loadCatalogs<Sayings<QuincunxReasonCode>>(() => import('../de/players-quincunx'), () => import('../en/players-quincunx'));

export const QUINCUNX_REASONS: Readonly<Record<QuincunxReasonCode, Sentence>> = perKey(de, en);

export default QUINCUNX_REASONS;
