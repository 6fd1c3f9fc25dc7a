/**
 * What the computer players say about a move, in German and English: one
 * sentence per game and reason code (the tables are keyed by each game's
 * code union, so a missing sentence is a compile error), filled from the
 * reason's cards and params. A sentence names the move and why it is played,
 * most as a pair [move, why] that reads "move: why" ("Herz-König vom
 * Ablagestapel: ergänzt …"); a line that names the move itself (a computer's
 * move in a game's log, a hint beside its button's words) adds the why alone
 * (src/i18n/reason-text.ts sayWhy). The rule link comes
 * from the reason's rule id: the island links `#<rule>` with the game's rule
 * name, as it does for a refused move.
 *
 * Terms as on the pages: Stapel / stock, Ablagestapel / discard pile,
 * Auslage / melds (Conquian), Mittelkarte / centre card, auslegen / meld,
 * anlegen / lay off, abwerfen / discard, ausmachen / go out, Raster / spread,
 * Stich / trick, Strohmann / dummy, am Trumpf drehen / twiddle.
 *
 * Each game's sentences live in src/i18n/players/<slug>.ts, found here by
 * the slug, which joins its German and English files
 * (src/i18n/{de,en}/players-<slug>.ts); what all games share is in
 * src/i18n/reason-text.ts.
 */
import { GAME_IDS, type GameId } from '../engine/core/game';
import type { Reason } from '../engine/core/player';
import type { Sentence } from './reason-words';
import { sayReason, type GameSentences } from './reason-text';
import type { Lang } from './ui';

export { PLAYER_UI, type GameSentences } from './reason-text';

const FILES = import.meta.glob<GameSentences>('./players/*.ts', { eager: true });

/** Every game's sentences, by game id, from its file found by the slug (empty for a game without one; a test holds the files to the games with computer players). */
export const PLAYER_REASONS: Readonly<Record<GameId, Readonly<Record<string, Sentence>>>> = Object.fromEntries(
  GAME_IDS.map((id) => [id, FILES[`./players/${id}.ts`]?.default ?? {}]),
) as Record<GameId, Readonly<Record<string, Sentence>>>;

/**
 * The sentence for a player's reason in the page language, the game's file found by its slug
 * (src/i18n/reason-text.ts sayReason; an island imports its own game's file and calls that instead,
 * so its page loads no other game's sentences).
 */
export function reasonText(game: GameId, reason: Reason, lang: Lang, withRating = true): string {
  const file = FILES[`./players/${game}.ts`];
  return sayReason(file?.default, reason, lang, withRating && file?.rating !== false);
}
