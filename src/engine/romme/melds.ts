/**
 * Rommé cards on the table: values, joker declarations and the validity of
 * one meld (run or set).
 *
 * A card in a meld is written as its physical code ("7c", "7c'") or, for a
 * joker, as the joker's code with the face it stands for: "Jk=7c", "Jk'=Ah".
 * A face is a card without the pack marker (two physical cards share each
 * face). Melds are kept in a canonical order: runs from low to high, sets in
 * Skat order ♣ ♠ ♥ ♦.
 *
 * Run positions 1..14: 1 is the Ace below the 2, 2..13 are 2..King, 14 is
 * the Ace above the King. No run goes round the corner (K-A-2).
 */
import { FRENCH_RANKS, FRENCH_SUITS, faceOf, frenchParts, isJoker, type FrenchCard, type FrenchRank, type FrenchSuit } from '../cards/french';
import type { MeldProblemCode } from './codes';
import type { RommeRuleId } from './rules';

/** A card as it lies in a meld: "7c", "7c'", or a declared joker "Jk=7c". */
export type MeldCard = string;
/** A face: rank + suit without pack marker ("7c", "Ah"). */
export type Face = string;

export const RANKS = FRENCH_RANKS;
export const SUITS = FRENCH_SUITS;

/** Rank number 1..13 (Ace 1). */
export function rankNumber(rank: FrenchRank): number {
  return FRENCH_RANKS.indexOf(rank) + 1;
}

/** A face's index 0..51 (suit-major in Skat order ♣ ♠ ♥ ♦, Ace first), or -1. */
export function faceIndex(face: Face): number {
  const p = frenchParts(face);
  if (!p || p.joker || p.copy !== 0) return -1;
  return FRENCH_SUITS.indexOf(p.suit!) * 13 + FRENCH_RANKS.indexOf(p.rank!);
}

export function faceAt(index: number): Face {
  return FRENCH_RANKS[index % 13]! + FRENCH_SUITS[(index / 13) | 0]!;
}

/** Is this one of the 106 physical Rommé cards? */
export function isRommeCard(card: unknown): card is FrenchCard {
  return typeof card === 'string' && frenchParts(card) !== null;
}

/** What a card costs when it is left in hand at the end of a deal: Joker 20, Ace 11, K Q J 10 = 10, others their rank. */
export function penaltyValue(card: FrenchCard): number {
  if (isJoker(card)) return 20;
  const p = frenchParts(card);
  if (!p || !p.rank) return 0;
  if (p.rank === 'A') return 11;
  const n = rankNumber(p.rank);
  return n >= 10 ? 10 : n;
}

export function handPenalty(hand: readonly FrenchCard[]): number {
  return hand.reduce((s, c) => s + penaltyValue(c), 0);
}

/** Value of a run position 1..14 (Ace low 1, Ace high 11, K Q J 10 = 10). */
export function positionValue(pos: number): number {
  if (pos === 1) return 1;
  if (pos === 14) return 11;
  return pos >= 10 ? 10 : pos;
}

/** Value of a card of this rank in a set (Ace 11). */
export function setRankValue(rank: number): number {
  return rank === 1 ? 11 : rank >= 10 ? 10 : rank;
}

export interface ParsedMeldCard {
  /** The physical card. */
  readonly card: FrenchCard;
  /** The face it stands for (its own face for a natural card). */
  readonly face: Face;
  readonly joker: boolean;
}

/** Split "Jk=7c" / "7c'" into card and face; null when malformed (undeclared jokers included). */
export function parseMeldCard(text: unknown): ParsedMeldCard | null {
  if (typeof text !== 'string') return null;
  const eq = text.indexOf('=');
  const card = eq < 0 ? text : text.slice(0, eq);
  const p = frenchParts(card);
  if (!p) return null;
  if (p.joker) {
    if (eq < 0) return null;
    const face = text.slice(eq + 1);
    if (faceIndex(face) < 0) return null;
    return { card, face, joker: true };
  }
  if (eq >= 0) return null;
  return { card, face: faceOf(card), joker: false };
}

