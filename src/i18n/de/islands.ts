/** The words every game island shares, in German (src/i18n/islands.ts loads one language per page). */
import type { IslandWords } from '../en/islands';

const ISLAND_DE: IslandWords = {
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
  badMove: (token: string, pos: number) => `Das ist kein lesbarer Zug: „${token}“ an Stelle ${pos + 1}.`,
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
};

export default ISLAND_DE;
