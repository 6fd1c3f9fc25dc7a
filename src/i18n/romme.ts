/**
 * Rommé island strings in German and English, one sentence per violation code
 * and one per parse code the engine returns (both tables are keyed by the
 * engine's code unions, so a missing sentence is a compile error). Terms are
 * the page's, one per thing: Kombination / meld, Folge / run, Satz / set,
 * Stapel / stock, Ablagestapel / discard pile, auslegen / meld, anlegen / lay
 * off, abwerfen / discard, ausmachen / go out, Gegner / opponent, Variante /
 * variation. No "Engine" in the German strings.
 */
import type { Params } from '../engine/core/result';
import type { RommeParseCode, RommeViolationCode } from '../engine/romme/codes';
import type { DealEnd, Phase, Variant } from '../engine/romme/engine';
import type { Lang } from './ui';
import { frenchCardName } from './cards';

/** "Joker (als ♥A)" / "joker (as ♥A)" for meld cards; plain names otherwise. */
export function meldCardName(lang: Lang, mc: string): string {
  const eq = mc.indexOf('=');
  if (eq < 0) return frenchCardName(lang, mc);
  const face = frenchCardName(lang, mc.slice(eq + 1));
  return lang === 'de' ? `Joker als ${face}` : `joker as ${face}`;
}

const card = (lang: Lang, p: Params, key = 'card') => (typeof p[key] === 'string' && p[key] ? meldCardName(lang, p[key] as string) : lang === 'de' ? 'diese Karte' : 'this card');
const cards = (lang: Lang, p: Params, key = 'cards') =>
  Array.isArray(p[key]) && (p[key] as string[]).length ? (p[key] as string[]).map((c) => meldCardName(lang, c)).join(', ') : lang === 'de' ? 'diese Karten' : 'these cards';
const num = (p: Params, key: string, fallback: number) => (typeof p[key] === 'number' ? (p[key] as number) : fallback);
const SUIT: Record<Lang, Record<string, string>> = {
  de: { c: 'Kreuz', s: 'Pik', h: 'Herz', d: 'Karo' },
  en: { c: 'clubs', s: 'spades', h: 'hearts', d: 'diamonds' },
};
const suit = (lang: Lang, p: Params) => SUIT[lang][String(p.suit)] ?? (lang === 'de' ? 'eine Farbe' : 'a suit');

