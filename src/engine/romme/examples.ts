/**
 * Worked Rommé examples as data: a position in position notation, moves in
 * move notation, captions in German and English, and what the engine must
 * answer at each step (tests/romme/examples.test.ts replays every one).
 * Where the source makes a claim about a hand (the advice section), the
 * expectation is the engine's answer, and the caption says what it found.
 */
import type { Caption } from '../core/text';
import type { Phase } from './engine';
import type { RommeRuleId } from './rules';

export type { Caption } from '../core/text';

export interface Expectation {
  readonly phase?: Phase;
  readonly current?: number;
  /** [seat, number of cards in hand] */
  readonly hand?: readonly [number, number];
  /** [seat, cards that must be in that hand] */
  readonly handHas?: readonly [number, readonly string[]];
  /** [seat, meld index, the meld in notation] */
  readonly meld?: readonly [number, number, string];
  /** Value of the melds put down by this move. */
  readonly meldValue?: number;
  /** [seat, value of the best meld set the search finds in that hand] */
  readonly best?: readonly [number, number];
  /** [seat, whether that hand holds a first meld] */
  readonly firstMeld?: readonly [number, boolean];
  /** The search on another hand: its best value. */
  readonly hypothetical?: { readonly cards: string; readonly best: number };
  /** [seat, faces still unseen by that seat that would raise its best meld value] */
  readonly helpful?: readonly [number, readonly string[]];
  readonly jokerHelps?: readonly [number, boolean];
  readonly penalties?: readonly number[];
  readonly scores?: readonly number[];
  readonly winner?: number | null;
  readonly stock?: number;
  readonly discard?: number;
  /** "Rommé mit n": the caller's points left in hand. */
  readonly leftover?: number;
}

export interface StepExpectation extends Expectation {
  /** true: the move is legal; otherwise the rule the refusal must name. */
  readonly ok: true | RommeRuleId;
  /** The violation code, when refused. */
  readonly code?: string;
}

export interface ExampleStep {
  readonly move: string;
  readonly caption: Caption;
  readonly expect: StepExpectation;
}

export interface RommeExample {
  readonly id: string;
  readonly title: Caption;
  /** Caption of the starting position. */
  readonly intro: Caption;
  /** Position notation (see notation.ts). */
  readonly position: string;
  readonly initial?: Expectation;
  readonly steps: readonly ExampleStep[];
}

const B_JUNK = '2c 4h 6d 8c 10s Ah 3d 5h 9s Jk\'';

