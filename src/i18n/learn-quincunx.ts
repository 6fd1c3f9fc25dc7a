/** Quincunx's words for the lesson and practice islands: the table, and one sentence per Quincunx learn code. */
import { cardParam, numParam, type LearnSentences } from './learn';

export const LEARN_QX = {
  de: {
    spread: 'Raster', cell: (c: string) => `Platz ${c}, frei`, yourHand: 'Deine Hand', pile: (n: number) => `${n} Karten im Nachziehstapel`,
    place: 'Karte wählen, dann einen freien Platz', didPlace: (card: string, cell: string) => `${card} auf ${cell} legen`, points: (n: number) => `${n} Punkte`,
    yourPoints: (n: number) => `Deine Punkte in dieser Runde: ${n}`,
  },
  en: {
    spread: 'Spread', cell: (c: string) => `cell ${c}, empty`, yourHand: 'Your hand', pile: (n: number) => `${n} cards in the draw pile`,
    place: 'Pick a card, then an empty cell', didPlace: (card: string, cell: string) => `Place ${card} on ${cell}`, points: (n: number) => `${n} points`,
    yourPoints: (n: number) => `Your points this round: ${n}`,
  },
} as const;

const cell = (p: { cell?: unknown }) => (typeof p.cell === 'string' ? p.cell : '?');

/** One sentence per Quincunx learn code (src/learn/quincunx.ts). */
export const QUINCUNX_LEARN_MISSES: LearnSentences = {
  'qx-hint-basic-scoring': {
    de: () => 'Zähle die Basispunkte mit jedem Nachbarn darüber, darunter und daneben: Summe unter 10 zieht ab, 10 und 11 zählen nichts, darüber zählt, was über 10 liegt.',
    en: () => 'Count the basic scoring with each neighbour above, below and beside: a sum below 10 counts against you, 10 and 11 score nothing, above that what is over 10 scores.',
  },
  'qx-hint-ace-match': {
    de: () => 'Ein Ass, das mit seinem Nachbarn eine Farbe teilt, zählt die kleine Summe nicht ab, sondern dazu.',
    en: () => 'An Ace that shares a suit with its neighbour adds the small sum instead of losing it.',
  },
  'qx-hint-draw': { de: () => 'Eine Summe von 11 oder 20 bringt keine Punkte, aber eine Karte zum Nachziehen.', en: () => 'A sum of 11 or 20 scores no points but lets you draw a card.' },
  'qx-hint-pair-bonus': { de: () => 'Ein Nachbar mit gleichem Rang ist ein Paar: 5 Punkte extra.', en: () => 'A neighbour of the same rank is a pair: 5 extra points.' },
  'qx-hint-sequence-bonus': { de: () => 'Eine Straße in einer Linie bringt 20 Punkte.', en: () => 'A sequence in a line brings 20 points.' },
  'qx-hint-three-of-a-kind': {
    de: () => 'Drei gleiche Ränge in einer Linie bringen 30 Punkte – ein Nachbar in dieser Linie zählt dann nicht noch als Paar.',
    en: () => 'Three equal ranks in a line bring 30 points – a neighbour in that line is then not also a pair.',
  },
  'qx-hint-power-play': {
    de: () => 'Ass und Krone einer Farbe nebeneinander: Die Ränge aller anderen Karten dieser Farbe im Raster kommen dazu.',
    en: () => 'Ace and Crown of one suit side by side: add the ranks of every other card of that suit in the spread.',
  },
  'qx-hint-hand-penalty': {
    de: () => 'Am Ende einer Runde kostet jede Handkarte: ein Ass 15, eine Krone 10, jede andere ihren Rang.',
    en: () => 'At the end of a round each hand card costs: an Ace 15, a Crown 10, any other its rank.',
  },
  'qx-hint-excuse': { de: () => 'Die Ausflucht zählt mit keinem Nachbarn.', en: () => 'The Excuse scores with no neighbour.' },
  'qx-hint-flush': { de: () => 'Eine Linie oder ein Block mit gemeinsamer Farbe bringt den Flush-Bonus.', en: () => 'A line or block sharing a suit brings the flush bonus.' },
  'qx-no-draw': {
    de: (p, n) => `${cardParam(p, n)} auf ${cell(p)} ergibt mit keinem Nachbarn die Summe 11 oder 20, also ziehst du nichts nach.`,
    en: (p, n) => `The ${cardParam(p, n)} on ${cell(p)} makes no sum of 11 or 20 with a neighbour, so you draw nothing.`,
  },
  'qx-no-sequence': {
    de: (p, n) => `${cardParam(p, n)} auf ${cell(p)} bildet keine Straße: Die Ränge müssen entlang einer Linie um je eins steigen.`,
    en: (p, n) => `The ${cardParam(p, n)} on ${cell(p)} makes no sequence: the ranks must go up by one along a line.`,
  },
  'qx-other-card': {
    de: (p, n) => `Gefragt ist nach ${cardParam(p, n)}; leg diese Karte.`,
    en: (p, n) => `The question is about the ${cardParam(p, n)}; place that card.`,
  },
  'qx-not-best': {
    de: (p, n) => `Auf ${cell(p)} bringt ${cardParam(p, n)} ${numParam(p, 'points')} Punkte – ein anderer Platz bringt mehr.`,
    en: (p, n) => `On ${cell(p)} the ${cardParam(p, n)} scores ${numParam(p, 'points')} points – another cell scores more.`,
  },
};
