/**
 * What the computer players say about a move, in German and English: one
 * sentence per game and reason code (the tables are keyed by each game's
 * code union, so a missing sentence is a compile error), filled from the
 * reason's cards and params. A sentence names the move and why it is played,
 * in a form that reads both as the computer's move and as a hint for the
 * reader ("Herz-König vom Ablagestapel: ergänzt …"). The rule link comes
 * from the reason's rule id: the island links `#<rule>` with the game's rule
 * name, as it does for a refused move.
 *
 * Terms as on the pages: Stapel / stock, Ablagestapel / discard pile,
 * Auslage / melds (Conquian), Mittelkarte / centre card, auslegen / meld,
 * anlegen / lay off, abwerfen / discard, ausmachen / go out, Raster / spread,
 * Stich / trick, Strohmann / dummy, am Trumpf drehen / twiddle.
 *
 * Each game's sentences live in src/i18n/players/<slug>.ts, found here by
 * the slug; this file holds what all games share.
 */
import { GAME_IDS, lookup, type GameId } from '../engine/core/game';
import type { Reason, Strength } from '../engine/core/player';
import type { Sentence } from './reason-words';
import type { Lang } from './ui';

/** A game's sentences: src/i18n/players/<slug>.ts, its table as the default export. */
interface GameSentences {
  readonly default: Readonly<Record<string, Sentence>>;
  /** false: no trial-game rating after the sentence. */
  readonly rating?: boolean;
}
const FILES = import.meta.glob<GameSentences>('./players/*.ts', { eager: true });

/** Every game's sentences, by game id, from its file found by the slug (empty for a game without one; a test holds the files to the games with computer players). */
export const PLAYER_REASONS: Readonly<Record<GameId, Readonly<Record<string, Sentence>>>> = Object.fromEntries(
  GAME_IDS.map((id) => [id, FILES[`./players/${id}.ts`]?.default ?? {}]),
) as Record<GameId, Readonly<Record<string, Sentence>>>;

/** Codes every player may use whatever the game. */
const GENERIC: Readonly<Record<string, Sentence>> = {
  'only-move': { de: () => 'Der einzige erlaubte Zug.', en: () => 'The only legal move.' },
};

export const PLAYER_UI = {
  de: {
    computer: 'Computer',
    you: 'Du',
    strength: { beginner: 'Einsteiger', strong: 'Stark' } as Record<Strength, string>,
    hint: 'Tipp',
    thinking: 'Der Computer überlegt …',
    unavailable: 'Der Computer antwortet gerade nicht. Bitte noch einmal versuchen.',
    fallback: 'Der Computer zieht.',
    /** The strong player's score in its trial games (not a probability of winning the game). */
    rating: (n: number) => `(Wertung aus Probespielen: ${n} %)`,
  },
  en: {
    computer: 'Computer',
    you: 'You',
    strength: { beginner: 'Beginner', strong: 'Strong' } as Record<Strength, string>,
    hint: 'Hint',
    thinking: 'The computer is thinking …',
    unavailable: 'The computer is not answering right now. Please try again.',
    fallback: 'The computer moves.',
    rating: (n: number) => `(rating from trial games: ${n}%)`,
  },
} as const;

/**
 * The sentence for a player's reason in the page language. Unknown codes
 * (own properties only) get a plain sentence, never an error. The strong
 * player's rating from its trial games is added when `withRating` is set
 * and the game's file does not say `rating = false` (Gongor Whist's bid
 * names its chance itself).
 */
export function reasonText(game: GameId, reason: Reason, lang: Lang, withRating = true): string {
  const table = lookup(PLAYER_REASONS, game);
  const s = (table && lookup(table, reason.code)) ?? lookup(GENERIC, reason.code);
  const text = s ? s[lang](reason) : PLAYER_UI[lang].fallback;
  const chance = reason.params?.chance;
  const rated = FILES[`./players/${game}.ts`]?.rating !== false;
  return withRating && typeof chance === 'number' && rated ? `${text} ${PLAYER_UI[lang].rating(chance)}` : text;
}
