/**
 * UI strings every game island shares (step navigation, violations, URL
 * errors, seeded deals), and the shape of a game's violation messages.
 */
import { lookup } from '../engine/core/game';
import type { Params } from '../engine/core/result';
import type { Lang } from './ui';

/** One sentence per violation code, in both languages, filled from the violation's params. */
export type ViolationMessages = Readonly<Record<string, Readonly<Record<Lang, (p: Params) => string>>>>;
/** One sentence per parse-error code, in both languages, from the bad token and its place. */
export type ParseMessages = Readonly<Record<string, Readonly<Record<Lang, (token: string, position: number) => string>>>>;
/** The heading text of each rule section, per language (equals the page's <Rule> heading). */
export type RuleNames<Id extends string = string> = Readonly<Record<Id, Readonly<Record<Lang, string>>>>;

export const ISLAND = {
  de: {
    start: 'Anfang',
    back: 'Zurück',
    forward: 'Weiter',
    step: (i: number, n: number) => `Schritt ${i} von ${n}`,
    steps: 'Alle Schritte',
    startPos: 'Ausgangsstellung',
    notAllowed: 'Nicht erlaubt',
    seeRule: 'Regel',
    /** A link to a rule's section, by its name: Regel „Ablegen“. */
    // quotes inside a name become the inner ones: Regel „Rommé ‚mit 7‘ ohne Auslegen“, not „Rommé „mit 7“ …“
    ruleNamed: (name: string) => `Regel „${name.replace(/„/g, '‚').replace(/“/g, '‘')}“`,
    unknownMove: 'Dieser Zug verstößt gegen eine Regel.',
    badMove: (token: string, pos: number) => `Das ist kein lesbarer Zug: „${token}“ an Stelle ${pos}.`,
    badUrl: 'Die Adresse enthielt eine ungültige Stellung; gezeigt wird der Anfang.',
    /** A game link whose moves broke off (cut short, or a move that cannot be read or played): `n` moves were kept. */
    linkCut: (n: number) =>
      n === 0
        ? 'Die Züge in dieser Adresse ließen sich nicht lesen oder spielen; gezeigt wird der Anfang dieses Spiels.'
        : `Die Adresse war beschädigt; das Spiel ist bis zum letzten gültigen Zug geöffnet (${n === 1 ? '1 Zug' : `${n} Züge`}).`,
    // not "Neues Spiel": Conquian's, Quincunx's and Rommé's button at the game's end says that, and both stood together
    newDeal: 'Neu mischen',
    seed: 'Name der Mischung',
    seedSummary: (seed: string) => `Mischung „${seed}“`,
    dealSeed: 'Diese Mischung geben',
    badSeed: 'Der Name einer Mischung hat 1 bis 32 Zeichen: Buchstaben, Ziffern, „-“ oder „_“.',
    undo: 'Zug zurücknehmen',
    restart: 'Von vorn',
    apply: 'Ausführen',
    legal: 'Erlaubte Züge',
    moves: 'Gespielte Züge',
    noMoves: 'Noch keine Züge.',
    tryIt: 'Eigenen Zug eingeben',
    yourMoves: 'Eigene Züge',
    backToExample: 'Zurück zum Beispiel',
    missingExample: (id: string) => `Das Beispiel „${id}“ gibt es nicht.`,
  },
  en: {
    start: 'Start',
    back: 'Back',
    forward: 'Next',
    step: (i: number, n: number) => `Step ${i} of ${n}`,
    steps: 'All steps',
    startPos: 'Starting position',
    notAllowed: 'Not allowed',
    seeRule: 'Rule',
    ruleNamed: (name: string) => `Rule “${name.replace(/“/g, '‘').replace(/”/g, '’')}”`,
    unknownMove: 'This move breaks a rule.',
    badMove: (token: string, pos: number) => `That is not a readable move: “${token}” at position ${pos}.`,
    badUrl: 'The address held an invalid position; showing the start.',
    linkCut: (n: number) =>
      n === 0
        ? 'The moves in this address could not be read or played; this deal is shown from its start.'
        : `The address was damaged; the game is opened up to its last valid move (${n === 1 ? '1 move' : `${n} moves`}).`,
    newDeal: 'New deal',
    seed: 'Shuffle name',
    seedSummary: (seed: string) => `Shuffle “${seed}”`,
    dealSeed: 'Deal this shuffle',
    badSeed: 'A shuffle name is 1 to 32 letters, digits, “-” or “_”.',
    undo: 'Take back',
    restart: 'Restart',
    apply: 'Play',
    legal: 'Legal moves',
    moves: 'Moves played',
    noMoves: 'No moves yet.',
    tryIt: 'Enter a move of your own',
    yourMoves: 'Your moves',
    backToExample: 'Back to the example',
    missingExample: (id: string) => `There is no example “${id}”.`,
  },
} as const;

/** The sentence saying why typed text is not a readable move (the generic one if the game has none for the code). */
export function explainParse(messages: ParseMessages | undefined, code: string, token: string, position: number, lang: Lang): string {
  const m = messages ? lookup(messages, code) : undefined;
  return m ? m[lang](token, position) : ISLAND[lang].badMove(token, position);
}

/** The sentence explaining a violation in the page language (a generic one if the code is unknown). */
export function explain(messages: ViolationMessages, code: string, params: Params, lang: Lang): string {
  const m = lookup(messages, code);
  return m ? m[lang](params) : ISLAND[lang].unknownMove;
}
