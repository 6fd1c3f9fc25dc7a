/**
 * Words of the lessons and practice islands (issue 14): the controls, the
 * verdicts, and one sentence per learn code (a Miss with by: 'lesson', see
 * src/learn/types.ts) in both languages. Card codes in [brackets] are drawn
 * as inline cards by the islands.
 */
import { frenchParts } from '../engine/cards/french';
import { decktetCardName, frenchCardName } from './cards';
import type { Params } from '../engine/core/result';
import type { Lang } from './ui';

export const LEARN = {
  de: {
    task: 'Aufgabe',
    rule: 'Regel',
    check: 'Prüfen',
    none: 'Keine',
    noneMeld: 'Es gibt keins',
    answer: 'Deine Antwort',
    points: 'Punkte',
    right: 'Richtig!',
    rightAfter: 'Richtig – diesmal mit Hilfe der Lösung.',
    next: 'Nächste Lektion',
    allDone: 'Das war die letzte Lektion. Weiter geht es mit dem Üben unten oder mit einer ganzen Partie.',
    practiseLink: 'Zum Üben',
    playLink: 'Eine ganze Partie',
    again: 'Noch ein Versuch.',
    stepOk: 'Gut – weiter.',
    solution: 'Lösung',
    solutionMoves: 'So geht es',
    restart: 'Aufgabe neu beginnen',
    done: 'erledigt',
    toChoose: 'Zur Auswahl',
    picked: (n: number) => (n === 1 ? '1 Karte gewählt' : `${n} Karten gewählt`),
    progress: (done: number, all: number) => `${done} von ${all} Lektionen erledigt.`,
    progressNote: 'Der Fortschritt bleibt nur in diesem Browser gespeichert; jede Lektion ist auch ohne ihn erreichbar.',
    reset: 'Fortschritt löschen',
    resetDone: 'Fortschritt gelöscht.',
    practice: 'Üben',
    newPosition: 'Neue Stellung',
    nextPosition: 'Nächste Stellung',
    score: (right: number, asked: number) => `Beim ersten Versuch richtig: ${right} von ${asked}`,
    positionNo: (seed: string) => `Stellung Nr. ${seed}`,
    linkHere: 'Link zu dieser Stellung',
    badPractice: 'Die Adresse enthielt keine gültige Stellungsnummer; gezeigt wird eine andere Stellung.',
    missingLesson: (id: string) => `Die Lektion „${id}“ gibt es nicht.`,
    numberLabel: 'Zahl',
    notANumber: 'Bitte eine ganze Zahl eingeben.',
    step: (n: number) => `Zug ${n}`,
  },
  en: {
    task: 'Task',
    rule: 'Rule',
    check: 'Check',
    none: 'None',
    noneMeld: 'There is none',
    answer: 'Your answer',
    points: 'points',
    right: 'Right!',
    rightAfter: 'Right – this time with the solution’s help.',
    next: 'Next lesson',
    allDone: 'That was the last lesson. Carry on with the practice below or with a whole game.',
    practiseLink: 'Practise',
    playLink: 'A whole game',
    again: 'Have another try.',
    stepOk: 'Good – carry on.',
    solution: 'Solution',
    solutionMoves: 'How it goes',
    restart: 'Start the task again',
    done: 'done',
    toChoose: 'To choose from',
    picked: (n: number) => (n === 1 ? '1 card picked' : `${n} cards picked`),
    progress: (done: number, all: number) => `${done} of ${all} lessons done.`,
    progressNote: 'Progress is kept in this browser only; every lesson can be opened without it.',
    reset: 'Clear progress',
    resetDone: 'Progress cleared.',
    practice: 'Practice',
    newPosition: 'New position',
    nextPosition: 'Next position',
    score: (right: number, asked: number) => `Right at the first try: ${right} of ${asked}`,
    positionNo: (seed: string) => `Position no. ${seed}`,
    linkHere: 'Link to this position',
    badPractice: 'The address held no valid position number; showing another position.',
    missingLesson: (id: string) => `There is no lesson “${id}”.`,
    numberLabel: 'Number',
    notANumber: 'Please enter a whole number.',
    step: (n: number) => `Move ${n}`,
  },
} as const;

