/**
 * What the Conquian players say about a move, in German and English: one
 * sentence per reason code (keyed by the game's code union, so a missing
 * sentence is a compile error). src/i18n/players.ts finds this file by the
 * game's slug.
 */
import type { ConquianReasonCode } from '../../engine/conquian/players';
import { frenchCardName } from '../french-cards';
import { cardsOf, cardWords, num, outs, type Sentence } from '../reason-words';

const { card: cq, cards: cqList } = cardWords(frenchCardName, { de: 'die Karte', en: 'the card' });

export const CONQUIAN_REASONS: Readonly<Record<ConquianReasonCode, Sentence>> = {
  'go-out': {
    de: (r) => [`Ausmachen mit ${cqList('de', cardsOf(r))}`, 'Elf Karten liegen aus.'],
    en: (r) => [`Go out with ${cqList('en', cardsOf(r))}`, 'eleven cards are down.'],
  },
  'meld-centre': {
    de: (r) => [`${cq('de', r)} nehmen und mit ${cqList('de', cardsOf(r).slice(1))} auslegen`, 'Die Auslage kommt den elf Karten näher.'],
    en: (r) => [`Take the ${cq('en', r)} and meld it with ${cqList('en', cardsOf(r).slice(1))}`, 'the melds come closer to eleven cards.'],
  },
  'meld-forced': {
    de: (r) => `${cq('de', r)} muss angelegt werden; sie kommt zu ${cqList('de', cardsOf(r).slice(1))}.`,
    en: (r) => `The ${cq('en', r)} must be added; it joins ${cqList('en', cardsOf(r).slice(1))}.`,
  },
  'meld-hand': { de: (r) => `Handkarten auslegen: ${cqList('de', cardsOf(r))}.`, en: (r) => `Meld from hand: ${cqList('en', cardsOf(r))}.` },
  decline: {
    de: (r) => [`${cq('de', r)} ablehnen`, r.params?.hidden ? 'Sie hilft nicht genug.' : r.params?.could ? 'Auslegen ginge, aber die Hand müsste dafür eine bessere Karte hergeben.' : 'Sie passt zu nichts auf der Hand.'],
    en: (r) => [`Decline the ${cq('en', r)}`, r.params?.hidden ? 'it does not help enough.' : r.params?.could ? 'it could be melded, but the hand would have to give up a better card.' : 'it fits nothing in hand.'],
  },
  pass: { de: (r) => [`${cq('de', r)} weitergeben`, 'Sie hilft nicht.'], en: (r) => [`Pass the ${cq('en', r)}`, 'it does not help.'] },
  turn: { de: () => 'Die nächste Karte vom Stapel aufdecken.', en: () => 'Turn the next card of the stock.' },
  force: {
    de: (r) => [`Den Gegner zwingen, ${cq('de', r)} anzulegen`, 'Ablehnen darf er sie dann nicht mehr.'],
    en: (r) => [`Force the opponent to add the ${cq('en', r)}`, 'he may no longer decline it.'],
  },
  'no-force': { de: (r) => ['Nicht zwingen', `Der Gegner darf ${cq('de', r)} ablehnen.`], en: (r) => ['Do not force', `the opponent may decline the ${cq('en', r)}.`] },
  'discard-least-useful': {
    de: (r) => [`${cq('de', r)} abwerfen`, `die Karte, die am wenigsten helfen kann${num(r, 'hidden', 0) ? '' : `; ${outs('de', num(r, 'outs'))}`}.`],
    en: (r) => [`Discard the ${cq('en', r)}`, `the card least likely to help${num(r, 'hidden', 0) ? '' : `; ${outs('en', num(r, 'outs'))}`}.`],
  },
  'discard-safe': {
    de: (r) => [`${cq('de', r)} abwerfen`, 'Sie hilft wenig und passt nicht an die Auslage des Gegners.'],
    en: (r) => [`Discard the ${cq('en', r)}`, 'it is of little use and does not fit the opponent’s melds.'],
  },
};

export default CONQUIAN_REASONS;