/** One sentence per violation code (meld problems and the meld checker's answer included). */
export const ROMME_VIOLATIONS: Readonly<Record<RommeViolationCode, Readonly<Record<Lang, (p: Params) => string>>>> = {
  // moves and turn order
  'bad-move': { de: () => 'Dieser Zug ist unvollständig oder unbekannt.', en: () => 'This move is incomplete or unknown.' },
  'draw-first': {
    de: () => 'Zuerst wird gezogen: eine Karte vom Stapel oder die oberste vom Ablagestapel.',
    en: () => 'First comes the draw: a card from the stock or the top card of the discard pile.',
  },
  'already-drawn': {
    de: () => 'In diesem Zug wurde schon gezogen; jetzt wird ausgelegt, angelegt oder abgeworfen.',
    en: () => 'This turn’s draw has been made; now it is time to meld, lay off or discard.',
  },
  'not-in-hand': { de: (p) => `${card('de', p)} ist nicht in der Hand dieses Spielers.`, en: (p) => `${card('en', p)} is not in this player’s hand.` },
  'duplicate-card': { de: (p) => `${card('de', p)} wurde zweimal genannt; jede Karte liegt nur einmal vor.`, en: (p) => `${card('en', p)} was named twice; each card exists only once.` },
  'not-a-card': { de: (p) => `„${String(p.card ?? '')}“ ist keine Karte des Rommé-Spiels.`, en: (p) => `“${String(p.card ?? '')}” is not a card of the Rommé pack.` },
  // draw
  'stock-empty': {
    de: () => 'Der Stapel ist leer und konnte nicht neu gebildet werden; es bleibt nur die oberste Karte des Ablagestapels.',
    en: () => 'The stock is empty and could not be rebuilt; only the top card of the discard pile is left to take.',
  },
  'discard-empty': { de: () => 'Auf dem Ablagestapel liegt keine Karte.', en: () => 'There is no card on the discard pile.' },
  'take-one': {
    de: (p) => `Vom Ablagestapel wird nur die oberste Karte genommen, nicht ${num(p, 'count', 2)}; mehrere nur in der entsprechenden Variante.`,
    en: (p) => `Only the top card of the discard pile may be taken, not ${num(p, 'count', 2)}; several only in the variation that allows it.`,
  },
  'take-needs-meld': {
    de: (p) => `Mit dieser Einstellung nimmt, wer noch nicht ausgelegt hat, ${card('de', p)} nur, wenn er sie sofort in einem ersten Auslegen von genug Punkten unterbringen kann; das geht hier nicht.`,
    en: (p) => `With this setting a player who has not melded may take ${card('en', p)} only to put it straight into a first meld worth enough points; that is not possible here.`,
  },
  'taken-not-melded': {
    de: (p) => `${card('de', p)} wurde vom Ablagestapel genommen und muss erst in das erste Auslegen dieses Zuges.`,
    en: (p) => `${card('en', p)} was taken from the discard pile and must first go into this turn’s first meld.`,
  },
  'not-enough-discards': {
    de: (p) => `Auf dem Ablagestapel liegen nur ${num(p, 'available', 0)} Karten, nicht ${num(p, 'count', 2)}.`,
    en: (p) => `The discard pile holds only ${num(p, 'available', 0)} cards, not ${num(p, 'count', 2)}.`,
  },
  // melds
  'bad-meld': { de: () => 'Das ist keine lesbare Kombination.', en: () => 'That is not a readable meld.' },
  'too-few': {
    de: (p) => `${cards('de', p)}: Eine Kombination braucht mindestens drei Karten.`,
    en: (p) => `${cards('en', p)}: a meld needs at least three cards.`,
  },
  mixed: {
    de: (p) => `${cards('de', p)}: Eine Kombination ist entweder eine Folge in einer Farbe oder ein Satz gleichen Rangs.`,
    en: (p) => `${cards('en', p)}: a meld is either a run in one suit or a set of one rank.`,
  },
  'set-same-suit': {
    de: (p) => `${cards('de', p)}: In einem Satz darf ${suit('de', p)} nicht zweimal vorkommen.`,
    en: (p) => `${cards('en', p)}: a set may not hold ${suit('en', p)} twice.`,
  },
  'set-too-many': {
    de: (p) => `${cards('de', p)}: Ein Satz hat höchstens vier Karten, eine je Farbe.`,
    en: (p) => `${cards('en', p)}: a set has at most four cards, one of each suit.`,
  },
  'run-gap': {
    de: (p) => `${cards('de', p)}: In einer Folge muss jede Karte unmittelbar auf die vorige folgen.`,
    en: (p) => `${cards('en', p)}: in a run each card must follow straight on from the one before.`,
  },
  'run-duplicate': {
    de: (p) => `${cards('de', p)}: Dieselbe Karte kann in einer Folge nicht zweimal stehen.`,
    en: (p) => `${cards('en', p)}: the same card cannot stand twice in one run.`,
  },
  'run-wrap': {
    de: (p) => `${cards('de', p)}: Eine Folge geht nicht um die Ecke; K-A-2 ist nicht erlaubt.`,
    en: (p) => `${cards('en', p)}: a run does not turn the corner; K-A-2 is not allowed.`,
  },
  'run-both-aces': {
    de: () => 'Mit dieser Einstellung hat eine Folge höchstens dreizehn Karten; A-2-…-K-A ist ausgeschlossen.',
    en: () => 'With this setting a run has at most thirteen cards; A-2-…-K-A is ruled out.',
  },
  'joker-undeclared': {
    de: () => 'Beim Auslegen muss gesagt werden, für welche Karte der Joker steht (z. B. Jk=7c).',
    en: () => 'When a joker goes down, the card it stands for must be named (e.g. Jk=7c).',
  },
  'bad-declaration': {
    de: (p) => `„${String(p.card ?? '')}“: Nur ein Joker wird mit „=“ erklärt, und zwar als gewöhnliche Karte wie 7c.`,
    en: (p) => `“${String(p.card ?? '')}”: only a joker is declared with “=”, and as an ordinary card such as 7c.`,
  },
  'too-many-jokers': {
    de: (p) => `Mit dieser Einstellung darf eine Kombination höchstens ${num(p, 'limit', 1)} Joker enthalten.`,
    en: (p) => `With this setting a meld may hold at most ${num(p, 'limit', 1)} joker${num(p, 'limit', 1) === 1 ? '' : 's'}.`,
  },
  'no-declaration': {
    de: (p) => `${cards('de', p)}: Für keine Karte, die der Joker vertreten könnte, wird daraus eine Folge oder ein Satz.`,
    en: (p) => `${cards('en', p)}: whatever card the joker stood for, these cards would make neither a run nor a set.`,
  },
  'below-minimum': {
    de: (p) => `Das erste Auslegen bringt ${num(p, 'value', 0)} Punkte; nötig sind mindestens ${num(p, 'minimum', 40)}.`,
    en: (p) => `This first meld is worth ${num(p, 'value', 0)} points; it needs at least ${num(p, 'minimum', 40)}.`,
  },
  // lay-off and jokers on the table
  'not-melded': {
    de: () => 'Anlegen und Joker austauschen darf nur, wer schon selbst ausgelegt hat.',
    en: () => 'Only a player who has already made a first meld may lay off or exchange a joker.',
  },
  'same-turn': {
    de: () => 'Mit dieser Einstellung wird erst ab dem nächsten Zug nach dem ersten Auslegen angelegt oder getauscht.',
    en: () => 'With this setting laying off and exchanging start only in the turn after one’s first meld.',
  },
  'no-such-meld': { de: () => 'Diese Kombination liegt nicht auf dem Tisch.', en: () => 'There is no such meld on the table.' },
  'nothing-to-lay-off': { de: () => 'Es wurde keine Karte zum Anlegen genannt.', en: () => 'No card was named to lay off.' },
  'does-not-fit': {
    de: (p) => `${cards('de', p)} passt nicht an diese Kombination: Sie wäre danach keine gültige Folge und kein gültiger Satz mehr.`,
    en: (p) => `${cards('en', p)} does not fit this meld: it would no longer be a valid run or set.`,
  },
  'joker-alone': {
    de: () => 'Ein Joker wird nie allein angelegt, nur zusammen mit einer echten Karte, die er mit der Kombination verbindet.',
    en: () => 'A joker is never laid off by itself, only together with a natural card that it links to the meld.',
  },
  'joker-onto-set': { de: () => 'An einen Satz wird kein Joker angelegt.', en: () => 'A joker is never laid off onto a set.' },
  'joker-not-connecting': {
    de: () => 'Der Joker muss die Verbindung zwischen Folge und echter Karte sein; am Ende der Folge darf er nicht stehen.',
    en: () => 'The joker must be the link between the run and the natural card; it may not sit at the end of the run.',
  },
  'no-such-joker': {
    de: (p) => `In dieser Kombination steht kein Joker für ${card('de', p)}; getauscht wird nur gegen genau die erklärte Karte.`,
    en: (p) => `No joker in this meld stands for ${card('en', p)}; a joker is exchanged only for exactly the card it was named as.`,
  },
  'joker-for-joker': { de: () => 'Ein Joker lässt sich nicht gegen einen Joker tauschen.', en: () => 'A joker cannot be exchanged for a joker.' },
  // discard and going out
  'no-discard-out': {
    de: () => 'Mit dieser Einstellung darf die letzte Karte nicht abgeworfen werden; sie muss ausgelegt oder angelegt werden.',
    en: () => 'With this setting the last card may not be discarded; it has to be melded or laid off.',
  },
  'last-card-stuck': {
    de: (p) => `Danach bliebe nur ${card('de', p)} auf der Hand, die sich in diesem Zug nirgends anlegen lässt; ohne Ausmachen durch Abwerfen käme dieser Zug nicht mehr zu Ende.`,
    en: (p) => `That would leave only ${card('en', p)} in hand, which cannot be laid off in this turn; with no going out by discarding, the turn could not be finished.`,
  },
  // deals and the game
  'deal-over': { de: () => 'Diese Runde ist zu Ende; als Nächstes wird neu gegeben.', en: () => 'This deal is over; the next step is to deal again.' },
  'deal-not-over': { de: () => 'Neu gegeben wird erst, wenn die Runde zu Ende ist.', en: () => 'The next deal comes only when this one is over.' },
  'game-over': { de: () => 'Die Partie ist zu Ende; es gibt keine Züge mehr.', en: () => 'The game is over; there are no more moves.' },
  // variations
  'variant-off': { de: () => 'Das gehört zu einer Variante, die in dieser Partie nicht gespielt wird.', en: () => 'That belongs to a variation that is not being played in this game.' },
  'no-melding': {
    de: () => 'Bei „Rommé mit 7“ wird während des Spiels nichts ausgelegt, angelegt oder getauscht.',
    en: () => 'In “Rommé mit 7” nothing is melded, laid off or exchanged during play.',
  },
  'call-at-start': {
    de: () => '„Rommé mit …“ wird zu Beginn des eigenen Zuges gemeldet, ohne zu ziehen oder abzuwerfen.',
    en: () => '“Rommé mit …” is called at the start of one’s turn, without drawing or discarding.',
  },
  'leftover-too-high': {
    de: (p) => `Außerhalb der Kombinationen blieben ${num(p, 'leftover', 0)} Punkte; erlaubt sind höchstens ${num(p, 'limit', 7)}.`,
    en: (p) => `Outside the melds ${num(p, 'leftover', 0)} points would be left; at most ${num(p, 'limit', 7)} are allowed.`,
  },
  'foreign-meld': {
    de: () => 'In der letzten Runde nach „Rommé mit …“ darf niemand an Kombinationen der Gegner anlegen.',
    en: () => 'In the last round after “Rommé mit …” nobody may lay off onto an opponent’s melds.',
  },
  'final-round': {
    de: () => 'In der letzten Runde nach „Rommé mit …“ wird nicht gezogen, getauscht oder abgeworfen, nur ausgelegt und an eigene Kombinationen angelegt.',
    en: () => 'In the last round after “Rommé mit …” there is no drawing, exchanging or discarding, only melding and laying off onto one’s own melds.',
  },
  'not-final-round': { de: () => '„Fertig“ gibt es nur in der letzten Runde nach „Rommé mit …“.', en: () => '“Done” exists only in the last round after “Rommé mit …”.' },
  'not-one-suit': {
    de: (p) => `Gewonnen wird so nur mit genau zehn Karten einer Farbe ohne Joker${typeof p.count === 'number' ? ` (hier: ${p.count} Karten)` : ''}.`,
    en: (p) => `This only wins with exactly ten cards of one suit and no joker${typeof p.count === 'number' ? ` (here: ${p.count} cards)` : ''}.`,
  },
  'declare-at-start': {
    de: () => 'Zehn Karten einer Farbe werden zu Beginn des eigenen Zuges gezeigt, vor dem Ziehen.',
    en: () => 'Ten cards of one suit are shown at the start of one’s turn, before drawing.',
  },
};

