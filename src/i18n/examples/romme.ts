/**
 * The words of the Rommé worked examples, in both languages: a title, what
 * the starting position shows, and one caption per step (the positions,
 * moves and what each step must show live in src/engine/romme/examples.ts;
 * tests/romme/examples.test.ts holds every example to one caption per step in
 * each language). Terms as on the page: Kombination / meld, Folge / run,
 * Satz / set, Stapel / stock, Ablagestapel / discard pile, auslegen / meld,
 * anlegen / lay off, abwerfen / discard, ausmachen / go out.
 */
import type { Lang } from '../ui';
import type { ExampleText } from './types';

export const ROMME_EXAMPLE_TEXT: Readonly<Record<Lang, Readonly<Record<string, ExampleText>>>> = {
  de: {
    'first-meld-42': {
      title: 'Erstes Auslegen mit 42 Punkten',
      intro: 'A hat ♠3-4-5 und drei Buben auf der Hand und ist am Zug. Noch hat niemand ausgelegt.',
      steps: [
        'A zieht den ♦K vom Stapel.',
        'Die drei Buben allein bringen nur 30 Punkte. Für das erste Auslegen reicht das nicht.',
        'Mit der Pik-Folge (3 + 4 + 5 = 12) kommen 42 Punkte zusammen: A darf auslegen.',
        'A wirft den ♦K ab und behält vier Karten.',
        'B zieht die ♣D …',
        '… und wirft sie gleich wieder ab.',
        'A zieht die ♦9: Mit ♦7 und ♦8 ist das eine neue Folge.',
        'Wer schon ausgelegt hat, braucht für weitere Kombinationen keine Mindestpunktzahl: 24 Punkte genügen.',
        'A wirft die ♠D ab. Übrig ist eine einzige Karte, die ♥2.',
        'B zieht die ♣5 …',
        '… und wirft sie ab.',
        'A zieht die ♠6, die an die eigene Pik-Folge passt.',
        'A legt die ♠6 an: ♠3-4-5-6.',
        'Mit dem Abwerfen der letzten Karte macht A aus. B hat noch 78 Punkte auf der Hand, darunter den Joker mit 20 und das Ass mit 11.',
      ],
    },
    'joker-aces-45': {
      title: 'Der Joker als drittes Ass',
      intro: 'A hat ♣A, ♠A, ♥3-4-5 und ♦6-7. Oben auf dem Stapel liegt ein Joker.',
      steps: [
        'A zieht den Joker. Die Suche findet jetzt 45 Punkte als bestes Auslegen.',
        'Als ♦8 ergibt der Joker ♦6-7-8 = 21, mit der Herz-Folge 33 Punkte: zu wenig.',
        'Als ♦5 wären es nur 18 + 12 = 30 Punkte.',
        'Beim Auslegen muss gesagt werden, welche Karte der Joker vertritt; ohne Angabe ist das Auslegen nicht erlaubt.',
        'Der Joker als ♥A: drei Asse = 33, dazu ♥3-4-5 = 12, zusammen 45 Punkte.',
        'Nach dem Abwerfen bleiben A vier Karten.',
      ],
    },
    'joker-lay-off': {
      title: 'Den Joker mit der ♣8 anlegen',
      intro: 'Bei B liegen ♣3-4-5-6 und drei Damen, bei A drei Könige und ♠4-5-6-7. A hat schon gezogen und hält den Joker und die ♣8.',
      steps: [
        'Allein darf der Joker nicht angelegt werden, auch nicht als ♣7.',
        'An einen Satz kommt der Joker nie, auch nicht an die eigenen Könige.',
        'Zusammen mit der ♣8 verbindet der Joker als ♣7 die Folge: ♣3 bis ♣8 liegt jetzt bei B.',
        'A wirft die ♥9 ab und behält die ♦2.',
      ],
    },
    'joker-exchange': {
      title: 'Den Joker austauschen',
      intro: 'Bei B liegen ♣A, ♠A und der Joker als ♥A. A hat ausgelegt, C noch nicht. C ist am Zug und hat das ♥A.',
      steps: [
        'C zieht die ♣9.',
        'C hat das ♥A, aber noch nichts ausgelegt: Austauschen darf nur, wer schon ausgelegt hat.',
        'C wirft das ♥A ab.',
        'A nimmt das ♥A vom Ablagestapel.',
        'Das ♦A passt zwar in den Satz, doch der Joker steht für das ♥A: Gegen das ♦A lässt er sich nicht tauschen.',
        'A legt das echte ♥A an die Stelle des Jokers und nimmt den Joker auf die Hand.',
        'Gleich verwendet A den Joker wieder: als ♠10 zusammen mit dem ♠B an der eigenen Folge.',
        'A wirft den ♣K ab.',
      ],
    },
    'advice-joker-wait': {
      title: 'Ratschlag: den Joker nicht zu früh festlegen',
      intro: 'A hat drei Könige, zwei Neunen, zwei Sieben und den Joker. Die Suche findet sofort 57 Punkte.',
      steps: [
        'A zieht die ♦5.',
        'A legt gleich aus: drei Könige (30) und zwei Neunen mit dem Joker als ♠9 (27), zusammen 57.',
        'A wirft die ♦5 ab.',
        'B zieht die ♦D …',
        '… und wirft sie ab.',
        'Nun kommt die ♦9. Hätte A gewartet, lägen jetzt drei Könige, drei Neunen und 7-7-Joker aus: 78 Punkte.',
        'Der Joker steht für die ♠9, nicht für die ♦9: Austauschen geht nur gegen genau diese Karte.',
        'Die ♦9 lässt sich nur anlegen. Die beiden Sieben bleiben ohne Joker auf der Hand.',
        'Das bestätigt den Rat: Mit der ♠9 hätte A den Joker zurücktauschen können, mit der ♦9 nicht.',
      ],
    },
    'advice-joker-back': {
      title: 'Glück gehabt: die ♠9 holt den Joker zurück',
      intro: 'Wie eben, doch diesmal zieht A später genau die ♠9, für die der Joker steht.',
      steps: [
        'A zieht die ♠9.',
        'Die ♠9 ersetzt den Joker; der Joker kommt auf die Hand.',
        'Jetzt bilden die beiden Sieben mit dem Joker einen Satz.',
        'A behält nur noch die ♣2.',
      ],
    },
    'advice-dead-card': {
      title: 'Ratschlag: abgelegte Karten merken',
      intro: 'A wartet mit ♣7, ♣9 und ♣10 auf die ♣8. Beide ♣8 liegen aber schon im Ablagestapel, unter anderen Karten begraben.',
      steps: [
        'A zieht die ♠6. Die Suche findet: Von allen Karten, die A noch nicht gesehen hat, verbessert nur der ♣B (oder ein Joker) die Hand.',
        'Die ♣7 kann weg: Ohne ♣8 passt sie in keine Folge, und ein Satz aus Sieben ist nicht in Sicht.',
      ],
    },
    'advice-eight-outs': {
      title: 'Ratschlag: Bube und Dame in zwei Farben',
      intro: 'A hält ♠B, ♠D, ♣B und ♣D. Welche Karten helfen weiter?',
      steps: [
        'Acht verschiedene Karten helfen: ♠10, ♠K, ♣10, ♣K, ♥B, ♦B, ♥D, ♦D. Bei zwei Spielen gibt es jede davon doppelt, also 16 Karten, dazu die beiden Joker.',
        'A hat die ♠2 gezogen; sie hilft nicht und geht gleich wieder weg.',
      ],
    },
    'romme-mit-7': {
      title: 'Variante: Rommé mit 7',
      intro: 'Ohne Auslegen während des Spiels: A hat drei Kombinationen und dazu nur die ♥2.',
      steps: [
        'Mit nur zwei Kombinationen blieben ♦8-9-10 und ♥2 übrig, zusammen 29 Punkte: mehr als 7.',
        'A meldet „Rommé mit 2“, ohne zu ziehen oder abzuwerfen. Jetzt kommt jeder andere noch einmal an die Reihe.',
        'An Kombinationen der Gegner darf B dabei nicht anlegen.',
        'B legt seine drei Könige hin; sie zählen dann nicht mehr als Verlust.',
        'B ist fertig.',
        'C hat keine Kombination. Die Runde ist vorbei: B verliert 43 Punkte, C 73, A nichts.',
      ],
    },
    'one-suit': {
      title: 'Variante: zehn Karten einer Farbe',
      intro: 'Nach Absprache gewinnt auch, wer zehn Karten einer Farbe hält, in beliebiger Folge und mit Doppelten.',
      steps: [
        'A zeigt zehn Herz zu Beginn des eigenen Zuges und gewinnt; B verliert 78 Punkte.',
      ],
    },
    'kids': {
      title: 'Variante: das Kinderspiel',
      intro: 'Sieben Karten je Spieler, jede Kombination darf sofort ausgelegt werden.',
      steps: [
        'A zieht den ♣B.',
        'Neun Punkte genügen hier: Eine Mindestpunktzahl gibt es nicht.',
        'A wirft die ♦9 ab. Anlegen wäre im Kinderspiel ebenfalls erlaubt.',
      ],
    },
    'stock-out': {
      title: 'Der Stapel ist leer',
      intro: 'Auf dem Stapel liegt nur noch eine Karte; alle übrigen Karten sind im Ablagestapel.',
      steps: [
        'A zieht die letzte Karte, die ♥6.',
        'Nach dem Abwerfen wird der Ablagestapel bis auf die oberste Karte, die ♦2, gemischt und ist der neue Stapel: 85 Karten.',
      ],
    },
  },
  en: {
    'first-meld-42': {
      title: 'A first meld of 42',
      intro: 'A holds ♠3-4-5 and three Jacks and is to play. Nobody has melded yet.',
      steps: [
        'A draws the ♦K from the stock.',
        'The three Jacks alone make only 30 points, which is not enough for a first meld.',
        'Together with the spade run (3 + 4 + 5 = 12) the total is 42: A may put both melds down.',
        'A discards the ♦K and keeps four cards.',
        'B draws the ♣Q …',
        '… and discards it straight away.',
        'A draws the ♦9: with ♦7 and ♦8 that is a new run.',
        'Once a player has melded, further melds need no minimum: 24 points will do.',
        'A discards the ♠Q. A single card is left, the ♥2.',
        'B draws the ♣5 …',
        '… and discards it.',
        'A draws the ♠6, which fits A’s own spade run.',
        'A lays the ♠6 off: ♠3-4-5-6.',
        'Discarding the last card takes A out. B is left holding 78 points, among them the joker at 20 and the Ace at 11.',
      ],
    },
    'joker-aces-45': {
      title: 'The joker as the third Ace',
      intro: 'A holds ♣A, ♠A, ♥3-4-5 and ♦6-7. A joker lies on top of the stock.',
      steps: [
        'A draws the joker. The search now finds 45 points as the best meld.',
        'As the ♦8 the joker gives ♦6-7-8 = 21, with the heart run 33 points: too few.',
        'As the ♦5 it would be only 18 + 12 = 30 points.',
        'When the joker goes down its card must be named; without that the meld is not allowed.',
        'The joker as the ♥A: three Aces = 33, plus ♥3-4-5 = 12, 45 points in all.',
        'After the discard A has four cards left.',
      ],
    },
    'joker-lay-off': {
      title: 'Laying off the joker with the ♣8',
      intro: 'B has ♣3-4-5-6 and three Queens on the table, A has three Kings and ♠4-5-6-7. A has drawn already and holds the joker and the ♣8.',
      steps: [
        'The joker may not be laid off alone, not even as the ♣7.',
        'A joker never goes onto a set, not even onto A’s own Kings.',
        'Together with the ♣8 the joker connects as the ♣7: B’s run now reads ♣3 to ♣8.',
        'A discards the ♥9 and keeps the ♦2.',
      ],
    },
    'joker-exchange': {
      title: 'Exchanging a joker',
      intro: 'B has ♣A, ♠A and the joker as the ♥A on the table. A has melded, C has not. C is to play and holds the ♥A.',
      steps: [
        'C draws the ♣9.',
        'C holds the ♥A but has not melded yet: only a player who has melded may exchange.',
        'C discards the ♥A.',
        'A takes the ♥A from the discard pile.',
        'The ♦A would fit the set, but the joker stands for the ♥A: it cannot be exchanged for the ♦A.',
        'A puts the real ♥A where the joker was and takes the joker into hand.',
        'A uses the joker again at once: as the ♠10, together with the ♠J, on A’s own run.',
        'A discards the ♣K.',
      ],
    },
    'advice-joker-wait': {
      title: 'Advice: do not tie the joker down too early',
      intro: 'A holds three Kings, two nines, two sevens and the joker. The search finds 57 points at once.',
      steps: [
        'A draws the ♦5.',
        'A melds at once: three Kings (30) and two nines with the joker as the ♠9 (27), 57 in all.',
        'A discards the ♦5.',
        'B draws the ♦Q …',
        '… and discards it.',
        'Now the ♦9 arrives. Had A waited, three Kings, three nines and 7-7-joker could go down now: 78 points.',
        'The joker stands for the ♠9, not the ♦9: it can only be exchanged for exactly that card.',
        'The ♦9 can only be laid off. The two sevens stay in hand without a joker.',
        'That bears the advice out: with the ♠9 A could have won the joker back, with the ♦9 A cannot.',
      ],
    },
    'advice-joker-back': {
      title: 'In luck: the ♠9 wins the joker back',
      intro: 'As before, but this time A later draws the very ♠9 the joker stands for.',
      steps: [
        'A draws the ♠9.',
        'The ♠9 replaces the joker, which comes into A’s hand.',
        'Now the two sevens and the joker make a set.',
        'A keeps just the ♣2.',
      ],
    },
    'advice-dead-card': {
      title: 'Advice: remember the discards',
      intro: 'A waits for the ♣8 with ♣7, ♣9 and ♣10. Both ♣8s, however, already lie buried in the discard pile, under other cards.',
      steps: [
        'A draws the ♠6. The search finds that of all cards A has not yet seen, only the ♣J (or a joker) would improve the hand.',
        'The ♣7 can go: without a ♣8 it fits no run, and no set of sevens is in sight.',
      ],
    },
    'advice-eight-outs': {
      title: 'Advice: Jack and Queen in two suits',
      intro: 'A holds ♠J, ♠Q, ♣J and ♣Q. Which cards help?',
      steps: [
        'Eight different cards help: ♠10, ♠K, ♣10, ♣K, ♥J, ♦J, ♥Q, ♦Q. With two packs each exists twice, so 16 cards, plus both jokers.',
        'A drew the ♠2; it does not help and goes straight back.',
      ],
    },
    'romme-mit-7': {
      title: 'Variation: Rommé with 7',
      intro: 'No melding during play: A holds three melds and just the ♥2 besides.',
      steps: [
        'With only two melds ♦8-9-10 and ♥2 would be left, 29 points: more than 7.',
        'A calls “Rommé with 2” without drawing or discarding. Now every other player has one more turn.',
        'B may not lay off onto anyone else’s melds.',
        'B puts down the three Kings, which then no longer count against B.',
        'B is done.',
        'C has no meld. The round is over: B loses 43 points, C 73, A nothing.',
      ],
    },
    'one-suit': {
      title: 'Variation: ten cards of one suit',
      intro: 'By agreement, ten cards of one suit also win, in any order and with duplicates.',
      steps: [
        'A shows ten hearts at the start of the turn and wins; B loses 78 points.',
      ],
    },
    'kids': {
      title: 'Variation: the children’s game',
      intro: 'Seven cards each, and any meld may go down at once.',
      steps: [
        'A draws the ♣J.',
        'Nine points are enough here: there is no minimum.',
        'A discards the ♦9. Laying off would be allowed in the children’s game as well.',
      ],
    },
    'stock-out': {
      title: 'The stock runs out',
      intro: 'One card is left in the stock; all the other cards are in the discard pile.',
      steps: [
        'A draws the last card, the ♥6.',
        'After the discard the pile, all but its top card (the ♦2), is shuffled into a new stock: 85 cards.',
      ],
    },
  },
};
