/** What the Gongor Whist player says about a move, in English (src/i18n/players/gongor-whist.ts joins it to the German). */
import type { Reason } from '../../engine/core/player';
import type { GongorWhistReasonCode } from '../../engine/gongor-whist/players';
import { decktetCardName } from '../decktet-cards';
import { cardWords, num, type Sayings } from '../reason-words';

const { card } = cardWords('en', decktetCardName, 'the card');
const need = (r: Reason) => (num(r, 'need') === 1 ? '1 more trick needed' : `${num(r, 'need')} more tricks needed`);

const GONGOR_WHIST_EN: Sayings<GongorWhistReasonCode> = {
  'bid-best-odds': (r) => `Bid ${num(r, 'n')}: of the open bids, the best chance of making it exactly${typeof r.params?.chance === 'number' ? ` (${num(r, 'chance')}%)` : ''}.`,
  'win-cheapest': (r) => `${card(r)} on ${card(r, 1)}: the cheapest card that wins the trick (${need(r)}).`,
  'throw-cheapest': (r) => `${card(r)}: no allowed card wins, so the cheapest (${need(r)}).`,
  'lose-dearest': (r) => `${card(r)} on ${card(r, 1)}: the bid is reached; the dearest card that loses the trick.`,
  'win-anyway': (r) => `${card(r)}: the bid is reached, but every allowed card wins; so the cheapest.`,
  keep: () => 'Decide the trick: it goes the way it should.',
  'twiddle-gamble': () => 'Twiddle: the trick is going the wrong way, and Aces are left in the stack.',
  'twiddle-no-trump': () => 'Twiddle: with no trump the trick goes the right way.',
  'resolve-stuck': () => 'Decide the trick: twiddling cannot help here.',
  'next-hand': () => 'Deal the next hand.',
};

export default GONGOR_WHIST_EN;
