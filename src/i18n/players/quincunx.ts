/**
 * What the Quincunx players say about a move, in German and English: one
 * sentence per reason code (keyed by the game's code union, so a missing
 * sentence is a compile error). src/i18n/players.ts finds this file by the
 * game's slug.
 */
import type { Reason } from '../../engine/core/player';
import type { QuincunxReasonCode } from '../../engine/quincunx/players';
import { num, str, type Sentence } from '../reason-words';
import { dk } from '../reason-words-decktet';

const cell = (r: Reason) => str(r, 'cell');
const pts = (n: number) => (n < 0 ? `−${-n}` : String(n));

export const QUINCUNX_REASONS: Readonly<Record<QuincunxReasonCode, Sentence>> = {
  'most-points': {
    // "Warum: bringt 23 Punkte." – the bare "Warum: 23 Punkte." said little to a newcomer; the rule link after it names
    // the scoring (Straßenbonus, …)
    de: (r) => [`${dk('de', r)} auf ${cell(r)}`, `bringt ${pts(num(r, 'points'))} Punkte.`],
    en: (r) => [`${dk('en', r)} on ${cell(r)}`, `it scores ${pts(num(r, 'points'))} points.`],
  },
  draws: {
    de: (r) => [`${dk('de', r)} auf ${cell(r)}`, `${num(r, 'draws', 1) === 1 ? 'eine Karte' : `${num(r, 'draws')} Karten`} nachziehen.`],
    en: (r) => [`${dk('en', r)} on ${cell(r)}`, `draw ${num(r, 'draws', 1) === 1 ? 'a card' : `${num(r, 'draws')} cards`}.`],
  },
  'least-loss': {
    de: (r) => [`${dk('de', r)} auf ${cell(r)}`, `Jede Karte kostet hier Punkte, diese am wenigsten (${pts(num(r, 'points'))}).`],
    en: (r) => [`${dk('en', r)} on ${cell(r)}`, `every card costs points here, this one the least (${pts(num(r, 'points'))}).`],
  },
  'no-points': {
    de: (r) => [`${dk('de', r)} auf ${cell(r)}`, 'bringt keine Punkte und kostet keine.'],
    en: (r) => [`${dk('en', r)} on ${cell(r)}`, 'it scores nothing and costs nothing.'],
  },
  'next-round': { de: () => 'Die nächste Runde geben.', en: () => 'Deal the next round.' },
};

export default QUINCUNX_REASONS;
