/**
 * What the computer players' sentences share, for an island that loads its own game's sentences only
 * (src/i18n/players/<slug>.ts; issue 16: a game page loads no other game's sentences): the words around
 * them and the one reader of a reason. src/i18n/players.ts finds every game's file by its slug.
 */
import type { Reason } from '../engine/core/player';
import { lookup } from '../engine/core/game';
import { endSentence } from './format';
import type { Sentence } from './reason-words';
import type { Lang } from './ui';

/** A game's sentences: src/i18n/players/<slug>.ts, its table as the default export. */
export interface GameSentences {
  readonly default: Readonly<Record<string, Sentence>>;
  /** false: no trial-game rating after the sentence. */
  readonly rating?: boolean;
}

/** Codes every player may use whatever the game. */
const GENERIC: Readonly<Record<string, Sentence>> = {
  'only-move': { de: () => 'Der einzige erlaubte Zug.', en: () => 'The only legal move.' },
};

/** The words around a player's sentence (the other words of the play islands are in each game's catalog). */
export const PLAYER_UI = {
  de: {
    fallback: 'Der Computer zieht.',
    /**
     * The strong player's score in its trial games (a win 1, a draw half; not a probability of winning the game), said
     * so a newcomer can read it: "Wertung aus Probespielen" was a term nobody had been told.
     */
    rating: (n: number) => `(gewinnt ${n}\u00a0% der Probepartien des Computers)`,
  },
  en: {
    fallback: 'The computer moves.',
    rating: (n: number) => `(wins ${n}% of the computer's trial games)`,
  },
} as const;

/**
 * The sentence for a player's reason in the page language, from its game's sentences (`table`, the
 * default export of src/i18n/players/<slug>.ts). Unknown codes (own properties only) get a plain
 * sentence, never an error. The strong player's rating from its trial games is added when `withRating`
 * is set (a game whose file says `rating = false`, Gongor Whist, whose bid names its chance itself, is
 * asked without it).
 */
export function sayReason(table: Readonly<Record<string, Sentence>> | undefined, reason: Reason, lang: Lang, withRating = true): string {
  const said = sentenceOf(table, reason, lang);
  return rated(typeof said === 'string' ? said : `${said[0]}: ${said[1]}`, reason, lang, withRating);
}

/**
 * Why the move is played, without the move (for a line that names the move itself: "Spieler A gibt ♥4 weiter: Sie
 * hilft nicht."), with the rating as sayReason adds it; null for a reason said in one sentence (it names only the
 * move: "Die nächste Karte vom Stapel aufdecken.").
 */
export function sayWhy(table: Readonly<Record<string, Sentence>> | undefined, reason: Reason, lang: Lang, withRating = true): string | null {
  const said = sentenceOf(table, reason, lang);
  return typeof said === 'string' ? null : rated(said[1], reason, lang, withRating);
}

/**
 * The reason beside a line that already names the move but may not say all of it (a hint beside its button's words
 * "Abwerfen: ♥7", Rommé's newest computer move): why alone where the sentence has one, else the whole sentence.
 */
export function sayBeside(table: Readonly<Record<string, Sentence>> | undefined, reason: Reason, lang: Lang, withRating = true): string {
  const said = sentenceOf(table, reason, lang);
  return rated(typeof said === 'string' ? said : said[1], reason, lang, withRating);
}

function sentenceOf(table: Readonly<Record<string, Sentence>> | undefined, reason: Reason, lang: Lang): string | readonly [string, string] {
  const s = (table && lookup(table, reason.code)) ?? lookup(GENERIC, reason.code);
  return s ? s[lang](reason) : PLAYER_UI[lang].fallback;
}

/**
 * The sentence with the strong player's rating where it has one, inside the sentence: "Sie hilft nicht (gewinnt 61 %
 * der Probepartien des Computers)." – not after its full stop, which read "… nicht. (gewinnt …)." once the line ended.
 */
function rated(text: string, reason: Reason, lang: Lang, withRating: boolean): string {
  const chance = reason.params?.chance;
  if (!withRating || typeof chance !== 'number') return text;
  const [, body, stop] = /^([\s\S]*?)([.!?…]?)\s*$/.exec(text)!;
  return `${body} ${PLAYER_UI[lang].rating(chance)}${stop}`;
}

/**
 * A sentence of its own: a capital first letter and a full stop. For a reason that follows the move it explains
 * ("Tipp: Abwerfen: ♣4. Die Karte, die am wenigsten helfen kann."): the reasons are written to follow a colon, where a
 * phrase starts in lower case, and after the move's own colon a third colon or a dash read unevenly.
 */
export function ownSentence(text: string): string {
  return endSentence(text.charAt(0).toUpperCase() + text.slice(1));
}
