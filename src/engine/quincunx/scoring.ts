/**
 * Quincunx scoring (digest §4.3, §4.6): the itemised breakdown of one
 * placement. Every item names its rule id, its points, the cards it draws and
 * the cells that form it, so a page can list it and highlight it on the grid.
 * The turn's total is the sum of the items' points; its draws the sum of
 * their draws.
 *
 * Geometry: a spread is `rows × cols` cells in row-major order. A cell is
 * written column letter + row number, a1 top left (see notation.ts).
 */
import { decktetInfo, type DecktetCard, type DecktetSuit } from '../cards/decktet';
import type { QuincunxRuleId } from './rules';

export type Mode = 'standard' | 'openSpread' | 'solitaire4x4';

/** Every ambiguity the digest resolves is an option whose default is the digest's reading (§7). */
export interface QuincunxOptions {
  /** standard (5×5), openSpread (bounds grow up to 5×5) or solitaire4x4. */
  readonly mode: Mode;
  /** 2–4; the solitaire always has 1. */
  readonly players: number;
  /** The first round's dealer (a seat, 0-based); null: the last seat, so that seat 0 plays first. */
  readonly dealer: number | null;
  /** The Excuse is shuffled in. */
  readonly excuse: boolean;
  /** The four Pawns are shuffled in. */
  readonly pawns: boolean;
  /** Flush bonus variant. */
  readonly flush: boolean;
  /** Muggins (Tölpel) variant: every play announces its points. */
  readonly muggins: boolean;
  /** Q6: pairs only with orthogonal neighbours (default) or also diagonal ones. */
  readonly pairsOrthogonalOnly: boolean;
  /** Q3: a neighbour in a scored three-of-a-kind line is no pair (perLine), or any triple cancels all pairs (strict). */
  readonly tripleExcludesPair: 'perLine' | 'strict';
  /** Q4: extending a sequence or three of a kind that already had 3 cards still counts (default) or not. */
  readonly extendCountsAsComplete: boolean;
  /**
   * Q10: a sequence and a three of a kind formed in the same line both score
   * (an older reading of this site). Default no: one bonus per line, the three
   * of a kind (see scorePlacement).
   */
  readonly bothBonusesInOneLine: boolean;
  /** Q8: with Pawns in play, 9 and Crown still count as consecutive (default no). */
  readonly pawnBridges9Crown: boolean;
  /** Q9: what a Pawn of the power play's suit adds (default 1). */
  readonly pawnPowerPlayValue: number;
  /** Q7: power play partner must be an orthogonal neighbour (default) or may be diagonal. */
  readonly powerPlayOrthogonalOnly: boolean;
  /** Q2: the power play also counts the played card and its partner (default no: "other" cards, max 44). */
  readonly powerPlayCountsPartners: boolean;
  /** Flush: all cards share one common suit (default) or each shares some suit with the played card. */
  readonly flushRequiresCommonSuit: boolean;
  /** Muggins: the next player receives the difference (default) or every opponent does. */
  readonly mugginsBeneficiary: 'nextPlayer' | 'allOpponents';
}

export const DEFAULT_OPTIONS: QuincunxOptions = {
  mode: 'standard',
  players: 2,
  dealer: null,
  excuse: false,
  pawns: false,
  flush: false,
  muggins: false,
  pairsOrthogonalOnly: true,
  tripleExcludesPair: 'perLine',
  extendCountsAsComplete: true,
  bothBonusesInOneLine: false,
  pawnBridges9Crown: false,
  pawnPowerPlayValue: 1,
  powerPlayOrthogonalOnly: true,
  powerPlayCountsPartners: false,
  flushRequiresCommonSuit: true,
  mugginsBeneficiary: 'nextPlayer',
};

export interface Spread {
  readonly rows: number;
  readonly cols: number;
  /** Row-major; null is an empty cell. */
  readonly cells: readonly (DecktetCard | null)[];
}

export type LineDirection = 'row' | 'column' | 'diagonal' | 'antidiagonal';
export type BasicEffect = 'minus' | 'aceMatch' | 'zero' | 'draw' | 'plus' | 'excuse';

interface ItemBase {
  readonly rule: QuincunxRuleId;
  readonly points: number;
  readonly draws: number;
  /** Cells that form the item, the played card's cell included (runs in line order). */
  readonly cells: readonly string[];
}

