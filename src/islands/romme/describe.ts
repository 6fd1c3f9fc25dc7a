/**
 * Rommé moves in the page's words, for buttons, the computer's moves, hints
 * and the worked examples' step lists ("Abwerfen: ♣K", "Anlegen an B1: ♥7"),
 * the rule each kind of move rests on, and which cards a move moved (for the
 * highlight). Card names as the page shows them: ♥B and ♦D in German. Plain
 * module (no JSX, no DOM), so Vitest can test it.
 */
import { faceOf, isJoker } from '../../engine/cards/french';
import { checkMeld, handPenalty, parseMeldCard, physical, type MeldCard } from '../../engine/romme/melds';
import { meldRules, type RommeMove, type RommeState } from '../../engine/romme/engine';
import type { RommeRuleId } from '../../engine/romme/rules';
import { RM } from '../../i18n/romme';
import type { Lang } from '../../i18n/ui';
import type { Reason } from '../../engine/core/player';

const SUIT: Record<string, string> = { c: '♣', s: '♠', h: '♥', d: '♦' };

/** "♥A" for a face; German ranks B/D for Jack/Queen as on the card faces. */
export function shortFace(face: string, lang: Lang): string {
  const m = /^(A|[2-9]|10|J|Q|K)([cshd])/.exec(face);
  if (!m) return face;
  const rank = lang === 'de' ? ({ J: 'B', Q: 'D' } as Record<string, string>)[m[1]!] ?? m[1]! : m[1]!;
  return `${SUIT[m[2]!]}${rank}`;
}

/** A card in a label: its short face, a joker as "Joker" or, declared, "Joker als ♥7". */
export function cardLabel(mc: MeldCard, lang: Lang): string {
  const p = parseMeldCard(mc);
  if (p?.joker) return RM[lang].jokerAsFace(shortFace(p.face, lang));
  if (isJoker(physical(mc))) return 'Joker';
  return shortFace(faceOf(physical(mc)), lang);
}

export const cardsLabel = (cards: readonly MeldCard[], lang: Lang) => cards.map((c) => cardLabel(c, lang)).join(' ');

/** "B1": a meld on the table as the table labels it. */
export const meldRef = (seat: number, meld: number) => `${'ABCDEF'[seat] ?? '?'}${meld + 1}`;

/** Value of melds as the first meld counts them. */
export function meldsValue(melds: readonly (readonly MeldCard[])[], state: RommeState): number {
  const rules = meldRules(state.options);
  return melds.reduce((sum, m) => {
    const r = checkMeld(m, rules);
    return sum + (r.ok ? r.meld.value : 0);
  }, 0);
}

/** A move in the page's words; `before` is the state it is played in (the discard taken, the value melded). */
export function describeMove(move: RommeMove, before: RommeState, lang: Lang): string {
  const t = RM[lang];
  switch (move.type) {
    case 'draw':
      return t.offerDraw;
    case 'take': {
      const n = move.count ?? 1;
      const taken = before.discard.slice(Math.max(0, before.discard.length - n)).reverse();
      return n === 1 ? t.offerTake(cardsLabel(taken, lang)) : t.offerTakeN(n, cardsLabel(taken, lang));
    }
    case 'meld':
      return t.offerMeld(move.melds.map((m) => cardsLabel(m, lang)).join(' + '), meldsValue(move.melds, before));
    case 'layoff':
      return t.offerLayoff(meldRef(move.seat, move.meld), cardsLabel(move.cards, lang));
    case 'exchange':
      return t.offerExchange(cardLabel(move.card, lang), meldRef(move.seat, move.meld));
    case 'discard':
      return t.offerDiscard(cardLabel(move.card, lang));
    case 'call': {
      const used = new Set(move.melds.flat().map(physical));
      return t.offerCall(handPenalty((before.hands[before.current] ?? []).filter((c) => !used.has(c))));
    }
    case 'oneSuit':
      return t.offerOneSuit;
    case 'done':
      return t.offerDone;
    case 'next':
      return t.offerNext;
  }
}

/** The rule a move rests on (its section on the page), for a link next to a computer's move or a hint. */
export function moveRule(move: RommeMove, before: RommeState): RommeRuleId {
  switch (move.type) {
    case 'draw':
    case 'take':
      return (move.type === 'take' && (move.count ?? 1) > 1) ? 'multi-take' : 'draw';
    case 'meld': {
      if (before.phase === 'play' && !before.melded[before.current]) return 'first-meld';
      const r = checkMeld(move.melds[0] ?? [], meldRules(before.options));
      return r.ok && r.meld.kind === 'set' ? 'sets' : 'runs';
    }
    case 'layoff':
      return move.cards.some((c) => isJoker(physical(c))) ? 'joker-lay-off' : 'lay-off';
    case 'exchange':
      return 'joker-exchange';
    case 'discard':
      return (before.hands[before.current]?.length ?? 0) <= 1 ? 'going-out' : 'discard';
    case 'call':
    case 'done':
      return 'no-layout';
    case 'oneSuit':
      return 'one-suit';
    case 'next':
      return 'deal';
  }
}

