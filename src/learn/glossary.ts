/**
 * The glossary (issue 14.3): the words a newcomer meets, one short
 * explanation in each language in our own words, and the rule sections that
 * say more (rule ids are the anchors on the game pages). Used by the glossary
 * pages (src/components/Glossary.astro) and by <Term> in running text. Ids are
 * language-neutral and stable: /<lang>/glossary/#<id> links to an entry.
 */
import type { GameId } from '../engine/core/game';
import type { Lang } from '../i18n/ui';

export interface TermLink {
  /** A game page and one of its rule ids, or another page and a heading id. */
  readonly page: GameId | 'decks';
  readonly anchor: string;
}

export interface GlossaryEntry {
  readonly id: string;
  readonly games: readonly GameId[];
  readonly links: readonly TermLink[];
  readonly words: Readonly<Record<Lang, { readonly term: string; readonly text: string }>>;
}

const e = (id: string, games: GameId[], links: [TermLink['page'], string][], de: [string, string], en: [string, string]): GlossaryEntry => ({
  id,
  games,
  links: links.map(([page, anchor]) => ({ page, anchor })),
  words: { de: { term: de[0], text: de[1] }, en: { term: en[0], text: en[1] } },
});

export const GLOSSARY: readonly GlossaryEntry[] = [
  // Conquian and Rommé
  e('combination', ['conquian', 'romme'], [['conquian', 'combinations'], ['romme', 'turn']],
    ['Kombination', 'Ein Satz oder eine Folge, offen vor einem Spieler ausgelegt.'],
    ['Combination (meld)', 'A set or a run laid face up in front of a player.']),
  e('set', ['conquian', 'romme'], [['conquian', 'combinations'], ['romme', 'sets']],
    ['Satz', 'Drei oder vier Karten desselben Rangs, etwa drei Könige; im Rommé alle in verschiedenen Farben.'],
    ['Set', 'Three or four cards of the same rank, such as three Kings; in Rommé all of different suits.']),
  e('run', ['conquian', 'romme'], [['conquian', 'sequence-order'], ['romme', 'runs']],
    ['Folge', 'Mindestens drei Karten einer Farbe in lückenloser Reihe, etwa Herz 4, 5, 6. Im Conquian folgt der Bube direkt auf die 7.'],
    ['Run', 'At least three cards of one suit in unbroken order, such as the 4, 5, 6 of Hearts. In Conquian the Jack follows straight after the 7.']),
  e('centre-card', ['conquian'], [['conquian', 'meld']],
    ['Mittelkarte', 'Die eine offene Karte in der Tischmitte. Wer sie nimmt, muss sie sofort in eine Kombination legen.'],
    ['Centre card', 'The single face-up card in the middle of the table. Whoever takes it must put it into a combination at once.']),
  e('forced-add', ['conquian'], [['conquian', 'forced-add']],
    ['Erzwungenes Anlegen', 'Passt die Mittelkarte ohne Handkarte an die eigene Auslage, darf der Gegner verlangen, dass man sie nimmt.'],
    ['Forced add', 'If the centre card fits your own table without any hand card, your opponent may make you take it.']),
  e('go-out', ['conquian', 'romme'], [['conquian', 'going-out'], ['romme', 'going-out']],
    ['Ausmachen', 'Die letzte Handkarte loswerden und damit die Runde gewinnen; im Conquian mit genau elf ausgelegten Karten.'],
    ['Go out', 'Get rid of your last hand card and so win the deal; in Conquian with exactly eleven cards on the table.']),
  e('stock', ['conquian', 'romme'], [['conquian', 'decline'], ['romme', 'draw']],
    ['Stapel', 'Die verdeckten Karten, von denen gezogen oder aufgedeckt wird.'],
    ['Stock', 'The face-down cards that are drawn or turned up.']),
  e('discard-pile', ['romme'], [['romme', 'draw']],
    ['Ablagestapel', 'Die offen abgeworfenen Karten; die oberste darf man statt einer Stapelkarte nehmen.'],
    ['Discard pile', 'The cards thrown face up; you may take the top one instead of a stock card.']),
  e('discard', ['conquian', 'romme'], [['conquian', 'discard'], ['romme', 'discard']],
    ['Abwerfen', 'Zum Ende des Zuges eine Handkarte offen ablegen.'],
    ['Discard', 'Put one hand card face up at the end of your turn.']),
  e('lay-off', ['romme'], [['romme', 'lay-off']],
    ['Anlegen', 'Eine Handkarte an eine Kombination auf dem Tisch legen, die dazu passt – im Rommé auch bei anderen Spielern.'],
    ['Lay off', 'Add a hand card to a combination on the table that it fits – in Rommé other players’ ones too.']),
  e('first-meld', ['romme'], [['romme', 'first-meld']],
    ['Erstes Auslegen', 'Die ersten Kombinationen eines Spielers in einer Runde; zusammen müssen sie mindestens 40 Punkte wert sein.'],
    ['First meld', 'A player’s first combinations in a deal; together they must be worth at least 40 points.']),
  e('joker', ['romme'], [['romme', 'joker'], ['romme', 'joker-exchange']],
    ['Joker', 'Vertritt in einer Kombination jede fehlende Karte und kann später gegen die echte Karte getauscht werden.'],
    ['Joker', 'Stands for any missing card in a combination and can later be swapped for the real card.']),
  e('penalty-points', ['romme', 'quincunx'], [['romme', 'penalties'], ['quincunx', 'hand-penalty']],
    ['Strafpunkte', 'Was die Karten wert sind, die am Ende noch auf der Hand sind; sie zählen gegen einen.'],
    ['Penalty points', 'What the cards still in your hand at the end are worth; they count against you.']),
  e('dealer', ['conquian', 'romme'], [['conquian', 'deal'], ['romme', 'deal']],
    ['Geber', 'Wer mischt und die Karten austeilt; der Spieler nach ihm beginnt.'],
    ['Dealer', 'The player who shuffles and deals; the player after the dealer starts.']),

  // Quincunx
  e('decktet', ['quincunx', 'gongor-whist'], [['decks', 'decktet']],
    ['Decktet', 'Ein Kartenspiel mit sechs Farben, in dem die meisten Karten zwei Farben tragen.'],
    ['Decktet', 'A deck of six suits in which most cards carry two suits.']),
  e('spread', ['quincunx'], [['quincunx', 'setup']],
    ['Raster', 'Das Feld aus 5 × 5 Plätzen, in das die Karten gelegt werden.'],
    ['Spread', 'The 5 × 5 grid of places the cards are played into.']),
  e('basic-scoring', ['quincunx'], [['quincunx', 'basic-scoring']],
    ['Basispunkte', 'Was eine gelegte Karte mit jedem waagrechten oder senkrechten Nachbarn zählt: nach der Summe beider Werte.'],
    ['Basic scoring', 'What a card played scores with each neighbour above, below or beside it: by the sum of the two values.']),
  e('pair', ['quincunx'], [['quincunx', 'pair-bonus']],
    ['Paar', 'Die gelegte Karte hat denselben Rang wie ein Nachbar darüber, darunter oder daneben; gibt 5 Punkte.'],
    ['Pair', 'The card played has the same rank as a neighbour above, below or beside it; scores 5 points.']),
  e('sequence', ['quincunx'], [['quincunx', 'sequence-bonus']],
    ['Straße', 'Drei oder mehr Karten, deren Ränge entlang einer Linie um je eins steigen, auch schräg; gibt 20 Punkte.'],
    ['Sequence', 'Three or more cards whose ranks go up by one along a line, diagonals included; scores 20 points.']),
  e('three-of-a-kind', ['quincunx'], [['quincunx', 'three-of-a-kind']],
    ['Drilling', 'Drei oder mehr gleiche Ränge in einer Linie, auch schräg; gibt 30 Punkte.'],
    ['Three of a kind', 'Three or more equal ranks in a line, diagonals included; scores 30 points.']),
  e('power-play', ['quincunx'], [['quincunx', 'power-play']],
    ['Machtspiel', 'Ass und Krone derselben Farbe direkt nebeneinander: Die Ränge aller anderen Karten dieser Farbe im Raster zählen als Bonus.'],
    ['Power play', 'The Ace and the Crown of one suit side by side: the ranks of all other cards of that suit in the spread score as a bonus.']),
  e('crown', ['quincunx', 'gongor-whist'], [['quincunx', 'deck'], ['gongor-whist', 'deck']],
    ['Krone', 'Die höchste Karte jeder Farbe im Decktet; sie trägt nur eine Farbe.'],
    ['Crown', 'The highest card of each suit in the Decktet; it carries a single suit.']),
  e('ace', ['quincunx', 'gongor-whist'], [['quincunx', 'ace-match'], ['gongor-whist', 'ace-stack']],
    ['Ass', 'Die niedrigste Karte jeder Decktet-Farbe, mit nur einer Farbe.'],
    ['Ace', 'The lowest card of each Decktet suit, with a single suit.']),
  e('excuse', ['quincunx'], [['quincunx', 'excuse']],
    ['Ausflucht', 'Eine Decktet-Karte ohne Rang und Farbe; im Quincunx nur auf Wunsch dabei.'],
    ['Excuse', 'A Decktet card with no rank and no suit; in Quincunx only if you choose it.']),
  e('pawn', ['quincunx'], [['quincunx', 'pawns']],
    ['Bauer', 'Eine der vier Zusatzkarten mit drei Farben; im Quincunx nur auf Wunsch dabei.'],
    ['Pawn', 'One of the four extra cards with three suits; in Quincunx only if you choose them.']),

  // Gongor Whist
  e('trick', ['gongor-whist'], [['gongor-whist', 'trick-winner']],
    ['Stich', 'Eine Karte des Strohmanns und eine eigene; die höhere nach den Regeln gewinnt sie.'],
    ['Trick', 'One card from the dummy and one of yours; the one that ranks higher under the rules takes it.']),
  e('trump', ['gongor-whist'], [['gongor-whist', 'ace-stack'], ['gongor-whist', 'trick-winner']],
    ['Trumpf', 'Die Farbe des zuletzt aufgedeckten Asses; eine Karte mit dieser Farbe schlägt jede ohne.'],
    ['Trump', 'The suit of the last Ace turned up; a card of that suit beats any card without it.']),
  e('bid', ['gongor-whist'], [['gongor-whist', 'bid'], ['gongor-whist', 'exact-bid']],
    ['Gebot', 'Wie viele der sieben Stiche man vorher ansagt; genau so viele muss man bekommen.'],
    ['Bid', 'How many of the seven tricks you announce beforehand; you must take exactly that many.']),
  e('follow', ['gongor-whist'], [['gongor-whist', 'follow']],
    ['Bedienen', 'Eine Karte spielen, die eine Farbe mit der ausgespielten Karte teilt; Pflicht, wenn man eine hat.'],
    ['Follow', 'Play a card that shares a suit with the card led; you must when you can.']),
  e('twiddle', ['gongor-whist'], [['gongor-whist', 'twiddle']],
    ['Am Trumpf drehen', 'Nach dem Ausspielen das nächste Ass aufdecken: Seine Farbe wird Trumpf.'],
    ['Twiddle', 'After playing, turn up the next Ace: its suit becomes trump.']),
  e('dummy', ['gongor-whist'], [['gongor-whist', 'lead']],
    ['Strohmann', 'Der verdeckte Stapel, dessen oberste Karte jeden Stich ausspielt.'],
    ['Dummy', 'The face-down pile whose top card leads each trick.']),
  e('ace-stack', ['gongor-whist'], [['gongor-whist', 'ace-stack']],
    ['Ass-Stapel', 'Die sechs Asse in einem Stapel; das oben aufgedeckte bestimmt den Trumpf.'],
    ['Ace stack', 'The six Aces in a pile; the one turned up on top sets the trump.']),
];

export function glossaryEntry(id: string): GlossaryEntry | undefined {
  return GLOSSARY.find((g) => g.id === id);
}

/** Where a term link points on the site, in a language. */
export function termHref(lang: Lang, link: TermLink): string {
  return `/${lang}/${link.page}/#${link.anchor}`;
}
