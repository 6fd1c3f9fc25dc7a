import type { Lang } from './ui';
import type { ConquianRuleId } from '../engine/conquian/rules';
import type { ConquianParseCode, ConquianViolationCode } from '../engine/conquian/codes';
import type { Params } from '../engine/core/result';
import { frenchCardName } from './cards';

export const CONQUIAN_RULE_NAMES: Readonly<Record<ConquianRuleId, Readonly<Record<Lang, string>>>> = {
  pack: { de: 'Karten und Rangfolge', en: 'Cards and ranking' },
  deal: { de: 'Geben', en: 'Dealing' },
  combinations: { de: 'Kombinationen', en: 'Combinations' },
  'sequence-order': { de: 'Reihenfolge in Folgen', en: 'Order within runs' },
  'first-turn': { de: 'Der erste Zug', en: 'The first turn' },
  meld: { de: 'Nehmen und auslegen', en: 'Taking and melding' },
  decline: { de: 'Ablehnen und aufdecken', en: 'Declining and turning' },
  pass: { de: 'Passen', en: 'Passing' },
  discard: { de: 'Abwerfen', en: 'Discarding' },
  rearrange: { de: 'Eigene Auslagen umbauen', en: 'Rearranging your own table cards' },
  'forced-add': { de: 'Erzwungenes Anlegen', en: 'The forced add' },
  'going-out': { de: 'Ausmachen', en: 'Going out' },
  'ten-not-out': { de: 'Zehn Karten reichen nicht', en: 'Ten cards are not enough' },
  'stock-out': { de: 'Leerer Stapel', en: 'Empty stock' },
  'no-lay-off-opponent': { de: 'Kein Anlegen beim Gegner', en: 'No adding to your opponent\'s cards' },
  'hand-only-with-centre': { de: 'Handkarten nur mit der Mittelkarte', en: 'Hand cards only with the centre card' },
};