export interface BasicItem extends ItemBase {
  readonly kind: 'basic';
  readonly neighbour: string;
  readonly card: DecktetCard;
  /** rank(played) + rank(neighbour); null when the Excuse is involved. */
  readonly sum: number | null;
  readonly effect: BasicEffect;
}
export interface PairItem extends ItemBase {
  readonly kind: 'pair';
  readonly neighbour: string;
  readonly card: DecktetCard;
}
export interface RunItem extends ItemBase {
  readonly kind: 'sequence' | 'three';
  readonly direction: LineDirection;
  readonly cards: readonly DecktetCard[];
}
export interface PowerItem extends ItemBase {
  readonly kind: 'power';
  readonly suit: DecktetSuit;
  readonly partner: string;
  /** The cards the bonus counts, each with the value it adds. */
  readonly counted: readonly { readonly cell: string; readonly card: DecktetCard; readonly value: number }[];
}
export interface FlushItem extends ItemBase {
  readonly kind: 'flush';
  readonly shape: 'line' | 'box';
  readonly direction: LineDirection | null;
  /** The common suit (null when the variant only asks that each card shares a suit with the played one). */
  readonly suit: DecktetSuit | null;
}
export type ScoreItem = BasicItem | PairItem | RunItem | PowerItem | FlushItem;

export interface Breakdown {
  readonly cell: string;
  readonly card: DecktetCard;
  readonly items: readonly ScoreItem[];
  /** Sum of the items' points. */
  readonly points: number;
  /** Cards the play entitles to draw (sum of the items' draws); fewer are drawn when the pile runs out. */
  readonly draws: number;
}

// ---------------------------------------------------------------- cells

const LETTERS = 'abcdefghi';

export function cellName(index: number, cols: number): string {
  return `${LETTERS[index % cols]}${Math.floor(index / cols) + 1}`;
}

/** Index of a cell name in a rows × cols spread, or -1. Case-insensitive. */
export function cellIndex(name: unknown, rows: number, cols: number): number {
  if (typeof name !== 'string') return -1;
  const m = /^([a-i])([1-9])$/i.exec(name.trim());
  if (!m) return -1;
  const c = LETTERS.indexOf(m[1]!.toLowerCase());
  const r = Number(m[2]) - 1;
  if (c >= cols || r >= rows) return -1;
  return r * cols + c;
}

// ---------------------------------------------------------------- card facts

interface Facts {
  readonly kind: 'ace' | 'number' | 'crown' | 'pawn' | 'court' | 'excuse';
  /** Value in basic scoring (Ace 1, Crown 10, Pawn 1); null for the Excuse. */
  readonly value: number | null;
  /** Rank class for pairs and three of a kind ("A", "2"…"9", "C", "P"); null for the Excuse. */
  readonly cls: string | null;
  /** Position in the sequence order A 1 … 9 9, Pawn 10, Crown 11. */
  readonly seq: number | null;
  readonly suits: readonly DecktetSuit[];
  /** Hand penalty at the end of a round. */
  readonly penalty: number;
}

const FACTS = new Map<string, Facts>();

export function cardFacts(code: DecktetCard): Facts | undefined {
  let f = FACTS.get(code);
  if (f) return f;
  const info = decktetInfo(code);
  if (!info) return undefined;
  switch (info.kind) {
    case 'ace': f = { kind: 'ace', value: 1, cls: 'A', seq: 1, suits: info.suits, penalty: 15 }; break;
    case 'crown': f = { kind: 'crown', value: 10, cls: 'C', seq: 11, suits: info.suits, penalty: 10 }; break;
    case 'number': f = { kind: 'number', value: info.rank!, cls: String(info.rank), seq: info.rank!, suits: info.suits, penalty: info.rank! }; break;
    case 'pawn': f = { kind: 'pawn', value: 1, cls: 'P', seq: 10, suits: info.suits, penalty: 10 }; break;
    case 'court': f = { kind: 'court', value: null, cls: null, seq: null, suits: info.suits, penalty: 0 }; break;
    default: f = { kind: 'excuse', value: null, cls: null, seq: null, suits: [], penalty: 0 };
  }
  FACTS.set(code, f);
  return f;
}

const facts = (code: DecktetCard): Facts => cardFacts(code)!;

/** Hand penalty of a card: Ace 15, Crown 10, 2–9 their rank, Pawn 10, Excuse 0. */
export function handPenalty(code: DecktetCard): number {
  return cardFacts(code)?.penalty ?? 0;
}