/** Where each card lies: 'h<seat>', 'm<seat>.<meld>', 'd' (discard pile), 's' (stock). */
function zones(s: RommeState): Map<string, string> {
  const z = new Map<string, string>();
  s.hands.forEach((h, seat) => h.forEach((c) => z.set(c, `h${seat}`)));
  s.melds.forEach((ms, seat) => ms.forEach((m, i) => m.forEach((mc) => z.set(physical(mc), `m${seat}.${i}`))));
  s.discard.forEach((c) => z.set(c, 'd'));
  s.stock.forEach((c) => z.set(c, 's'));
  return z;
}

/**
 * The cards one move moved from `previous` to `state` (drawn, taken, melded,
 * laid off, exchanged, discarded), wherever they lie now. A new deal or a
 * reshuffle moves too much to highlight: then only the cards a player moved
 * out of or into a hand and the table count, and a new deal none at all.
 */
export function movedCards(previous: RommeState | null, state: RommeState): ReadonlySet<string> {
  if (!previous || previous.deal !== state.deal) return new Set();
  const before = zones(previous);
  const out = new Set<string>();
  for (const [card, where] of zones(state)) {
    const was = before.get(card);
    if (was === where || where === 's') continue;
    // a reshuffle moves the discard pile into the stock (skipped above); a meld changing its index never happens
    out.add(card);
  }
  return out;
}

/** A move in the list of what happened since the reader's last decision. */
export interface RecentMove {
  /** Its index in the game's moves. */
  readonly i: number;
  /** The seat that played it (null: none, as for a new deal). */
  readonly seat: number | null;
  /** A computer seat's move, or one that played itself. */
  readonly kind: 'computer' | 'auto';
  /** The rule it rests on. */
  readonly rule: RommeRuleId;
  /** A computer's move: the rule its reason rests on, linked instead where the reason is shown. */
  readonly because?: RommeRuleId;
  /** A choice whose reason is shown wherever it stands in its turn: taking the discard pile's card. */
  readonly choice?: boolean;
}
/**
 * One line of that list: a computer seat's turn, or one move that played itself; `link` marks the moves shown
 * with their rule, `reason` those shown with the computer's reason.
 */
export interface RecentLine {
  readonly seat: number | null;
  readonly kind: 'computer' | 'auto';
  readonly moves: readonly { readonly i: number; readonly rule: RommeRuleId; readonly link: boolean; readonly reason: boolean }[];
}

/** Rules every turn uses: a draw (or one card taken) and a discard are named without a link, unless nothing else in the turn has one. */
const ROUTINE: ReadonlySet<RommeRuleId> = new Set(['draw', 'discard']);

/**
 * What happened since the reader's last decision, one line per computer turn
 * (its draw, melds, lay-offs and discard together) and one per move that
 * played itself; the last `max` lines. With three computer seats the list
 * had one line per move, each with its rule link: up to 500 px on a phone.
 * Each computer turn says why it ended as it did: its last move (the
 * discard, or going out) comes with the computer's reason, as does a card
 * taken from the discard pile; a move with its reason links the rule the
 * reason rests on. The other moves link their rules where they are more than
 * a draw or a discard; a line with no link then links its last move's rule.
 */
export function recentLines(moves: readonly RecentMove[], newest: number, max = 6): RecentLine[] {
  type Item = { i: number; rule: RommeRuleId; link: boolean; reason: boolean; move: RecentMove };
  const lines: { seat: number | null; kind: 'computer' | 'auto'; moves: Item[] }[] = [];
  for (const m of moves) {
    const last = lines[lines.length - 1];
    const item: Item = { i: m.i, rule: m.rule, link: !ROUTINE.has(m.rule) || m.i === newest, reason: false, move: m };
    if (m.kind === 'computer' && last?.kind === 'computer' && last.seat === m.seat && last.moves[last.moves.length - 1]!.i === m.i - 1) last.moves.push(item);
    else lines.push({ seat: m.seat, kind: m.kind, moves: [item] });
  }
  for (const line of lines) {
    line.moves.forEach((x, k) => {
      if (line.kind !== 'computer' || !(x.move.choice || k === line.moves.length - 1)) return;
      x.reason = true;
      x.link = true;
      x.rule = x.move.because ?? x.rule;
    });
    if (!line.moves.some((x) => x.link)) line.moves[line.moves.length - 1]!.link = true;
  }
  return lines.slice(-max).map((l) => ({ ...l, moves: l.moves.map(({ move: _, ...x }) => x) }));
}

/**
 * A computer seat's reason as the reader may hear it while that seat's hand is hidden: nothing of the hand. The
 * players reason from their own view, and two of their sentences told what the hand held: a card taken from the
 * discard pile "ergänzt Herz-Neun, Herz-Zehn, …" (hand cards, kept hidden before a first meld) and a discard
 * "mit dem Joker auf der Hand …" or how many unseen cards could still complete it (counted with the hand).
 * Those become "passt zu Karten auf der Hand" and "die Karte, die am wenigsten helfen kann"; the rating stays.
 */
export function publicReason(reason: Reason): Reason {
  switch (reason.code) {
    case 'take-completes':
      return { ...reason, code: 'take-discard', cards: reason.cards?.slice(0, 1) };
    case 'discard-least-useful': {
      const { joker: _joker, outs: _outs, ...rest } = reason.params ?? {};
      return { ...reason, params: { ...rest, hidden: 1 } };
    }
    default:
      return reason;
  }
}
