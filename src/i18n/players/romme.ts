/**
 * What the Rommé players say about a move: one sentence per reason code in each language,
 * src/i18n/{de,en}/players-romme.ts (keyed by the game's code union, so a missing sentence is a compile
 * error). A browser page loads its own language's file only (loadCatalogs), on the server and in Vitest
 * both. src/i18n/players.ts finds this file by the game's slug.
 */
import type { RommeReasonCode } from '../../engine/romme/players';
import { loadCatalogs, perKey } from '../format';
import type { Sayings, Sentence } from '../reason-words';

const { de, en } = await loadCatalogs<Sayings<RommeReasonCode>>(() => import('../de/players-romme'), () => import('../en/players-romme'));

export const ROMME_REASONS: Readonly<Record<RommeReasonCode, Sentence>> = perKey(de, en);

export default ROMME_REASONS;
