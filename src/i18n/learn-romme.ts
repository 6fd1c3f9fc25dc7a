/** Rommé's words for the lesson and practice islands: the table, the move buttons, and one sentence per Rommé learn code. */
import { cardParam, numParam, type LearnSentences } from './learn';

export const LEARN_RM = {
  de: {
    yourMelds: 'Deine Auslage', theirMelds: 'Auslage von B', theirHand: (n: number) => `${n} Karten auf der Hand`, yourHand: 'Deine Hand',
    discardTop: 'Ablagestapel', stock: (n: number) => `Stapel: ${n} Karten`, empty: '–', meldNo: (ref: string) => `Kombination ${ref}`,
    draw: 'Vom Stapel ziehen', take: 'Ablagekarte nehmen', meld: 'Gewählte Karten auslegen', layoff: 'An die gewählte Kombination anlegen',
    exchange: 'Gegen den Joker der gewählten Kombination tauschen', discard: 'Gewählte Karte abwerfen',
    pickMeld: 'Karten wählen, für Anlegen und Tauschen auch eine Kombination auf dem Tisch.',
    out: 'Du hast keine Karte mehr: ausgemacht!',
    didDraw: 'Vom Stapel ziehen', didTake: 'Die oberste Ablagekarte nehmen', didMeld: (m: string) => `Auslegen: ${m}`, didLayoff: (ref: string, c: string) => `An ${ref} anlegen: ${c}`,
    didExchange: (ref: string, c: string) => `${c} gegen den Joker in ${ref} tauschen`, didDiscard: (c: string) => `${c} abwerfen`, didOther: 'Zug',
  },
  en: {
    yourMelds: 'Your table', theirMelds: 'B’s table', theirHand: (n: number) => `${n} cards in hand`, yourHand: 'Your hand',
    discardTop: 'Discard pile', stock: (n: number) => `Stock: ${n} cards`, empty: '–', meldNo: (ref: string) => `meld ${ref}`,
    draw: 'Draw from the stock', take: 'Take the discard', meld: 'Meld the cards picked', layoff: 'Lay off on the meld picked',
    exchange: 'Swap for the joker in the meld picked', discard: 'Discard the card picked',
    pickMeld: 'Pick cards – and, to lay off or swap, a meld on the table.',
    out: 'Your hand is empty: you are out!',
    didDraw: 'Draw from the stock', didTake: 'Take the top discard', didMeld: (m: string) => `Meld ${m}`, didLayoff: (ref: string, c: string) => `Lay off ${c} on ${ref}`,
    didExchange: (ref: string, c: string) => `Swap ${c} for the joker in ${ref}`, didDiscard: (c: string) => `Discard ${c}`, didOther: 'Move',
  },
} as const;

/** One sentence per Rommé learn code (src/learn/romme.ts). */
export const ROMME_LEARN_MISSES: LearnSentences = {
  'rm-hint-values': {
    de: () => 'Zähle jede Karte mit ihrem Wert: 2 bis 9 nach Augen, Zehn und Bilder 10, das Ass 11 – nur in einer Folge A-2-3 zählt es 1.',
    en: () => 'Count each card at its value: 2 to 9 as marked, tens and court cards 10, the Ace 11 – only in a run A-2-3 does it count 1.',
  },
  'rm-hint-penalties': {
    de: () => 'Jede Karte auf der Hand kostet ihren Wert: der Joker 20, ein Ass 11, Zehn und Bilder 10, die anderen nach Augen.',
    en: () => 'Each card in hand costs its value: the joker 20, an Ace 11, tens and court cards 10, the others as marked.',
  },
  'rm-meld-first': {
    de: () => 'Leg zuerst deine Kombinationen aus – erst danach wird abgeworfen.',
    en: () => 'Lay down your melds first – you discard only after that.',
  },
  'rm-could-lay-off': {
    de: (p, n) => `${cardParam(p, n)} passt an eine Kombination auf dem Tisch: Leg sie an, statt sie abzuwerfen.`,
    en: (p, n) => `The ${cardParam(p, n)} fits a meld on the table: lay it off instead of discarding it.`,
  },
  'rm-take-joker': {
    de: () => 'Der Joker auf dem Tisch vertritt eine Karte, die du hast: Tausch sie gegen ihn.',
    en: () => 'The joker on the table stands for a card you hold: swap it in.',
  },
  'rm-not-out': {
    de: () => 'So bleibt dir eine Karte auf der Hand. Leg zuerst an, was passt, und wirf dann die letzte Karte ab.',
    en: () => 'That leaves you a card in hand. Lay off what fits first, then discard your last card.',
  },
  'rm-there-is-one': {
    de: (p) => `Doch, es gibt eins: Die Karten dieser Hand ergeben Kombinationen im Wert von ${numParam(p, 'value')} Punkten.`,
    en: (p) => `There is one: the cards of this hand make melds worth ${numParam(p, 'value')} points.`,
  },
};
