/**
 * Words of the lessons and practice islands (issue 14): the controls, the
 * verdicts, and one sentence per learn code (a Miss with by: 'lesson', see
 * src/learn/types.ts) in both languages. Card codes in [brackets] are drawn
 * as inline cards by the islands.
 */
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
    pickOne: 'Wähle zuerst genau eine Karte, dann den Platz.',
    sign: 'Vorzeichen wechseln',
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
    otherAnswer: 'Das ist nicht die gesuchte Antwort.',
    breaksRule: 'Dieser Zug verstößt gegen eine Regel.',
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
    pickOne: 'Pick exactly one card first, then the place.',
    sign: 'Change the sign',
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
    otherAnswer: 'That is not the answer the task asks for.',
    breaksRule: 'This move breaks a rule.',
  },
} as const;

/** A card's name in the page language (each game's kit brings its own, so a page loads one deck's names). */
export type CardNamer = (code: string) => string;
/** One sentence per learn code, in both languages, from the miss's params and the deck's card names. */
export type LearnSentences = Readonly<Record<string, Readonly<Record<Lang, (p: Params, name: CardNamer) => string>>>>;

export const cardParam = (p: Params, name: CardNamer, key = 'card') => (typeof p[key] === 'string' ? name(p[key] as string) : '?');
export const cardsParam = (lang: Lang, p: Params, name: CardNamer, key = 'cards') => {
  const v = p[key];
  if (!Array.isArray(v) || v.length === 0) return '';
  const names = (v as readonly string[]).map(name);
  const and = lang === 'de' ? ' und ' : ' and ';
  return names.length > 1 ? `${names.slice(0, -1).join(', ')}${and}${names[names.length - 1]}` : names[0]!;
};
export const numParam = (p: Params, key: string) => (typeof p[key] === 'number' ? String(p[key]) : '?');

/** Sentences for the learn codes every game can meet. */
export const LEARN_MISSES: LearnSentences = {
  'pick-missed': {
    de: (p, n) => `Es fehlt noch eine Karte: ${cardParam(p, n)} gehört auch dazu.`,
    en: (p, n) => `A card is missing: the ${cardParam(p, n)} belongs as well.`,
  },
  'not-a-choice': { de: (p, n) => `${cardParam(p, n)} steht nicht zur Auswahl.`, en: (p, n) => `The ${cardParam(p, n)} is not one of the choices.` },
  'pick-something': { de: () => 'Wähle zuerst eine Antwort.', en: () => 'Choose an answer first.' },
  'wrong-number': {
    de: (p) => (p.value === null ? 'Das ist keine Zahl.' : `${numParam(p, 'value')} stimmt nicht.`),
    en: (p) => (p.value === null ? 'That is not a number.' : `${numParam(p, 'value')} is not right.`),
  },
};

/** The sentence for a learn code: the game's table first, then the common one (a generic sentence if a code were missing). */
export function learnSentence(game: LearnSentences, code: string, params: Params, lang: Lang, name: CardNamer): string {
  const m = Object.hasOwn(game, code) ? game[code] : Object.hasOwn(LEARN_MISSES, code) ? LEARN_MISSES[code] : undefined;
  return m ? m[lang](params, name) : LEARN[lang].otherAnswer;
}
