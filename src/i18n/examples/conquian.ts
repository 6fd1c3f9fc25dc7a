/**
 * Titles and step captions of the worked Conquian examples, in both page
 * languages. The positions, moves and expected answers are engine data
 * (src/engine/conquian/examples.ts); tests hold one caption per step here.
 */
import type { Lang } from '../ui';
import type { ExampleText } from './types';

export const CONQUIAN_EXAMPLE_TEXT: Readonly<Record<Lang, Readonly<Record<string, ExampleText>>>> = {
  de: {
    'forced-king': {
      title: 'Erzwungenes Anlegen des ♥K',
      steps: [
        'A wirft den ♥K ab. Er passt ohne Handkarte an Bs Herz-Folge, also darf A verlangen, dass B ihn nimmt.',
        'A verlangt das Anlegen.',
        'B kann nicht ablehnen.',
        'B legt den ♥K an die Folge: ♥6-7-B-D-K, neun Karten liegen aus.',
        'B muss ein Ass abwerfen und behält das ♦A. Sofort ausmachen kann B jetzt nur noch mit der ♦2: ♦A-2-3 mit der ♦3 aus dem Dreier-Satz, der als ♣3 ♠3 ♥3 gültig bleibt. Später geht es auch noch: erst die ♥5 anlegen und das Ass abwerfen, dann in einem späteren Zug mit der ♥4 ausmachen.',
      ],
    },
    'rearrange-sixes': {
      title: 'Umlegen: drei Sechsen',
      steps: ['Die ♣6 wandert aus der Folge in einen Satz mit ♦6 und ♥6; ♣3-4-5 bleibt eine gültige Folge.'],
    },
    'rearrange-fours': {
      title: 'Umlegen: drei Vieren geht nicht',
      steps: ['Ohne die ♣4 bleiben die ♣3 allein und ♣5-6 als bloß zwei Karten: keine gültigen Kombinationen.'],
    },
    'spade-jacks': {
      title: '♠5 an ♠6-7-B, dazu drei Buben',
      steps: ['Die selbst aufgedeckte ♠5 kommt an die Folge, der ♠B geht zu den zwei Buben aus der Hand.'],
    },
    'going-out': {
      title: 'Ausmachen mit elf Karten',
      steps: ['Mit dem ♠K und allen drei Handkarten liegen elf Karten aus (4+4+3): A macht aus und gewinnt, ohne abzuwerfen.'],
    },
    'ten-not-out': {
      title: 'Zehn ausgelegt heißt nicht ausgemacht',
      steps: [
        'Zehn Karten liegen aus, eine bleibt in der Hand.',
        'Die letzte Handkarte wird abgeworfen: Das ist kein Sieg, das Spiel geht mit leerer Hand weiter.',
        'B lehnt die ♠7 ab.',
        'B deckt die ♠D vom Stapel auf.',
        'B gibt sie weiter.',
        'A kann die ♠D nicht brauchen.',
        'A deckt die ♣5 auf. Sie passt ohne Handkarte, also darf B das Anlegen verlangen.',
        'B verzichtet.',
        'A legt die elfte Karte an und macht aus.',
      ],
    },
    order: {
      title: 'Reihenfolge A-2-…-7-B-D-K',
      steps: ['D-K-A ist keine Folge: Das Ass ist nur niedrig.', 'Farben gemischt: weder Satz noch Folge.', 'A gibt das ♠A weiter.'],
    },
    'stock-out': {
      title: 'Stapel erschöpft',
      steps: ['Der Stapel ist leer, und A lehnt ab: Die Partie endet unentschieden. Dass die nächste Partie dann doppelt zählt, ist ein verbreiteter Brauch, keine Regel des Spiels.'],
    },
  },
  en: {
    'forced-king': {
      title: 'The forced ♥K',
      steps: [
        'A discards the ♥K. It fits B\'s heart run without any hand card, so A may insist that B takes it.',
        'A forces the add.',
        'B cannot refuse.',
        'B adds the ♥K to the run: ♥6-7-J-Q-K, nine cards melded.',
        'B must discard an Ace and keeps the ♦A. Now only the ♦2 takes B out at once: ♦A-2-3, using the ♦3 from the set of threes, which stays valid as ♣3 ♠3 ♥3. A slower way remains: lay off the ♥5 and discard the Ace, then go out with the ♥4 on a later turn.',
      ],
    },
    'rearrange-sixes': {
      title: 'Rearranging: three sixes',
      steps: ['The ♣6 leaves the run for a set with ♦6 and ♥6; ♣3-4-5 remains a valid run.'],
    },
    'rearrange-fours': {
      title: 'Rearranging: three fours fails',
      steps: ['Without the ♣4, the ♣3 is left alone and ♣5-6 are only two cards: not valid combinations.'],
    },
    'spade-jacks': {
      title: '♠5 onto ♠6-7-J, plus three Jacks',
      steps: ['The ♠5 you turned joins the run; the ♠J moves over to the two Jacks from hand.'],
    },
    'going-out': {
      title: 'Going out with eleven cards',
      steps: ['With the ♠K and all three hand cards, eleven cards are melded (4+4+3): A goes out and wins, with no discard.'],
    },
    'ten-not-out': {
      title: 'Ten melded is not out',
      steps: [
        'Ten cards are melded and one stays in hand.',
        'The last hand card is discarded: that is not a win; play goes on with an empty hand.',
        'B declines the ♠7.',
        'B turns the ♠Q from the stock.',
        'B passes it on.',
        'A has no use for the ♠Q.',
        'A turns the ♣5. It fits without a hand card, so B may force it.',
        'B does not force.',
        'A lays off the eleventh card and goes out.',
      ],
    },
    order: {
      title: 'Order A-2-…-7-J-Q-K',
      steps: ['Q-K-A is no run: the Ace is low only.', 'Mixed suits: neither set nor run.', 'A passes the ♠A on.'],
    },
    'stock-out': {
      title: 'Stock exhausted',
      steps: ['The stock is empty and A declines: the deal is a draw. That the next deal then counts double is a common custom, not a rule of the game.'],
    },
  },
};
