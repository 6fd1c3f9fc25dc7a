/**
 * What the Gongor Whist players say about a move, in German and English: one
 * sentence per reason code (keyed by the game's code union, so a missing
 * sentence is a compile error). src/i18n/players.ts finds this file by the
 * game's slug.
 */
import type { Reason } from '../../engine/core/player';
import type { GongorWhistReasonCode } from '../../engine/gongor-whist/players';
import { num, type Sentence } from '../reason-words';
import { dk } from '../reason-words-decktet';
import type { Lang } from '../ui';

const need = (lang: Lang, r: Reason) => {
  const n = num(r, 'need');
  return lang === 'de' ? (n === 1 ? 'noch 1 Stich nötig' : `noch ${n} Stiche nötig`) : n === 1 ? '1 more trick needed' : `${n} more tricks needed`;
};

export const GONGOR_WHIST_REASONS: Readonly<Record<GongorWhistReasonCode, Sentence>> = {
  'bid-best-odds': {
    de: (r) => `${num(r, 'n')} bieten: unter den offenen Geboten die beste Aussicht, es genau zu treffen${typeof r.params?.chance === 'number' ? ` (${num(r, 'chance')}\u00a0%)` : ''}.`,
    en: (r) => `Bid ${num(r, 'n')}: of the open bids, the best chance of making it exactly${typeof r.params?.chance === 'number' ? ` (${num(r, 'chance')}%)` : ''}.`,
  },
  'win-cheapest': {
    de: (r) => `${dk('de', r)} auf ${dk('de', r, 1)}: die billigste Karte, die den Stich gewinnt (${need('de', r)}).`,
    en: (r) => `${dk('en', r)} on ${dk('en', r, 1)}: the cheapest card that wins the trick (${need('en', r)}).`,
  },
  'throw-cheapest': {
    de: (r) => `${dk('de', r)}: Keine erlaubte Karte gewinnt, also die billigste (${need('de', r)}).`,
    en: (r) => `${dk('en', r)}: no allowed card wins, so the cheapest (${need('en', r)}).`,
  },
  'lose-dearest': {
    de: (r) => `${dk('de', r)} auf ${dk('de', r, 1)}: Das Gebot ist erreicht; die teuerste Karte, die den Stich verliert.`,
    en: (r) => `${dk('en', r)} on ${dk('en', r, 1)}: the bid is reached; the dearest card that loses the trick.`,
  },
  'win-anyway': {
    de: (r) => `${dk('de', r)}: Das Gebot ist erreicht, aber jede erlaubte Karte gewinnt; also die billigste.`,
    en: (r) => `${dk('en', r)}: the bid is reached, but every allowed card wins; so the cheapest.`,
  },
  keep: { de: () => 'Stich entscheiden: Er geht so, wie er soll.', en: () => 'Decide the trick: it goes the way it should.' },
  'twiddle-gamble': {
    de: () => 'Am Trumpf drehen: Der Stich geht falsch, und im Ass-Stapel liegen noch Asse.',
    en: () => 'Twiddle: the trick is going the wrong way, and Aces are left in the stack.',
  },
  'twiddle-no-trump': { de: () => 'Am Trumpf drehen: Ohne Trumpf geht der Stich richtig.', en: () => 'Twiddle: with no trump the trick goes the right way.' },
  'resolve-stuck': { de: () => 'Stich entscheiden: Drehen hilft hier nicht.', en: () => 'Decide the trick: twiddling cannot help here.' },
  'next-hand': { de: () => 'Die nächste Hand geben.', en: () => 'Deal the next hand.' },
};

export default GONGOR_WHIST_REASONS;

/** No trial-game rating after the sentence: the bid names its chance itself. */
export const rating = false;
