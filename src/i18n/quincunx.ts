/**
 * Quincunx island strings in German and English: UI labels, one sentence per
 * violation code the engine returns and per reason a text does not read (the
 * compiler keeps both tables complete), and the wording of each breakdown item. Rule names (the page's
 * headings) live in quincunx-rules.ts.
 */
import type { Lang } from './ui';
import type { Params } from '../engine/core/result';
import type { QuincunxMove, QuincunxViolationCode } from '../engine/quincunx/engine';
import type { QuincunxParseCode } from '../engine/quincunx/notation';
import { decktetCardName, DECKTET_SUIT_NAMES } from './cards';
import { cardFacts, type LineDirection, type ScoreItem } from '../engine/quincunx/scoring';
import type { DecktetSuit } from '../engine/cards/decktet';

const SEATS = ['A', 'B', 'C', 'D'];

export const QX = {
  de: {
    player: (p: number) => `Spieler ${SEATS[p] ?? p + 1}`,
    you: 'Solitär',
    hand: 'Hand',
    handOf: (p: string) => `Hand von ${p}`,
    none: '–',
    spread: 'Raster',
    pile: 'Nachziehstapel',
    dealer: 'Geber',
    toAct: (p: string) => `Am Zug: ${p}`,
    cell: (r: number, c: number, content: string) => `Reihe ${r}, Spalte ${c}, ${content}`,
    empty: 'leer',
    played: 'gerade gelegt',
    inItem: 'gewertet',
    pendingCell: 'vorgemerkt',
    legalCell: 'hier erlaubt',
    outside: 'außerhalb des möglichen Rasters',
    // breakdown
    score: 'Wertung',
    total: 'Summe',
    draws: (n: number) => (n === 0 ? 'keine Karte nachziehen' : n === 1 ? '1 Karte nachziehen' : `${n} Karten nachziehen`),
    drawnOf: (got: number, want: number) => (got < want ? `; der Stapel gab nur ${got} her` : ''),
    noItems: 'Keine Wertung: Die Karte hat keine Nachbarn und bildet nichts.',
    points: (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0'),
    num: (n: number) => (n < 0 ? `−${-n}` : String(n)),
    showItem: 'Felder zeigen',
    // explorer
    explorerTitle: 'Punkte-Rechner',
    explorerHint: 'Karte wählen, dann ein leeres Feld: Die Karte wird dort gelegt und sofort gewertet. Ein belegtes Feld anklicken macht dessen Karte zur gelegten Karte.',
    card: 'Karte',
    remove: 'Gelegte Karte entfernen',
    clear: 'Raster leeren',
    noPlay: 'Noch keine Karte gelegt.',
    cardUsed: 'liegt schon',
    grid: 'Raster',
    gridStandard: '5 × 5 (Grundspiel)',
    gridSolitaire: '4 × 4 (Solitär: keine Straßen und Drillinge diagonal)',
    deckOptions: 'Deck und Varianten',
    excuse: 'mit Ausflucht',
    pawns: 'mit Bauern',
    flush: 'Flush-Bonus',
    muggins: 'Tölpel (Punkte ansagen)',
    open: 'Offenes Raster',
    strictTriple: 'Strenge Lesart: Ein Drilling hebt alle Paare auf',
    bothInLine: 'Andere Lesart: Straße und Drilling in derselben Linie zählen beide',
    ranks: { ace: 'Asse', number: (n: number) => `${n}er`, crown: 'Kronen', pawn: 'Bauern', excuse: 'Ausflucht' },
    // play
    playTitle: 'Eine Partie',
    players: 'Mitspieler',
    solitaire: 'Solitär (allein, 4 × 4)',
    nPlayers: (n: number) => `${n} Spieler`,
    chooseCard: 'Zuerst eine Karte aus der Hand wählen, dann ein Feld.',
    chosen: (c: string) => `Gewählt: ${c}. Jetzt ein Feld wählen.`,
    announce: 'Ansage in Punkten',
    announceHint: 'Beim Tölpel sagt man vor dem Legen an, was die Karte bringt.',
    lastTurn: (p: string, c: string, cell: string) => `Letzter Zug: ${p} legt ${c} auf ${cell}`,
    mugginsWrong: (p: string, diff: number, to: string) => `Falsch angesagt: ${to} ${diff === 1 ? 'bekommt 1 Punkt' : `bekommen ${diff} Punkte`} (Differenz zur Ansage von ${p}).`,
    mugginsOk: 'Richtig angesagt.',
    drew: (cards: string) => `Nachgezogen: ${cards}.`,
    nextRound: 'Nächste Runde geben',
    roundOver: (n: number) => `Runde ${n} ist vorbei: Das Raster ist voll, Handkarten kosten Strafpunkte.`,
    scoreboard: 'Punktetafel',
    roundCol: 'Runde',
    round: (n: number) => `Runde ${n}`,
    plays: 'Punkte aus Zügen',
    mugginsCol: 'Tölpel',
    penalties: 'Strafe',
    totalCol: 'Gesamt',
    winner: (names: string) => `Gewonnen hat ${names}.`,
    winners: (names: string) => `Gleichstand – gewonnen haben ${names}.`,
    solitaireWon: (n: number) => `Das Raster ist voll: Solitär geschafft mit ${n} Punkten.`,
    solitaireLost: (n: number) => `Die Hand ist leer, das Raster nicht voll: Das Solitär ist verloren (${n} Punkte).`,
    variantsHint: 'Eine geänderte Einstellung beginnt die Partie mit derselben Spielnummer neu.',
    legalHint: 'Erlaubte Felder sind hervorgehoben.',
    moveHint: 'in Zugnotation, z. B. „CS@c3“',
    seats: 'Plätze',
    seatOf: (p: string) => `Platz von ${p}`,
    seatYou: 'Du',
    seatBeginner: 'Computer (Einsteiger)',
    seatStrong: 'Computer (Stark)',
    youAre: (p: string) => `${p} (du)`,
    computerName: (p: string) => `${p} (Computer)`,
    openHands: 'Alle Hände offen zeigen (zum Üben)',
    faceDown: (n: number) => (n === 1 ? '1 Karte verdeckt' : `${n} Karten verdeckt`),
    place: (m: string) => `Legen: ${m}`,
    cancel: 'Abbrechen',
    preview: 'Vorschau',
    legalCount: (n: number) => (n === 1 ? '1 erlaubtes Feld ist markiert.' : `${n} erlaubte Felder sind markiert.`),
    notHere: 'Hier darf die Karte nicht liegen.',
    hint: 'Tipp',
    hintFor: (m: string) => `Tipp: ${m}`,
    thinking: (p: string) => `${p} überlegt …`,
    computerMove: (p: string, m: string) => `${p} legt ${m}.`,
    computerDeal: (p: string) => `${p} gibt die nächste Runde.`,
    auto: (m: string) => `Automatisch: ${m}`,
    why: 'Warum',
    newGame: 'Neues Spiel',
    gameOver: 'Die Partie ist zu Ende.',
    badSeats: 'Die Plätze in der Adresse passen nicht zu dieser Partie; du spielst alle Plätze.',
  },
  en: {
    player: (p: number) => `Player ${SEATS[p] ?? p + 1}`,
    you: 'Solitaire',
    hand: 'Hand',
    handOf: (p: string) => `${p}'s hand`,
    none: '–',
    spread: 'Spread',
    pile: 'Draw pile',
    dealer: 'dealer',
    toAct: (p: string) => `To play: ${p}`,
    cell: (r: number, c: number, content: string) => `row ${r}, column ${c}, ${content}`,
    empty: 'empty',
    played: 'just placed',
    inItem: 'scored',
    pendingCell: 'chosen',
    legalCell: 'legal here',
    outside: 'outside the possible spread',
    score: 'Score',
    total: 'Total',
    draws: (n: number) => (n === 0 ? 'no card to draw' : n === 1 ? 'draw 1 card' : `draw ${n} cards`),
    drawnOf: (got: number, want: number) => (got < want ? `; the pile only had ${got}` : ''),
    noItems: 'Nothing scores: the card has no neighbours and forms nothing.',
    points: (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0'),
    num: (n: number) => (n < 0 ? `−${-n}` : String(n)),
    showItem: 'Show cells',
    explorerTitle: 'Scoring explorer',
    explorerHint: 'Choose a card, then an empty cell: the card is placed there and scored at once. Choosing an occupied cell makes its card the placed one.',
    card: 'Card',
    remove: 'Remove the placed card',
    clear: 'Clear the spread',
    noPlay: 'No card placed yet.',
    cardUsed: 'in the spread',
    grid: 'Grid',
    gridStandard: '5 × 5 (standard game)',
    gridSolitaire: '4 × 4 (solitaire: no diagonal sequences or three of a kind)',
    deckOptions: 'Deck and variants',
    excuse: 'with the Excuse',
    pawns: 'with the Pawns',
    flush: 'Flush bonus',
    muggins: 'Muggins (announce your points)',
    open: 'Open spread',
    strictTriple: 'Strict reading: three of a kind cancels every pair',
    bothInLine: 'Other reading: a sequence and three of a kind in the same line both score',
    ranks: { ace: 'Aces', number: (n: number) => `${n}s`, crown: 'Crowns', pawn: 'Pawns', excuse: 'Excuse' },
    playTitle: 'Play a game',
    players: 'Players',
    solitaire: 'Solitaire (alone, 4 × 4)',
    nPlayers: (n: number) => `${n} players`,
    chooseCard: 'First choose a card from the hand, then a cell.',
    chosen: (c: string) => `Chosen: ${c}. Now choose a cell.`,
    announce: 'Announcement in points',
    announceHint: 'With Muggins you announce what the card will score before placing it.',
    lastTurn: (p: string, c: string, cell: string) => `Last play: ${p} places ${c} on ${cell}`,
    mugginsWrong: (p: string, diff: number, to: string) => `Wrong announcement: ${to} ${diff === 1 ? 'receives 1 point' : `receive${to.includes(',') ? '' : 's'} ${diff} points`} (the difference from ${p}'s call).`,
    mugginsOk: 'Announced correctly.',
    drew: (cards: string) => `Drawn: ${cards}.`,
    nextRound: 'Deal the next round',
    roundOver: (n: number) => `Round ${n} is over: the spread is full, and cards in hand cost penalty points.`,
    scoreboard: 'Scoreboard',
    roundCol: 'Round',
    round: (n: number) => `Round ${n}`,
    plays: 'Points from plays',
    mugginsCol: 'Muggins',
    penalties: 'Penalty',
    totalCol: 'Total',
    winner: (names: string) => `${names} wins.`,
    winners: (names: string) => `A tie – ${names} win.`,
    solitaireWon: (n: number) => `The spread is full: solitaire done with ${n} points.`,
    solitaireLost: (n: number) => `The hand is empty and the grid is not full: the solitaire is lost (${n} points).`,
    variantsHint: 'Changing a setting restarts the game with the same deal number.',
    legalHint: 'Legal cells are highlighted.',
    moveHint: 'in move notation, e.g. “CS@c3”',
    seats: 'Seats',
    seatOf: (p: string) => `Seat of ${p}`,
    seatYou: 'You',
    seatBeginner: 'Computer (beginner)',
    seatStrong: 'Computer (strong)',
    youAre: (p: string) => `${p} (you)`,
    computerName: (p: string) => `${p} (computer)`,
    openHands: 'Show every hand face up (study mode)',
    faceDown: (n: number) => (n === 1 ? '1 card face down' : `${n} cards face down`),
    place: (m: string) => `Place: ${m}`,
    cancel: 'Cancel',
    preview: 'Preview',
    legalCount: (n: number) => (n === 1 ? '1 legal cell is marked.' : `${n} legal cells are marked.`),
    notHere: 'The card may not go here.',
    hint: 'Hint',
    hintFor: (m: string) => `Hint: ${m}`,
    thinking: (p: string) => `${p} is thinking …`,
    computerMove: (p: string, m: string) => `${p} places ${m}.`,
    computerDeal: (p: string) => `${p} deals the next round.`,
    auto: (m: string) => `Automatic: ${m}`,
    why: 'Why',
    newGame: 'New game',
    gameOver: 'The game is over.',
    badSeats: 'The seats in the address do not fit this game; you play every seat.',
  },
} as const;

/** A move in words, for buttons and lists: „Barde auf c3“, „Nächste Runde geben“. */
export function moveLabel(move: QuincunxMove, lang: Lang): string {
  if (move.type === 'deal') return QX[lang].nextRound;
  const where = lang === 'de' ? `${decktetCardName(lang, move.card)} auf ${move.cell}` : `${decktetCardName(lang, move.card)} on ${move.cell}`;
  return move.announce === undefined ? where : `${where} (${lang === 'de' ? 'Ansage' : 'announced'} ${QX[lang].num(move.announce)})`;
}

const DIRECTION: Record<Lang, Record<LineDirection, string>> = {
  de: { row: 'waagerecht', column: 'senkrecht', diagonal: 'diagonal ↘', antidiagonal: 'diagonal ↙' },
  en: { row: 'across', column: 'down', diagonal: 'diagonal ↘', antidiagonal: 'diagonal ↙' },
};

const name = (lang: Lang, code: string) => decktetCardName(lang, code);
const suit = (lang: Lang, s: DecktetSuit | null) => (s ? DECKTET_SUIT_NAMES[lang][s] : '');
const val = (code: string) => cardFacts(code)?.value ?? 0;

/** One line of the breakdown in the page language (without the points, shown beside it). */
export function describeItem(item: ScoreItem, played: string, lang: Lang): string {
  const de = lang === 'de';
  switch (item.kind) {
    case 'basic': {
      const n = `${item.neighbour} ${name(lang, item.card)}`;
      if (item.effect === 'excuse') return de ? `${n}: Die Ausflucht löst keine Basiswertung aus` : `${n}: the Excuse triggers no basic scoring`;
      const sum = `${val(played)} + ${val(item.card)} = ${item.sum}`;
      switch (item.effect) {
        case 'minus': return de ? `${n}: ${sum}, unter 10` : `${n}: ${sum}, below 10`;
        case 'aceMatch': return de ? `${n}: ${sum}, unter 10, aber ${cardFacts(played)?.kind === 'pawn' || cardFacts(item.card)?.kind === 'pawn' ? 'Bauer' : 'Ass'} mit gemeinsamer Farbe` : `${n}: ${sum}, below 10 but ${cardFacts(played)?.kind === 'pawn' || cardFacts(item.card)?.kind === 'pawn' ? 'a Pawn' : 'an Ace'} sharing a suit`;
        case 'zero': return de ? `${n}: ${sum}, genau 10` : `${n}: ${sum}, exactly 10`;
        case 'draw': return de ? `${n}: ${sum}, eine Karte nachziehen` : `${n}: ${sum}, draw a card`;
        default: return de ? `${n}: ${sum}, minus 10` : `${n}: ${sum}, less 10`;
      }
    }
    case 'pair':
      return de ? `Paar: ${name(lang, item.card)} auf ${item.neighbour}` : `Pair with ${name(lang, item.card)} on ${item.neighbour}`;
    case 'sequence':
      return de ? `Straße ${item.cells.join('–')} (${DIRECTION.de[item.direction]})` : `Sequence ${item.cells.join('–')} (${DIRECTION.en[item.direction]})`;
    case 'three':
      return de ? `Drilling ${item.cells.join('–')} (${DIRECTION.de[item.direction]})` : `Three of a kind ${item.cells.join('–')} (${DIRECTION.en[item.direction]})`;
    case 'power': {
      const parts = item.counted.map((c) => c.value).join(' + ') || '0';
      return de
        ? `Machtspiel (${suit(lang, item.suit)}) mit ${item.partner}: ${item.counted.length} Karten, ${parts}`
        : `Power play (${suit(lang, item.suit)}) with ${item.partner}: ${item.counted.length} cards, ${parts}`;
    }
    case 'flush': {
      const where = item.shape === 'box' ? (de ? '2 × 2-Block' : '2 × 2 block') : item.direction ? DIRECTION[lang][item.direction] : '';
      const s = item.suit ? ` ${suit(lang, item.suit)}` : '';
      return de ? `Flush${s} ${item.cells.join(' ')} (${where})` : `Flush${s} ${item.cells.join(' ')} (${where})`;
    }
  }
}

const cardP = (lang: Lang, p: Params) => (typeof p.card === 'string' && p.card ? name(lang, p.card) : lang === 'de' ? 'Diese Karte' : 'This card');
const cellP = (p: Params) => (typeof p.cell === 'string' && p.cell ? p.cell : '?');

/** One sentence per violation code the engine can return (the compiler keeps it complete). */
export const QUINCUNX_VIOLATIONS: Readonly<Record<QuincunxViolationCode, Readonly<Record<Lang, (p: Params) => string>>>> = {
  'bad-move': { de: () => 'Dieser Zug ist unvollständig oder unbekannt: Gelegt wird eine Karte auf ein Feld.', en: () => 'This move is incomplete or unknown: a move places one card on one cell.' },
  'unknown-card': { de: () => 'Das ist keine Karte des Decktet.', en: () => 'That is not a Decktet card.' },
  'not-in-deck': {
    de: (p) => `${cardP('de', p)} ist in dieser Partie nicht im Deck (Ausflucht und Bauern nur nach Wahl, Höfe nie).`,
    en: (p) => `${cardP('en', p)} is not in this game's deck (the Excuse and the Pawns only when chosen, the Courts never).`,
  },
  'no-such-cell': { de: () => 'Dieses Feld gibt es im Raster nicht.', en: () => 'There is no such cell in the spread.' },
  'not-in-hand': { de: (p) => `${cardP('de', p)} ist nicht in der Hand des Spielers am Zug.`, en: (p) => `${cardP('en', p)} is not in the hand of the player to move.` },
  'cell-occupied': { de: (p) => `Auf ${cellP(p)} liegt schon eine Karte; gelegt wird nur auf freie Felder.`, en: (p) => `A card already lies on ${cellP(p)}; cards go only into empty cells.` },
  'not-adjacent': {
    de: (p) => `${cellP(p)} grenzt an keine Karte: Im offenen Raster muss jede Karte waagerecht oder senkrecht neben einer liegenden Karte landen.`,
    en: (p) => `${cellP(p)} touches no card: in the open spread every card must go directly beside, above or below a card already placed.`,
  },
  'outside-bounds': {
    de: (p) => `Mit einer Karte auf ${cellP(p)} wäre die Auslage breiter oder höher als 5 Felder.`,
    en: (p) => `A card on ${cellP(p)} would make the layout wider or taller than 5 cells.`,
  },
  'announce-missing': { de: () => 'Beim Tölpel muss vor dem Legen eine ganze Zahl als Ansage stehen.', en: () => 'With Muggins a whole number must be announced before placing the card.' },
  'muggins-off': { de: () => 'Ohne die Tölpel-Variante wird nichts angesagt.', en: () => 'Without the Muggins variant nothing is announced.' },
  'round-over': { de: () => 'Das Raster ist voll; erst wird die nächste Runde gegeben.', en: () => 'The spread is full; the next round must be dealt first.' },
  'round-in-progress': { de: () => 'Neu gegeben wird erst, wenn das Raster voll ist.', en: () => 'The next deal comes only once the spread is full.' },
  'game-over': {
    de: (p) => (p.won === false ? 'Das Solitär ist schon verloren.' : 'Die Partie ist schon zu Ende.'),
    en: (p) => (p.won === false ? 'The solitaire is already lost.' : 'The game is already over.'),
  },
};

const q = (lang: Lang, text: string) => (lang === 'de' ? `„${text}“` : `“${text}”`);
const cardT = (lang: Lang, token: string) => cardP(lang, { card: token });

/** One sentence per reason a move, option, position or link text does not read; the token is quoted. */
export const QUINCUNX_PARSE_MESSAGES: Readonly<Record<QuincunxParseCode, Readonly<Record<Lang, (token: string, position: number) => string>>>> = {
  empty: {
    de: () => 'Hier steht nichts: Ein Zug wird als Karte@Feld geschrieben, z. B. „CS@c3“.',
    en: () => 'There is nothing here: a move is written card@cell, e.g. “CS@c3”.',
  },
  'unknown-move': {
    de: (token) => `${q('de', token)} ist kein Zug: Ein Zug ist Karte@Feld (z. B. „CS@c3“) oder „deal“.`,
    en: (token) => `${q('en', token)} is not a move: a move is card@cell (e.g. “CS@c3”) or “deal”.`,
  },
  'bad-card': {
    de: (token) => `${q('de', token)} ist keine Karte des Decktet (geschrieben z. B. „AM“, „2MK“, „CS“).`,
    en: (token) => `${q('en', token)} is not a Decktet card (written e.g. “AM”, “2MK”, “CS”).`,
  },
  'bad-cell': {
    de: (token) => `${q('de', token)} ist kein Feld: Ein Feld ist ein Spaltenbuchstabe mit einer Reihenziffer, z. B. „c3“.`,
    en: (token) => `${q('en', token)} is not a cell: a cell is a column letter and a row digit, e.g. “c3”.`,
  },
  'bad-announcement': {
    de: (token) => `${q('de', token)} ist keine Ansage: Angesagt wird eine ganze Zahl, z. B. „CS@c3=5“.`,
    en: (token) => `${q('en', token)} is not an announcement: announce a whole number, e.g. “CS@c3=5”.`,
  },
  'unexpected-token': {
    de: (token) => `Nach dem Zug steht noch ${q('de', token)}: Hier geht nur ein Zug auf einmal.`,
    en: (token) => `${q('en', token)} follows the move: only one move at a time goes here.`,
  },
  'bad-option': {
    de: (token) => `${q('de', token)} ist keine Einstellung von Quincunx oder widerspricht einer anderen.`,
    en: (token) => `${q('en', token)} is not a Quincunx setting, or it contradicts another one.`,
  },
  'bad-seed': {
    de: (token) => `${q('de', token)}: Eine Spielnummer besteht aus 1 bis 32 Buchstaben, Ziffern, „-“ oder „_“.`,
    en: (token) => `${q('en', token)}: a deal number is 1 to 32 letters, digits, “-” or “_”.`,
  },
  'missing-seed': { de: () => 'Die Spielnummer fehlt („seed:…“).', en: () => 'The deal number is missing (“seed:…”).' },
  'duplicate-cell': {
    de: (token) => `${q('de', token)}: Auf diesem Feld liegt schon eine Karte.`,
    en: (token) => `${q('en', token)}: a card already lies on that cell.`,
  },
  'unknown-field': {
    de: (token) => `${q('de', token)} kennt eine Stellung nicht (options, spread, hand0 bis hand3, pile, current, dealer, round, scores).`,
    en: (token) => `A position has no ${q('en', token)} (options, spread, hand0 to hand3, pile, current, dealer, round, scores).`,
  },
  'bad-value': { de: (token) => `${q('de', token)} ist hier keine gültige Zahl.`, en: (token) => `${q('en', token)} is not a valid number here.` },
  'hand-count': {
    de: (token) => `${q('de', token)}: Die Stellung hat mehr Hände als die Partie Spieler.`,
    en: (token) => `${q('en', token)}: the position has more hands than the game has players.`,
  },
  'not-in-deck': {
    de: (token) => `${cardT('de', token)} ist in diesem Deck nicht enthalten (Ausflucht und Bauern nur nach Wahl, Höfe nie).`,
    en: (token) => `${cardT('en', token)} is not in this deck (the Excuse and the Pawns only when chosen, the Courts never).`,
  },
  'duplicate-card': {
    de: (token) => `${cardT('de', token)} kommt in der Stellung zweimal vor; jede Karte gibt es nur einmal.`,
    en: (token) => `${cardT('en', token)} appears twice in the position; there is only one of each card.`,
  },
  'not-a-cell': {
    de: (token) => `${q('de', token)} ist kein Feld dieses Rasters.`,
    en: (token) => `${q('en', token)} is not a cell of this spread.`,
  },
  'bad-seat': {
    de: (token) => `${q('de', token)} nennt einen Platz, den es in dieser Partie nicht gibt.`,
    en: (token) => `${q('en', token)} names a seat this game does not have.`,
  },
  'bad-round': { de: () => 'Diese Runde gibt es in dieser Partie nicht: Es gibt so viele Runden wie Spieler.', en: () => 'This game has no such round: there are as many rounds as players.' },
  'score-count': { de: () => 'Die Punkte brauchen genau eine Zahl je Spieler.', en: () => 'The scores need exactly one number per player.' },
  'bad-link': { de: () => 'Die Adresse hat nicht die erwartete Form.', en: () => 'The address does not have the expected form.' },
  'illegal-move': {
    de: (token) => `Der Zug ${q('de', token)} ist an dieser Stelle der Partie nicht erlaubt.`,
    en: (token) => `The move ${q('en', token)} is not allowed at that point of the game.`,
  },
  'bad-step': { de: (token) => `${q('de', token)} ist kein Schritt dieses Beispiels.`, en: (token) => `${q('en', token)} is not a step of this example.` },
};
