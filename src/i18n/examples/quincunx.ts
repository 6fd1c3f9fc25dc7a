/**
 * The words of the Quincunx worked examples, in both page languages: a title,
 * what the starting position shows, and one caption per move. The positions,
 * moves and what the engine must answer live in src/engine/quincunx/examples.ts;
 * tests/quincunx/examples.test.ts holds that every example has its words here.
 */
import type { Lang } from '../ui';
import type { ExampleText } from './types';

export const QUINCUNX_EXAMPLE_TEXT: Record<Lang, Record<string, ExampleText>> = {
  de: {
    'source-crowns': {
      title: 'Drei Karten auf einmal',
      intro: 'Über dem freien Feld c3 liegt das Meer (Krone der Wellen), links das Ass der Monde, rechts das Ass der Wellen. Spieler A hält den Barden, die Krone der Sonnen. Die Quelle nennt in diesem Beispiel keine Farben; diese hier sind unsere, so gewählt, dass kein Machtspiel entsteht.',
      steps: [
        'Krone und Ass ergeben zweimal 11, Krone und Krone 20: drei Karten nachziehen, aber kein Basispunkt. Die Regeln geben noch mehr: Barde und Meer sind beide Kronen, also ein Paar für 5 Punkte. Ein Machtspiel gibt es nicht, denn keine der Nachbarkarten trägt Sonnen.',
      ],
    },
    pair: {
      title: 'Ein Paar',
      intro: 'Auf b2 liegt der Mondsüchtige, eine 6. Spieler A hält den Markt, ebenfalls eine 6.',
      steps: [
        '6 + 6 = 12 bringt 2 Basispunkte; der gleiche Rang daneben gibt 5 Punkte Paarbonus. Zusammen 7.',
      ],
    },
    sequence: {
      title: 'Eine Straße',
      intro: 'In Reihe 2 liegen der Autor (2) und die Reise (3). Spieler A hält die Schlacht, eine 4.',
      steps: [
        '4 + 3 = 7, kein Ass beteiligt: −7. Dafür steht 2-3-4 lückenlos in einer Reihe, und das bringt 20 Punkte Straßenbonus, ganz gleich, welche Farben die Karten tragen. Zusammen 13.',
      ],
    },
    'run-middle': {
      title: 'Die Lücke in einer Straße aus vier Karten',
      intro: 'Reihe 2 zeigt 5, 6, eine Lücke auf c2 und 8. Spieler A hält die Höhle, eine 7.',
      steps: [
        'Links 7 + 6 = 13 (+3), rechts 7 + 8 = 15 (+5). Die 7 schließt 5-6-7-8: eine einzige Straße in dieser Reihe, also 20 Punkte und nicht 40. Zusammen 28.',
      ],
    },
    'two-directions': {
      title: 'Straßen in zwei Richtungen',
      intro: 'Links von c2 liegen der Maler (3) und der Seemann (4), darunter der Markt (6) und die Burg (7). Spieler A hält den Soldaten, eine 5.',
      steps: [
        'Basispunkte: 5 + 4 = 9 kostet 9, 5 + 6 = 11 bringt eine Karte. Waagerecht entsteht 3-4-5, senkrecht 5-6-7: zwei Straßen in verschiedenen Richtungen, also zweimal 20. Zusammen 31 und eine Karte.',
      ],
    },
    'triple-excludes-pair': {
      title: 'Ein Drilling statt eines Paars',
      intro: 'In Reihe 2 liegen die Jägerin und der Barde, über c2 das Ende – drei Kronen. Spieler A hält das Meer, die Krone der Wellen.',
      steps: [
        'Zweimal Krone und Krone, also zweimal 20: zwei Karten nachziehen. Drei Kronen in Reihe 2 geben 30 Punkte; der Barde in dieser Reihe zählt deshalb nicht noch als Paar. Das Ende liegt in einer anderen Linie und bringt weiter 5 Punkte. Zusammen 35 und zwei Karten (in der strengen Lesart 30).',
      ],
    },
    'sequence-and-triple': {
      title: 'Straße und Drilling in einer Linie',
      intro: 'In Reihe 2 liegen der Maler (3) und der Seemann (4), dann eine Lücke auf c2, dann der Wald (5) und die Entdeckung (5). Spieler A hält den Soldaten, die dritte 5.',
      steps: [
        'Links 5 + 4 = 9 (−9), rechts 5 + 5 = 10 (0). Mit der 5 auf c2 liegen in Reihe 2 zugleich die Straße 3-4-5 und der Drilling 5-5-5. Eine Linie bringt aber nur einen dieser Boni, und es zählt der Drilling: 30 Punkte. Der Wald gehört zum Drilling und zählt nicht noch als Paar. Zusammen 21 (in der Lesart, nach der beide zählen, 41).',
      ],
    },
    'power-play-44': {
      title: 'Das größte Machtspiel',
      intro: 'Die Jägerin (Krone der Monde) liegt auf b1, alle acht Zahlenkarten mit Monden liegen irgendwo in der Auslage. Spieler A hält das Ass der Monde.',
      steps: [
        'Ass und Krone derselben Farbe nebeneinander: ein Machtspiel. Es zählt die Ränge aller anderen Mondkarten in der Auslage, 2 + 3 + … + 9 = 44, mehr ist nicht möglich. Ass und Krone ergeben außerdem 11: eine Karte nachziehen.',
      ],
    },
    'ace-match': {
      title: 'Die Ass-Ausnahme',
      intro: 'Rund um c3 liegen der Maler (3; Sonnen und Knoten) oben, der Autor (2; Monde und Knoten) links und die Wüste (2; Sonnen und Wyrme) rechts. Spieler A hält das Ass der Knoten.',
      steps: [
        'Alle drei Summen liegen unter 10. Wo das Ass eine Farbe mit dem Nachbarn teilt, zählen sie plus statt minus: +4 mit dem Maler, +3 mit dem Autor. Die Wüste trägt keine Knoten: −3. Zusammen 4.',
      ],
    },
    'excuse-pawn': {
      title: 'Die Ausflucht und ein Bauer',
      intro: 'Gespielt wird mit Ausflucht und Bauern. Spieler A hält die Ausflucht, Spieler B den Wächter, einen Bauern mit Monden, Wyrmen und Knoten.',
      steps: [
        'Die Ausflucht ist eine leere Karte: Neben der Burg löst sie keine Basiswertung aus, und sie bringt 0 Punkte.',
        'Der Bauer zählt als 1. Zur Ausflucht hin zählt nichts. Mit dem Wald ergibt er 6, und weil beide Monde tragen, wird der Bauer hier wie ein Ass behandelt: +6 statt −6.',
      ],
    },
    'solitaire-lost': {
      title: 'Solitär: verloren trotz Punkten',
      intro: 'Solitär auf dem 4×4-Raster: die vier Ecken liegen aus, acht Karten sind auf der Hand, zwölf Felder sind frei. Wer nie 11 oder 20 trifft, bekommt keine Karte dazu.',
      steps: [
        '7 + 7 = 14 (+4) und ein Paar (+5): 9 Punkte, aber keine Karte.',
        '6 + 8 = 14 (+4) und 6 + 7 = 13 (+3): 7 Punkte.',
        '9 + 8 = 17: 7 Punkte.',
        '6 + 9 = 15 (+5), 6 + 6 = 12 (+2) und ein Paar (+5): 12 Punkte.',
        '5 + 5 = 10 (null) und ein Paar (+5), 5 + 9 = 14 (+4): 9 Punkte.',
        'Auf b3 hat die 3 keinen Nachbarn: 0 Punkte.',
        '4 + 5 = 9 (−9), 4 + 6 = 10 (null), 4 + 3 = 7 (−7), aber 5-4-3 senkrecht ist eine Straße (+20): 4 Punkte.',
        'Die 2 verlängert die Straße auf 5-4-3-2 (+20, −5, −6): 9 Punkte. Jetzt ist die Hand leer, vier Felder sind noch frei: Das Solitär ist verloren, trotz 57 Punkten.',
      ],
    },
  },
  en: {
    'source-crowns': {
      title: 'Three cards at once',
      intro: 'Above the empty cell c3 lies the Sea (Crown of Waves); to its left the Ace of Moons, to its right the Ace of Waves. Player A holds the Bard, the Crown of Suns. The source names no suits in this example; these are ours, chosen so that no power play arises.',
      steps: [
        'Crown and Ace make 11 twice and Crown and Crown make 20: three cards to draw, but no basic points. The rules give more than that: the Bard and the Sea are both Crowns, a pair worth 5. There is no power play, since no neighbour carries Suns.',
      ],
    },
    pair: {
      title: 'A pair',
      intro: 'The Lunatic, a 6, lies on b2. Player A holds the Market, another 6.',
      steps: [
        '6 + 6 = 12 gives 2 basic points; the same rank alongside adds the 5-point pair bonus. 7 in all.',
      ],
    },
    sequence: {
      title: 'A sequence',
      intro: 'Row 2 holds the Author (2) and the Journey (3). Player A holds the Battle, a 4.',
      steps: [
        '4 + 3 = 7 with no Ace involved: −7. But 2-3-4 now stands unbroken in one row, worth a 20-point sequence bonus whatever suits the cards carry. 13 in all.',
      ],
    },
    'run-middle': {
      title: 'The gap in a four-card sequence',
      intro: 'Row 2 shows 5, 6, a gap on c2, and 8. Player A holds the Cave, a 7.',
      steps: [
        'Left, 7 + 6 = 13 (+3); right, 7 + 8 = 15 (+5). The 7 completes 5-6-7-8: a single sequence in this row, so 20 points, not 40. 28 in all.',
      ],
    },
    'two-directions': {
      title: 'Sequences in two directions',
      intro: 'To the left of c2 lie the Painter (3) and the Sailor (4); below it the Market (6) and the Castle (7). Player A holds the Soldier, a 5.',
      steps: [
        'Basic scoring: 5 + 4 = 9 costs 9, and 5 + 6 = 11 draws a card. Across, 3-4-5 forms; down, 5-6-7: two sequences in different directions, so 20 twice. 31 in all, and one card.',
      ],
    },
    'triple-excludes-pair': {
      title: 'Three of a kind instead of a pair',
      intro: 'Row 2 holds the Huntress and the Bard; above c2 lies the End – three Crowns. Player A holds the Sea, the Crown of Waves.',
      steps: [
        'Crown beside Crown twice, so 20 twice: two cards to draw. Three Crowns in row 2 give 30 points, so the Bard in that row does not count as a pair as well. The End lies in another line and still gives 5. 35 in all and two cards (30 in the strict reading).',
      ],
    },
    'sequence-and-triple': {
      title: 'A sequence and three of a kind in one line',
      intro: 'Row 2 holds the Painter (3) and the Sailor (4), then a gap on c2, then the Forest (5) and the Discovery (5). Player A holds the Soldier, the third 5.',
      steps: [
        'Left, 5 + 4 = 9 (−9); right, 5 + 5 = 10 (0). With the 5 on c2, row 2 holds both the sequence 3-4-5 and the three of a kind 5-5-5. One line gives only one of these bonuses, and the three of a kind counts: 30 points. The Forest belongs to it, so it is no pair as well. 21 in all (41 in the reading where both count).',
      ],
    },
    'power-play-44': {
      title: 'The biggest power play',
      intro: 'The Huntress (Crown of Moons) lies on b1, and all eight number cards with Moons lie somewhere in the spread. Player A holds the Ace of Moons.',
      steps: [
        'An Ace and a Crown of the same suit side by side: a power play. It adds the ranks of every other Moons card in the spread, 2 + 3 + … + 9 = 44, the most there can be. Ace and Crown also make 11: draw a card.',
      ],
    },
    'ace-match': {
      title: 'The Ace-matching exception',
      intro: 'Around c3 lie the Painter (3; Suns and Knots) above, the Author (2; Moons and Knots) to the left and the Desert (2; Suns and Wyrms) to the right. Player A holds the Ace of Knots.',
      steps: [
        'All three sums are below 10. Where the Ace shares a suit with its neighbour they count plus instead of minus: +4 with the Painter, +3 with the Author. The Desert has no Knots: −3. 4 in all.',
      ],
    },
    'excuse-pawn': {
      title: 'The Excuse and a Pawn',
      intro: 'The Excuse and the Pawns are in the deck. Player A holds the Excuse, player B the Watchman, a Pawn with Moons, Wyrms and Knots.',
      steps: [
        'The Excuse is a blank card: next to the Castle it triggers no basic scoring, and it scores 0.',
        'The Pawn counts as 1. Towards the Excuse nothing counts. With the Forest it makes 6, and since both carry Moons the Pawn is treated like an Ace here: +6 rather than −6.',
      ],
    },
    'solitaire-lost': {
      title: 'Solitaire: lost despite the points',
      intro: 'Solitaire on the 4×4 grid: the four corners are dealt, eight cards are in hand, twelve cells are free. Whoever never hits 11 or 20 gets no extra card.',
      steps: [
        '7 + 7 = 14 (+4) and a pair (+5): 9 points, but no card.',
        '6 + 8 = 14 (+4) and 6 + 7 = 13 (+3): 7 points.',
        '9 + 8 = 17: 7 points.',
        '6 + 9 = 15 (+5), 6 + 6 = 12 (+2) and a pair (+5): 12 points.',
        '5 + 5 = 10 (zero) and a pair (+5), 5 + 9 = 14 (+4): 9 points.',
        'On b3 the 3 has no neighbour: 0 points.',
        '4 + 5 = 9 (−9), 4 + 6 = 10 (zero), 4 + 3 = 7 (−7), but 5-4-3 down the column is a sequence (+20): 4 points.',
        'The 2 extends the sequence to 5-4-3-2 (+20, −5, −6): 9 points. Now the hand is empty with four cells still free: the solitaire is lost, despite 57 points.',
      ],
    },
  },

};
