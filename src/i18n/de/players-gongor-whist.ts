/** What the Gongor Whist player says about a move, in German (src/i18n/players/gongor-whist.ts joins it to the English). */
import type { Reason } from '../../engine/core/player';
import type { GongorWhistReasonCode } from '../../engine/gongor-whist/players';
import { decktetCardName } from '../decktet-cards';
import { cardWords, num, type Sayings } from '../reason-words';

const { card } = cardWords('de', decktetCardName, 'die Karte');
const need = (r: Reason) => (num(r, 'need') === 1 ? 'noch 1 Stich nötig' : `noch ${num(r, 'need')} Stiche nötig`);

const GONGOR_WHIST_DE: Sayings<GongorWhistReasonCode> = {
  'bid-best-odds': (r) =>
    `${num(r, 'n')} bieten: unter den offenen Geboten die beste Aussicht, es genau zu treffen${typeof r.params?.chance === 'number' ? ` (${num(r, 'chance')}\u00a0%)` : ''}.`,
  'win-cheapest': (r) => `${card(r)} auf ${card(r, 1)}: die billigste Karte, die den Stich gewinnt (${need(r)}).`,
  'throw-cheapest': (r) => `${card(r)}: Keine erlaubte Karte gewinnt, also die billigste (${need(r)}).`,
  'lose-dearest': (r) => `${card(r)} auf ${card(r, 1)}: Das Gebot ist erreicht; die teuerste Karte, die den Stich verliert.`,
  'win-anyway': (r) => `${card(r)}: Das Gebot ist erreicht, aber jede erlaubte Karte gewinnt; also die billigste.`,
  keep: () => 'Stich entscheiden: Er geht so, wie er soll.',
  'twiddle-gamble': () => 'Am Trumpf drehen: Der Stich geht falsch, und im Ass-Stapel liegen noch Asse.',
  'twiddle-no-trump': () => 'Am Trumpf drehen: Ohne Trumpf geht der Stich richtig.',
  'resolve-stuck': () => 'Stich entscheiden: Drehen hilft hier nicht.',
  'next-hand': () => 'Die nächste Hand geben.',
};

export default GONGOR_WHIST_DE;
