/** What the Rommé players say about a move, in German (src/i18n/players/romme.ts joins it to the English). */
import type { Reason } from '../../engine/core/player';
import type { RommeReasonCode } from '../../engine/romme/players';
import { meldCardName } from '../french-cards';
import { cardsOf, cardWords, num, outs, type Sayings } from '../reason-words';

const { card, cards } = cardWords('de', meldCardName, 'diese Karte');
/** A lay-off's cards, the first `count` of the reason's cards, and the meld they go to, the rest. */
const layOff = (r: Reason, count: number) =>
  `${cards(cardsOf(r).slice(0, count))} an ${cards(cardsOf(r).slice(count))} anlegen`;

const ROMME_DE: Sayings<RommeReasonCode> = {
  'take-completes': (r) => [`${card(r)} vom Ablagestapel`, `ergänzt ${cards(cardsOf(r).slice(1))}.`],
  'take-joker': () => ['Den Joker vom Ablagestapel', 'Ein Joker passt in jede Kombination.'],
  'take-discard': (r) => [`${card(r)} vom Ablagestapel`, 'passt zu Karten auf der Hand.'],
  'draw-stock': (r) => (cardsOf(r).length ? ['Vom Stapel ziehen', `${card(r)} auf dem Ablagestapel hilft der Hand nicht.`] : 'Vom Stapel ziehen.'),
  'first-meld': (r) => [`Erstes Auslegen mit ${cards(cardsOf(r))}`, `${num(r, 'value')} Punkte, nötig sind ${num(r, 'minimum', 40)}.`],
  meld: (r) => [`${cards(cardsOf(r))} auslegen`, 'Ausgelegte Karten zählen am Ende nicht als Strafpunkte.'],
  'go-out': (r) => `Ausmachen mit ${cards(cardsOf(r))}.`,
  'lay-off': (r) => [layOff(r, num(r, 'count', 1)), 'eine Karte weniger auf der Hand.'],
  'lay-off-joker': (r) => [layOff(r, num(r, 'count', 2)), 'Der Joker kostet auf der Hand 20 Punkte.'],
  'exchange-joker': (r) => [`${card(r)} gegen den Joker tauschen`, 'Mit dem Joker auf der Hand lässt sich mehr auslegen.'],
  // `hidden`: said of a computer seat whose hand the reader does not see, so nothing of that hand (publicReason)
  'discard-least-useful': (r) => [
    `${card(r)} abwerfen`,
    `die Karte, die am wenigsten helfen kann${num(r, 'hidden', 0) ? '' : `; ${num(r, 'joker', 0) ? 'mit dem Joker auf der Hand fehlt jeder Karte nur eine zur Kombination' : outs('de', num(r, 'outs'))}`}.`,
  ],
  'discard-last': (r) => `${card(r)} als letzte Karte abwerfen und ausmachen.`,
  call: (r) => [`„Rommé mit ${num(r, 'limit', 7)}“ ansagen`, `Auf der Hand bleiben höchstens ${num(r, 'limit', 7)} Punkte.`],
  'one-suit': () => ['Zehn Karten einer Farbe zeigen', 'Das beendet das Spiel als Sieger.'],
  done: () => ['Fertig', 'Es bleibt nichts mehr auszulegen oder anzulegen.'],
  'next-deal': () => 'Das nächste Spiel geben.',
};

export default ROMME_DE;
