/** Conquian's words for the lesson and practice islands: the table, the move buttons, and one sentence per Conquian learn code. */
import { cardParam, cardsParam, type LearnSentences } from './learn';

/** The lesson table and move buttons. */
export const LEARN_CQ = {
  de: {
    you: 'Du', opponent: 'B', yourHand: 'Deine Hand', yourMelds: 'Deine Auslage', theirMelds: 'Auslage von B', theirHand: (n: number) => `${n} Karten auf der Hand`,
    centre: 'Mitte', stock: (n: number) => `Stapel: ${n} Karten`, empty: '–',
    offeredBy: 'von B angeboten', turned: 'von dir aufgedeckt', turnedByB: 'von B aufgedeckt', yourDiscard: 'dein Abwurf, B angeboten', forced: 'B verlangt, dass du sie nimmst',
    won: 'Du bist ausgegangen und hast gewonnen.', toAct: (what: string) => `Du bist am Zug: ${what}.`, waiting: 'B ist am Zug.',
    turn: 'Karte vom Stapel aufdecken', take: 'Nehmen und auslegen', meldHand: 'Gewählte Karten auslegen', decline: 'Ablehnen', pass: 'Weitergeben',
    discard: 'Gewählte Karte abwerfen', force: 'Anlegen erzwingen', noForce: 'Nicht erzwingen',
    didTurn: 'Oberste Karte vom Stapel aufdecken', didDecline: 'Ablehnen', didPass: 'Weitergeben', didForce: 'Anlegen erzwingen', didNoForce: 'Nicht erzwingen',
    phases: { turn: 'eine Karte vom Stapel aufdecken', turned: 'die aufgedeckte Karte nutzen oder weitergeben', offered: 'die angebotene Karte nehmen oder ablehnen', forceCheck: 'entscheiden, ob B die Karte nehmen muss', forced: 'die Karte anlegen', discard: 'eine Karte abwerfen', over: 'die Partie ist vorbei' },
    didDiscard: (c: string) => `${c} abwerfen`, didMeld: (centre: string, hand: string, table: string) => `${centre ? `${centre} nehmen` : 'Auslegen'}${hand ? ` mit ${hand}` : ''}; Auslage danach: ${table}`,
  },
  en: {
    you: 'You', opponent: 'B', yourHand: 'Your hand', yourMelds: 'Your table', theirMelds: 'B’s table', theirHand: (n: number) => `${n} cards in hand`,
    centre: 'Centre', stock: (n: number) => `Stock: ${n} cards`, empty: '–',
    offeredBy: 'offered by B', turned: 'turned by you', turnedByB: 'turned by B', yourDiscard: 'your discard, offered to B', forced: 'B demands that you take it',
    won: 'You have gone out and won.', toAct: (what: string) => `Your turn: ${what}.`, waiting: 'It is B’s turn.',
    turn: 'Turn a stock card', take: 'Take and meld', meldHand: 'Meld the cards picked', decline: 'Decline', pass: 'Pass it on',
    discard: 'Discard the card picked', force: 'Force the add', noForce: 'Do not force',
    didTurn: 'Turn the top card of the stock', didDecline: 'Decline', didPass: 'Pass it on', didForce: 'Force the add', didNoForce: 'Do not force',
    phases: { turn: 'turn a card from the stock', turned: 'use the turned card or pass it on', offered: 'take the card on offer or decline it', forceCheck: 'decide whether B must take the card', forced: 'add the card', discard: 'discard a card', over: 'the game is over' },
    didDiscard: (c: string) => `Discard ${c}`, didMeld: (centre: string, hand: string, table: string) => `${centre ? `Take ${centre}` : 'Meld'}${hand ? ` with ${hand}` : ''}; your table then: ${table}`,
  },
} as const;

/** One sentence per Conquian learn code (src/learn/conquian.ts). */
export const CONQUIAN_LEARN_MISSES: LearnSentences = {
  'cq-could-take': {
    de: (p, n) => `Du könntest ${cardParam(p, n)} gebrauchen – nimm die Karte, statt sie abzulehnen.`,
    en: (p, n) => `You can use the ${cardParam(p, n)} – take it instead of declining it.`,
  },
  'cq-not-out': {
    de: (p, n) => `Damit machst du nicht aus: Mit ${cardParam(p, n)} müssen alle deine Handkarten auf den Tisch, elf Karten insgesamt.`,
    en: (p, n) => `That does not take you out: with the ${cardParam(p, n)} all your hand cards must reach the table, eleven cards in all.`,
  },
  'cq-not-out-with': {
    de: (p, n) => `Mit ${cardParam(p, n)} lassen sich deine Karten nicht alle zu Kombinationen ordnen.`,
    en: (p, n) => `With the ${cardParam(p, n)} your cards cannot all be arranged into combinations.`,
  },
  'cq-ten-only': {
    de: (p, n) => `Mit ${cardParam(p, n)} kämen nur zehn Karten auf den Tisch; die letzte müsstest du abwerfen, und zehn machen nicht aus.`,
    en: (p, n) => `With the ${cardParam(p, n)} only ten cards would reach the table; you would have to discard the last one, and ten do not take you out.`,
  },
  'cq-cannot-take': {
    de: (p, n) => `${cardParam(p, n)} passt in keine Kombination mit deiner Auslage und deinen Handkarten, also darfst du sie nicht nehmen.`,
    en: (p, n) => `The ${cardParam(p, n)} fits no combination with your table and hand cards, so you may not take it.`,
  },
  'cq-can-take': {
    de: (p, n) => `Du darfst ${cardParam(p, n)} nehmen${cardsParam('de', p, n) ? `, zum Beispiel mit ${cardsParam('de', p, n)}` : ': Sie passt an deine Auslage'}.`,
    en: (p, n) => `You may take the ${cardParam(p, n)}${cardsParam('en', p, n) ? `, for example with your ${cardsParam('en', p, n)}` : ': it fits your table'}.`,
  },
  'cq-can-force': {
    de: (p, n) => `${cardParam(p, n)} passt ohne Handkarte an deine Auslage, also darf B verlangen, dass du sie nimmst.`,
    en: (p, n) => `The ${cardParam(p, n)} fits your table without any hand card, so B may demand that you take it.`,
  },
  'cq-cannot-force': {
    de: (p, n) => `${cardParam(p, n)} passt nur mit Handkarten, nicht allein an deine Auslage; erzwingen darf B nur, was ohne Handkarte passt.`,
    en: (p, n) => `The ${cardParam(p, n)} fits only with hand cards, not on its own; B may force only a card that fits without a hand card.`,
  },
};
