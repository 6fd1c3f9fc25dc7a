/**
 * The words the computer players' sentences share (src/i18n/{de,en}/players-<slug>.ts):
 * the sentence type and small readers of a reason's cards and params.
 */
import type { Reason } from '../engine/core/player';
import type { Lang } from './ui';

/**
 * A reason in words in one language: one sentence, or the move and why it is played as a pair [act, why], which
 * reads "act: why" ("Herz-Vier weitergeben: Sie hilft nicht."). A line that already names the move (a computer's move
 * in a game's log: "Spieler A gibt ♥4 weiter") adds the why alone (src/i18n/reason-text.ts sayWhy).
 */
export type Said = (r: Reason) => string | readonly [act: string, why: string];
/** A game's sentences in one language, one per reason code: src/i18n/{de,en}/players-<slug>.ts. */
export type Sayings<Code extends string> = Readonly<Record<Code, Said>>;
/** A reason in words, per language (a game's two files joined: src/i18n/players/<slug>.ts). */
export type Sentence = Readonly<Record<Lang, Said>>;

export const list = (lang: Lang, names: readonly string[]) => {
  if (names.length <= 1) return names.join('');
  const and = lang === 'de' ? ' und ' : ' and ';
  return `${names.slice(0, -1).join(', ')}${and}${names[names.length - 1]}`;
};
export const num = (r: Reason, key: string, fallback = 0) => (typeof r.params?.[key] === 'number' ? (r.params[key] as number) : fallback);
export const str = (r: Reason, key: string) => (typeof r.params?.[key] === 'string' ? (r.params[key] as string) : '');
export const cardsOf = (r: Reason) => r.cards ?? [];
/**
 * Card words in one language under one way of naming cards: `card(r, i)`, the reason's card `i` (`none` where it has
 * no such card), and `cards(codes)`, a list ("A, B und C").
 */
export function cardWords(lang: Lang, name: (lang: Lang, code: string) => string, none: string) {
  return {
    card: (r: Reason, i = 0) => {
      const c = cardsOf(r)[i];
      return c ? name(lang, c) : none;
    },
    cards: (codes: readonly string[]) => list(lang, codes.map((c) => name(lang, c))),
  };
}

/** How many unseen cards could still complete a hand's cards (Rommé, Conquian). */
export const outs = (lang: Lang, n: number) =>
  lang === 'de'
    ? n === 0 ? 'keine ungesehene Karte kann sie mehr zu einer Kombination ergänzen' : n === 1 ? 'nur noch eine ungesehene Karte kann sie ergänzen' : `nur ${n} ungesehene Karten können sie ergänzen`
    : n === 0 ? 'no unseen card can make it part of a meld any more' : n === 1 ? 'only one unseen card can still complete it' : `only ${n} unseen cards can complete it`;

/** A number of points with a true minus sign: −3. */
export const pointsNum = (n: number) => (n < 0 ? `−${-n}` : String(n));