function shareSuit(a: Facts, b: Facts): boolean {
  return a.suits.some((s) => b.suits.includes(s));
}

/** Basic-scoring effect of two orthogonal neighbours (digest §4.3 B). */
export function basicEffect(a: DecktetCard, b: DecktetCard): { sum: number | null; effect: BasicEffect; points: number; draws: number } {
  const fa = facts(a);
  const fb = facts(b);
  if (fa.value === null || fb.value === null) return { sum: null, effect: 'excuse', points: 0, draws: 0 };
  const s = fa.value + fb.value;
  if (s <= 9) {
    const aceLike = (f: Facts) => f.kind === 'ace' || f.kind === 'pawn';
    if ((aceLike(fa) || aceLike(fb)) && shareSuit(fa, fb)) return { sum: s, effect: 'aceMatch', points: s, draws: 0 };
    return { sum: s, effect: 'minus', points: -s, draws: 0 };
  }
  if (s === 10) return { sum: s, effect: 'zero', points: 0, draws: 0 };
  if (s === 11 || s === 20) return { sum: s, effect: 'draw', points: 0, draws: 1 };
  return { sum: s, effect: 'plus', points: s - 10, draws: 0 };
}

// ---------------------------------------------------------------- geometry

const ORTHO: readonly (readonly [number, number])[] = [[-1, 0], [0, -1], [0, 1], [1, 0]]; // up, left, right, down
const DIAG: readonly (readonly [number, number])[] = [[-1, -1], [-1, 1], [1, -1], [1, 1]];
const LINES: readonly { dir: LineDirection; dr: number; dc: number }[] = [
  { dir: 'row', dr: 0, dc: 1 },
  { dir: 'column', dr: 1, dc: 0 },
  { dir: 'diagonal', dr: 1, dc: 1 },
  { dir: 'antidiagonal', dr: 1, dc: -1 },
];

function lineOf(dr: number, dc: number): LineDirection {
  if (dr === 0) return 'row';
  if (dc === 0) return 'column';
  return dr === dc ? 'diagonal' : 'antidiagonal';
}

/**
 * The cells of the played card's line in one direction: the contiguous run of
 * occupied cells through it (the Excuse, an empty cell or the edge ends it),
 * in line order, with the played card's position in it.
 */
function runThrough(spread: Spread, at: number, card: DecktetCard, dr: number, dc: number): { idx: number[]; cards: DecktetCard[]; p: number } {
  const { rows, cols, cells } = spread;
  const r0 = Math.floor(at / cols);
  const c0 = at % cols;
  const before: number[] = [];
  const after: number[] = [];
  const ok = (r: number, c: number) => {
    if (r < 0 || c < 0 || r >= rows || c >= cols) return false;
    const x = cells[r * cols + c];
    return x != null && facts(x).cls !== null;
  };
  for (let r = r0 - dr, c = c0 - dc; ok(r, c); r -= dr, c -= dc) before.push(r * cols + c);
  for (let r = r0 + dr, c = c0 + dc; ok(r, c); r += dr, c += dc) after.push(r * cols + c);
  before.reverse();
  const idx = [...before, at, ...after];
  const cards = idx.map((i) => (i === at ? card : cells[i]!));
  return { idx, cards, p: before.length };
}

/** Longest window [lo, hi] around p where step(i, i+1) holds for every neighbouring pair. */
function windowAround(n: number, p: number, step: (i: number) => boolean): [number, number] {
  let lo = p;
  while (lo > 0 && step(lo - 1)) lo--;
  let hi = p;
  while (hi < n - 1 && step(hi)) hi++;
  return [lo, hi];
}

/** Q4 reading "extending does not complete": a part of the run without the played card already had 3 cards. */
function alreadyComplete(lo: number, hi: number, p: number): boolean {
  return p - lo >= 3 || hi - p >= 3;
}

// ---------------------------------------------------------------- the breakdown

export interface ScoringRules {
  readonly options: QuincunxOptions;
  /** Sequences and three of a kind along diagonals (not in the solitaire). */
  readonly diagonalRuns: boolean;
}

export function scoringRules(options: QuincunxOptions): ScoringRules {
  return { options, diagonalRuns: options.mode !== 'solitaire4x4' };
}

/**
 * Score `card` played into the empty cell `at` of `spread`. The spread itself
 * is not changed. The caller checks legality (cell empty, card in hand).
 */
