/** What the Quincunx players say about a move, in English (src/i18n/players/quincunx.ts joins it to the German). */
import type { Reason } from '../../engine/core/player';
import type { QuincunxReasonCode } from '../../engine/quincunx/players';
import { decktetCardName } from '../decktet-cards';
import { cardWords, num, pointsNum, str, type Sayings } from '../reason-words';

const { card } = cardWords('en', decktetCardName, 'the card');
/** The card and where it goes: "the Three of Suns on C3". */
const placed = (r: Reason) => `${card(r)} on ${str(r, 'cell')}`;

const QUINCUNX_EN: Sayings<QuincunxReasonCode> = {
  'most-points': (r) => [placed(r), `it scores ${pointsNum(num(r, 'points'))} points.`],
  draws: (r) => [placed(r), `draw ${num(r, 'draws', 1) === 1 ? 'a card' : `${num(r, 'draws')} cards`}.`],
  'least-loss': (r) => [placed(r), `every card costs points here, this one the least (${pointsNum(num(r, 'points'))}).`],
  'no-points': (r) => [placed(r), 'it scores nothing and costs nothing.'],
  'next-round': () => 'Deal the next round.',
};

export default QUINCUNX_EN;