export const ROMME_EXAMPLES: readonly RommeExample[] = [
  {
    id: 'first-meld-42',
    title: { de: 'Erstes Auslegen mit 42 Punkten', en: 'A first meld of 42' },
    intro: {
      de: 'A hat ♠3-4-5 und drei Buben auf der Hand und ist am Zug. Noch hat niemand ausgelegt.',
      en: 'A holds ♠3-4-5 and three Jacks and is to play. Nobody has melded yet.',
    },
    position: `players: 2
dealer: B
current: A
hand A: 3s 4s 5s Jc Jh Jd 7d 8d 2h Qs
hand B: ${B_JUNK}
discard: 6c
stocktop: Kd Qc 9d 5c 6s`,
    initial: { best: [0, 42], firstMeld: [0, true] },
    steps: [
      {
        move: 'draw',
        caption: { de: 'A zieht die ♦K vom Stapel.', en: 'A draws the ♦K from the stock.' },
        expect: { ok: true, phase: 'play', hand: [0, 11] },
      },
      {
        move: 'meld Jc Jh Jd',
        caption: {
          de: 'Die drei Buben allein bringen nur 30 Punkte. Für das erste Auslegen reicht das nicht.',
          en: 'The three Jacks alone make only 30 points, which is not enough for a first meld.',
        },
        expect: { ok: 'first-meld', code: 'below-minimum' },
      },
      {
        move: 'meld 3s 4s 5s / Jc Jh Jd',
        caption: {
          de: 'Mit der Pik-Folge (3 + 4 + 5 = 12) kommen 42 Punkte zusammen: A darf auslegen.',
          en: 'Together with the spade run (3 + 4 + 5 = 12) the total is 42: A may put both melds down.',
        },
        expect: { ok: true, meldValue: 42, hand: [0, 5], meld: [0, 1, 'Jc Jh Jd'] },
      },
      {
        move: 'discard Kd',
        caption: { de: 'A wirft die ♦K ab und behält vier Karten.', en: 'A throws the ♦K and keeps four cards.' },
        expect: { ok: true, hand: [0, 4], current: 1 },
      },
      {
        move: 'draw',
        caption: { de: 'B zieht die ♣D …', en: 'B draws the ♣Q …' },
        expect: { ok: true },
      },
      {
        move: 'discard Qc',
        caption: { de: '… und wirft sie gleich wieder ab.', en: '… and throws it straight back.' },
        expect: { ok: true, current: 0 },
      },
      {
        move: 'draw',
        caption: { de: 'A zieht die ♦9: Mit ♦7 und ♦8 ist das eine neue Folge.', en: 'A draws the ♦9: with ♦7 and ♦8 that is a new run.' },
        expect: { ok: true, hand: [0, 5] },
      },
      {
        move: 'meld 7d 8d 9d',
        caption: {
          de: 'Wer schon ausgelegt hat, braucht für weitere Bilder keine Mindestpunktzahl: 24 Punkte genügen.',
          en: 'Once a player has melded, further melds need no minimum: 24 points will do.',
        },
        expect: { ok: true, meldValue: 24, hand: [0, 2] },
      },
      {
        move: 'discard Qs',
        caption: { de: 'A wirft die ♠D ab. Übrig ist eine einzige Karte, die ♥2.', en: 'A throws the ♠Q. A single card is left, the ♥2.' },
        expect: { ok: true, hand: [0, 1] },
      },
      { move: 'draw', caption: { de: 'B zieht die ♣5 …', en: 'B draws the ♣5 …' }, expect: { ok: true } },
      { move: 'discard 5c', caption: { de: '… und wirft sie ab.', en: '… and throws it away.' }, expect: { ok: true } },
      {
        move: 'draw',
        caption: { de: 'A zieht die ♠6, die an die eigene Pik-Folge passt.', en: 'A draws the ♠6, which fits A’s own spade run.' },
        expect: { ok: true, hand: [0, 2] },
      },
      {
        move: 'layoff A1 6s',
        caption: { de: 'A legt die ♠6 an: ♠3-4-5-6.', en: 'A lays the ♠6 off: ♠3-4-5-6.' },
        expect: { ok: true, meld: [0, 0, '3s 4s 5s 6s'], hand: [0, 1] },
      },
      {
        move: 'discard 2h',
        caption: {
          de: 'Mit dem Abwerfen der letzten Karte ist A fertig. B hat noch 78 Punkte auf der Hand, darunter den Joker mit 20 und das Ass mit 11.',
          en: 'Discarding the last card takes A out. B is left holding 78 points, among them the joker at 20 and the Ace at 11.',
        },
        expect: { ok: true, phase: 'dealOver', winner: 0, penalties: [0, 78], scores: [0, 78] },
      },
    ],
  },
  {
    id: 'joker-aces-45',
    title: { de: 'Der Joker als drittes Ass', en: 'The joker as the third Ace' },
    intro: {
      de: 'A hat ♣A, ♠A, ♥3-4-5 und ♦6-7. Oben auf dem Stapel liegt ein Joker.',
      en: 'A holds ♣A, ♠A, ♥3-4-5 and ♦6-7. A joker lies on top of the stock.',
    },
    position: `players: 2
dealer: B
current: A
hand A: Ac As 3h 4h 5h 6d 7d 9s Qc 8h
hand B: 2c 4c 6s 8s 10h Kd 3d 5s 9c Jh
discard: 2s
stocktop: Jk`,
    initial: { best: [0, 12], firstMeld: [0, false] },
    steps: [
      {
        move: 'draw',
        caption: {
          de: 'A zieht den Joker. Die Suche findet jetzt 45 Punkte als bestes Auslegen.',
          en: 'A draws the joker. The search now finds 45 points as the best meld.',
        },
        expect: { ok: true, best: [0, 45], firstMeld: [0, true] },
      },
      {
        move: 'meld 6d 7d Jk=8d / 3h 4h 5h',
        caption: {
          de: 'Als ♦8 ergibt der Joker ♦6-7-8 = 21, mit der Herz-Folge 33 Punkte: zu wenig.',
          en: 'As the ♦8 the joker gives ♦6-7-8 = 21, with the heart run 33 points: too few.',
        },
        expect: { ok: 'first-meld', code: 'below-minimum' },
      },
      {
        move: 'meld Jk=5d 6d 7d / 3h 4h 5h',
        caption: { de: 'Als ♦5 wären es nur 18 + 12 = 30 Punkte.', en: 'As the ♦5 it would be only 18 + 12 = 30 points.' },
        expect: { ok: 'first-meld', code: 'below-minimum' },
      },
      {
        move: 'meld Ac As Jk / 3h 4h 5h',
        caption: {
          de: 'Beim Auslegen muss gesagt werden, welche Karte der Joker vertritt; ohne Angabe lehnt die Engine ab.',
          en: 'When the joker goes down its card must be named; without that the engine refuses.',
        },
        expect: { ok: 'joker', code: 'joker-undeclared' },
      },
      {
        move: 'meld Ac As Jk=Ah / 3h 4h 5h',
        caption: {
          de: 'Der Joker als ♥A: drei Asse = 33, dazu ♥3-4-5 = 12, zusammen 45 Punkte.',
          en: 'The joker as the ♥A: three Aces = 33, plus ♥3-4-5 = 12, 45 points in all.',
        },
        expect: { ok: true, meldValue: 45, meld: [0, 0, 'Ac As Jk=Ah'], hand: [0, 5] },
      },
      {
        move: 'discard Qc',
        caption: { de: 'Nach dem Abwerfen bleiben A vier Karten.', en: 'After the discard A has four cards left.' },
        expect: { ok: true, hand: [0, 4] },
      },
    ],
  },
  {
    id: 'joker-lay-off',
    title: { de: 'Den Joker mit der ♣8 anlegen', en: 'Laying off the joker with the ♣8' },
    intro: {
      de: 'Bei B liegen ♣3-4-5-6 und drei Damen, bei A drei Könige und ♠4-5-6-7. A hat schon gezogen und hält den Joker und die ♣8.',
      en: 'B has ♣3-4-5-6 and three Queens on the table, A has three Kings and ♠4-5-6-7. A has drawn already and holds the joker and the ♣8.',
    },
    position: `players: 2
dealer: B
current: A
phase: play
hand A: Jk 8c 2d 9h
hand B: 2s 7h 9d
melds A: Kh Ks Kd / 4s 5s 6s 7s
melds B: 3c 4c 5c 6c / Qc Qs Qh
discard: 10d`,
    steps: [
      {
        move: 'layoff B1 Jk=7c',
        caption: { de: 'Allein darf der Joker nicht angelegt werden, auch nicht als ♣7.', en: 'The joker may not be laid off alone, not even as the ♣7.' },
        expect: { ok: 'joker-lay-off', code: 'joker-alone' },
      },
      {
        move: 'layoff A1 Jk=Kc',
        caption: { de: 'An einen Satz kommt der Joker nie, auch nicht an die eigenen Könige.', en: 'A joker never goes onto a set, not even onto A’s own Kings.' },
        expect: { ok: 'joker-lay-off', code: 'joker-onto-set' },
      },
      {
        move: 'layoff B1 Jk=7c 8c',
        caption: {
          de: 'Zusammen mit der ♣8 verbindet der Joker als ♣7 die Folge: ♣3 bis ♣8 liegt jetzt bei B.',
          en: 'Together with the ♣8 the joker connects as the ♣7: B’s run now reads ♣3 to ♣8.',
        },
        expect: { ok: true, meld: [1, 0, '3c 4c 5c 6c Jk=7c 8c'], hand: [0, 2] },
      },
      {
        move: 'discard 9h',
        caption: { de: 'A wirft die ♥9 ab und behält die ♦2.', en: 'A throws the ♥9 and keeps the ♦2.' },
        expect: { ok: true, hand: [0, 1] },
      },
    ],
  },
  {
    id: 'joker-exchange',
    title: { de: 'Den Joker austauschen', en: 'Exchanging a joker' },
    intro: {
      de: 'Bei B liegen ♣A, ♠A und der Joker als ♥A. A hat ausgelegt, C noch nicht. C ist am Zug und hat das ♥A.',
      en: 'B has ♣A, ♠A and the joker as the ♥A on the table. A has melded, C has not. C is to play and holds the ♥A.',
    },
    position: `players: 3
dealer: B
current: C
hand A: Js 4d Kc Ad
hand B: 2h 6c 9d 5d
hand C: Ah 3c 8h 10c Kd 5s 7c 2d 6h Qs
melds A: 7s 8s 9s / Qc Qs' Qd
melds B: Ac As Jk=Ah / 10h Jh Qh
discard: 3s
stocktop: 9c`,
    steps: [
      {
        move: 'draw',
        caption: { de: 'C zieht die ♣9.', en: 'C draws the ♣9.' },
        expect: { ok: true },
      },
      {
        move: 'exchange B1 Ah',
        caption: {
          de: 'C hat das ♥A, aber noch nichts ausgelegt: Austauschen darf nur, wer schon ausgelegt hat.',
          en: 'C holds the ♥A but has not melded yet: only a player who has melded may exchange.',
        },
        expect: { ok: 'joker-exchange', code: 'not-melded' },
      },
      {
        move: 'discard Ah',
        caption: { de: 'C wirft das ♥A ab.', en: 'C throws the ♥A away.' },
        expect: { ok: true, current: 0 },
      },
      {
        move: 'take',
        caption: { de: 'A nimmt das ♥A vom Ablagestapel.', en: 'A takes the ♥A from the discard pile.' },
        expect: { ok: true, handHas: [0, ['Ah']] },
      },
      {
        move: 'exchange B1 Ad',
        caption: {
          de: 'Das ♦A passt zwar in den Satz, doch der Joker steht für das ♥A: Gegen das ♦A lässt er sich nicht tauschen.',
          en: 'The ♦A would fit the set, but the joker stands for the ♥A: it cannot be exchanged for the ♦A.',
        },
        expect: { ok: 'joker-exchange', code: 'no-such-joker' },
      },
      {
        move: 'exchange B1 Ah',
        caption: {
          de: 'A legt das echte ♥A an die Stelle des Jokers und nimmt den Joker auf die Hand.',
          en: 'A puts the real ♥A where the joker was and takes the joker into hand.',
        },
        expect: { ok: true, meld: [1, 0, 'Ac As Ah'], handHas: [0, ['Jk']] },
      },
      {
        move: 'layoff A1 Jk=10s Js',
        caption: {
          de: 'Gleich verwendet A den Joker wieder: als ♠10 zusammen mit dem ♠B an der eigenen Folge.',
          en: 'A uses the joker again at once: as the ♠10, together with the ♠J, on A’s own run.',
        },
        expect: { ok: true, meld: [0, 0, '7s 8s 9s Jk=10s Js'] },
      },
      {
        move: 'discard Kc',
        caption: { de: 'A wirft den ♣K ab.', en: 'A throws the ♣K.' },
        expect: { ok: true, hand: [0, 2] },
      },
    ],
  },
  {
    id: 'advice-joker-wait',
    title: { de: 'Ratschlag: den Joker nicht zu früh festlegen', en: 'Advice: do not tie the joker down too early' },
    intro: {
      de: 'A hat drei Könige, zwei Neunen, zwei Sieben und den Joker. Die Suche findet sofort 57 Punkte.',
      en: 'A holds three Kings, two nines, two sevens and the joker. The search finds 57 points at once.',
    },
    position: `players: 2
dealer: B
current: A
hand A: Kc Ks Kh 9c 9h 7s 7d Jk 2c 4h
hand B: 2d 4d 6d 8c 10s Ad 3d 5h Qc Jk'
discard: Qs
stocktop: 5d Qd 9d`,
    initial: { best: [0, 57], firstMeld: [0, true], hypothetical: { cards: 'Kc Ks Kh 9c 9h 9d 7s 7d Jk 2c 4h', best: 78 } },
    steps: [
      { move: 'draw', caption: { de: 'A zieht die ♦5.', en: 'A draws the ♦5.' }, expect: { ok: true, best: [0, 57] } },
      {
        move: 'meld Kc Ks Kh / 9c 9h Jk=9s',
        caption: {
          de: 'A legt gleich aus: drei Könige (30) und zwei Neunen mit dem Joker als ♠9 (27), zusammen 57.',
          en: 'A melds at once: three Kings (30) and two nines with the joker as the ♠9 (27), 57 in all.',
        },
        expect: { ok: true, meldValue: 57 },
      },
      { move: 'discard 5d', caption: { de: 'A wirft die ♦5 ab.', en: 'A throws the ♦5.' }, expect: { ok: true } },
      { move: 'draw', caption: { de: 'B zieht die ♦D …', en: 'B draws the ♦Q …' }, expect: { ok: true } },
      { move: 'discard Qd', caption: { de: '… und wirft sie ab.', en: '… and throws it.' }, expect: { ok: true } },
      {
        move: 'draw',
        caption: {
          de: 'Nun kommt die ♦9. Hätte A gewartet, lägen jetzt drei Könige, drei Neunen und 7-7-Joker aus: 78 Punkte.',
          en: 'Now the ♦9 arrives. Had A waited, three Kings, three nines and 7-7-joker could go down now: 78 points.',
        },
        expect: { ok: true, handHas: [0, ['9d']] },
      },
      {
        move: 'exchange A2 9d',
        caption: {
          de: 'Der Joker steht für die ♠9, nicht für die ♦9: Austauschen geht nur gegen genau diese Karte.',
          en: 'The joker stands for the ♠9, not the ♦9: it can only be exchanged for exactly that card.',
        },
        expect: { ok: 'joker-exchange', code: 'no-such-joker' },
      },
      {
        move: 'layoff A2 9d',
        caption: {
          de: 'Die ♦9 lässt sich nur anlegen. Die beiden Sieben bleiben ohne Joker auf der Hand.',
          en: 'The ♦9 can only be laid off. The two sevens stay in hand without a joker.',
        },
        expect: { ok: true, meld: [0, 1, '9c Jk=9s 9h 9d'], hand: [0, 4] },
      },
      {
        move: 'discard 4h',
        caption: {
          de: 'Die Engine bestätigt den Rat: Mit der ♠9 hätte A den Joker zurücktauschen können, mit der ♦9 nicht.',
          en: 'The engine bears the advice out: with the ♠9 A could have won the joker back, with the ♦9 A cannot.',
        },
        expect: { ok: true, hand: [0, 3] },
      },
    ],
  },
  {
    id: 'advice-joker-back',
    title: { de: 'Glück gehabt: die ♠9 holt den Joker zurück', en: 'In luck: the ♠9 wins the joker back' },
    intro: {
      de: 'Wie eben, doch diesmal zieht A später genau die ♠9, für die der Joker steht.',
      en: 'As before, but this time A later draws the very ♠9 the joker stands for.',
    },
    position: `players: 2
dealer: B
current: A
hand A: 7s 7d 2c 4h
hand B: 2d 4d 6d 8c 10s Ad 3d 5h Qc Jk'
melds A: Kc Ks Kh / 9c 9h Jk=9s
discard: Qs
stocktop: 9s`,
    steps: [
      { move: 'draw', caption: { de: 'A zieht die ♠9.', en: 'A draws the ♠9.' }, expect: { ok: true } },
      {
        move: 'exchange A2 9s',
        caption: { de: 'Die ♠9 ersetzt den Joker; der Joker kommt auf die Hand.', en: 'The ♠9 replaces the joker, which comes into A’s hand.' },
        expect: { ok: true, meld: [0, 1, '9c 9s 9h'], handHas: [0, ['Jk']] },
      },
      {
        move: 'meld 7s 7d Jk=7c',
        caption: { de: 'Jetzt bilden die beiden Sieben mit dem Joker einen Satz.', en: 'Now the two sevens and the joker make a set.' },
        expect: { ok: true, meldValue: 21, hand: [0, 2] },
      },
      { move: 'discard 4h', caption: { de: 'A behält nur noch die ♣2.', en: 'A keeps just the ♣2.' }, expect: { ok: true, hand: [0, 1] } },
    ],
  },
  {
    id: 'advice-dead-card',
    title: { de: 'Ratschlag: abgelegte Karten merken', en: 'Advice: remember the discards' },
    intro: {
      de: 'A wartet mit ♣7, ♣9 und ♣10 auf die ♣8. Beide ♣8 liegen aber schon im Ablagestapel.',
      en: 'A waits for the ♣8 with ♣7, ♣9 and ♣10. Both ♣8s, however, are already in the discard pile.',
    },
    position: `players: 2
dealer: B
current: A
hand A: 7c 9c 10c Kd 4d 5h 8h Ah 2s Qs
hand B: 2d 3h 6s 9d Jh Kh 4c 6h 10d Jk
discard: 8c 3c 8c' 5s
stocktop: 6s'`,
    initial: { helpful: [0, ['Jc']], jokerHelps: [0, true] },
    steps: [
      {
        move: 'draw',
        caption: {
          de: 'A zieht die ♠6. Von allen Karten, die A noch nicht gesehen hat, verbessert laut Engine nur der ♣B (oder ein Joker) das Blatt.',
          en: 'A draws the ♠6. Of all cards A has not yet seen, the engine finds that only the ♣J (or a joker) would improve the hand.',
        },
        expect: { ok: true, helpful: [0, ['Jc']] },
      },
      {
        move: 'discard 7c',
        caption: {
          de: 'Die ♣7 kann weg: Ohne ♣8 passt sie in keine Folge, und ein Satz aus Sieben ist nicht in Sicht.',
          en: 'The ♣7 can go: without a ♣8 it fits no run, and no set of sevens is in sight.',
        },
        expect: { ok: true, helpful: [0, ['Jc']] },
      },
    ],
  },
  {
    id: 'advice-eight-outs',
    title: { de: 'Ratschlag: Bube und Dame in zwei Farben', en: 'Advice: Jack and Queen in two suits' },
    intro: {
      de: 'A hält ♠B, ♠D, ♣B und ♣D. Welche Karten helfen weiter?',
      en: 'A holds ♠J, ♠Q, ♣J and ♣Q. Which cards help?',
    },
    position: `players: 2
dealer: B
current: A
hand A: Js Qs Jc Qc 3h 6d 9h Ad 5s 8c
hand B: 2d 3s 6s 9d 2h Kh 4c 6h 10d Jk
discard: 7c
stocktop: 2s`,
    initial: { helpful: [0, ['10c', 'Kc', '10s', 'Ks', 'Jh', 'Qh', 'Jd', 'Qd']], jokerHelps: [0, true], best: [0, 0] },
    steps: [
      {
        move: 'draw',
        caption: {
          de: 'Acht verschiedene Karten helfen: ♠10, ♠K, ♣10, ♣K, ♥B, ♦B, ♥D, ♦D. Bei zwei Spielen gibt es jede davon doppelt, also 16 Karten, dazu die beiden Joker.',
          en: 'Eight different cards help: ♠10, ♠K, ♣10, ♣K, ♥J, ♦J, ♥Q, ♦Q. With two packs each exists twice, so 16 cards, plus both jokers.',
        },
        expect: { ok: true, helpful: [0, ['10c', 'Kc', '10s', 'Ks', 'Jh', 'Qh', 'Jd', 'Qd']] },
      },
      {
        move: 'discard 2s',
        caption: { de: 'A hat die ♠2 gezogen; sie hilft nicht und geht gleich wieder weg.', en: 'A drew the ♠2; it does not help and goes straight back.' },
        expect: { ok: true },
      },
    ],
  },
  {
    id: 'romme-mit-7',
    title: { de: 'Variante: Rommé mit 7', en: 'Variant: Rommé with 7' },
    intro: {
      de: 'Ohne Auslegen während des Spiels: A hat drei Bilder und dazu nur die ♥2.',
      en: 'No melding during play: A holds three melds and just the ♥2 besides.',
    },
    position: `players: 3
options: variant=noLayout
dealer: C
current: A
hand A: 3s 4s 5s Jc Jh Jd 8d 9d 10d 2h
hand B: Kc Ks Kh 6s 2c 9h 4h Qd 7c 5d
hand C: Ac 3c 6h 8s Qs 10h 4d 7d 9c 5c
discard: 2s`,
    steps: [
      {
        move: 'call 3s 4s 5s / Jc Jh Jd',
        caption: {
          de: 'Mit nur zwei Bildern blieben ♦8-9-10 und ♥2 übrig, zusammen 29 Punkte: mehr als 7.',
          en: 'With only two melds ♦8-9-10 and ♥2 would be left, 29 points: more than 7.',
        },
        expect: { ok: 'no-layout', code: 'leftover-too-high' },
      },
      {
        move: 'call 3s 4s 5s / Jc Jh Jd / 8d 9d 10d',
        caption: {
          de: 'A meldet „Rommé mit 2“, ohne zu ziehen oder abzuwerfen. Jetzt kommt jeder andere noch einmal an die Reihe.',
          en: 'A calls “Rommé with 2” without drawing or discarding. Now every other player has one more turn.',
        },
        expect: { ok: true, phase: 'final', current: 1, leftover: 2 },
      },
      {
        move: 'layoff A1 6s',
        caption: { de: 'An fremde Bilder darf B dabei nicht anlegen.', en: 'B may not lay off onto anyone else’s melds.' },
        expect: { ok: 'no-layout', code: 'foreign-meld' },
      },
      {
        move: 'meld Kc Ks Kh',
        caption: { de: 'B legt seine drei Könige hin; sie zählen dann nicht mehr als Verlust.', en: 'B puts down the three Kings, which then no longer count against B.' },
        expect: { ok: true, hand: [1, 7] },
      },
      { move: 'done', caption: { de: 'B ist fertig.', en: 'B is done.' }, expect: { ok: true, current: 2 } },
      {
        move: 'done',
        caption: {
          de: 'C hat kein Bild. Die Runde ist vorbei: B verliert 43 Punkte, C 73, A nichts.',
          en: 'C has no meld. The round is over: B loses 43 points, C 73, A nothing.',
        },
        expect: { ok: true, phase: 'dealOver', winner: 0, penalties: [0, 43, 73] },
      },
    ],
  },
  {
    id: 'one-suit',
    title: { de: 'Variante: zehn Karten einer Farbe', en: 'Variant: ten cards of one suit' },
    intro: {
      de: 'Nach Absprache gewinnt auch, wer zehn Karten einer Farbe hält, in beliebiger Folge und mit Doppelten.',
      en: 'By agreement, ten cards of one suit also win, in any order and with duplicates.',
    },
    position: `players: 2
options: variant=oneSuit
dealer: B
current: A
hand A: Ah Qh 10h 9h 9h' 8h 8h' 6h 5h 3h
hand B: 2c 4c 6d 8c 10s Ad 3d 5s 9s Jk'
discard: 2s`,
    steps: [
      {
        move: 'onesuit',
        caption: { de: 'A zeigt zehn Herz zu Beginn des eigenen Zuges und gewinnt; B verliert 78 Punkte.', en: 'A shows ten hearts at the start of the turn and wins; B loses 78 points.' },
        expect: { ok: true, phase: 'dealOver', winner: 0, penalties: [0, 78] },
      },
    ],
  },
  {
    id: 'kids',
    title: { de: 'Variante: das Kinderspiel', en: 'Variant: the children’s game' },
    intro: { de: 'Sieben Karten je Spieler, jedes Bild darf sofort hinaus.', en: 'Seven cards each, and any meld may go down at once.' },
    position: `players: 2
options: variant=kids7
dealer: B
current: A
hand A: 2c 3c 4c 9d Ks 6h Qh
hand B: 5s 7s 9s Jd 2h 4d 8c
discard: 10s
stocktop: Jc`,
    steps: [
      { move: 'draw', caption: { de: 'A zieht den ♣B.', en: 'A draws the ♣J.' }, expect: { ok: true } },
      {
        move: 'meld 2c 3c 4c',
        caption: { de: 'Neun Punkte genügen hier: Eine Mindestpunktzahl gibt es nicht.', en: 'Nine points are enough here: there is no minimum.' },
        expect: { ok: true, meldValue: 9, hand: [0, 5] },
      },
      {
        move: 'discard 9d',
        caption: { de: 'A wirft die ♦9 ab. Anlegen wäre im Kinderspiel ebenfalls erlaubt.', en: 'A throws the ♦9. Laying off would be allowed in the children’s game as well.' },
        expect: { ok: true, hand: [0, 4] },
      },
    ],
  },
  {
    id: 'stock-out',
    title: { de: 'Der Stapel ist leer', en: 'The stock runs out' },
    intro: {
      de: 'Auf dem Stapel liegt nur noch eine Karte; alle übrigen Karten sind im Ablagestapel.',
      en: 'One card is left in the stock; all the other cards are in the discard pile.',
    },
    position: `players: 2
dealer: B
current: A
seed: stock
hand A: 2d 5d 8h Js Kd 3s 6c 9h Qd 4s
hand B: ${B_JUNK}
discard: 7c 10d 4c Qh 5s
stock: 6h`,
    steps: [
      { move: 'draw', caption: { de: 'A zieht die letzte Karte, die ♥6.', en: 'A draws the last card, the ♥6.' }, expect: { ok: true, stock: 0, discard: 85 } },
      {
        move: 'discard 2d',
        caption: {
          de: 'Nach dem Abwerfen wird der Ablagestapel bis auf die oberste Karte, die ♦2, gemischt und ist der neue Stapel: 85 Karten.',
          en: 'After the discard the pile, all but its top card (the ♦2), is shuffled into a new stock: 85 cards.',
        },
        expect: { ok: true, stock: 85, discard: 1, current: 1 },
      },
    ],
  },
];