export const CQ = {
  de: {
    player: (p: number) => (p === 0 ? 'Spieler A' : 'Spieler B'),
    hand: 'Hand', melds: 'Auslage', centre: 'Mittelkarte', stock: 'Stapel', dead: 'Aus dem Spiel',
    none: '–', toAct: (p: string) => `Am Zug: ${p}`, legal: 'Erlaubte Züge von hier', notationHint: 'in Zugnotation, z. B. „discard Kh“', over: 'Partie beendet',
    win: (p: string) => `${p} macht aus und gewinnt.`, draw: (d: boolean) => `Der Stapel ist leer: unentschieden${d ? '; nach dem eingestellten Brauch zählt die nächste Partie doppelt' : ''}.`,
    dealer: 'Geber',
    winsNow: (p: string, cards: string) => (cards ? `Sofort ausmachen könnte ${p} mit: ${cards}` : `Mit keiner einzelnen Karte könnte ${p} jetzt sofort ausmachen.`),
    gameTitle: 'Eine ganze Partie',
    variants: 'Varianten', scopeLabel: 'Erzwungenes Anlegen gilt für', scopeAny: 'jede offene Mittelkarte (pagat)', scopeStart: 'nur die angebotene Karte (Hoyle)',
    handMelds: 'Nach dem Aufdecken vom Stapel auch Handkarten ohne die Mittelkarte auslegen (Bicycle/Hoyle)', doubles: 'Nach einem Unentschieden zählt die nächste Partie doppelt (Brauch)',
    variantsHint: 'Eine geänderte Variante beginnt die Partie mit derselben Mischung neu.',
    phases: { turn: 'Karte vom Stapel aufdecken', turned: 'aufgedeckte Karte nutzen oder weitergeben', offered: 'angebotene Karte nehmen oder ablehnen', forceCheck: 'Gegner entscheidet über erzwungenes Anlegen', forced: 'muss die Karte anlegen', discard: 'eine Karte abwerfen', over: 'beendet' },
    // Moves in words (buttons and the game's log).
    act: {
      turn: 'Aufdecken', pass: 'Weitergeben', decline: 'Ablehnen', force: 'Anlegen erzwingen', noForce: 'Nicht erzwingen',
      meld: (hand: string, centre: boolean) => (hand ? `Auslegen: ${hand}${centre ? ' + Mittelkarte' : ''}` : 'Mittelkarte anlegen'),
      discard: (c: string) => `Abwerfen: ${c}`,
    },
    log: {
      turn: (p: string, c: string) => `${p} deckt ${c} auf.`, pass: (p: string, c: string) => `${p} gibt ${c} weiter.`, decline: (p: string, c: string) => `${p} lehnt ${c} ab.`,
      meld: (p: string, hand: string, c: string) => (hand && c ? `${p} legt ${hand} mit ${c} aus.` : `${p} legt ${hand || c} ${hand ? 'aus' : 'an'}.`),
      discard: (p: string, c: string) => `${p} wirft ${c} ab.`, force: (p: string, c: string) => `${p} erzwingt das Anlegen von ${c}.`, noForce: (p: string) => `${p} erzwingt das Anlegen nicht.`,
    },
    auto: 'Automatisch', computer: 'Computer',
    pickCentre: 'Mittelkarte', handOf: (p: string) => `Hand von ${p}`, chosen: 'gewählt',
    choose: 'Wähle Handkarten und dann einen Zug:', chooseDiscard: 'Wähle die Karte, die du abwirfst.', noMeldExact: 'Mit genau diesen Handkarten lässt sich nichts auslegen.',
    clear: 'Auswahl aufheben', yourMove: (p: string) => `${p} ist am Zug.`, waiting: (p: string) => `${p} überlegt …`,
    notation: 'Zugnotation und Spielverlauf', history: 'Verlauf', newGame: 'Neues Spiel',
    seats: 'Sitzplätze', seatA: 'Spieler A', seatB: 'Spieler B', you: 'Du', beginner: 'Computer (Einsteiger)', strong: 'Computer (Stark)',
    openHands: 'Offene Karten (zum Üben: alle Hände sichtbar)', hidden: (n: number) => `${n} verdeckte Karten`,
    hint: 'Tipp', hintIs: (m: string) => `Tipp: ${m}`, seeRule: 'Regel',
    reasons: { random: 'zufällig unter den erlaubten Zügen gewählt', 'only-move': 'der einzige erlaubte Zug' } as Record<string, string>, reasonOther: 'nach seiner Spielweise gewählt',
    overText: 'Die Partie ist zu Ende.',
  },
  en: {
    player: (p: number) => (p === 0 ? 'Player A' : 'Player B'),
    hand: 'Hand', melds: 'Melds', centre: 'Centre card', stock: 'Stock', dead: 'Dead pile',
    none: '–', toAct: (p: string) => `To act: ${p}`, legal: 'Legal moves from here', notationHint: 'in move notation, e.g. “discard Kh”', over: 'Game over',
    win: (p: string) => `${p} goes out and wins.`, draw: (d: boolean) => `The stock is empty: a draw${d ? '; by the custom chosen here, the next deal counts double' : ''}.`,
    dealer: 'dealer',
    winsNow: (p: string, cards: string) => (cards ? `${p} would go out at once with: ${cards}` : `No single card would take ${p} out at once now.`),
    gameTitle: 'A whole game',
    variants: 'Variants', scopeLabel: 'The forced add applies to', scopeAny: 'any face-up centre card (pagat)', scopeStart: 'only the card offered (Hoyle)',
    handMelds: 'After turning a stock card, also meld hand cards without the centre card (Bicycle/Hoyle)', doubles: 'After a draw the next deal counts double (custom)',
    variantsHint: 'Changing a variant restarts the game with the same seed.',
    phases: { turn: 'turn a card from the stock', turned: 'use or pass the turned card', offered: 'take or decline the offered card', forceCheck: 'opponent decides on the forced add', forced: 'must add the card', discard: 'discard a card', over: 'finished' },
    act: {
      turn: 'Turn a card', pass: 'Pass', decline: 'Decline', force: 'Force the add', noForce: 'Don\'t force',
      meld: (hand: string, centre: boolean) => (hand ? `Meld: ${hand}${centre ? ' + centre card' : ''}` : 'Lay off the centre card'),
      discard: (c: string) => `Discard: ${c}`,
    },
    log: {
      turn: (p: string, c: string) => `${p} turns ${c}.`, pass: (p: string, c: string) => `${p} passes ${c}.`, decline: (p: string, c: string) => `${p} declines ${c}.`,
      meld: (p: string, hand: string, c: string) => (hand && c ? `${p} melds ${hand} with ${c}.` : hand ? `${p} melds ${hand}.` : `${p} lays off ${c}.`),
      discard: (p: string, c: string) => `${p} discards ${c}.`, force: (p: string, c: string) => `${p} forces the add of ${c}.`, noForce: (p: string) => `${p} does not force the add.`,
    },
    auto: 'Automatic', computer: 'Computer',
    pickCentre: 'Centre card', handOf: (p: string) => `${p}'s hand`, chosen: 'selected',
    choose: 'Select hand cards, then a move:', chooseDiscard: 'Select the card to discard.', noMeldExact: 'Nothing can be melded with exactly these hand cards.',
    clear: 'Clear selection', yourMove: (p: string) => `${p} to move.`, waiting: (p: string) => `${p} is thinking …`,
    notation: 'Move notation and game record', history: 'Log', newGame: 'New game',
    seats: 'Seats', seatA: 'Player A', seatB: 'Player B', you: 'You', beginner: 'Computer (Beginner)', strong: 'Computer (Strong)',
    openHands: 'Open hands (for study: every hand visible)', hidden: (n: number) => `${n} face-down cards`,
    hint: 'Hint', hintIs: (m: string) => `Hint: ${m}`, seeRule: 'Rule',
    reasons: { random: 'chosen at random among the legal moves', 'only-move': 'the only legal move' } as Record<string, string>, reasonOther: 'chosen by its way of play',
    overText: 'The game is over.',
  },
} as const;

