/**
 * What the Rommé players say about a move, in German and English: one
 * sentence per reason code (keyed by the game's code union, so a missing
 * sentence is a compile error). src/i18n/players.ts finds this file by the
 * game's slug.
 */
import type { RommeReasonCode } from '../../engine/romme/players';
import { meldCardName } from '../french-cards';
import { cardsOf, cardWords, num, outs, type Sentence } from '../reason-words';

const { card: rm, cards: rmList } = cardWords(meldCardName, { de: 'diese Karte', en: 'this card' });

export const ROMME_REASONS: Readonly<Record<RommeReasonCode, Sentence>> = {
  'take-completes': {
    de: (r) => [`${rm('de', r)} vom Ablagestapel`, `ergänzt ${rmList('de', cardsOf(r).slice(1))}.`],
    en: (r) => [`The ${rm('en', r)} from the discard pile`, `it completes ${rmList('en', cardsOf(r).slice(1))}.`],
  },
  'take-joker': { de: () => ['Den Joker vom Ablagestapel', 'Ein Joker passt in jede Kombination.'], en: () => ['The joker from the discard pile', 'a joker fits any meld.'] },
  'take-discard': {
    de: (r) => [`${rm('de', r)} vom Ablagestapel`, 'passt zu Karten auf der Hand.'],
    en: (r) => [`The ${rm('en', r)} from the discard pile`, 'it goes with cards in hand.'],
  },
  'draw-stock': {
    de: (r) => (cardsOf(r).length ? ['Vom Stapel ziehen', `${rm('de', r)} auf dem Ablagestapel hilft der Hand nicht.`] : 'Vom Stapel ziehen.'),
    en: (r) => (cardsOf(r).length ? ['Draw from the stock', `the ${rm('en', r)} on the discard pile does not help the hand.`] : 'Draw from the stock.'),
  },
  'first-meld': {
    de: (r) => [`Erstes Auslegen mit ${rmList('de', cardsOf(r))}`, `${num(r, 'value')} Punkte, nötig sind ${num(r, 'minimum', 40)}.`],
    en: (r) => [`First meld with ${rmList('en', cardsOf(r))}`, `${num(r, 'value')} points, ${num(r, 'minimum', 40)} needed.`],
  },
  meld: {
    de: (r) => [`${rmList('de', cardsOf(r))} auslegen`, 'Ausgelegte Karten zählen am Ende nicht als Strafpunkte.'],
    en: (r) => [`Meld ${rmList('en', cardsOf(r))}`, 'cards on the table cost no penalty points at the end.'],
  },
  'go-out': { de: (r) => `Ausmachen mit ${rmList('de', cardsOf(r))}.`, en: (r) => `Go out with ${rmList('en', cardsOf(r))}.` },
  'lay-off': {
    de: (r) => [`${rmList('de', cardsOf(r).slice(0, num(r, 'count', 1)))} an ${rmList('de', cardsOf(r).slice(num(r, 'count', 1)))} anlegen`, 'eine Karte weniger auf der Hand.'],
    en: (r) => [`Lay off ${rmList('en', cardsOf(r).slice(0, num(r, 'count', 1)))} on ${rmList('en', cardsOf(r).slice(num(r, 'count', 1)))}`, 'one card fewer in hand.'],
  },
  'lay-off-joker': {
    de: (r) => [`${rmList('de', cardsOf(r).slice(0, num(r, 'count', 2)))} an ${rmList('de', cardsOf(r).slice(num(r, 'count', 2)))} anlegen`, 'Der Joker kostet auf der Hand 20 Punkte.'],
    en: (r) => [`Lay off ${rmList('en', cardsOf(r).slice(0, num(r, 'count', 2)))} on ${rmList('en', cardsOf(r).slice(num(r, 'count', 2)))}`, 'a joker costs 20 points in hand.'],
  },
  'exchange-joker': {
    de: (r) => [`${rm('de', r)} gegen den Joker tauschen`, 'Mit dem Joker auf der Hand lässt sich mehr auslegen.'],
    en: (r) => [`Swap the ${rm('en', r)} for the joker`, 'with the joker in hand more can be melded.'],
  },
  // `hidden`: said of a computer seat whose hand the reader does not see, so nothing of that hand (publicReason)
  'discard-least-useful': {
    de: (r) => [`${rm('de', r)} abwerfen`, `die Karte, die am wenigsten helfen kann${num(r, 'hidden', 0) ? '' : `; ${num(r, 'joker', 0) ? 'mit dem Joker auf der Hand fehlt jeder Karte nur eine zur Kombination' : outs('de', num(r, 'outs'))}`}.`],
    en: (r) => [`Discard the ${rm('en', r)}`, `the card least likely to help${num(r, 'hidden', 0) ? '' : `; ${num(r, 'joker', 0) ? 'with the joker in hand every card is one card from a meld' : outs('en', num(r, 'outs'))}`}.`],
  },
  'discard-last': { de: (r) => `${rm('de', r)} als letzte Karte abwerfen und ausmachen.`, en: (r) => `Discard the last card, the ${rm('en', r)}, and go out.` },
  call: {
    de: (r) => [`„Rommé mit ${num(r, 'limit', 7)}“ ansagen`, `Auf der Hand bleiben höchstens ${num(r, 'limit', 7)} Punkte.`],
    en: (r) => [`Call “Rommé mit ${num(r, 'limit', 7)}”`, `at most ${num(r, 'limit', 7)} points stay in hand.`],
  },
  'one-suit': { de: () => ['Zehn Karten einer Farbe zeigen', 'Das beendet das Spiel als Sieger.'], en: () => ['Show ten cards of one suit', 'that wins the deal at once.'] },
  done: { de: () => ['Fertig', 'Es bleibt nichts mehr auszulegen oder anzulegen.'], en: () => ['Done', 'nothing more to meld or lay off.'] },
  'next-deal': { de: () => 'Das nächste Spiel geben.', en: () => 'Deal the next hand.' },
};

export default ROMME_REASONS;
