/** What the Conquian players say about a move, in English (src/i18n/players/conquian.ts joins it to the German). */
import type { ConquianReasonCode } from '../../engine/conquian/players';
import { frenchCardName } from '../french-cards';
import { cardsOf, cardWords, num, outs, type Sayings } from '../reason-words';

const { card, cards } = cardWords('en', frenchCardName, 'the card');

const CONQUIAN_EN: Sayings<ConquianReasonCode> = {
  'go-out': (r) => [`Go out with ${cards(cardsOf(r))}`, 'eleven cards are down.'],
  'meld-centre': (r) => [`Take the ${card(r)} and meld it with ${cards(cardsOf(r).slice(1))}`, 'the melds come closer to eleven cards.'],
  'meld-forced': (r) => `The ${card(r)} must be added; it joins ${cards(cardsOf(r).slice(1))}.`,
  'meld-hand': (r) => `Meld from hand: ${cards(cardsOf(r))}.`,
  decline: (r) => [
    `Decline the ${card(r)}`,
    r.params?.hidden ? 'it does not help enough.' : r.params?.could ? 'it could be melded, but the hand would have to give up a better card.' : 'it fits nothing in hand.',
  ],
  pass: (r) => [`Pass the ${card(r)}`, 'it does not help.'],
  turn: () => 'Turn the next card of the stock.',
  force: (r) => [`Force the opponent to add the ${card(r)}`, 'he may no longer decline it.'],
  'no-force': (r) => ['Do not force', `the opponent may decline the ${card(r)}.`],
  'discard-least-useful': (r) => [`Discard the ${card(r)}`, `the card least likely to help${num(r, 'hidden', 0) ? '' : `; ${outs('en', num(r, 'outs'))}`}.`],
  'discard-safe': (r) => [`Discard the ${card(r)}`, 'it is of little use and does not fit the opponent’s melds.'],
};

export default CONQUIAN_EN;
