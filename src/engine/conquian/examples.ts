/**
 * Worked Conquian examples as data. Each step is a move in text notation
 * (see notation.ts) with captions in German and English and what the engine
 * must answer. Tests replay every example and check every expectation.
 */
import type { Phase, Player, Position } from './engine';
import type { ConquianRuleId } from './rules';
import type { Caption } from '../core/text';

export type { Caption } from '../core/text';

export interface StepExpectation {
  /** true: the move is legal; otherwise the rule the violation must name. */
  readonly ok: true | ConquianRuleId;
  readonly phase?: Phase;
  readonly meldSize?: readonly [Player, number];
  readonly handSize?: readonly [Player, number];
  readonly result?: { readonly kind: 'win'; readonly winner: Player } | { readonly kind: 'draw'; readonly doublesNext: boolean } | null;
  /** Centre cards that would let the player go out after this step (engine's answer). */
  readonly winningCards?: readonly [Player, readonly string[]];
  /** Whether any legal meld move (after this step) uses all these hand cards. */
  readonly canMeldWith?: readonly [readonly string[], boolean];
}

export interface ExampleStep {
  readonly move: string;
  readonly caption: Caption;
  readonly expect: StepExpectation;
}

export interface ConquianExample {
  readonly id: string;
  readonly title: Caption;
  readonly position: Position;
  /** Checked before the first move. */
  readonly initial?: Omit<StepExpectation, 'ok'>;
  readonly steps: readonly ExampleStep[];
  /** Single combinations and whether they are valid (order rules). */
  readonly combos?: readonly { readonly cards: string; readonly valid: boolean }[];
}

