/**
 * What the computer players say about a move, in German and English: one
 * sentence per game and reason code (the tables are keyed by each game's
 * code union, so a missing sentence is a compile error), filled from the
 * reason's cards and params. A sentence names the move and why it is played,
 * in a form that reads both as the computer's move and as a hint for the
 * reader ("Herz-König vom Ablagestapel: ergänzt …"). The rule link comes
 * from the reason's rule id: the island links `#<rule>` with the game's rule
 * name, as it does for a refused move.
 *
 * Terms as on the pages: Stapel / stock, Ablagestapel / discard pile,
 * Auslage / melds (Conquian), Mittelkarte / centre card, auslegen / meld,
 * anlegen / lay off, abwerfen / discard, ausmachen / go out, Raster / spread,
 * Stich / trick, Strohmann / dummy, am Trumpf drehen / twiddle.
 */
import { lookup, type GameId } from '../engine/core/game';
import type { Reason, Strength } from '../engine/core/player';
import type { ConquianReasonCode } from '../engine/conquian/players';
import type { GongorWhistReasonCode } from '../engine/gongor-whist/players';
import type { QuincunxReasonCode } from '../engine/quincunx/players';
import type { RommeReasonCode } from '../engine/romme/players';
import { decktetCardName, frenchCardName, meldCardName } from './cards';
import type { Lang } from './ui';

type Sentence = Readonly<Record<Lang, (r: Reason) => string>>;

const list = (lang: Lang, names: readonly string[]) => {
  if (names.length <= 1) return names.join('');
  const and = lang === 'de' ? ' und ' : ' and ';
  return `${names.slice(0, -1).join(', ')}${and}${names[names.length - 1]}`;
};
const num = (r: Reason, key: string, fallback = 0) => (typeof r.params?.[key] === 'number' ? (r.params[key] as number) : fallback);
const str = (r: Reason, key: string) => (typeof r.params?.[key] === 'string' ? (r.params[key] as string) : '');
const cardsOf = (r: Reason) => r.cards ?? [];

// ---------------------------------------------------------------- Rommé

const rm = (lang: Lang, r: Reason, i = 0) => {
  const c = cardsOf(r)[i];
  return c ? meldCardName(lang, c) : lang === 'de' ? 'diese Karte' : 'this card';
};
const rmList = (lang: Lang, cards: readonly string[]) => list(lang, cards.map((c) => meldCardName(lang, c)));
const rmOuts = (lang: Lang, n: number) =>
  lang === 'de'
    ? n === 0 ? 'keine ungesehene Karte kann sie mehr zu einer Kombination ergänzen' : n === 1 ? 'nur noch eine ungesehene Karte kann sie ergänzen' : `nur ${n} ungesehene Karten können sie ergänzen`
    : n === 0 ? 'no unseen card can make it part of a meld any more' : n === 1 ? 'only one unseen card can still complete it' : `only ${n} unseen cards can complete it`;

