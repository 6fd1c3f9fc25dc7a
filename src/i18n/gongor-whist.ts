/**
 * Gongor Whist island strings in German and English, and one sentence per
 * violation code the engine returns (tests/gongor-whist/messages.test.ts keeps
 * the list complete). Terms follow the page: Strohmann / dummy, Vorhand /
 * fore hand, Rückhand / aft hand, Durchgang / pass, am Trumpf drehen / twiddle.
 */
import { lookup } from '../engine/core/game';
import type { Params } from '../engine/core/result';
import type { DecktetSuit } from '../engine/cards/decktet';
import type { TrickReason, Phase, Half, MissPenalty, GongorWhistViolationCode } from '../engine/gongor-whist/engine';
import type { GongorWhistParseCode } from '../engine/gongor-whist/notation';
import type { ViolationMessages } from './islands';
import type { Lang } from './ui';
import { DECKTET_SUIT_NAMES, decktetCardName } from './cards';

const pct = (lang: Lang, p: number) => {
  const n = (p * 100).toLocaleString(lang === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  return lang === 'de' ? `${n}\u00a0%` : `${n}%`;
};

export const GW = {
  de: {
    trump: 'Trumpf',
    noTrump: 'kein Trumpf',
    trumpIs: (s: DecktetSuit | null) => (s ? `Trumpf: ${DECKTET_SUIT_NAMES.de[s]}` : 'Kein Trumpf mehr'),
    aceStack: 'Ass-Stapel',
    turnedAces: 'Aufgedeckte Asse',
    acesLeft: (n: number) => (n === 0 ? 'Stapel leer' : n === 1 ? 'noch 1 Ass verdeckt' : `noch ${n} Asse verdeckt`),
    dummy: 'Strohmann',
    dummyLeft: (n: number) => (n === 1 ? 'noch 1 Karte verdeckt' : `noch ${n} Karten verdeckt`),
    yourCards: 'Deine Karten',
    trick: 'Stich',
    trickNo: (i: number) => `Stich ${i} von 7`,
    lead: 'Strohmann spielt aus',
    yourCard: 'Deine Karte',
    waiting: 'noch keine',
    asItStands: (won: boolean) => (won ? 'So, wie der Trumpf jetzt steht, gewinnst du diesen Stich.' : 'So, wie der Trumpf jetzt steht, verlierst du diesen Stich.'),
    lastTrick: 'Letzter Stich',
    won: 'gewonnen',
    lost: 'verloren',
    wonCap: 'Gewonnen',
    lostCap: 'Verloren',
    you: 'du',
    bid: 'Gebot',
    noBid: 'noch offen',
    tricksWon: 'Deine Stiche',
    tricksOf: (won: number, bid: number | null) => (bid === null ? `${won}` : `${won} von ${bid} geboten`),
    half: { fore: 'Vorhand', aft: 'Rückhand' } as Record<Half, string>,
    handLabel: (half: Half, pass: number) => `${half === 'fore' ? 'V' : 'R'}${pass}`,
    passOf: (pass: number, total: number | null) => (total ? `Durchgang ${pass} von ${total}` : `Durchgang ${pass}`),
    phases: {
      bid: 'Gebot abgeben',
      play: 'Karte spielen',
      decide: 'drehen oder den Stich entscheiden',
      handEnd: 'Hand vorbei',
      over: 'Partie beendet',
    } as Record<Phase, string>,
    reasons: {
      'trump-over-plain': 'Deine Karte ist Trumpf, die des Strohmanns nicht.',
      'higher-trump': 'Beide Karten sind Trumpf, deine ist höher.',
      'lower-trump': 'Beide Karten sind Trumpf, deine ist niedriger.',
      'dummy-trump': 'Die Karte des Strohmanns ist Trumpf, deine nicht.',
      'followed-higher': 'Kein Trumpf im Stich; du teilst eine Farbe und bist höher.',
      'followed-lower': 'Kein Trumpf im Stich; du teilst eine Farbe, bist aber niedriger.',
      'no-shared-suit': 'Kein Trumpf im Stich, und deine Karte teilt keine Farbe mit der des Strohmanns.',
    } as Record<TrickReason, string>,
    // actions
    bidButton: (n: number) => `${n} bieten`,
    crossedOff: 'gestrichen',
    playCard: (name: string) => `${name} spielen`,
    playPrefix: 'Spielen:',
    mustFollowHint: 'Hervorgehoben: die Karten, die du spielen darfst.',
    twiddle: 'Am Trumpf drehen',
    resolve: 'Stich entscheiden',
    next: (half: Half) => (half === 'fore' ? 'Rückhand geben' : 'Neu mischen, nächste Vorhand'),
    // score sheet
    sheet: 'Punktübersicht',
    sheetHand: 'Hand',
    sheetBid: 'Gebot',
    sheetTricks: 'Stiche',
    sheetPoints: 'Punkte',
    sheetMade: 'erfüllt',
    sheetMissed: 'verfehlt',
    score: 'Stand',
    openBids: 'Noch offen',
    handResult: (bid: number, tricks: number, made: boolean) => (made ? `Gebot ${bid} erfüllt: genau ${tricks} ${tricks === 1 ? 'Stich' : 'Stiche'}.` : `Gebot ${bid} verfehlt: ${tricks} ${tricks === 1 ? 'Stich' : 'Stiche'}.`),
    gameWon: 'Alle acht Gebote erfüllt – die Partie ist gewonnen!',
    gameLost: (bid: number, tricks: number) => `Verloren: ${tricks} ${tricks === 1 ? 'Stich' : 'Stiche'} auf ein Gebot von ${bid}.`,
    pointsEnd: (score: number, clear: boolean, passes: number, openEnded = false) => `Partie beendet mit ${score} Punkten nach ${passes} ${passes === 1 ? 'Durchgang' : 'Durchgängen'}${clear ? ' – über 50, ein klarer Sieg!' : openEnded ? ', ohne über 50 zu kommen; nach 100 Durchgängen endet auch die offene Partie.' : '.'}`,
    // advisor
    advisor: 'Gebotsberater',
    advisorTitle: 'Gebotsberater: eine frisch gegebene Vorhand',
    anotherHand: 'Andere Hand geben',
    playThisHand: 'Diese Hand unten in einer Partie spielen',
    policyTitle: 'Wie die Simulation spielt',
    advisorIntro: 'Geschätzt aus simulierten Händen: die Chance, genau so viele Stiche zu machen, wenn du darauf spielst.',
    advisorPolicy: 'Spielweise der Simulation: Braucht sie noch Stiche, gewinnt sie den Stich mit der billigsten Karte, die ihn gewinnt, sonst wirft sie die billigste ab; hat sie genug, verliert sie mit der teuersten Karte, die noch verliert. Gedreht wird höchstens einmal pro Stich und nur, wenn der Stich sonst falsch ausginge. Billig heißt niedriger Rang; jeder Trumpf ist teurer als jede Fehlkarte.',
    advisorBid: 'Gebot',
    advisorChance: 'Chance',
    advisorBest: 'beste freie Zahl',
    advisorComputing: 'Der Berater rechnet …',
    advisorUnavailable: 'Der Berater ist gerade nicht verfügbar: Seine Rechnung kam nicht rechtzeitig zu Ende. Das Spiel geht auch ohne ihn.',
    advisorNoJs: 'Die Schätzungen des Beraters erscheinen, sobald das Skript der Seite geladen ist.',
    advisorSamples: (n: number) => `${n.toLocaleString('de-DE')} simulierte Hände je Gebot.`,
    stillMade: 'Chance, dass das Gebot noch aufgeht',
    stillMadePolicy: 'wenn du wie die Simulation weiterspielst',
    perChoice: 'Je nach deiner Wahl jetzt',
    policyWould: 'Die Simulation würde wählen',
    pct: (p: number) => pct('de', p),
    // game controls
    gameTitle: 'Eine Partie Gongor Whist',
    share: 'Link zu dieser Partie',
    options: 'Varianten und Optionen',
    modeLabel: 'Partie',
    modeStandard: 'Normal: jedes Gebot einmal, ein Fehler verliert',
    modePoints: 'Um Punkte',
    penaltyLabel: 'Verfehltes Gebot kostet',
    penalty: { bid: 'das Gebot (Lesart dieser Seite)', tricks: 'die gemachten Stiche', difference: 'den Unterschied' } as Record<MissPenalty, string>,
    trumpCarries: 'Trumpf der Vorhand gilt in der Rückhand weiter (Lesart dieser Seite)',
    noTrumpCarries: 'Ohne Trumpf bleibt es auch in der Rückhand (Lesart dieser Seite)',
    oneTwiddle: 'Höchstens einmal drehen pro Stich (Lesart dieser Seite)',
    bidsRepeat: 'Gebote dürfen sich wiederholen (Punktepartie)',
    passesLabel: 'Länge der Punktepartie',
    passesOpen: 'offen: bis über 50 Punkte, höchstens 100 Durchgänge',
    passesAtMost: (n: number) => (n === 1 ? 'höchstens 1 Durchgang' : `höchstens ${n} Durchgänge`),
    stopAtWin: 'Über 50 Punkten sofort aufhören (bei offener Länge immer)',
    optionsHint: 'Eine geänderte Option beginnt die Partie mit demselben Startwert neu.',
    handsTitle: 'Gespielte Hände',
    moveLog: 'Züge in Notation',
    example: 'Beispiel',
    notationHint: 'in Zugnotation, z. B. „play 4MS“, „twiddle“, „resolve“',
    legal: 'Erlaubte Züge von hier',
   
   
  },
  en: {
    trump: 'Trump',
    noTrump: 'no trump',
    trumpIs: (s: DecktetSuit | null) => (s ? `Trump: ${DECKTET_SUIT_NAMES.en[s]}` : 'No trump any more'),
    aceStack: 'Ace stack',
    turnedAces: 'Aces turned',
    acesLeft: (n: number) => (n === 0 ? 'stack empty' : n === 1 ? '1 Ace face down' : `${n} Aces face down`),
    dummy: 'Dummy',
    dummyLeft: (n: number) => (n === 1 ? '1 card face down' : `${n} cards face down`),
    yourCards: 'Your cards',
    trick: 'Trick',
    trickNo: (i: number) => `Trick ${i} of 7`,
    lead: 'The dummy leads',
    yourCard: 'Your card',
    waiting: 'not yet',
    asItStands: (won: boolean) => (won ? 'As the trump stands now, you win this trick.' : 'As the trump stands now, you lose this trick.'),
    lastTrick: 'Last trick',
    won: 'won',
    lost: 'lost',
    wonCap: 'Won',
    lostCap: 'Lost',
    you: 'you',
    bid: 'Bid',
    noBid: 'not yet',
    tricksWon: 'Your tricks',
    tricksOf: (won: number, bid: number | null) => (bid === null ? `${won}` : `${won} of ${bid} bid`),
    half: { fore: 'Fore hand', aft: 'Aft hand' } as Record<Half, string>,
    handLabel: (half: Half, pass: number) => `${half === 'fore' ? 'F' : 'A'}${pass}`,
    passOf: (pass: number, total: number | null) => (total ? `Pass ${pass} of ${total}` : `Pass ${pass}`),
    phases: {
      bid: 'make your bid',
      play: 'play a card',
      decide: 'twiddle or decide the trick',
      handEnd: 'hand over',
      over: 'game over',
    } as Record<Phase, string>,
    reasons: {
      'trump-over-plain': 'Your card is trump and the dummy\'s is not.',
      'higher-trump': 'Both cards are trump, and yours is higher.',
      'lower-trump': 'Both cards are trump, and yours is lower.',
      'dummy-trump': 'The dummy\'s card is trump and yours is not.',
      'followed-higher': 'No trump in the trick; you share a suit and rank higher.',
      'followed-lower': 'No trump in the trick; you share a suit but rank lower.',
      'no-shared-suit': 'No trump in the trick, and your card shares no suit with the dummy\'s.',
    } as Record<TrickReason, string>,
    bidButton: (n: number) => `Bid ${n}`,
    crossedOff: 'crossed off',
    playCard: (name: string) => `Play ${name}`,
    playPrefix: 'Play',
    mustFollowHint: 'Highlighted: the cards you may play.',
    twiddle: 'Twiddle trump',
    resolve: 'Decide the trick',
    next: (half: Half) => (half === 'fore' ? 'Deal the aft hand' : 'Reshuffle, next fore hand'),
    sheet: 'Score sheet',
    sheetHand: 'Hand',
    sheetBid: 'Bid',
    sheetTricks: 'Tricks',
    sheetPoints: 'Points',
    sheetMade: 'made',
    sheetMissed: 'missed',
    score: 'Score',
    openBids: 'Still open',
    handResult: (bid: number, tricks: number, made: boolean) => (made ? `Bid ${bid} made: exactly ${tricks} ${tricks === 1 ? 'trick' : 'tricks'}.` : `Bid ${bid} missed: ${tricks} ${tricks === 1 ? 'trick' : 'tricks'}.`),
    gameWon: 'All eight bids made – you have won the game!',
    gameLost: (bid: number, tricks: number) => `Lost: ${tricks} ${tricks === 1 ? 'trick' : 'tricks'} on a bid of ${bid}.`,
    pointsEnd: (score: number, clear: boolean, passes: number, openEnded = false) => `Game over with ${score} points after ${passes} ${passes === 1 ? 'pass' : 'passes'}${clear ? ' – above 50, a clear win!' : openEnded ? ', never above 50; after 100 passes the open-ended game ends too.' : '.'}`,
    advisor: 'Bid advisor',
    advisorTitle: 'Bid advisor: a freshly dealt fore hand',
    anotherHand: 'Deal another hand',
    playThisHand: 'Play this hand in a game below',
    policyTitle: 'How the simulation plays',
    advisorIntro: 'Estimated from simulated hands: the chance of taking exactly that many tricks when you play for it.',
    advisorPolicy: 'How the simulation plays: while it still needs tricks it wins the trick with the cheapest card that wins it, otherwise it discards its cheapest card; once it has enough it loses with the most expensive card that still loses. It twiddles at most once per trick, and only when the trick would otherwise go the wrong way. Cheap means low rank; any trump counts as dearer than any plain card.',
    advisorBid: 'Bid',
    advisorChance: 'Chance',
    advisorBest: 'best open number',
    advisorComputing: 'The advisor is working …',
    advisorUnavailable: 'The advisor is not available right now: its estimate did not finish in time. The game goes on without it.',
    advisorNoJs: 'The advisor\'s estimates appear once the page\'s script has loaded.',
    advisorSamples: (n: number) => `${n.toLocaleString('en-GB')} simulated hands per bid.`,
    stillMade: 'Chance the bid is still made',
    stillMadePolicy: 'if you play on like the simulation',
    perChoice: 'Depending on your choice now',
    policyWould: 'The simulation would choose',
    pct: (p: number) => pct('en', p),
    gameTitle: 'A game of Gongor Whist',
    share: 'Link to this game',
    options: 'Variants and options',
    modeLabel: 'Game',
    modeStandard: 'Standard: each bid once, one miss loses',
    modePoints: 'For points',
    penaltyLabel: 'A missed bid costs',
    penalty: { bid: 'the bid (this page\'s reading)', tricks: 'the tricks taken', difference: 'the difference' } as Record<MissPenalty, string>,
    trumpCarries: 'The fore hand\'s trump carries into the aft hand (this page\'s reading)',
    noTrumpCarries: 'No trump stays no trump in the aft hand (this page\'s reading)',
    oneTwiddle: 'At most one twiddle per trick (this page\'s reading)',
    bidsRepeat: 'Bids may repeat (points game)',
    passesLabel: 'Length of the points game',
    passesOpen: 'open-ended: until above 50 points, at most 100 passes',
    passesAtMost: (n: number) => (n === 1 ? 'at most 1 pass' : `at most ${n} passes`),
    stopAtWin: 'Stop as soon as the score is above 50 (always when open-ended)',
    optionsHint: 'Changing an option restarts the game with the same seed.',
    handsTitle: 'Hands played',
    moveLog: 'Moves in notation',
    example: 'Example',
    notationHint: 'in move notation, e.g. “play 4MS”, “twiddle”, “resolve”',
    legal: 'Legal moves from here',
   
   
  },
} as const;

/** A card's name; in German quoted, so that names with their article ("Der Barde") read as titles in any case. */
const card = (lang: Lang, p: Params, key = 'card') => {
  const code = p[key];
  if (typeof code !== 'string' || !code) return lang === 'de' ? 'diese Karte' : 'this card';
  return lang === 'de' ? `„${decktetCardName('de', code)}“` : decktetCardName('en', code);
};
const suits = (lang: Lang, p: Params) => (Array.isArray(p.suits) ? (p.suits as string[]).map((s) => lookup(DECKTET_SUIT_NAMES[lang], s) ?? s).join(lang === 'de' ? ' oder ' : ' or ') : '');
const cards = (lang: Lang, p: Params) => (Array.isArray(p.cards) ? (p.cards as string[]).map((c) => card(lang, { card: c })).join(', ') : '');
const phase = (lang: Lang, p: Params) => (typeof p.phase === 'string' ? lookup<string>(GW[lang].phases, p.phase) : undefined) ?? (lang === 'de' ? 'etwas anderes' : 'something else');

/** One sentence per violation code of the Gongor Whist engine (a missing code is a compile error). */
export const GONGOR_WHIST_VIOLATIONS: Readonly<Record<GongorWhistViolationCode, ViolationMessages[string]>> = {
  'bad-move': { de: () => 'Das ist kein Zug, den dieses Spiel kennt.', en: () => 'That is not a move this game knows.' },
  'game-over': { de: () => 'Die Partie ist schon zu Ende; es gibt keinen Zug mehr.', en: () => 'The game is already over; there are no more moves.' },
  'bid-once-per-hand': {
    de: (p) => `Geboten wird einmal, vor dem ersten Stich. Jetzt heißt es: ${phase('de', p)}.`,
    en: (p) => `You bid once, before the first trick. What is due now: ${phase('en', p)}.`,
  },
  'bid-out-of-range': {
    de: (p) => `Ein Gebot ist eine ganze Zahl von 0 bis 7${typeof p.n === 'string' ? `, nicht „${p.n}“` : ''}.`,
    en: (p) => `A bid is a whole number from 0 to 7${typeof p.n === 'string' ? `, not “${p.n}”` : ''}.`,
  },
  'bid-used': {
    de: (p) => `Die ${typeof p.n === 'number' ? p.n : 'Zahl'} ist auf der Punktübersicht schon gestrichen; jede Zahl darfst du nur einmal bieten.`,
    en: (p) => `${typeof p.n === 'number' ? `The ${p.n}` : 'That number'} is already crossed off the score sheet; each number may be bid only once.`,
  },
  'bid-first': { de: () => 'Vor dem ersten Stich gibst du dein Gebot ab.', en: () => 'You make your bid before the first trick.' },
  'one-card-per-trick': {
    de: (p) => `Zu diesem Stich hast du schon ${card('de', p)} gespielt; jetzt drehst du oder lässt den Stich entscheiden.`,
    en: (p) => `You have already played ${card('en', p)} to this trick; now you twiddle or let the trick be decided.`,
  },
  'hand-over': { de: () => 'Diese Hand ist vorbei; als Nächstes wird neu gegeben.', en: () => 'This hand is over; the next deal comes first.' },
  'not-in-hand': { de: (p) => `${card('de', p)} ist nicht unter deinen Karten.`, en: (p) => `${card('en', p)} is not among your cards.` },
  'must-follow': {
    de: (p) => `Ausgespielt ist ${card('de', p, 'lead')}. Du hast eine Karte mit ${suits('de', p) || 'einer ihrer Farben'} und musst bedienen${cards('de', p) ? ` (${cards('de', p)})` : ''}; ${card('de', p)} bedient nicht.`,
    en: (p) => `You hold a card with ${suits('en', p) || 'a suit of the card led'} and must follow${cards('en', p) ? ` (${cards('en', p)})` : ''}; ${card('en', p)} shares no suit with ${card('en', p, 'lead')}.`,
  },
  'play-first': { de: () => 'Erst spielst du deine Karte, dann darfst du drehen oder den Stich entscheiden lassen.', en: () => 'First play your card; then you may twiddle or let the trick be decided.' },
  'no-trick': { de: () => 'Gerade läuft kein Stich.', en: () => 'There is no trick under way.' },
  'once-per-trick': { de: () => 'In diesem Stich hast du schon gedreht; ein zweites Mal geht nicht.', en: () => 'You have already twiddled in this trick; a second time is not allowed.' },
  'nothing-to-turn': { de: () => 'Es liegt kein Ass mehr im Stapel und es gibt keinen Trumpf mehr: Drehen ändert nichts.', en: () => 'No Ace is left in the stack and there is no trump any more: twiddling changes nothing.' },
  'hand-not-finished': {
    de: (p) => `Neu gegeben wird erst, wenn alle sieben Stiche gespielt sind. Jetzt heißt es: ${phase('de', p)}.`,
    en: (p) => `The next deal comes only after all seven tricks. What is due now: ${phase('en', p)}.`,
  },
};

const quoted = (lang: Lang, token: string) => (lang === 'de' ? `„${token}“` : `“${token}”`);

/**
 * One sentence per parse code of the Gongor Whist notation and option text,
 * in both languages, from the bad token and its place (0-based; said 1-based).
 */
export const GONGOR_WHIST_PARSE_MESSAGES: Readonly<Record<GongorWhistParseCode, Readonly<Record<Lang, (token: string, position: number) => string>>>> = {
  empty: { de: () => 'Da steht kein Zug.', en: () => 'There is no move there.' },
  'unknown-move': {
    de: (t, p) => `${quoted('de', t)} an Stelle ${p + 1} ist kein Zug; Züge sind „bid 4“, „play 4MS“, „twiddle“, „resolve“ und „next“.`,
    en: (t, p) => `${quoted('en', t)} at position ${p + 1} is not a move; moves are “bid 4”, “play 4MS”, “twiddle”, “resolve” and “next”.`,
  },
  'unexpected-token': { de: (t, p) => `Nach dem Zug steht noch ${quoted('de', t)} (Stelle ${p + 1}).`, en: (t, p) => `After the move comes ${quoted('en', t)} as well (position ${p + 1}).` },
  'missing-card': { de: () => 'Nach „play“ fehlt die Karte, z. B. „play 4MS“.', en: () => 'The card after “play” is missing, e.g. “play 4MS”.' },
  'bad-card': {
    de: (t, p) => `${quoted('de', t)} an Stelle ${p + 1} ist keine Karte, mit der hier gespielt wird (Asse liegen nur im Ass-Stapel).`,
    en: (t, p) => `${quoted('en', t)} at position ${p + 1} is not a card played with here (Aces lie only in the Ace stack).`,
  },
  'missing-number': { de: () => 'Nach „bid“ fehlt die Zahl, z. B. „bid 4“.', en: () => 'The number after “bid” is missing, e.g. “bid 4”.' },
  'bad-bid': { de: (t, p) => `${quoted('de', t)} an Stelle ${p + 1} ist kein Gebot; geboten wird 0 bis 7.`, en: (t, p) => `${quoted('en', t)} at position ${p + 1} is not a bid; bids are 0 to 7.` },
  'unknown-field': { de: (t, p) => `Ein Feld ${quoted('de', t)} (Stelle ${p + 1}) gibt es in einer Stellung nicht.`, en: (t, p) => `A position has no field ${quoted('en', t)} (position ${p + 1}).` },
  'duplicate-field': { de: (t, p) => `Das Feld ${quoted('de', t)} steht zweimal da (Stelle ${p + 1}).`, en: (t, p) => `The field ${quoted('en', t)} appears twice (position ${p + 1}).` },
  'bad-value': { de: (t, p) => `${quoted('de', t)} an Stelle ${p + 1} ist hier kein gültiger Wert.`, en: (t, p) => `${quoted('en', t)} at position ${p + 1} is not a valid value here.` },
  'missing-field': { de: (t) => `Zu einer Stellung gehört das Feld ${quoted('de', t)}.`, en: (t) => `A position needs the field ${quoted('en', t)}.` },
  'repeated-card': { de: (t, p) => `${quoted('de', t)} an Stelle ${p + 1} liegt schon anderswo; jede Karte gibt es nur einmal.`, en: (t, p) => `${quoted('en', t)} at position ${p + 1} already lies elsewhere; each card exists only once.` },
  'unknown-option': { de: (t, p) => `${quoted('de', t)} an Stelle ${p + 1} ist kein Optionsbuchstabe.`, en: (t, p) => `${quoted('en', t)} at position ${p + 1} is not an option letter.` },
  'repeated-option': { de: (t, p) => `Der Optionsbuchstabe ${quoted('de', t)} steht zweimal da (Stelle ${p + 1}).`, en: (t, p) => `The option letter ${quoted('en', t)} appears twice (position ${p + 1}).` },
  'conflicting-options': { de: (t, p) => `${quoted('de', t)} an Stelle ${p + 1} widerspricht einer anderen Option.`, en: (t, p) => `${quoted('en', t)} at position ${p + 1} contradicts another option.` },
  'bad-passes': {
    de: (t, p) => `${quoted('de', t)} an Stelle ${p + 1} ist keine Länge der Punktepartie: „o“ für offen oder 1 bis 100 Durchgänge (vier ohne Zahl).`,
    en: (t, p) => `${quoted('en', t)} at position ${p + 1} is not a length of the points game: “o” for open-ended or 1 to 100 passes (four without a number).`,
  },
};