export const CONQUIAN_EXAMPLES: readonly ConquianExample[] = [
  {
    id: 'forced-king',
    title: { de: 'Erzwungenes Anlegen des ♥K', en: 'The forced ♥K' },
    position: {
      hands: [['Kh', '2c', '5s'], ['Ad', 'As']],
      melds: [[], [['3c', '3s', '3h', '3d'], ['6h', '7h', 'Jh', 'Qh']]],
      current: 0,
      phase: 'discard',
    },
    initial: { winningCards: [1, ['Ac', 'Ah']] },
    steps: [
      {
        move: 'discard Kh',
        caption: {
          de: 'A wirft ♥K ab. Die Karte passt ohne Handkarte an Bs Herz-Folge, also darf A das Anlegen verlangen.',
          en: 'A discards ♥K. It fits B\'s heart run without any hand card, so A may insist that B takes it.',
        },
        expect: { ok: true, phase: 'forceCheck' },
      },
      {
        move: 'force',
        caption: { de: 'A verlangt das Anlegen.', en: 'A forces the add.' },
        expect: { ok: true, phase: 'forced' },
      },
      {
        move: 'decline',
        caption: { de: 'B kann nicht ablehnen.', en: 'B cannot refuse.' },
        expect: { ok: 'forced-add' },
      },
      {
        move: 'meld | 3c 3s 3h 3d / 6h 7h Jh Qh Kh',
        caption: { de: 'B legt ♥K an die Folge: ♥6-7-B-D-K, neun Karten ausgelegt.', en: 'B adds ♥K to the run: ♥6-7-J-Q-K, nine cards melded.' },
        expect: { ok: true, phase: 'discard', meldSize: [1, 9], handSize: [1, 2] },
      },
      {
        move: 'discard As',
        caption: {
          de: 'B muss ein Ass abwerfen und behält ♦A. Nun bringt B nur noch ♦2 hinaus: ♦A-2-3 mit der ♦3 aus dem Dreier-Satz, der dann als ♣3 ♠3 ♥3 gültig bleibt.',
          en: 'B must throw an Ace and keeps ♦A. Now only ♦2 takes B out: ♦A-2-3 using ♦3 from the set of threes, which stays valid as ♣3 ♠3 ♥3.',
        },
        expect: { ok: true, meldSize: [1, 9], handSize: [1, 1], winningCards: [1, ['2d']] },
      },
    ],
  },
  {
    id: 'rearrange-sixes',
    title: { de: 'Umlegen: drei Sechsen', en: 'Rearranging: three sixes' },
    position: {
      hands: [['6h', 'Kd', 'Qs', '2h', '7s', 'Jd'], ['Ac']],
      melds: [[['3c', '4c', '5c', '6c']], []],
      centre: { card: '6d', offeredBy: 1, turnedByCurrent: false },
      current: 0,
    },
    steps: [
      {
        move: 'meld 6h | 3c 4c 5c / 6d 6h 6c',
        caption: {
          de: 'Die ♣6 wandert aus der Folge in einen Satz mit ♦6 und ♥6; ♣3-4-5 bleibt eine gültige Folge.',
          en: 'The ♣6 leaves the run for a set with ♦6 and ♥6; ♣3-4-5 remains a valid run.',
        },
        expect: { ok: true, phase: 'discard', meldSize: [0, 6] },
      },
    ],
  },
  {
    id: 'rearrange-fours',
    title: { de: 'Umlegen: drei Vieren geht nicht', en: 'Rearranging: three fours fails' },
    position: {
      hands: [['4h', 'Kd', 'Qs', '2h', '7s', 'Jd'], ['Ac']],
      melds: [[['3c', '4c', '5c', '6c']], []],
      centre: { card: '4d', offeredBy: 1, turnedByCurrent: false },
      current: 0,
    },
    initial: { canMeldWith: [['4h'], false] },
    steps: [
      {
        move: 'meld 4h | 3c / 5c 6c / 4d 4h 4c',
        caption: {
          de: 'Ohne ♣4 bleiben ♣3 allein und ♣5-6 als bloß zwei Karten: keine gültige Kombination.',
          en: 'Without ♣4, ♣3 is left alone and ♣5-6 are only two cards: not valid combinations.',
        },
        expect: { ok: 'combinations' },
      },
    ],
  },
  {
    id: 'spade-jacks',
    title: { de: '♠5 an ♠6-7-B, dazu drei Buben', en: '♠5 onto ♠6-7-J, plus three Jacks' },
    position: {
      hands: [['Jh', 'Jd', '2c', 'Kd', 'Qc', '4h', 'Ah'], ['Ac']],
      melds: [[['6s', '7s', 'Js']], []],
      centre: { card: '5s', offeredBy: null, turnedByCurrent: true },
      current: 0,
      phase: 'turned',
    },
    steps: [
      {
        move: 'meld Jh Jd | 5s 6s 7s / Js Jh Jd',
        caption: {
          de: 'Die selbst aufgedeckte ♠5 kommt an die Folge, der ♠B geht zu den zwei Buben aus der Hand.',
          en: 'The ♠5 you turned joins the run; the ♠J moves over to the two Jacks from hand.',
        },
        expect: { ok: true, phase: 'discard', meldSize: [0, 6], handSize: [0, 5] },
      },
    ],
  },
  {
    id: 'going-out',
    title: { de: 'Hinausgehen mit elf Karten', en: 'Going out with eleven cards' },
    position: {
      hands: [['Kh', 'Kd', '4c'], ['Ad']],
      melds: [[['Ac', '2c', '3c'], ['5d', '5h', '5s', '5c']], []],
      centre: { card: 'Ks', offeredBy: 1, turnedByCurrent: false },
      current: 0,
    },
    initial: { winningCards: [0, ['Kc', 'Ks']] },
    steps: [
      {
        move: 'meld Kh Kd 4c | Ac 2c 3c 4c / 5d 5h 5s 5c / Kh Kd Ks',
        caption: {
          de: 'Mit der ♠K und allen drei Handkarten liegen elf Karten aus (4+4+3): gewonnen, ohne Abwurf.',
          en: 'With ♠K and all three hand cards, eleven cards are melded (4+4+3): a win, with no discard.',
        },
        expect: { ok: true, phase: 'over', meldSize: [0, 11], result: { kind: 'win', winner: 0 } },
      },
    ],
  },
  {
    id: 'ten-not-out',
    title: { de: 'Zehn ausgelegt ist nicht hinaus', en: 'Ten melded is not out' },
    position: {
      hands: [['Kh', 'Kd', '4c', '7s'], ['Ad', '2s']],
      melds: [[['Ac', '2c', '3c'], ['5d', '5h', '5s']], []],
      centre: { card: 'Ks', offeredBy: 1, turnedByCurrent: false },
      stock: ['Qs', '5c'],
      dead: ['6c', '7c', 'Jc', 'Qc', 'Kc', 'Ah', '2h', '3h', '4h', '6h', '7h', 'Jh', 'Qh', 'As', '3s', '4s', '6s', 'Js', 'Ks', '2d', '3d', '4d', '6d', '7d', 'Jd', 'Qd', 'Kd'].filter(
        (c) => !['Ks', 'Kd'].includes(c),
      ),
      current: 0,
    },
    steps: [
      {
        move: 'meld Kh Kd 4c | Ac 2c 3c 4c / 5d 5h 5s / Kh Kd Ks',
        caption: { de: 'Zehn Karten liegen aus, eine bleibt in der Hand.', en: 'Ten cards are melded and one stays in hand.' },
        expect: { ok: true, phase: 'discard', meldSize: [0, 10], handSize: [0, 1] },
      },
      {
        move: 'discard 7s',
        caption: {
          de: 'Die letzte Handkarte wird abgeworfen: Das ist kein Sieg, das Spiel geht mit leerer Hand weiter.',
          en: 'The last hand card is discarded: that is not a win; play goes on with an empty hand.',
        },
        expect: { ok: true, phase: 'offered', handSize: [0, 0], result: null },
      },
      { move: 'decline', caption: { de: 'B lehnt die ♠7 ab.', en: 'B declines the ♠7.' }, expect: { ok: true, phase: 'turn' } },
      { move: 'turn', caption: { de: 'B deckt die ♠D auf.', en: 'B turns the ♠Q.' }, expect: { ok: true, phase: 'turned' } },
      { move: 'pass', caption: { de: 'B gibt sie weiter.', en: 'B passes it on.' }, expect: { ok: true, phase: 'offered' } },
      { move: 'decline', caption: { de: 'A kann die ♠D nicht brauchen.', en: 'A has no use for the ♠Q.' }, expect: { ok: true, phase: 'turn' } },
      {
        move: 'turn',
        caption: {
          de: 'A deckt die ♣5 auf. Sie passt ohne Handkarte, also darf B das Anlegen verlangen.',
          en: 'A turns the ♣5. It fits without a hand card, so B may force it.',
        },
        expect: { ok: true, phase: 'forceCheck' },
      },
      { move: 'noforce', caption: { de: 'B verzichtet.', en: 'B does not force.' }, expect: { ok: true, phase: 'turned' } },
      {
        move: 'meld | Ac 2c 3c 4c 5c / 5d 5h 5s / Kh Kd Ks',
        caption: { de: 'A legt die elfte Karte an und gewinnt.', en: 'A lays off the eleventh card and wins.' },
        expect: { ok: true, phase: 'over', meldSize: [0, 11], result: { kind: 'win', winner: 0 } },
      },
    ],
  },
  {
    id: 'order',
    title: { de: 'Reihenfolge A-2-…-7-B-D-K', en: 'Order A-2-…-7-J-Q-K' },
    position: {
      hands: [['Qs', 'Ks', '6d', '7d', '2c', '4h', 'Jc', 'Ah', '2h', '5c'], []],
      centre: { card: 'As', offeredBy: null, turnedByCurrent: true },
      current: 0,
      phase: 'turned',
      firstTurn: true,
    },
    combos: [
      { cards: 'Ah 2h 3h', valid: true },
      { cards: '6d 7d Jd', valid: true },
      { cards: 'Qs Ks As', valid: false },
      { cards: 'Ks As 2s', valid: false },
      { cards: '5c 6c 7c Jc Qc Kc', valid: true },
    ],
    steps: [
      {
        move: 'meld Qs Ks | Qs Ks As',
        caption: { de: 'D-K-A ist keine Folge: Das Ass ist nur niedrig.', en: 'Q-K-A is no run: the Ace is low only.' },
        expect: { ok: 'sequence-order' },
      },
      {
        move: 'meld Ah 2h | Ah 2h As',
        caption: { de: 'Farben gemischt: weder Satz noch Folge.', en: 'Mixed suits: neither set nor run.' },
        expect: { ok: 'combinations' },
      },
      { move: 'pass', caption: { de: 'A gibt die ♠A weiter.', en: 'A passes the ♠A on.' }, expect: { ok: true, phase: 'offered' } },
    ],
  },
  {
    id: 'stock-out',
    title: { de: 'Talon erschöpft', en: 'Stock exhausted' },
    position: {
      hands: [['Kd', 'Qs'], ['Ad']],
      centre: { card: 'Kh', offeredBy: 1, turnedByCurrent: false },
      stock: [],
      current: 0,
    },
    steps: [
      {
        move: 'decline',
        caption: {
          de: 'Der Talon ist leer und A lehnt ab: unentschieden, das nächste Spiel zählt doppelt.',
          en: 'The stock is empty and A declines: a draw, and the next game counts double.',
        },
        expect: { ok: true, phase: 'over', result: { kind: 'draw', doublesNext: true } },
      },
    ],
  },
];
