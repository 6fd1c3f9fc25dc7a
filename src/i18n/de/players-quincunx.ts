/** What the Quincunx players say about a move, in German (src/i18n/players/quincunx.ts joins it to the English). */
import type { Reason } from '../../engine/core/player';
import type { QuincunxReasonCode } from '../../engine/quincunx/players';
import { decktetCardName } from '../decktet-cards';
import { cardWords, num, pointsNum, str, type Sayings } from '../reason-words';

const { card } = cardWords('de', decktetCardName, 'die Karte');
/** The card and where it goes: "die Sonne-Drei auf C3". */
const placed = (r: Reason) => `${card(r)} auf ${str(r, 'cell')}`;

const QUINCUNX_DE: Sayings<QuincunxReasonCode> = {
  // "Warum: bringt 23 Punkte." – the bare "Warum: 23 Punkte." said little to a newcomer; the rule link after it names
  // the scoring (Straßenbonus, …)
  'most-points': (r) => [placed(r), `bringt ${pointsNum(num(r, 'points'))} Punkte.`],
  draws: (r) => [placed(r), `${num(r, 'draws', 1) === 1 ? 'eine Karte' : `${num(r, 'draws')} Karten`} nachziehen.`],
  'least-loss': (r) => [placed(r), `Jede Karte kostet hier Punkte, diese am wenigsten (${pointsNum(num(r, 'points'))}).`],
  'no-points': (r) => [placed(r), 'bringt keine Punkte und kostet keine.'],
  'next-round': () => 'Die nächste Runde geben.',
};

export default QUINCUNX_DE;