export function scorePlacement(spread: Spread, at: number, card: DecktetCard, rules: ScoringRules): Breakdown {
  const { rows, cols, cells } = spread;
  const o = rules.options;
  const P = facts(card);
  const name = (i: number) => cellName(i, cols);
  const here = name(at);
  const r0 = Math.floor(at / cols);
  const c0 = at % cols;
  const items: ScoreItem[] = [];
  const at2 = (dr: number, dc: number): number => {
    const r = r0 + dr;
    const c = c0 + dc;
    return r < 0 || c < 0 || r >= rows || c >= cols ? -1 : r * cols + c;
  };

  // B: basic scoring against each orthogonal neighbour (up, left, right, down).
  for (const [dr, dc] of ORTHO) {
    const i = at2(dr, dc);
    if (i < 0) continue;
    const n = cells[i];
    if (n == null) continue;
    const e = basicEffect(card, n);
    const rule: QuincunxRuleId = e.effect === 'excuse' ? 'excuse' : e.effect === 'aceMatch' ? 'ace-match' : e.effect === 'draw' ? 'draw' : 'basic-scoring';
    items.push({ kind: 'basic', rule, points: e.points, draws: e.draws, cells: [here, name(i)], neighbour: name(i), card: n, sum: e.sum, effect: e.effect });
  }
  if (P.cls === null) return finish(here, card, items); // the Excuse scores nothing at all

  // S and T: one bonus per line — a sequence or a three of a kind (or, with bothBonusesInOneLine, one of each).
  const seqs: ScoreItem[] = [];
  const triples: RunItem[] = [];
  const flushes: ScoreItem[] = [];
  for (const { dir, dr, dc } of LINES) {
    const diagonal = dr !== 0 && dc !== 0;
    const run = runThrough(spread, at, card, dr, dc);
    const F = run.cards.map(facts);
    const n = F.length;
    if (!diagonal || rules.diagonalRuns) {
      if (n >= 3) {
        const cons = (a: Facts, b: Facts) => {
          const d = b.seq! - a.seq!;
          if (d === 1) return true;
          // 9 → Crown: consecutive without Pawns in play, or when the Q8 option bridges the Pawn.
          return a.seq === 9 && b.seq === 11 && (!o.pawns || o.pawnBridges9Crown);
        };
        const up = windowAround(n, run.p, (i) => cons(F[i]!, F[i + 1]!));
        const down = windowAround(n, run.p, (i) => cons(F[i + 1]!, F[i]!));
        const cands = [up, down].filter(([lo, hi]) => hi - lo + 1 >= 3 && (o.extendCountsAsComplete || !alreadyComplete(lo, hi, run.p)));
        cands.sort((a, b) => b[1] - b[0] - (a[1] - a[0]));
        const best = cands[0];
        const [lo, hi] = windowAround(n, run.p, (i) => F[i]!.cls === F[i + 1]!.cls);
        const triple = hi - lo + 1 >= 3 && (o.extendCountsAsComplete || !alreadyComplete(lo, hi, run.p));
        if (triple)
          triples.push({ kind: 'three', rule: 'three-of-a-kind', points: 30, draws: 0, direction: dir, cells: run.idx.slice(lo, hi + 1).map(name), cards: run.cards.slice(lo, hi + 1) });
        // One bonus per line. The source lets one card score sequences and
        // three of a kind more than once only where they lie in different
        // lines (seed 003, the paragraph after the three-of-a-kind bonus), so
        // a line that forms both (3-4-5-5-5 completed by a 5) gives one of
        // them. We count the three of a kind: it is the larger bonus (30
        // against 20), the one a player would claim, and the source already
        // lets it win over the smaller pair bonus for the cards it contains.
        // bothBonusesInOneLine keeps the other reading (each kind once per line).
        if (best && (!triple || o.bothBonusesInOneLine)) {
          const [slo, shi] = best;
          seqs.push({ kind: 'sequence', rule: 'sequence-bonus', points: 20, draws: 0, direction: dir, cells: run.idx.slice(slo, shi + 1).map(name), cards: run.cards.slice(slo, shi + 1) });
        }
      }
    }
    // Flush lines: a contiguous run of 4+ cards with one common suit (or each sharing a suit with P).
    if (o.flush && n >= 4) {
      let best: { lo: number; hi: number; suit: DecktetSuit | null } | null = null;
      const consider = (lo: number, hi: number, suit: DecktetSuit | null) => {
        if (hi - lo + 1 >= 4 && (!best || hi - lo > best.hi - best.lo)) best = { lo, hi, suit };
      };
      if (o.flushRequiresCommonSuit) {
        for (const s of P.suits) {
          const [lo, hi] = windowAround(n, run.p, (i) => F[i]!.suits.includes(s) && F[i + 1]!.suits.includes(s));
          consider(lo, hi, s);
        }
      } else {
        const [lo, hi] = windowAround(n, run.p, (i) => shareSuit(F[i]!, P) && shareSuit(F[i + 1]!, P));
        consider(lo, hi, null);
      }
      const b = best as { lo: number; hi: number; suit: DecktetSuit | null } | null;
      if (b) flushes.push({ kind: 'flush', rule: 'flush', points: 10, draws: 0, shape: 'line', direction: dir, suit: b.suit, cells: run.idx.slice(b.lo, b.hi + 1).map(name) });
    }
  }

  // P: pairs with neighbours of the same rank (Q3 exclusion by the scored triples).
  const pairDirs = o.pairsOrthogonalOnly ? ORTHO : [...ORTHO, ...DIAG];
  if (!(o.tripleExcludesPair === 'strict' && triples.length > 0)) {
    for (const [dr, dc] of pairDirs) {
      const i = at2(dr, dc);
      if (i < 0) continue;
      const n = cells[i];
      if (n == null || facts(n).cls !== P.cls) continue;
      const nm = name(i);
      const dir = lineOf(dr, dc);
      if (triples.some((t) => t.direction === dir && t.cells.includes(nm))) continue;
      items.push({ kind: 'pair', rule: 'pair-bonus', points: 5, draws: 0, cells: [here, nm], neighbour: nm, card: n });
    }
  }
  items.push(...seqs, ...triples);

  // W: power play — an Ace or Crown next to an Ace or Crown of its suit.
  if (P.kind === 'ace' || P.kind === 'crown') {
    const suit = P.suits[0]!;
    const around = o.powerPlayOrthogonalOnly ? ORTHO : [...ORTHO, ...DIAG];
    for (const [dr, dc] of around) {
      const i = at2(dr, dc);
      if (i < 0) continue;
      const n = cells[i];
      if (n == null) continue;
      const fn = facts(n);
      if ((fn.kind !== 'ace' && fn.kind !== 'crown') || !fn.suits.includes(suit)) continue;
      const counted: { cell: string; card: DecktetCard; value: number }[] = [];
      if (o.powerPlayCountsPartners) counted.push({ cell: here, card, value: P.value! }, { cell: name(i), card: n, value: fn.value! });
      cells.forEach((x, j) => {
        if (x == null || j === i || j === at) return;
        const f = facts(x);
        if (!f.suits.includes(suit)) return;
        counted.push({ cell: name(j), card: x, value: f.kind === 'pawn' ? o.pawnPowerPlayValue : f.value ?? 0 });
      });
      const points = counted.reduce((a, c) => a + c.value, 0);
      items.push({ kind: 'power', rule: 'power-play', points, draws: 0, suit, partner: name(i), counted, cells: [here, name(i), ...counted.map((c) => c.cell).filter((c) => c !== here && c !== name(i))] });
    }
  }

  // Flush boxes: each 2×2 box containing the played card whose four cards share a suit.
  if (o.flush) {
    for (const [dr, dc] of DIAG) {
      const box = [at, at2(dr, 0), at2(0, dc), at2(dr, dc)];
      if (box.some((i) => i < 0)) continue;
      const cs = box.map((i) => (i === at ? card : cells[i]));
      if (cs.some((x) => x == null || facts(x).cls === null)) continue;
      const F = cs.map((x) => facts(x!));
      let suit: DecktetSuit | null | undefined;
      if (o.flushRequiresCommonSuit) suit = P.suits.find((s) => F.every((f) => f.suits.includes(s)));
      else suit = F.every((f) => shareSuit(f, P)) ? null : undefined;
      if (suit === undefined) continue;
      const sorted = box.slice().sort((a, b) => a - b);
      flushes.push({ kind: 'flush', rule: 'flush', points: 10, draws: 0, shape: 'box', direction: null, suit, cells: sorted.map(name) });
    }
  }
  items.push(...flushes);
  return finish(here, card, items);
}

function finish(cell: string, card: DecktetCard, items: ScoreItem[]): Breakdown {
  let points = 0;
  let draws = 0;
  for (const it of items) {
    points += it.points;
    draws += it.draws;
  }
  return { cell, card, items, points, draws };
}
