/**
 * The words the computer players' sentences share (src/i18n/players/<slug>.ts):
 * the sentence type and small readers of a reason's cards and params.
 */
import type { Reason } from '../engine/core/player';
import type { Lang } from './ui';

/**
 * A reason in words, per language: one sentence, or the move and why it is played as a pair [act, why], which reads
 * "act: why" ("Herz-Vier weitergeben: Sie hilft nicht."). A line that already names the move (a computer's move in a
 * game's log: "Spieler A gibt ♥4 weiter") adds the why alone (src/i18n/reason-text.ts sayWhy).
 */
export type Sentence = Readonly<Record<Lang, (r: Reason) => string | readonly [act: string, why: string]>>;

export const list = (lang: Lang, names: readonly string[]) => {
  if (names.length <= 1) return names.join('');
  const and = lang === 'de' ? ' und ' : ' and ';
  return `${names.slice(0, -1).join(', ')}${and}${names[names.length - 1]}`;
};
export const num = (r: Reason, key: string, fallback = 0) => (typeof r.params?.[key] === 'number' ? (r.params[key] as number) : fallback);
export const str = (r: Reason, key: string) => (typeof r.params?.[key] === 'string' ? (r.params[key] as string) : '');
export const cardsOf = (r: Reason) => r.cards ?? [];
/**
 * Card words under one way of naming cards: `card(lang, r, i)`, the reason's
 * card `i` (`none` where it has no such card), and `cards(lang, codes)`, a list
 * ("A, B und C").
 */
export function cardWords(name: (lang: Lang, code: string) => string, none: Readonly<Record<Lang, string>>) {
  return {
    card: (lang: Lang, r: Reason, i = 0) => {
      const c = cardsOf(r)[i];
      return c ? name(lang, c) : none[lang];
    },
    cards: (lang: Lang, codes: readonly string[]) => list(lang, codes.map((c) => name(lang, c))),
  };
}

/** How many unseen cards could still complete a hand's cards (Rommé, Conquian). */
export const outs = (lang: Lang, n: number) =>
  lang === 'de'
    ? n === 0 ? 'keine ungesehene Karte kann sie mehr zu einer Kombination ergänzen' : n === 1 ? 'nur noch eine ungesehene Karte kann sie ergänzen' : `nur ${n} ungesehene Karten können sie ergänzen`
    : n === 0 ? 'no unseen card can make it part of a meld any more' : n === 1 ? 'only one unseen card can still complete it' : `only ${n} unseen cards can complete it`;