export const ROMME_REASONS: Readonly<Record<RommeReasonCode, Sentence>> = {
  'take-completes': {
    de: (r) => `${rm('de', r)} vom Ablagestapel: ergänzt ${rmList('de', cardsOf(r).slice(1))}.`,
    en: (r) => `The ${rm('en', r)} from the discard pile: it completes ${rmList('en', cardsOf(r).slice(1))}.`,
  },
  'take-joker': { de: () => 'Den Joker vom Ablagestapel: Ein Joker passt in jede Kombination.', en: () => 'The joker from the discard pile: a joker fits any meld.' },
  'take-discard': {
    de: (r) => `${rm('de', r)} vom Ablagestapel: passt zu Karten auf der Hand.`,
    en: (r) => `The ${rm('en', r)} from the discard pile: it goes with cards in hand.`,
  },
  'draw-stock': {
    de: (r) => (cardsOf(r).length ? `Vom Stapel ziehen: ${rm('de', r)} auf dem Ablagestapel hilft der Hand nicht.` : 'Vom Stapel ziehen.'),
    en: (r) => (cardsOf(r).length ? `Draw from the stock: the ${rm('en', r)} on the discard pile does not help the hand.` : 'Draw from the stock.'),
  },
  'first-meld': {
    de: (r) => `Erstes Auslegen, ${num(r, 'value')} Punkte (nötig sind ${num(r, 'minimum', 40)}): ${rmList('de', cardsOf(r))}.`,
    en: (r) => `First meld, ${num(r, 'value')} points (${num(r, 'minimum', 40)} needed): ${rmList('en', cardsOf(r))}.`,
  },
  meld: {
    de: (r) => `${rmList('de', cardsOf(r))} auslegen: Ausgelegte Karten zählen am Ende nicht als Strafpunkte.`,
    en: (r) => `Meld ${rmList('en', cardsOf(r))}: cards on the table cost no penalty points at the end.`,
  },
  'go-out': { de: (r) => `Ausmachen mit ${rmList('de', cardsOf(r))}.`, en: (r) => `Go out with ${rmList('en', cardsOf(r))}.` },
  'lay-off': {
    de: (r) => `${rmList('de', cardsOf(r).slice(0, num(r, 'count', 1)))} an ${rmList('de', cardsOf(r).slice(num(r, 'count', 1)))} anlegen: eine Karte weniger auf der Hand.`,
    en: (r) => `Lay off ${rmList('en', cardsOf(r).slice(0, num(r, 'count', 1)))} on ${rmList('en', cardsOf(r).slice(num(r, 'count', 1)))}: one card fewer in hand.`,
  },
  'lay-off-joker': {
    de: (r) => `${rmList('de', cardsOf(r).slice(0, num(r, 'count', 2)))} an ${rmList('de', cardsOf(r).slice(num(r, 'count', 2)))} anlegen: Der Joker kostet auf der Hand 20 Punkte.`,
    en: (r) => `Lay off ${rmList('en', cardsOf(r).slice(0, num(r, 'count', 2)))} on ${rmList('en', cardsOf(r).slice(num(r, 'count', 2)))}: a joker costs 20 points in hand.`,
  },
  'exchange-joker': {
    de: (r) => `${rm('de', r)} gegen den Joker tauschen: Mit dem Joker auf der Hand lässt sich mehr auslegen.`,
    en: (r) => `Swap the ${rm('en', r)} for the joker: with the joker in hand more can be melded.`,
  },
  'discard-least-useful': {
    de: (r) => `${rm('de', r)} abwerfen: die Karte, die am wenigsten helfen kann; ${rmOuts('de', num(r, 'outs'))}.`,
    en: (r) => `Discard the ${rm('en', r)}: the card least likely to help; ${rmOuts('en', num(r, 'outs'))}.`,
  },
  'discard-last': { de: (r) => `${rm('de', r)} als letzte Karte abwerfen und ausmachen.`, en: (r) => `Discard the last card, the ${rm('en', r)}, and go out.` },
  call: {
    de: (r) => `„Rommé mit ${num(r, 'limit', 7)}“ ansagen: Auf der Hand bleiben höchstens ${num(r, 'limit', 7)} Punkte.`,
    en: (r) => `Call “Rommé mit ${num(r, 'limit', 7)}”: at most ${num(r, 'limit', 7)} points stay in hand.`,
  },
  'one-suit': { de: () => 'Zehn Karten einer Farbe zeigen: Das beendet das Spiel als Sieger.', en: () => 'Show ten cards of one suit: that wins the deal at once.' },
  done: { de: () => 'Fertig: Es bleibt nichts mehr auszulegen oder anzulegen.', en: () => 'Done: nothing more to meld or lay off.' },
  'next-deal': { de: () => 'Das nächste Spiel geben.', en: () => 'Deal the next hand.' },
};

// ---------------------------------------------------------------- Conquian

const cq = (lang: Lang, r: Reason, i = 0) => {
  const c = cardsOf(r)[i];
  return c ? frenchCardName(lang, c) : lang === 'de' ? 'die Karte' : 'the card';
};
const cqList = (lang: Lang, cards: readonly string[]) => list(lang, cards.map((c) => frenchCardName(lang, c)));

