/**
 * Worked Quincunx examples as data: a position in position notation, moves in
 * move notation, captions in German and English, and what the engine must
 * answer (points, draws, the breakdown's items with their cells). Vitest
 * replays every example (tests/quincunx/examples.test.ts); the islands show them.
 */
import type { Caption } from '../core/text';
import type { Phase, QuincunxResult } from './engine';
import type { QuincunxRuleId } from './rules';
import type { ScoreItem } from './scoring';

export interface ItemExpectation {
  readonly kind: ScoreItem['kind'];
  readonly points: number;
  readonly draws?: number;
  readonly rule?: QuincunxRuleId;
  /** The item's cells, in the engine's order. */
  readonly cells?: readonly string[];
}

export interface StepExpectation {
  /** true: the move is legal; otherwise the rule the violation must name. */
  readonly ok: true | QuincunxRuleId;
  /** The placement's total (sum of its items) and the draws it earns. */
  readonly points?: number;
  readonly draws?: number;
  /** Cards actually drawn. */
  readonly drawn?: number;
  /** The breakdown's items, complete and in order. */
  readonly items?: readonly ItemExpectation[];
  readonly totals?: readonly number[];
  readonly handSize?: readonly [number, number];
  readonly phase?: Phase;
  readonly result?: QuincunxResult | null;
}

export interface ExampleStep {
  readonly move: string;
  readonly caption: Caption;
  readonly expect: StepExpectation;
}

export interface QuincunxExample {
  readonly id: string;
  readonly title: Caption;
  /** Position notation (see notation.ts). */
  readonly position: string;
  /** Caption for the starting position. */
  readonly intro: Caption;
  readonly steps: readonly ExampleStep[];
}