/** What is wrong with move, position or options text, per parse code; `t` is the offending token as written. */
export const ROMME_PARSE_MESSAGES: Readonly<Record<RommeParseCode, Readonly<Record<Lang, (t: string) => string>>>> = {
  empty: { de: () => 'Hier steht nichts.', en: () => 'There is nothing here.' },
  'unknown-move': {
    de: (t) => `„${t}“ ist kein Zug; Züge sind draw, take, meld, layoff, exchange, discard, call, onesuit, done und next.`,
    en: (t) => `“${t}” is not a move; moves are draw, take, meld, layoff, exchange, discard, call, onesuit, done and next.`,
  },
  'unexpected-token': { de: (t) => `„${t}“ ist hier zu viel.`, en: (t) => `“${t}” does not belong here.` },
  'bad-card': { de: (t) => `„${t}“ ist keine Karte (z. B. Kh, 10c, As', Jk).`, en: (t) => `“${t}” is not a card (e.g. Kh, 10c, As', Jk).` },
  'bad-declaration': {
    de: (t) => `„${t}“: Nur ein Joker wird mit „=“ erklärt, und zwar als gewöhnliche Karte wie Jk=7c.`,
    en: (t) => `“${t}”: only a joker is declared with “=”, and as an ordinary card such as Jk=7c.`,
  },
  'empty-meld': { de: () => 'Zwischen zwei „/“ fehlt eine Kombination.', en: () => 'A meld is missing between two “/”.' },
  'missing-cards': { de: (t) => `Nach „${t}“ fehlen die Karten.`, en: (t) => `The cards are missing after “${t}”.` },
  'missing-meld': { de: (t) => `Nach „${t}“ fehlt die Kombination, z. B. B1.`, en: (t) => `The meld is missing after “${t}”, e.g. B1.` },
  'bad-meld-ref': {
    de: (t) => `„${t}“ bezeichnet keine Kombination; gemeint ist z. B. B1, die erste Kombination von B.`,
    en: (t) => `“${t}” names no meld; write e.g. B1, B’s first meld.`,
  },
  'bad-count': { de: (t) => `„${t}“ ist keine Anzahl von Karten.`, en: (t) => `“${t}” is not a number of cards.` },
  'unknown-field': { de: (t) => `„${t}“ ist kein Feld einer Stellung.`, en: (t) => `“${t}” is not a field of a position.` },
  'bad-seat': { de: (t) => `„${t}“ ist kein Platz am Tisch (A bis F, so viele wie Spieler).`, en: (t) => `“${t}” is not a seat at this table (A to F, as many as there are players).` },
  'bad-value': { de: (t) => `„${t}“ ist hier kein gültiger Wert.`, en: (t) => `“${t}” is not a valid value here.` },
  'bad-option': { de: (t) => `„${t}“ ist keine Einstellung des Rommé.`, en: (t) => `“${t}” is not a Rommé setting.` },
  'duplicate-card': {
    de: (t) => `${meldCardName('de', t)} ist zweimal genannt; jede der 106 Karten liegt nur einmal vor.`,
    en: (t) => `${meldCardName('en', t)} is named twice; each of the 106 cards exists once.`,
  },
  'bad-players': { de: (t) => `„${t}“: Gespielt wird zu zweit bis zu sechst.`, en: (t) => `“${t}”: the game is for two to six players.` },
  'duplicate-option': { de: (t) => `„${t}“ ist doppelt angegeben.`, en: (t) => `“${t}” is given twice.` },
};