const card = (lang: Lang, p: Params, key = 'card') => (typeof p[key] === 'string' ? frenchCardName(lang, p[key] as string) : '?');
const cards = (lang: Lang, p: Params) => (Array.isArray(p.cards) ? (p.cards as string[]).map((c) => frenchCardName(lang, c)).join(', ') : '');
const phase = (lang: Lang, p: Params) => (typeof p.phase === 'string' && Object.hasOwn(CQ[lang].phases, p.phase) ? CQ[lang].phases[p.phase as keyof (typeof CQ)['de']['phases']] : String(p.phase ?? ''));

/** One sentence per violation code the Conquian engine returns (a missing one is a compile error). */
export const CONQUIAN_VIOLATIONS: Readonly<Record<ConquianViolationCode, Readonly<Record<Lang, (p: Params) => string>>>> = {
  'bad-move': { de: () => 'Dieser Zug ist unvollständig oder unbekannt.', en: () => 'This move is incomplete or unknown.' },
  'wrong-phase': {
    de: (p) => `Das passt gerade nicht: Jetzt heißt es „${phase('de', p)}“.`,
    en: (p) => `That does not fit the moment: the player must now ${phase('en', p)}.`,
  },
  'no-turn-now': {
    de: (p) => `Eine Karte vom Stapel wird nur aufgedeckt, wenn keine Karte in der Mitte liegt; jetzt heißt es „${phase('de', p)}“.`,
    en: (p) => `A stock card is turned only when no card lies in the centre; the player must now ${phase('en', p)}.`,
  },
  'turn-first': {
    de: () => 'Zuerst muss eine Karte vom Stapel aufgedeckt werden; Handkarten allein dürfen nicht ausgelegt werden.',
    en: () => 'A stock card must be turned first; hand cards cannot be melded on their own.',
  },
  'not-in-hand': { de: (p) => `${card('de', p)} ist nicht in der Hand dieses Spielers.`, en: (p) => `${card('en', p)} is not in this player's hand.` },
  'duplicate-card': { de: () => 'Eine Karte wurde zweimal genannt.', en: () => 'A card was named twice.' },
  'cards-mismatch': {
    de: (p) => `Die neue Auslage muss genau aus der alten Auslage, der Mittelkarte und den genannten Handkarten bestehen; ${card('de', p)} gehört nicht dazu.`,
    en: (p) => `The new melds must consist of exactly the old melds, the centre card and the hand cards named; ${card('en', p)} does not belong.`,
  },
  'centre-not-used': {
    de: (p) => `Wer die Mittelkarte nimmt, muss sie auslegen: ${card('de', p)} fehlt in der Auslage.`,
    en: (p) => `Whoever takes the centre card must meld it: ${card('en', p)} is missing from the melds.`,
  },
  'hand-only-window': {
    de: () => 'In dieser Variante kommen Handkarten ohne die Mittelkarte nur auf den Tisch, nachdem man selbst eine Karte vom Stapel aufgedeckt hat und bevor man sie auslegt oder weitergibt.',
    en: () => 'In this variant, hand cards go down without the centre card only after you have turned a stock card yourself and before you meld it or pass it on.',
  },
  'nothing-to-meld': { de: () => 'Es wurde keine Karte zum Auslegen genannt.', en: () => 'No card was named to meld.' },
  'no-centre-card': {
    de: () => 'Handkarten dürfen nur zusammen mit der Mittelkarte ausgelegt werden, und gerade liegt keine bereit.',
    en: () => 'Hand cards may only be melded together with the centre card, and none is available now.',
  },
  'opponent-card': {
    de: (p) => `${card('de', p)} liegt beim Gegner; an fremde Kombinationen wird nicht angelegt.`,
    en: (p) => `${card('en', p)} belongs to the opponent's melds; nothing is laid on the opponent's combinations.`,
  },
  'meld-card-removed': {
    de: (p) => `${card('de', p)} liegt schon aus und muss in einer Kombination bleiben; ausgelegte Karten kehren nie auf die Hand zurück.`,
    en: (p) => `${card('en', p)} is already on the table and must stay in a combination; table cards never return to the hand.`,
  },
  'needs-two-hand-cards': {
    de: (p) => `Im ersten Zug muss ${card('de', p)} mit mindestens zwei eigenen Handkarten eine neue Kombination bilden.`,
    en: (p) => `On the first turn, ${card('en', p)} must form a new combination with at least two of the player's hand cards.`,
  },
  'too-many-melded': {
    de: (p) => `Mehr als elf Karten dürfen nicht ausliegen (hier wären es ${p.count ?? 'mehr'}).`,
    en: (p) => `No more than eleven cards may lie on the table (this would make ${p.count ?? 'more'}).`,
  },
  'game-over': { de: () => 'Die Partie ist schon zu Ende.', en: () => 'The game is already over.' },
  'stock-empty': { de: () => 'Der Stapel ist leer.', en: () => 'The stock is empty.' },
  'awaiting-force-decision': {
    de: () => 'Erst entscheidet der Gegner, ob er das Anlegen erzwingt.',
    en: () => 'First the opponent decides whether to force the add.',
  },
  'condition-not-met': {
    de: () => 'Erzwingen geht nur, wenn die Mittelkarte ohne Handkarte an die eigene Auslage passt.',
    en: () => 'The add can only be forced when the centre card fits the player\'s own melds without any hand card.',
  },
  'must-take': {
    de: (p) => `Das Anlegen wurde erzwungen: ${card('de', p)} muss genommen und angelegt werden.`,
    en: (p) => `The add was forced: ${card('en', p)} must be taken and melded.`,
  },
  'offered-card-decline-not-pass': {
    de: () => 'Eine angebotene Karte wird abgelehnt, nicht weitergegeben: Sie kommt aus dem Spiel.',
    en: () => 'An offered card is declined, not passed on: it goes out of play.',
  },
  'turned-card-pass-not-decline': {
    de: () => 'Eine selbst aufgedeckte Karte wird an den Gegner weitergegeben, nicht abgelehnt.',
    en: () => 'A card you turned yourself is passed to the opponent, not declined.',
  },
  // Problems of a single combination (combos.ts).
  'not-a-card': { de: (p) => `In ${cards('de', p)} steht etwas, das keine Conquian-Karte ist.`, en: (p) => `${cards('en', p)} contains something that is not a Conquian card.` },
  duplicate: { de: (p) => `${cards('de', p)}: Eine Karte steht zweimal darin.`, en: (p) => `${cards('en', p)}: a card appears twice.` },
  'too-few': { de: (p) => `${cards('de', p)}: Eine Kombination braucht mindestens drei Karten.`, en: (p) => `${cards('en', p)}: a combination needs at least three cards.` },
  'too-many': {
    de: (p) => `${cards('de', p)}: Ein Satz hat höchstens vier Karten, eine Folge höchstens acht.`,
    en: (p) => `${cards('en', p)}: a set has at most four cards, a run at most eight.`,
  },
  order: {
    de: (p) => `${cards('de', p)}: keine lückenlose Folge (Ass nur unten, nach der 7 kommt der Bube, kein Übergang von König zu Ass).`,
    en: (p) => `${cards('en', p)}: not an unbroken run (the Ace is low only, the Jack follows the 7, and nothing wraps from King to Ace).`,
  },
  mixed: {
    de: (p) => `${cards('de', p)}: weder drei oder vier gleiche Ränge noch eine Folge in einer Farbe.`,
    en: (p) => `${cards('en', p)}: neither three or four of a rank nor a run in one suit.`,
  },
};