/** Conquian's lesson table and move buttons. */
export const LEARN_CQ = {
  de: {
    you: 'Du', opponent: 'B', yourHand: 'Deine Hand', yourMelds: 'Deine Auslage', theirMelds: 'Bs Auslage', theirHand: (n: number) => `${n} Karten auf der Hand`,
    centre: 'Mitte', stock: (n: number) => `Stapel: ${n} Karten`, empty: '–',
    offeredBy: 'von B angeboten', turned: 'von dir aufgedeckt', forced: 'B verlangt, dass du sie nimmst',
    won: 'Du bist ausgegangen und hast gewonnen.', toAct: (what: string) => `Du bist am Zug: ${what}.`, waiting: 'B ist am Zug.',
    turn: 'Karte vom Stapel aufdecken', take: 'Nehmen und auslegen', meldHand: 'Gewählte Karten auslegen', decline: 'Ablehnen', pass: 'Weitergeben',
    discard: 'Gewählte Karte abwerfen', force: 'Anlegen erzwingen', noForce: 'Nicht erzwingen',
    didTurn: 'Oberste Karte vom Stapel aufdecken', didDecline: 'Ablehnen', didPass: 'Weitergeben', didForce: 'Anlegen erzwingen', didNoForce: 'Nicht erzwingen',
    didDiscard: (c: string) => `${c} abwerfen`, didMeld: (centre: string, hand: string, table: string) => `${centre ? `${centre} nehmen` : 'Auslegen'}${hand ? ` mit ${hand}` : ''}; Auslage danach: ${table}`,
  },
  en: {
    you: 'You', opponent: 'B', yourHand: 'Your hand', yourMelds: 'Your table', theirMelds: 'B’s table', theirHand: (n: number) => `${n} cards in hand`,
    centre: 'Centre', stock: (n: number) => `Stock: ${n} cards`, empty: '–',
    offeredBy: 'offered by B', turned: 'turned by you', forced: 'B demands that you take it',
    won: 'You have gone out and won.', toAct: (what: string) => `Your turn: ${what}.`, waiting: 'It is B’s turn.',
    turn: 'Turn a stock card', take: 'Take and meld', meldHand: 'Meld the cards picked', decline: 'Decline', pass: 'Pass it on',
    discard: 'Discard the card picked', force: 'Force the add', noForce: 'Do not force',
    didTurn: 'Turn the top card of the stock', didDecline: 'Decline', didPass: 'Pass it on', didForce: 'Force the add', didNoForce: 'Do not force',
    didDiscard: (c: string) => `Discard ${c}`, didMeld: (centre: string, hand: string, table: string) => `${centre ? `Take ${centre}` : 'Meld'}${hand ? ` with ${hand}` : ''}; your table then: ${table}`,
  },
} as const;

/** A card's name in running text, French or Decktet. */
export function cardName(lang: Lang, code: string): string {
  return frenchParts(code) ? frenchCardName(lang, code) : decktetCardName(lang, code);
}

const card = (lang: Lang, p: Params, key = 'card') => (typeof p[key] === 'string' ? cardName(lang, p[key] as string) : '?');
const list = (lang: Lang, p: Params, key = 'cards') => {
  const v = p[key];
  if (!Array.isArray(v) || v.length === 0) return '';
  const names = (v as readonly string[]).map((c) => cardName(lang, c));
  const and = lang === 'de' ? ' und ' : ' and ';
  return names.length > 1 ? `${names.slice(0, -1).join(', ')}${and}${names[names.length - 1]}` : names[0]!;
};
const num = (p: Params, key: string) => (typeof p[key] === 'number' ? String(p[key]) : '?');