export const VARIANT_NAMES: Record<Lang, Record<Variant, string>> = {
  de: {
    standard: 'Grundspiel',
    noLayout: 'Rommé „mit 7“ (ohne Auslegen)',
    oneSuit: 'zehn Karten einer Farbe gewinnen',
    multiDiscardTake: 'mehrere Karten vom Ablagestapel',
    kids7: 'Kinderspiel (sieben Karten)',
  },
  en: {
    standard: 'main game',
    noLayout: 'Rommé “mit 7” (no melding in play)',
    oneSuit: 'ten cards of one suit win',
    multiDiscardTake: 'several discards may be taken',
    kids7: 'children’s game (seven cards)',
  },
};

export const RM = {
  de: {
    player: (seat: number) => `Spieler ${'ABCDEF'[seat] ?? '?'}`,
    seatShort: (seat: number) => 'ABCDEF'[seat] ?? '?',
    hand: 'Hand',
    melds: 'Ausgelegt',
    noMelds: 'noch nichts ausgelegt',
    meld: (seat: number, i: number) => `Kombination ${'ABCDEF'[seat] ?? '?'}${i + 1}`,
    stock: 'Stapel',
    discard: 'Ablagestapel',
    top: 'oben',
    cardsN: (n: number) => (n === 1 ? '1 Karte' : `${n} Karten`),
    none: '–',
    dealer: 'Geber',
    toAct: (p: string) => `Am Zug: ${p}`,
    phases: {
      draw: 'ziehen',
      play: 'auslegen, anlegen, tauschen oder abwerfen',
      final: 'letzte Runde: eigene Kombinationen auslegen, dann „fertig“',
      dealOver: 'Runde vorbei',
      over: 'Partie beendet',
    } as Record<Phase, string>,
    points: (n: number) => (n === 1 ? '1 Punkt' : `${n} Punkte`),
    deal: (i: number, n: number) => `Runde ${i} von ${n}`,
    scores: 'Strafpunkte',
    total: 'Summe',
    dealEnd: {
      out: (p: string) => `${p} hat ausgemacht.`,
      oneSuit: (p: string) => `${p} zeigt zehn Karten einer Farbe.`,
      call: (p: string, n = 0) => `${p} hat „Rommé mit ${n}“ gemeldet.`,
      capped: () => 'Die Zuggrenze ist erreicht: Die Runde zählt nicht.',
      stockOut: () => 'Der Stapel ist leer: Die Runde zählt nicht.',
    } as Record<DealEnd, (p: string, n?: number) => string>,
    gameOver: (names: string) => `Partie beendet. Die wenigsten Strafpunkte: ${names}.`,
    refused: 'Dieser Zug ist nicht erlaubt',
    // meld checker
    checkerTitle: 'Kombinationen prüfen',
    pickerLabel: 'Karten wählen',
    pickerHint: 'Karten anklicken oder mit Tab und Leertaste wählen; jede Karte gibt es zweimal (zweites Spiel mit ’).',
    pack: (n: 1 | 2) => (n === 1 ? 'Erstes Spiel' : 'Zweites Spiel'),
    jokers: 'Joker',
    group: (i: number) => `Kombination ${i + 1}`,
    addTo: 'Gewählte Karten kommen in',
    newGroup: 'Neue Kombination',
    clear: 'Alles leeren',
    removeCard: (name: string) => `${name} herausnehmen`,
    jokerAs: 'Joker steht für',
    jokerAuto: 'passend wählen lassen',
    empty: 'Noch keine Karte gewählt.',
    valid: (kind: 'run' | 'set', v: number) => `${kind === 'run' ? 'Folge' : 'Satz'}, ${v} Punkte`,
    invalid: 'keine gültige Kombination',
    together: 'Zusammen',
    firstYes: (v: number, min: number) => `${v} Punkte: Das reicht für das erste Auslegen (mindestens ${min}).`,
    firstNo: (v: number, min: number) => `${v} Punkte: zu wenig für das erste Auslegen (mindestens ${min}).`,
    best: 'Beste Auslage aus diesen Karten (durch Suche ermittelt)',
    bestNone: 'Aus diesen Karten lässt sich keine Kombination bilden.',
    bestValue: (v: number, min: number) => `${v} Punkte – ${v >= min ? 'genug' : 'nicht genug'} für ein erstes Auslegen`,
    tooMany: 'Höchstens 14 Karten',
    urlNote: 'Die Auswahl steht in der Adresse und lässt sich teilen.',
    // play
    playTitle: 'Eine Runde spielen',
    seats: 'Spieler',
    variant: 'Variante',
    options: 'Einstellungen',
    optLayOff: 'Anlegen schon im Zug des ersten Auslegens',
    optOneJoker: 'höchstens ein Joker je Kombination',
    optDiscardOut: 'Ausmachen auch mit dem Abwerfen der letzten Karte',
    optReshuffle: 'leeren Stapel aus dem Ablagestapel neu bilden',
    optLong: 'Folge A-2-…-K-A erlaubt',
    optSkat: 'Joker ohne Angabe nach seinem Platz lesen (Skat-Reihenfolge)',
    optModernTake: 'Ablagekarte vor dem ersten Auslegen nur, um sie sofort auszulegen (wie heute üblich)',
    optsHint: 'Geänderte Einstellungen geben mit demselben Startwert neu.',
    firstDealer: 'Erster Geber',
    drewHigh: (p: string, cards: string) => `${p} zog ${cards}`,
    firstAce: (p: string) => `${p} bekam das erste Ass und gibt.`,
    selectHint: 'Karten der Hand wählen, dann eine Aktion. Für Joker die vertretene Karte angeben.',
    selected: 'Gewählt',
    doDraw: 'Vom Stapel ziehen',
    doTake: 'Ablagekarte nehmen',
    doTakeN: (n: number) => `${n} Ablagekarten nehmen`,
    doMeld: 'Gewählte als Kombination(en) auslegen',
    doMeldHint: 'Mehrere Kombinationen durch Gruppen trennen',
    doLayoff: 'Gewählte anlegen an',
    doExchange: 'Gewählte Karte gegen Joker tauschen in',
    doDiscard: 'Gewählte Karte abwerfen',
    doCall: '„Rommé mit …“ melden',
    doOneSuit: 'Zehn einer Farbe zeigen',
    doDone: 'Fertig',
    doNext: 'Nächste Runde geben',
    bestHint: 'Vorschlag',
    history: 'Gespielte Züge',
    shareNote: 'Startwert, Einstellungen und alle Züge stehen in der Adresse.',
    badUrl: 'Die Adresse enthielt ungültige Züge oder Einstellungen; gezeigt wird der Anfang der Runde.',
    handOf: (p: string) => `Hand von ${p}`,
    hiddenHand: (n: number) => `${n} verdeckte Karten`,
    legal: 'Erlaubte Züge',
    intro: 'Ausgangsstellung',
    bestIn: (p: string) => `Beste Auslage in der Hand von ${p} (durch Suche ermittelt)`,
    helpfulFor: (p: string) => `Was ${p} noch hilft (unter den Karten, die ${p} noch nicht gesehen hat)`,
   
    exampleHint: 'in Zugnotation, z. B. „layoff B1 Jk=7c 8c“',
    gameHint: 'z. B. „meld 3s 4s 5s / Jc Jh Jd“',
    firstMeldNeeds: (min: number) => `erstes Auslegen: mindestens ${min} Punkte`,
    dealsNow: (p: string) => `${p} gibt.`,
    newGroupMeld: 'Neue Kombination beginnen',
  },
  en: {
    player: (seat: number) => `Player ${'ABCDEF'[seat] ?? '?'}`,
    seatShort: (seat: number) => 'ABCDEF'[seat] ?? '?',
    hand: 'Hand',
    melds: 'On the table',
    noMelds: 'nothing melded yet',
    meld: (seat: number, i: number) => `Meld ${'ABCDEF'[seat] ?? '?'}${i + 1}`,
    stock: 'Stock',
    discard: 'Discard pile',
    top: 'top',
    cardsN: (n: number) => (n === 1 ? '1 card' : `${n} cards`),
    none: '–',
    dealer: 'dealer',
    toAct: (p: string) => `To play: ${p}`,
    phases: {
      draw: 'draw',
      play: 'meld, lay off, exchange or discard',
      final: 'last round: put down own melds, then “done”',
      dealOver: 'deal over',
      over: 'game over',
    } as Record<Phase, string>,
    points: (n: number) => (n === 1 ? '1 point' : `${n} points`),
    deal: (i: number, n: number) => `Deal ${i} of ${n}`,
    scores: 'Penalty points',
    total: 'Total',
    dealEnd: {
      out: (p: string) => `${p} has gone out.`,
      oneSuit: (p: string) => `${p} shows ten cards of one suit.`,
      call: (p: string, n = 0) => `${p} called “Rommé mit ${n}”.`,
      capped: () => 'The turn limit has been reached: the deal does not count.',
      stockOut: () => 'The stock is empty: the deal does not count.',
    } as Record<DealEnd, (p: string, n?: number) => string>,
    gameOver: (names: string) => `Game over. Fewest penalty points: ${names}.`,
    refused: 'The engine refuses this move',
    checkerTitle: 'Check melds',
    pickerLabel: 'Pick cards',
    pickerHint: 'Click cards or pick them with Tab and Space; every card exists twice (second pack marked ’).',
    pack: (n: 1 | 2) => (n === 1 ? 'First pack' : 'Second pack'),
    jokers: 'Jokers',
    group: (i: number) => `Meld ${i + 1}`,
    addTo: 'Picked cards go into',
    newGroup: 'New meld',
    clear: 'Clear all',
    removeCard: (name: string) => `Take out ${name}`,
    jokerAs: 'Joker stands for',
    jokerAuto: 'let the engine choose',
    empty: 'No card picked yet.',
    valid: (kind: 'run' | 'set', v: number) => `${kind === 'run' ? 'Run' : 'Set'}, ${v} points`,
    invalid: 'not a valid meld',
    together: 'Together',
    firstYes: (v: number, min: number) => `${v} points: enough for a first meld (at least ${min}).`,
    firstNo: (v: number, min: number) => `${v} points: not enough for a first meld (at least ${min}).`,
    best: 'Best melds from these cards (the engine’s search)',
    bestNone: 'These cards make no meld.',
    bestValue: (v: number, min: number) => `${v} points – ${v >= min ? 'enough' : 'not enough'} for a first meld`,
    tooMany: 'At most 14 cards',
    urlNote: 'The cards picked are kept in the address, ready to share.',
    playTitle: 'Play a deal',
    seats: 'Players',
    variant: 'Variation',
    options: 'Settings',
    optLayOff: 'Lay off in the turn of the first meld',
    optOneJoker: 'At most one joker per meld',
    optDiscardOut: 'Go out by discarding the last card too',
    optReshuffle: 'Rebuild an empty stock from the discard pile',
    optLong: 'Run A-2-…-K-A allowed',
    optSkat: 'Read an undeclared joker from its place (Skat order)',
    optModernTake: 'Take the discard before one’s first meld only to meld it at once (modern rule)',
    optsHint: 'Changing a setting deals again with the same seed.',
    firstDealer: 'First dealer',
    drewHigh: (p: string, cards: string) => `${p} drew ${cards}`,
    firstAce: (p: string) => `${p} got the first Ace and deals.`,
    selectHint: 'Pick cards from the hand, then an action. For a joker, name the card it stands for.',
    selected: 'Picked',
    doDraw: 'Draw from the stock',
    doTake: 'Take the discard',
    doTakeN: (n: number) => `Take ${n} discards`,
    doMeld: 'Meld the picked cards',
    doMeldHint: 'Split several melds into groups',
    doLayoff: 'Lay off the picked cards on',
    doExchange: 'Exchange the picked card for the joker in',
    doDiscard: 'Discard the picked card',
    doCall: 'Call “Rommé mit …”',
    doOneSuit: 'Show ten of one suit',
    doDone: 'Done',
    doNext: 'Deal the next deal',
    bestHint: 'Engine’s suggestion',
    history: 'Moves played',
    shareNote: 'Seed, settings and every move are kept in the address.',
    badUrl: 'The address held invalid moves or settings; showing the start of the deal.',
    handOf: (p: string) => `${p}’s hand`,
    hiddenHand: (n: number) => `${n} face-down cards`,
    legal: 'The engine’s legal moves',
    intro: 'Starting position',
    bestIn: (p: string) => `The engine’s search, best melds in ${p}’s hand`,
    helpfulFor: (p: string) => `What would still help ${p} (among the cards ${p} has not seen)`,
   
    exampleHint: 'in move notation, e.g. “layoff B1 Jk=7c 8c”',
    gameHint: 'e.g. “meld 3s 4s 5s / Jc Jh Jd”',
    firstMeldNeeds: (min: number) => `first meld: at least ${min} points`,
    dealsNow: (p: string) => `${p} deals.`,
    newGroupMeld: 'Start a new meld',
  },
} as const;