export const CONQUIAN_REASONS: Readonly<Record<ConquianReasonCode, Sentence>> = {
  'go-out': {
    de: (r) => `Ausmachen mit ${cqList('de', cardsOf(r))}: Elf Karten liegen aus.`,
    en: (r) => `Go out with ${cqList('en', cardsOf(r))}: eleven cards are down.`,
  },
  'meld-centre': {
    de: (r) => `${cq('de', r)} nehmen und mit ${cqList('de', cardsOf(r).slice(1))} auslegen: Die Auslage kommt den elf Karten näher.`,
    en: (r) => `Take the ${cq('en', r)} and meld it with ${cqList('en', cardsOf(r).slice(1))}: the melds come closer to eleven cards.`,
  },
  'meld-forced': {
    de: (r) => `${cq('de', r)} muss angelegt werden; sie kommt zu ${cqList('de', cardsOf(r).slice(1))}.`,
    en: (r) => `The ${cq('en', r)} must be added; it joins ${cqList('en', cardsOf(r).slice(1))}.`,
  },
  'meld-hand': { de: (r) => `Handkarten auslegen: ${cqList('de', cardsOf(r))}.`, en: (r) => `Meld from hand: ${cqList('en', cardsOf(r))}.` },
  decline: {
    de: (r) => (r.params?.could ? `${cq('de', r)} ablehnen: Auslegen ginge, aber die Hand müsste dafür eine bessere Karte hergeben.` : `${cq('de', r)} ablehnen: Sie passt zu nichts auf der Hand.`),
    en: (r) => (r.params?.could ? `Decline the ${cq('en', r)}: it could be melded, but the hand would have to give up a better card.` : `Decline the ${cq('en', r)}: it fits nothing in hand.`),
  },
  pass: { de: (r) => `${cq('de', r)} weitergeben: Sie hilft nicht.`, en: (r) => `Pass the ${cq('en', r)}: it does not help.` },
  turn: { de: () => 'Die nächste Karte vom Stapel aufdecken.', en: () => 'Turn the next card of the stock.' },
  force: {
    de: (r) => `Den Gegner zwingen, ${cq('de', r)} anzulegen: Ablehnen darf er sie dann nicht mehr.`,
    en: (r) => `Force the opponent to add the ${cq('en', r)}: he may no longer decline it.`,
  },
  'no-force': { de: (r) => `Nicht zwingen: Der Gegner darf ${cq('de', r)} ablehnen.`, en: (r) => `Do not force: the opponent may decline the ${cq('en', r)}.` },
  'discard-least-useful': {
    de: (r) => `${cq('de', r)} abwerfen: die Karte, die am wenigsten helfen kann; ${rmOuts('de', num(r, 'outs'))}.`,
    en: (r) => `Discard the ${cq('en', r)}: the card least likely to help; ${rmOuts('en', num(r, 'outs'))}.`,
  },
  'discard-safe': {
    de: (r) => `${cq('de', r)} abwerfen: Sie hilft wenig und passt nicht an die Auslage des Gegners.`,
    en: (r) => `Discard the ${cq('en', r)}: it is of little use and does not fit the opponent’s melds.`,
  },
};

// ---------------------------------------------------------------- Quincunx

const dk = (lang: Lang, r: Reason, i = 0) => {
  const c = cardsOf(r)[i];
  return c ? decktetCardName(lang, c) : lang === 'de' ? 'die Karte' : 'the card';
};
const cell = (r: Reason) => str(r, 'cell');
const pts = (n: number) => (n < 0 ? `−${-n}` : String(n));

export const QUINCUNX_REASONS: Readonly<Record<QuincunxReasonCode, Sentence>> = {
  'most-points': {
    de: (r) => `${dk('de', r)} auf ${cell(r)}: ${pts(num(r, 'points'))} Punkte.`,
    en: (r) => `${dk('en', r)} on ${cell(r)}: ${pts(num(r, 'points'))} points.`,
  },
  draws: {
    de: (r) => `${dk('de', r)} auf ${cell(r)}: ${num(r, 'draws', 1) === 1 ? 'eine Karte' : `${num(r, 'draws')} Karten`} nachziehen.`,
    en: (r) => `${dk('en', r)} on ${cell(r)}: draw ${num(r, 'draws', 1) === 1 ? 'a card' : `${num(r, 'draws')} cards`}.`,
  },
  'least-loss': {
    de: (r) => `${dk('de', r)} auf ${cell(r)}: Jede Karte kostet hier Punkte, diese am wenigsten (${pts(num(r, 'points'))}).`,
    en: (r) => `${dk('en', r)} on ${cell(r)}: every card costs points here, this one the least (${pts(num(r, 'points'))}).`,
  },
  'no-points': {
    de: (r) => `${dk('de', r)} auf ${cell(r)}: bringt keine Punkte und kostet keine.`,
    en: (r) => `${dk('en', r)} on ${cell(r)}: it scores nothing and costs nothing.`,
  },
  'next-round': { de: () => 'Die nächste Runde geben.', en: () => 'Deal the next round.' },
};

// ---------------------------------------------------------------- Gongor Whist

const need = (lang: Lang, r: Reason) => {
  const n = num(r, 'need');
  return lang === 'de' ? (n === 1 ? 'noch 1 Stich nötig' : `noch ${n} Stiche nötig`) : n === 1 ? '1 more trick needed' : `${n} more tricks needed`;
};

