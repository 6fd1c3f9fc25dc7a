/** What the Conquian players say about a move, in German (src/i18n/players/conquian.ts joins it to the English). */
import type { ConquianReasonCode } from '../../engine/conquian/players';
import { frenchCardName } from '../french-cards';
import { cardsOf, cardWords, num, outs, type Sayings } from '../reason-words';

const { card, cards } = cardWords('de', frenchCardName, 'die Karte');

const CONQUIAN_DE: Sayings<ConquianReasonCode> = {
  'go-out': (r) => [`Ausmachen mit ${cards(cardsOf(r))}`, 'Elf Karten liegen aus.'],
  'meld-centre': (r) => [`${card(r)} nehmen und mit ${cards(cardsOf(r).slice(1))} auslegen`, 'Die Auslage kommt den elf Karten näher.'],
  'meld-forced': (r) => `${card(r)} muss angelegt werden; sie kommt zu ${cards(cardsOf(r).slice(1))}.`,
  'meld-hand': (r) => `Handkarten auslegen: ${cards(cardsOf(r))}.`,
  decline: (r) => [
    `${card(r)} ablehnen`,
    r.params?.hidden ? 'Sie hilft nicht genug.' : r.params?.could ? 'Auslegen ginge, aber die Hand müsste dafür eine bessere Karte hergeben.' : 'Sie passt zu nichts auf der Hand.',
  ],
  pass: (r) => [`${card(r)} weitergeben`, 'Sie hilft nicht.'],
  turn: () => 'Die nächste Karte vom Stapel aufdecken.',
  force: (r) => [`Den Gegner zwingen, ${card(r)} anzulegen`, 'Ablehnen darf er sie dann nicht mehr.'],
  'no-force': (r) => ['Nicht zwingen', `Der Gegner darf ${card(r)} ablehnen.`],
  'discard-least-useful': (r) => [`${card(r)} abwerfen`, `die Karte, die am wenigsten helfen kann${num(r, 'hidden', 0) ? '' : `; ${outs('de', num(r, 'outs'))}`}.`],
  'discard-safe': (r) => [`${card(r)} abwerfen`, 'Sie hilft wenig und passt nicht an die Auslage des Gegners.'],
};

export default CONQUIAN_DE;