/** The physical card of a meld card ("Jk=7c" → "Jk"). */
export function physical(mc: MeldCard): FrenchCard {
  const eq = mc.indexOf('=');
  return eq < 0 ? mc : mc.slice(0, eq);
}

export function declare(joker: FrenchCard, face: Face): MeldCard {
  return `${joker}=${face}`;
}

export type MeldKind = 'run' | 'set';

export interface MeldInfo {
  readonly kind: MeldKind;
  /** Canonical order: runs low to high, sets ♣ ♠ ♥ ♦. */
  readonly cards: readonly MeldCard[];
  readonly value: number;
  readonly jokers: number;
  /** Runs: suit and the positions lo..hi (1..14). */
  readonly suit?: FrenchSuit;
  readonly lo?: number;
  readonly hi?: number;
  /** Sets: rank number 1..13. */
  readonly rank?: number;
}

export interface MeldRules {
  /** At most this many jokers in one meld (null: no limit). */
  readonly maxJokersPerMeld: number | null;
  /** A 14-card run A-2-…-K-A with both Aces of the suit is allowed. */
  readonly aceBothEnds: boolean;
}

export const DEFAULT_MELD_RULES: MeldRules = { maxJokersPerMeld: null, aceBothEnds: true };

export interface MeldProblem {
  readonly rule: RommeRuleId;
  readonly code: MeldProblemCode;
  readonly params: Record<string, string | number | readonly string[]>;
}

export type MeldCheck = { readonly ok: true; readonly meld: MeldInfo } | { readonly ok: false; readonly problem: MeldProblem };

const bad = (rule: RommeRuleId, code: MeldProblemCode, params: MeldProblem['params'] = {}): MeldCheck => ({ ok: false, problem: { rule, code, params } });