export const GONGOR_WHIST_REASONS: Readonly<Record<GongorWhistReasonCode, Sentence>> = {
  'bid-best-odds': {
    de: (r) => `${num(r, 'n')} bieten: unter den offenen Geboten die beste Aussicht, es genau zu treffen${typeof r.params?.chance === 'number' ? ` (${num(r, 'chance')} %)` : ''}.`,
    en: (r) => `Bid ${num(r, 'n')}: of the open bids, the best chance of making it exactly${typeof r.params?.chance === 'number' ? ` (${num(r, 'chance')}%)` : ''}.`,
  },
  'win-cheapest': {
    de: (r) => `${dk('de', r)} auf ${dk('de', r, 1)}: die billigste Karte, die den Stich gewinnt (${need('de', r)}).`,
    en: (r) => `${dk('en', r)} on ${dk('en', r, 1)}: the cheapest card that wins the trick (${need('en', r)}).`,
  },
  'throw-cheapest': {
    de: (r) => `${dk('de', r)}: Keine erlaubte Karte gewinnt, also die billigste (${need('de', r)}).`,
    en: (r) => `${dk('en', r)}: no allowed card wins, so the cheapest (${need('en', r)}).`,
  },
  'lose-dearest': {
    de: (r) => `${dk('de', r)} auf ${dk('de', r, 1)}: Das Gebot ist erreicht; die teuerste Karte, die den Stich verliert.`,
    en: (r) => `${dk('en', r)} on ${dk('en', r, 1)}: the bid is reached; the dearest card that loses the trick.`,
  },
  'win-anyway': {
    de: (r) => `${dk('de', r)}: Das Gebot ist erreicht, aber jede erlaubte Karte gewinnt; also die billigste.`,
    en: (r) => `${dk('en', r)}: the bid is reached, but every allowed card wins; so the cheapest.`,
  },
  keep: { de: () => 'Stich entscheiden: Er geht so, wie er soll.', en: () => 'Decide the trick: it goes the way it should.' },
  'twiddle-gamble': {
    de: () => 'Am Trumpf drehen: Der Stich geht falsch, und im Ass-Stapel liegen noch Asse.',
    en: () => 'Twiddle: the trick is going the wrong way, and Aces are left in the stack.',
  },
  'twiddle-no-trump': { de: () => 'Am Trumpf drehen: Ohne Trumpf geht der Stich richtig.', en: () => 'Twiddle: with no trump the trick goes the right way.' },
  'resolve-stuck': { de: () => 'Stich entscheiden: Drehen hilft hier nicht.', en: () => 'Decide the trick: twiddling cannot help here.' },
  'next-hand': { de: () => 'Die nächste Hand geben.', en: () => 'Deal the next hand.' },
};

// ---------------------------------------------------------------- all games

/** Every game's sentences, by game id. */
export const PLAYER_REASONS: Readonly<Record<GameId, Readonly<Record<string, Sentence>>>> = {
  conquian: CONQUIAN_REASONS,
  romme: ROMME_REASONS,
  quincunx: QUINCUNX_REASONS,
  'gongor-whist': GONGOR_WHIST_REASONS,
};

/** Codes every player may use whatever the game. */
const GENERIC: Readonly<Record<string, Sentence>> = {
  'only-move': { de: () => 'Der einzige erlaubte Zug.', en: () => 'The only legal move.' },
};

export const PLAYER_UI = {
  de: {
    computer: 'Computer',
    you: 'Du',
    strength: { beginner: 'Einsteiger', strong: 'Stark' } as Record<Strength, string>,
    hint: 'Tipp',
    thinking: 'Der Computer überlegt …',
    unavailable: 'Der Computer antwortet gerade nicht. Bitte noch einmal versuchen.',
    fallback: 'Der Computer zieht.',
    /** The strong player's score in its trial games (not a probability of winning the game). */
    rating: (n: number) => `(Wertung aus Probespielen: ${n} %)`,
  },
  en: {
    computer: 'Computer',
    you: 'You',
    strength: { beginner: 'Beginner', strong: 'Strong' } as Record<Strength, string>,
    hint: 'Hint',
    thinking: 'The computer is thinking …',
    unavailable: 'The computer is not answering right now. Please try again.',
    fallback: 'The computer moves.',
    rating: (n: number) => `(rating from trial games: ${n}%)`,
  },
} as const;

/**
 * The sentence for a player's reason in the page language. Unknown codes
 * (own properties only) get a plain sentence, never an error. The strong
 * player's rating from its trial games is added when `withRating` is set
 * (Gongor Whist's bid names its chance itself).
 */
export function reasonText(game: GameId, reason: Reason, lang: Lang, withRating = true): string {
  const table = lookup(PLAYER_REASONS, game);
  const s = (table && lookup(table, reason.code)) ?? lookup(GENERIC, reason.code);
  const text = s ? s[lang](reason) : PLAYER_UI[lang].fallback;
  const chance = reason.params?.chance;
  return withRating && typeof chance === 'number' && game !== 'gongor-whist' ? `${text} ${PLAYER_UI[lang].rating(chance)}` : text;
}