type Sentences = Readonly<Record<string, Readonly<Record<Lang, (p: Params) => string>>>>;

/** One sentence per learn code (every code a lesson or practice kind can return; a test holds that). */
export const LEARN_MISSES: Sentences = {
  // Any game.
  'pick-missed': {
    de: (p) => `Es fehlt noch eine Karte: ${card('de', p)} gehört auch dazu.`,
    en: (p) => `A card is missing: the ${card('en', p)} belongs as well.`,
  },
  'not-a-choice': { de: (p) => `${card('de', p)} steht nicht zur Auswahl.`, en: (p) => `The ${card('en', p)} is not one of the choices.` },
  'pick-something': { de: () => 'Wähle zuerst eine Antwort.', en: () => 'Choose an answer first.' },
  'wrong-number': {
    de: (p) => (p.value === null ? 'Das ist keine Zahl.' : `${num(p, 'value')} stimmt nicht.`),
    en: (p) => (p.value === null ? 'That is not a number.' : `${num(p, 'value')} is not right.`),
  },

  // Conquian.
  'cq-could-take': {
    de: (p) => `Du könntest ${card('de', p)} gebrauchen – nimm die Karte, statt sie abzulehnen.`,
    en: (p) => `You can use the ${card('en', p)} – take it instead of declining it.`,
  },
  'cq-not-out': {
    de: (p) => `Damit machst du nicht aus: Mit ${card('de', p)} müssen alle deine Handkarten auf den Tisch, elf Karten insgesamt.`,
    en: (p) => `That does not take you out: with the ${card('en', p)} all your hand cards must reach the table, eleven cards in all.`,
  },
  'cq-not-out-with': {
    de: (p) => `Mit ${card('de', p)} lassen sich deine Karten nicht alle zu Kombinationen ordnen.`,
    en: (p) => `With the ${card('en', p)} your cards cannot all be arranged into combinations.`,
  },
  'cq-ten-only': {
    de: (p) => `Mit ${card('de', p)} kämen nur zehn Karten auf den Tisch; die letzte müsstest du abwerfen, und zehn machen nicht aus.`,
    en: (p) => `With the ${card('en', p)} only ten cards would reach the table; you would have to discard the last one, and ten do not take you out.`,
  },
  'cq-cannot-take': {
    de: (p) => `${card('de', p)} passt in keine Kombination mit deiner Auslage und deinen Handkarten, also darfst du sie nicht nehmen.`,
    en: (p) => `The ${card('en', p)} fits no combination with your table and hand cards, so you may not take it.`,
  },
  'cq-can-take': {
    de: (p) => `Du darfst ${card('de', p)} nehmen${list('de', p) ? `, zum Beispiel mit ${list('de', p)}` : ': Sie passt an deine Auslage'}.`,
    en: (p) => `You may take the ${card('en', p)}${list('en', p) ? `, for example with your ${list('en', p)}` : ': it fits your table'}.`,
  },
  'cq-can-force': {
    de: (p) => `${card('de', p)} passt ohne Handkarte an deine Auslage, also darf B verlangen, dass du sie nimmst.`,
    en: (p) => `The ${card('en', p)} fits your table without any hand card, so B may demand that you take it.`,
  },
  'cq-cannot-force': {
    de: (p) => `${card('de', p)} passt nur mit Handkarten, nicht allein an deine Auslage; erzwingen darf B nur, was ohne Handkarte passt.`,
    en: (p) => `The ${card('en', p)} fits only with hand cards, not on its own; B may force only a card that fits without a hand card.`,
  },
};

/** The sentence for a learn code (a generic one if a code were missing). */
export function learnSentence(code: string, params: Params, lang: Lang): string {
  const m = Object.hasOwn(LEARN_MISSES, code) ? LEARN_MISSES[code]! : undefined;
  return m ? m[lang](params) : lang === 'de' ? 'Das ist nicht die gesuchte Antwort.' : 'That is not the answer the task asks for.';
}