const q = (lang: Lang, token: string) => (lang === 'de' ? `„${token}“` : `“${token}”`);

/** What is wrong with a move, position or option text that does not read, in both languages (one per parse code). */
export const CONQUIAN_PARSE_MESSAGES: Readonly<Record<ConquianParseCode, Readonly<Record<Lang, (token: string, position: number) => string>>>> = {
  empty: { de: () => 'Es wurde nichts eingegeben.', en: () => 'Nothing was entered.' },
  'unknown-move': {
    de: (token) => `${q('de', token)} ist kein Zug; Züge sind turn, decline, pass, force, noforce, discard und meld.`,
    en: (token) => `${q('en', token)} is not a move; the moves are turn, decline, pass, force, noforce, discard and meld.`,
  },
  'unexpected-token': { de: (token, position) => `${q('de', token)} an Stelle ${position} gehört hier nicht hin.`, en: (token, position) => `${q('en', token)} at position ${position} does not belong here.` },
  'missing-card': { de: () => 'Hier fehlt die Karte, z. B. „discard Kh“.', en: () => 'The card is missing, e.g. “discard Kh”.' },
  'bad-card': {
    de: (token) => `${q('de', token)} ist keine Conquian-Karte (A, 2–7, B/J, D/Q, K in c, s, h, d; keine 8, 9, 10).`,
    en: (token) => `${q('en', token)} is not a Conquian card (A, 2–7, J, Q, K in c, s, h, d; no 8, 9 or 10).`,
  },
  'missing-bar': {
    de: () => 'Beim Auslegen trennt „|“ die Handkarten von der neuen Auslage, z. B. „meld 6h | 3c 4c 5c / 6d 6h 6c“.',
    en: () => 'A meld needs “|” between the hand cards and the new table, e.g. “meld 6h | 3c 4c 5c / 6d 6h 6c”.',
  },
  'missing-arrangement': { de: () => 'Nach „|“ fehlt die neue Auslage.', en: () => 'The new table is missing after “|”.' },
  'unknown-field': { de: (token) => `${q('de', token)} ist kein Feld einer Stellung.`, en: (token) => `${q('en', token)} is not a field of a position.` },
  'bad-centre': { de: () => 'In der Mitte liegt genau eine Karte.', en: () => 'The centre holds exactly one card.' },
  'bad-value': { de: (token) => `${q('de', token)} ist hier kein gültiger Wert.`, en: (token) => `${q('en', token)} is not a valid value here.` },
  'repeated-card': { de: (token) => `${q('de', token)} kommt zweimal vor; jede Karte gibt es nur einmal.`, en: (token) => `${q('en', token)} appears twice; there is only one of each card.` },
  'bad-combination': { de: (token) => `${q('de', token)} ist keine gültige Kombination.`, en: (token) => `${q('en', token)} is not a valid combination.` },
  'too-many-cards': {
    de: (token) => `${q('de', token)}: zu viele Karten (eine Hand hat höchstens zehn, eine Auslage höchstens elf).`,
    en: (token) => `${q('en', token)}: too many cards (a hand holds at most ten, a table at most eleven).`,
  },
  'missing-cards': { de: () => 'Mit dem Stapel müssen alle 40 Karten verteilt sein.', en: () => 'With the stock given, all 40 cards must be placed.' },
  'unknown-option': { de: (token) => `${q('de', token)} ist kein Variantenbuchstabe (s, t, h, n, d).`, en: (token) => `${q('en', token)} is not a variant letter (s, t, h, n, d).` },
  'repeated-option': { de: (token) => `${q('de', token)} steht zweimal da.`, en: (token) => `${q('en', token)} appears twice.` },
  'conflicting-option': { de: () => '„t“ und „h“ schließen einander aus.', en: () => '“t” and “h” exclude each other.' },
};