/** Is this list of meld cards one valid run or set? Returns its canonical form and value, or the rule it breaks. */
export function checkMeld(cards: readonly unknown[], rules: MeldRules = DEFAULT_MELD_RULES): MeldCheck {
  if (!Array.isArray(cards)) return bad('runs', 'bad-meld');
  const parsed: ParsedMeldCard[] = [];
  const seen = new Set<string>();
  for (const c of cards) {
    const p = parseMeldCard(c);
    if (!p) {
      if (typeof c === 'string' && isJoker(c)) return bad('joker', 'joker-undeclared', { card: c });
      if (typeof c === 'string' && c.includes('=')) return bad('joker', 'bad-declaration', { card: c });
      return bad('pack', 'not-a-card', { card: String(c) });
    }
    if (seen.has(p.card)) return bad('pack', 'duplicate-card', { card: p.card });
    seen.add(p.card);
    parsed.push(p);
  }
  const faces = parsed.map((p) => p.face);
  const texts = parsed.map((p) => (p.joker ? declare(p.card, p.face) : p.card));
  const jokers = parsed.filter((p) => p.joker).length;
  const rankNums = faces.map((f) => rankNumber(frenchParts(f)!.rank!));
  const suits = faces.map((f) => frenchParts(f)!.suit!);
  const sameRank = rankNums.every((r) => r === rankNums[0]);
  const sameSuit = suits.every((s) => s === suits[0]);
  if (parsed.length < 3) return bad(sameRank && !sameSuit ? 'sets' : 'runs', 'too-few', { cards: texts, count: parsed.length });
  if (rules.maxJokersPerMeld !== null && jokers > rules.maxJokersPerMeld)
    return bad('joker', 'too-many-jokers', { cards: texts, count: jokers, limit: rules.maxJokersPerMeld });
  if (sameRank) {
    if (new Set(suits).size !== suits.length) {
      const dup = suits.find((s, i) => suits.indexOf(s) !== i)!;
      return bad('sets', 'set-same-suit', { cards: texts, suit: dup });
    }
    if (parsed.length > 4) return bad('sets', 'set-too-many', { cards: texts, count: parsed.length });
    const order = parsed.map((_, i) => i).sort((a, b) => SUITS.indexOf(suits[a]!) - SUITS.indexOf(suits[b]!));
    const rank = rankNums[0]!;
    return {
      ok: true,
      meld: { kind: 'set', cards: order.map((i) => texts[i]!), value: setRankValue(rank) * parsed.length, jokers, rank },
    };
  }
  if (!sameSuit) return bad(hasSharedRank(rankNums) ? 'sets' : 'runs', 'mixed', { cards: texts });
  // A run: assign positions; Aces may be 1 or 14.
  const aces = rankNums.map((r, i) => (r === 1 ? i : -1)).filter((i) => i >= 0);
  const candidates: number[][] = [];
  const base = rankNums.slice();
  if (aces.length === 0) candidates.push(base);
  else if (aces.length === 1) {
    candidates.push(base.slice());
    const high = base.slice();
    high[aces[0]!] = 14;
    candidates.push(high);
  } else if (aces.length === 2) {
    const both = base.slice();
    both[aces[1]!] = 14;
    candidates.push(both);
  } else return bad('runs', 'run-duplicate', { cards: texts, face: faces[aces[0]!]! });
  let best: { pos: number[]; value: number } | null = null;
  let problem: MeldProblemCode = 'run-gap';
  for (const pos of candidates) {
    const sorted = pos.slice().sort((a, b) => a - b);
    let okRun = true;
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i] === sorted[i - 1]) {
        problem = 'run-duplicate';
        okRun = false;
        break;
      }
      if (sorted[i] !== sorted[i - 1]! + 1) {
        okRun = false;
        break;
      }
    }
    if (!okRun) continue;
    const value = pos.reduce((s, p) => s + positionValue(p), 0);
    if (!best || value > best.value) best = { pos, value };
  }
  if (!best) {
    const dupFace = faces.find((f, i) => faces.indexOf(f) !== i);
    if (dupFace) return bad('runs', 'run-duplicate', { cards: texts, face: dupFace });
    const has = (r: number) => rankNums.includes(r);
    if (has(1) && has(2) && has(13)) return bad('runs', 'run-wrap', { cards: texts });
    return bad('runs', problem, { cards: texts });
  }
  if (aces.length === 2 && !rules.aceBothEnds) return bad('runs', 'run-both-aces', { cards: texts });
  const order = parsed.map((_, i) => i).sort((a, b) => best!.pos[a]! - best!.pos[b]!);
  const lo = Math.min(...best.pos);
  const hi = Math.max(...best.pos);
  return {
    ok: true,
    meld: { kind: 'run', cards: order.map((i) => texts[i]!), value: best.value, jokers, suit: suits[0]!, lo, hi },
  };
}

function hasSharedRank(ranks: readonly number[]): boolean {
  return new Set(ranks).size < ranks.length;
}

/** Value of a valid meld (0 when invalid). */
export function meldValue(cards: readonly MeldCard[], rules: MeldRules = DEFAULT_MELD_RULES): number {
  const r = checkMeld(cards, rules);
  return r.ok ? r.meld.value : 0;
}

/** The face standing at run position `pos` of `suit`. */
export function runFace(suit: FrenchSuit, pos: number): Face {
  return (pos === 1 || pos === 14 ? 'A' : FRENCH_RANKS[pos - 1]!) + suit;
}

/**
 * Declarations for the undeclared jokers of a group so that it becomes a valid
 * meld: every valid choice, best value first (an empty list when none exists).
 * Cards already declared ("Jk=7c") stay as they are.
 */
