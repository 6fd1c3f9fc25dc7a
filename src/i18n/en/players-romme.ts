/** What the Rommé players say about a move, in English (src/i18n/players/romme.ts joins it to the German). */
import type { Reason } from '../../engine/core/player';
import type { RommeReasonCode } from '../../engine/romme/players';
import { meldCardName } from '../french-cards';
import { cardsOf, cardWords, num, outs, type Sayings } from '../reason-words';

const { card, cards } = cardWords('en', meldCardName, 'this card');
/** A lay-off's cards, the first `count` of the reason's cards, and the meld they go to, the rest. */
const layOff = (r: Reason, count: number) => `Lay off ${cards(cardsOf(r).slice(0, count))} on ${cards(cardsOf(r).slice(count))}`;

const ROMME_EN: Sayings<RommeReasonCode> = {
  'take-completes': (r) => [`The ${card(r)} from the discard pile`, `it completes ${cards(cardsOf(r).slice(1))}.`],
  'take-joker': () => ['The joker from the discard pile', 'a joker fits any meld.'],
  'take-discard': (r) => [`The ${card(r)} from the discard pile`, 'it goes with cards in hand.'],
  'draw-stock': (r) => (cardsOf(r).length ? ['Draw from the stock', `the ${card(r)} on the discard pile does not help the hand.`] : 'Draw from the stock.'),
  'first-meld': (r) => [`First meld with ${cards(cardsOf(r))}`, `${num(r, 'value')} points, ${num(r, 'minimum', 40)} needed.`],
  meld: (r) => [`Meld ${cards(cardsOf(r))}`, 'cards on the table cost no penalty points at the end.'],
  'go-out': (r) => `Go out with ${cards(cardsOf(r))}.`,
  'lay-off': (r) => [layOff(r, num(r, 'count', 1)), 'one card fewer in hand.'],
  'lay-off-joker': (r) => [layOff(r, num(r, 'count', 2)), 'a joker costs 20 points in hand.'],
  'exchange-joker': (r) => [`Swap the ${card(r)} for the joker`, 'with the joker in hand more can be melded.'],
  // `hidden`: said of a computer seat whose hand the reader does not see, so nothing of that hand (publicReason)
  'discard-least-useful': (r) => [
    `Discard the ${card(r)}`,
    `the card least likely to help${num(r, 'hidden', 0) ? '' : `; ${num(r, 'joker', 0) ? 'with the joker in hand every card is one card from a meld' : outs('en', num(r, 'outs'))}`}.`,
  ],
  'discard-last': (r) => `Discard the last card, the ${card(r)}, and go out.`,
  call: (r) => [`Call “Rommé mit ${num(r, 'limit', 7)}”`, `at most ${num(r, 'limit', 7)} points stay in hand.`],
  'one-suit': () => ['Show ten cards of one suit', 'that wins the deal at once.'],
  done: () => ['Done', 'nothing more to meld or lay off.'],
  'next-deal': () => 'Deal the next hand.',
};

export default ROMME_EN;