export const QUINCUNX_EXAMPLES: readonly QuincunxExample[] = [
  {
    id: 'source-crowns',
    title: { de: 'Drei Karten auf einmal', en: 'Three cards at once' },
    position: 'options: 2p\nspread: CW@c2 AM@b3 AW@d3\nhand0: CS 4MS\nhand1: 5ML 6LK',
    intro: {
      de: 'Über dem freien Feld c3 liegt das Meer (Krone der Wellen), links das Ass der Monde, rechts das Ass der Wellen. Spieler A hält den Barden, die Krone der Sonnen.',
      en: 'Above the empty cell c3 lies the Sea (Crown of Waves); to its left the Ace of Moons, to its right the Ace of Waves. Player A holds the Bard, the Crown of Suns.',
    },
    steps: [
      {
        move: 'CS@c3',
        caption: {
          de: 'Krone und Ass ergeben zweimal 11, Krone und Krone 20: drei Karten nachziehen, aber kein Basispunkt. Die Regeln geben noch mehr: Barde und Meer sind beide Kronen, also ein Paar für 5 Punkte. Ein Machtspiel gibt es nicht, denn keine der Nachbarkarten trägt Sonnen.',
          en: 'Crown and Ace make 11 twice and Crown and Crown make 20: three cards to draw, but no basic points. The rules give more than that: the Bard and the Sea are both Crowns, a pair worth 5. There is no power play, since no neighbour carries Suns.',
        },
        expect: {
          ok: true, points: 5, draws: 3, drawn: 3, handSize: [0, 4], totals: [5, 0],
          items: [
            { kind: 'basic', rule: 'draw', points: 0, draws: 1, cells: ['c3', 'c2'] },
            { kind: 'basic', rule: 'draw', points: 0, draws: 1, cells: ['c3', 'b3'] },
            { kind: 'basic', rule: 'draw', points: 0, draws: 1, cells: ['c3', 'd3'] },
            { kind: 'pair', rule: 'pair-bonus', points: 5, cells: ['c3', 'c2'] },
          ],
        },
      },
    ],
  },
  {
    id: 'pair',
    title: { de: 'Ein Paar', en: 'A pair' },
    position: 'options: 2p\nspread: 6MW@b2\nhand0: 6LK 2WL\nhand1: 5ML 9WY',
    intro: {
      de: 'Auf b2 liegt der Mondsüchtige, eine 6. Spieler A hält den Markt, ebenfalls eine 6.',
      en: 'The Lunatic, a 6, lies on b2. Player A holds the Market, another 6.',
    },
    steps: [
      {
        move: '6LK@c2',
        caption: {
          de: '6 + 6 = 12 bringt 2 Basispunkte; der gleiche Rang daneben gibt 5 Punkte Paarbonus. Zusammen 7.',
          en: '6 + 6 = 12 gives 2 basic points; the same rank alongside adds the 5-point pair bonus. 7 in all.',
        },
        expect: {
          ok: true, points: 7, draws: 0,
          items: [
            { kind: 'basic', rule: 'basic-scoring', points: 2, cells: ['c2', 'b2'] },
            { kind: 'pair', rule: 'pair-bonus', points: 5, cells: ['c2', 'b2'] },
          ],
        },
      },
    ],
  },
  {
    id: 'sequence',
    title: { de: 'Eine Straße', en: 'A sequence' },
    position: 'options: 2p\nspread: 2MK@a2 3MW@b2\nhand0: 4YK 2WL\nhand1: 5ML 9WY',
    intro: {
      de: 'In Reihe 2 liegen der Autor (2) und die Reise (3). Spieler A hält die Schlacht, eine 4.',
      en: 'Row 2 holds the Author (2) and the Journey (3). Player A holds the Battle, a 4.',
    },
    steps: [
      {
        move: '4YK@c2',
        caption: {
          de: '4 + 3 = 7, kein Ass beteiligt: −7. Dafür steht 2-3-4 lückenlos in einer Reihe, und das bringt 20 Punkte Straßenbonus, ganz gleich, welche Farben die Karten tragen. Zusammen 13.',
          en: '4 + 3 = 7 with no Ace involved: −7. But 2-3-4 now stands unbroken in one row, worth a 20-point sequence bonus whatever suits the cards carry. 13 in all.',
        },
        expect: {
          ok: true, points: 13, draws: 0,
          items: [
            { kind: 'basic', rule: 'basic-scoring', points: -7, cells: ['c2', 'b2'] },
            { kind: 'sequence', rule: 'sequence-bonus', points: 20, cells: ['a2', 'b2', 'c2'] },
          ],
        },
      },
    ],
  },
  {
    id: 'run-middle',
    title: { de: 'Die Lücke in einer Straße aus vier Karten', en: 'The gap in a four-card sequence' },
    position: 'options: 2p\nspread: 5ML@a2 6MW@b2 8WL@d2\nhand0: 7WY 2WL\nhand1: 5SW 9WY',
    intro: {
      de: 'Reihe 2 zeigt 5, 6, eine Lücke auf c2 und 8. Spieler A hält die Höhle, eine 7.',
      en: 'Row 2 shows 5, 6, a gap on c2, and 8. Player A holds the Cave, a 7.',
    },
    steps: [
      {
        move: '7WY@c2',
        caption: {
          de: 'Links 7 + 6 = 13 (+3), rechts 7 + 8 = 15 (+5). Die 7 schließt 5-6-7-8: eine einzige Straße in dieser Reihe, also 20 Punkte und nicht 40. Zusammen 28.',
          en: 'Left, 7 + 6 = 13 (+3); right, 7 + 8 = 15 (+5). The 7 completes 5-6-7-8: a single sequence in this row, so 20 points, not 40. 28 in all.',
        },
        expect: {
          ok: true, points: 28, draws: 0,
          items: [
            { kind: 'basic', rule: 'basic-scoring', points: 3, cells: ['c2', 'b2'] },
            { kind: 'basic', rule: 'basic-scoring', points: 5, cells: ['c2', 'd2'] },
            { kind: 'sequence', rule: 'sequence-bonus', points: 20, cells: ['a2', 'b2', 'c2', 'd2'] },
          ],
        },
      },
    ],
  },
  {
    id: 'two-directions',
    title: { de: 'Straßen in zwei Richtungen', en: 'Sequences in two directions' },
    position: 'options: 2p\nspread: 3SK@a2 4WL@b2 6LK@c3 7SK@c4\nhand0: 5YK 2WL\nhand1: 5SW 9WY',
    intro: {
      de: 'Links von c2 liegen der Maler (3) und der Seemann (4), darunter der Markt (6) und die Burg (7). Spieler A hält den Soldaten, eine 5.',
      en: 'To the left of c2 lie the Painter (3) and the Sailor (4); below it the Market (6) and the Castle (7). Player A holds the Soldier, a 5.',
    },
    steps: [
      {
        move: '5YK@c2',
        caption: {
          de: 'Basispunkte: 5 + 4 = 9 kostet 9, 5 + 6 = 11 bringt eine Karte. Waagerecht entsteht 3-4-5, senkrecht 5-6-7: zwei Straßen in verschiedenen Richtungen, also zweimal 20. Zusammen 31 und eine Karte.',
          en: 'Basic scoring: 5 + 4 = 9 costs 9, and 5 + 6 = 11 draws a card. Across, 3-4-5 forms; down, 5-6-7: two sequences in different directions, so 20 twice. 31 in all, and one card.',
        },
        expect: {
          ok: true, points: 31, draws: 1, drawn: 1,
          items: [
            { kind: 'basic', rule: 'basic-scoring', points: -9, cells: ['c2', 'b2'] },
            { kind: 'basic', rule: 'draw', points: 0, draws: 1, cells: ['c2', 'c3'] },
            { kind: 'sequence', points: 20, cells: ['a2', 'b2', 'c2'] },
            { kind: 'sequence', points: 20, cells: ['c2', 'c3', 'c4'] },
          ],
        },
      },
    ],
  },
  {
    id: 'triple-excludes-pair',
    title: { de: 'Ein Drilling statt eines Paars', en: 'Three of a kind instead of a pair' },
    position: 'options: 2p\nspread: CL@c1 CM@a2 CS@b2\nhand0: CW 2WL\nhand1: 5SW 9WY',
    intro: {
      de: 'In Reihe 2 liegen die Jägerin und der Barde, über c2 das Ende – drei Kronen. Spieler A hält das Meer, die Krone der Wellen.',
      en: 'Row 2 holds the Huntress and the Bard; above c2 lies the End – three Crowns. Player A holds the Sea, the Crown of Waves.',
    },
    steps: [
      {
        move: 'CW@c2',
        caption: {
          de: 'Zweimal Krone und Krone, also zweimal 20: zwei Karten nachziehen. Drei Kronen in Reihe 2 geben 30 Punkte; der Barde in dieser Reihe zählt deshalb nicht noch als Paar. Das Ende liegt in einer anderen Linie und bringt weiter 5 Punkte. Zusammen 35 und zwei Karten (in der strengen Lesart 30).',
          en: 'Crown beside Crown twice, so 20 twice: two cards to draw. Three Crowns in row 2 give 30 points, so the Bard in that row does not count as a pair as well. The End lies in another line and still gives 5. 35 in all and two cards (30 in the strict reading).',
        },
        expect: {
          ok: true, points: 35, draws: 2, drawn: 2,
          items: [
            { kind: 'basic', rule: 'draw', points: 0, draws: 1, cells: ['c2', 'c1'] },
            { kind: 'basic', rule: 'draw', points: 0, draws: 1, cells: ['c2', 'b2'] },
            { kind: 'pair', rule: 'pair-bonus', points: 5, cells: ['c2', 'c1'] },
            { kind: 'three', rule: 'three-of-a-kind', points: 30, cells: ['a2', 'b2', 'c2'] },
          ],
        },
      },
    ],
  },
  {
    id: 'power-play-44',
    title: { de: 'Das größte Machtspiel', en: 'The biggest power play' },
    position: 'options: 2p\nspread: CM@b1 9MS@a3 8MS@c3 7ML@e3 6MW@a5 5ML@b5 4MS@c5 3MW@d5 2MK@e5\nhand0: AM 2WL\nhand1: 5SW 6LK',
    intro: {
      de: 'Die Jägerin (Krone der Monde) liegt auf b1, alle acht Zahlenkarten mit Monden liegen irgendwo in der Auslage. Spieler A hält das Ass der Monde.',
      en: 'The Huntress (Crown of Moons) lies on b1, and all eight number cards with Moons lie somewhere in the spread. Player A holds the Ace of Moons.',
    },
    steps: [
      {
        move: 'AM@a1',
        caption: {
          de: 'Ass und Krone derselben Farbe nebeneinander: ein Machtspiel. Es zählt die Ränge aller anderen Mondkarten in der Auslage, 2 + 3 + … + 9 = 44, mehr ist nicht möglich. Ass und Krone ergeben außerdem 11: eine Karte nachziehen.',
          en: 'An Ace and a Crown of the same suit side by side: a power play. It adds the ranks of every other Moons card in the spread, 2 + 3 + … + 9 = 44, the most there can be. Ace and Crown also make 11: draw a card.',
        },
        expect: {
          ok: true, points: 44, draws: 1, drawn: 1,
          items: [
            { kind: 'basic', rule: 'draw', points: 0, draws: 1, cells: ['a1', 'b1'] },
            { kind: 'power', rule: 'power-play', points: 44, cells: ['a1', 'b1', 'a3', 'c3', 'e3', 'a5', 'b5', 'c5', 'd5', 'e5'] },
          ],
        },
      },
    ],
  },
  {
    id: 'ace-match',
    title: { de: 'Die Ass-Ausnahme', en: 'The Ace-matching exception' },
    position: 'options: 2p\nspread: 3SK@c2 2MK@b3 2SY@d3\nhand0: AK 9WY\nhand1: 5SW 6LK',
    intro: {
      de: 'Rund um c3 liegen der Maler (3; Sonnen und Knoten) oben, der Autor (2; Monde und Knoten) links und die Wüste (2; Sonnen und Wyrme) rechts. Spieler A hält das Ass der Knoten.',
      en: 'Around c3 lie the Painter (3; Suns and Knots) above, the Author (2; Moons and Knots) to the left and the Desert (2; Suns and Wyrms) to the right. Player A holds the Ace of Knots.',
    },
    steps: [
      {
        move: 'AK@c3',
        caption: {
          de: 'Alle drei Summen liegen unter 10. Wo das Ass eine Farbe mit dem Nachbarn teilt, zählen sie plus statt minus: +4 mit dem Maler, +3 mit dem Autor. Die Wüste trägt keine Knoten: −3. Zusammen 4.',
          en: 'All three sums are below 10. Where the Ace shares a suit with its neighbour they count plus instead of minus: +4 with the Painter, +3 with the Author. The Desert has no Knots: −3. 4 in all.',
        },
        expect: {
          ok: true, points: 4, draws: 0,
          items: [
            { kind: 'basic', rule: 'ace-match', points: 4, cells: ['c3', 'c2'] },
            { kind: 'basic', rule: 'ace-match', points: 3, cells: ['c3', 'b3'] },
            { kind: 'basic', rule: 'basic-scoring', points: -3, cells: ['c3', 'd3'] },
          ],
        },
      },
    ],
  },
  {
    id: 'excuse-pawn',
    title: { de: 'Die Ausflucht und ein Bauer', en: 'The Excuse and a Pawn' },
    position: 'options: 2p excuse pawns\nspread: 7SK@c1 5ML@b3\nhand0: X 2MK\nhand1: PMYK 3SK',
    intro: {
      de: 'Gespielt wird mit Ausflucht und Bauern. Spieler A hält die Ausflucht, Spieler B den Wächter, einen Bauern mit Monden, Wyrmen und Knoten.',
      en: 'The Excuse and the Pawns are in the deck. Player A holds the Excuse, player B the Watchman, a Pawn with Moons, Wyrms and Knots.',
    },
    steps: [
      {
        move: 'X@c2',
        caption: {
          de: 'Die Ausflucht ist eine leere Karte: Neben der Burg löst sie keine Basiswertung aus, und sie bringt 0 Punkte.',
          en: 'The Excuse is a blank card: next to the Castle it triggers no basic scoring, and it scores 0.',
        },
        expect: {
          ok: true, points: 0, draws: 0,
          items: [{ kind: 'basic', rule: 'excuse', points: 0, cells: ['c2', 'c1'] }],
        },
      },
      {
        move: 'PMYK@c3',
        caption: {
          de: 'Der Bauer zählt als 1. Zur Ausflucht hin zählt nichts. Mit dem Wald ergibt er 6, und weil beide Monde tragen, wird der Bauer hier wie ein Ass behandelt: +6 statt −6.',
          en: 'The Pawn counts as 1. Towards the Excuse nothing counts. With the Forest it makes 6, and since both carry Moons the Pawn is treated like an Ace here: +6 rather than −6.',
        },
        expect: {
          ok: true, points: 6, draws: 0, totals: [0, 6],
          items: [
            { kind: 'basic', rule: 'excuse', points: 0, cells: ['c3', 'c2'] },
            { kind: 'basic', rule: 'ace-match', points: 6, cells: ['c3', 'b3'] },
          ],
        },
      },
    ],
  },
  {
    id: 'solitaire-lost',
    title: { de: 'Solitaire: verloren trotz Punkten', en: 'Solitaire: lost despite the points' },
    position: 'options: solitaire\nspread: 5SW@a1 8MS@d1 4WL@a4 7ML@d4\nhand0: 2MK 3SK 6LK 9WY 4YK 5YK 6SY 7SK',
    intro: {
      de: 'Solitaire auf dem 4×4-Raster: die vier Ecken liegen aus, acht Karten sind auf der Hand, zwölf Felder sind frei. Wer nie 11 oder 20 trifft, bekommt keine Karte dazu.',
      en: 'Solitaire on the 4×4 grid: the four corners are dealt, eight cards are in hand, twelve cells are free. Whoever never hits 11 or 20 gets no extra card.',
    },
    steps: [
      {
        move: '7SK@d3',
        caption: { de: '7 + 7 = 14 (+4) und ein Paar (+5): 9 Punkte, aber keine Karte.', en: '7 + 7 = 14 (+4) and a pair (+5): 9 points, but no card.' },
        expect: { ok: true, points: 9, draws: 0, handSize: [0, 7] },
      },
      {
        move: '6LK@d2',
        caption: { de: '6 + 8 = 14 (+4) und 6 + 7 = 13 (+3): 7 Punkte.', en: '6 + 8 = 14 (+4) and 6 + 7 = 13 (+3): 7 points.' },
        expect: { ok: true, points: 7, draws: 0, handSize: [0, 6] },
      },
      {
        move: '9WY@c1',
        caption: { de: '9 + 8 = 17: 7 Punkte.', en: '9 + 8 = 17: 7 points.' },
        expect: { ok: true, points: 7, draws: 0, handSize: [0, 5] },
      },
      {
        move: '6SY@c2',
        caption: { de: '6 + 9 = 15 (+5), 6 + 6 = 12 (+2) und ein Paar (+5): 12 Punkte.', en: '6 + 9 = 15 (+5), 6 + 6 = 12 (+2) and a pair (+5): 12 points.' },
        expect: { ok: true, points: 12, draws: 0, handSize: [0, 4] },
      },
      {
        move: '5YK@b1',
        caption: { de: '5 + 5 = 10 (null) und ein Paar (+5), 5 + 9 = 14 (+4): 9 Punkte.', en: '5 + 5 = 10 (zero) and a pair (+5), 5 + 9 = 14 (+4): 9 points.' },
        expect: { ok: true, points: 9, draws: 0, handSize: [0, 3] },
      },
      {
        move: '3SK@b3',
        caption: { de: 'Auf b3 hat die 3 keinen Nachbarn: 0 Punkte.', en: 'On b3 the 3 has no neighbour: 0 points.' },
        expect: { ok: true, points: 0, draws: 0, items: [], handSize: [0, 2] },
      },
      {
        move: '4YK@b2',
        caption: {
          de: '4 + 5 = 9 (−9), 4 + 6 = 10 (null), 4 + 3 = 7 (−7), aber 5-4-3 senkrecht ist eine Straße (+20): 4 Punkte.',
          en: '4 + 5 = 9 (−9), 4 + 6 = 10 (zero), 4 + 3 = 7 (−7), but 5-4-3 down the column is a sequence (+20): 4 points.',
        },
        expect: { ok: true, points: 4, draws: 0, handSize: [0, 1] },
      },
      {
        move: '2MK@b4',
        caption: {
          de: 'Die 2 verlängert die Straße auf 5-4-3-2 (+20, −5, −6): 9 Punkte. Jetzt ist die Hand leer, vier Felder sind noch frei: Das Solitaire ist verloren, trotz 57 Punkten.',
          en: 'The 2 extends the sequence to 5-4-3-2 (+20, −5, −6): 9 points. Now the hand is empty with four cells still free: the solitaire is lost, despite 57 points.',
        },
        expect: { ok: true, points: 9, draws: 0, handSize: [0, 0], phase: 'over', result: { kind: 'solitaire', won: false, total: 57 } },
      },
    ],
  },
];