export function jokerDeclarations(group: readonly string[], rules: MeldRules = DEFAULT_MELD_RULES): MeldCard[][] {
  const open: number[] = [];
  group.forEach((c, i) => {
    if (typeof c === 'string' && isJoker(c)) open.push(i);
  });
  const results: { cards: MeldCard[]; value: number }[] = [];
  const seen = new Set<string>();
  const naturals = group.filter((_, i) => !open.includes(i)).map((c) => parseMeldCard(c)?.face).filter((f): f is string => !!f);
  // Only faces of a natural card's rank or suit can help.
  const candidates = new Set<Face>();
  for (const f of naturals) {
    const p = frenchParts(f)!;
    for (const s of SUITS) candidates.add(p.rank + s);
    for (const r of RANKS) candidates.add(r + p.suit);
  }
  const faces = [...candidates];
  const rec = (k: number, cur: string[]) => {
    if (k === open.length) {
      const r = checkMeld(cur, rules);
      if (r.ok) {
        const key = r.meld.cards.join(' ');
        if (!seen.has(key)) {
          seen.add(key);
          results.push({ cards: [...r.meld.cards], value: r.meld.value });
        }
      }
      return;
    }
    for (const f of faces) {
      const next = cur.slice();
      next[open[k]!] = declare(group[open[k]!]!, f);
      rec(k + 1, next);
    }
  };
  if (naturals.length > 0) rec(0, group.slice());
  results.sort((a, b) => b.value - a.value);
  return results.map((r) => r.cards);
}

/**
 * Option A6 ("the Skat order alone"): read undeclared jokers from the layout.
 * In a set laid out in Skat order ♣ ♠ ♥ ♦ a joker takes the lowest suit its
 * place allows; in a run laid out from low to high it takes the card of its
 * place. Returns the group with the jokers declared, or null when the layout
 * does not settle them (not in order, no natural card, no room).
 */
export function declareByLayout(group: readonly string[]): MeldCard[] | null {
  const parts = group.map((c) => (isJoker(c) ? null : parseMeldCard(c)));
  if (parts.some((p, i) => p === null && !isJoker(group[i]!))) return null;
  const naturals = parts.filter((p): p is ParsedMeldCard => p !== null).map((p) => frenchParts(p.face)!);
  if (!naturals.length) return null;
  const sameRank = naturals.every((p) => p.rank === naturals[0]!.rank);
  const sameSuit = naturals.every((p) => p.suit === naturals[0]!.suit);
  if (sameRank && (!sameSuit || naturals.length === 1) && group.length <= 4) {
    // a set: suits strictly rising in Skat order; a joker takes the lowest suit that leaves room for what follows
    const out: MeldCard[] = [];
    let prev = -1;
    for (let i = 0; i < group.length; i++) {
      const p = parts[i];
      if (p) {
        const si = SUITS.indexOf(frenchParts(p.face)!.suit!);
        if (si <= prev) return null;
        prev = si;
        out.push(group[i]!);
        continue;
      }
      const nextNatural = parts.slice(i + 1).findIndex((x) => x !== null);
      const limit = nextNatural < 0 ? 4 : SUITS.indexOf(frenchParts(parts[i + 1 + nextNatural]!.face)!.suit!);
      const si = prev + 1;
      if (si >= limit || si > 3) return null;
      prev = si;
      out.push(declare(group[i]!, naturals[0]!.rank + SUITS[si]!));
    }
    return out;
  }
  if (sameSuit) {
    // a run laid out low to high: the first natural fixes the positions
    const first = parts.findIndex((p) => p !== null);
    const r = rankNumber(frenchParts(parts[first]!.face)!.rank!);
    for (const start of r === 1 ? [1, 14] : [r]) {
      const base = start - first;
      if (base < 1 || base + group.length - 1 > 14) continue;
      const out = group.map((c, i) => (parts[i] ? c : declare(c, runFace(naturals[0]!.suit!, base + i))));
      const okPositions = parts.every((p, i) => {
        if (!p) return true;
        const q = base + i;
        return runFace(naturals[0]!.suit!, q) === p.face;
      });
      if (okPositions) return out;
    }
  }
  return null;
}
