/**
 * Rommé text notation (documented on the notation page).
 *
 * Cards: the shared French notation (Kh, 10c, As; "'" marks the second pack:
 * Kh'; jokers Jk and Jk'). In a meld a joker is written with the card it
 * stands for after "=": Jk=7c, Jk'=Ah. Seats are letters A–F; a meld on the
 * table is its owner's letter and its number in that owner's row: B1, C3.
 *
 * Moves (keywords in any letter case):
 *   draw                      top card of the stock
 *   take | take 3             top card (or, as a variant, the top three) of the discard pile
 *   meld 3s 4s 5s / Jc Jh Jd  one or more melds from hand, separated by "/"
 *   layoff B1 Jk=7c 8c        cards onto meld B1
 *   exchange B1 Ah            Ah replaces the joker standing for Ah in B1; the joker goes to hand
 *   discard Kh'               one card onto the discard pile
 *   call 3s 4s 5s / …         "Rommé mit n" (variant): show these melds, keep at most n points
 *   onesuit                   ten cards of one suit (variant)
 *   done                      end one's turn in the last round after a call
 *   next                      deal the next deal
 *
 * Positions: one "key: value" field per line (or separated by ";"):
 *   players: 3                          (optional: the number of hand fields)
 *   options: variant=kids7 goOutWithDiscard=false maxJokersPerMeld=1
 *   dealer: C   current: A   phase: play   deal: 1   turn: 0   seed: abc
 *   hand A: 3s 4s 5s Jc Jh Jd 2d 9c Ks 8h Qd
 *   melds B: 3c 4c 5c 6c / Ac As Jk=Ah
 *   melded: A B                         (default: the seats with melds)
 *   stocktop: Jk 5c                     (top first; the other cards follow in pack order)
 *   stock: …                            (the complete stock instead)
 *   discard: 9d Qc                      (bottom to top)
 *   scores: 0 12 30
 *   taken: 7c                           (cards taken this turn that must go into the first meld)
 *   call: A 2                           ("Rommé mit n": the caller and the points kept)
 *
 * The options line names the options of RommeOptions except players (the
 * players field) and, when given, the first dealer as dealer=A.
 */
import { parseFrenchToken } from '../cards/french-notation';
import { tokenize } from '../cards/tokens';
import { lookup } from '../core/game';
import { parseError, parsed, type ParseResult } from '../core/result';
import { faceOf, isJoker, type FrenchCard } from '../cards/french';
import { faceIndex, type MeldCard } from './melds';
import type { RommeMoveParseCode, RommeParseCode } from './codes';
import { meldRefText, SEATS, type Position, type RommeMove } from './engine';

export const meldsText = (melds: readonly (readonly MeldCard[])[]) => melds.map((m) => m.join(' ')).join(' / ');

export function formatMove(move: RommeMove): string {
  switch (move.type) {
    case 'draw':
    case 'done':
    case 'next':
      return move.type;
    case 'oneSuit':
      return 'onesuit';
    case 'take':
      return !move.count || move.count === 1 ? 'take' : `take ${move.count}`;
    case 'meld':
      return `meld ${meldsText(move.melds)}`;
    case 'call':
      return move.melds.length ? `call ${meldsText(move.melds)}` : 'call';
    case 'layoff':
      return `layoff ${meldRefText(move.seat, move.meld)} ${move.cards.join(' ')}`;
    case 'exchange':
      return `exchange ${meldRefText(move.seat, move.meld)} ${move.card}`;
    case 'discard':
      return `discard ${move.card}`;
  }
}

export interface Tok {
  readonly text: string;
  readonly position: number;
}

/** Tokens split on whitespace/commas, with "/" as a token of its own. */
export function lex(input: string, offset = 0): Tok[] {
  const out: Tok[] = [];
  for (const t of tokenize(input)) {
    const re = /\/|[^/]+/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(t.text)) !== null) out.push({ text: m[0], position: offset + t.position + m.index });
  }
  return out;
}

/** One card as it lies in a meld: a natural card, or a joker with "=face". */
export function parseMeldToken(text: string, position: number): ParseResult<MeldCard, RommeMoveParseCode> {
  const eq = text.indexOf('=');
  if (eq >= 0) {
    const j = parseFrenchToken(text.slice(0, eq));
    if (!j || !isJoker(j)) return parseError('bad-card', text, position);
    const face = parseFrenchToken(text.slice(eq + 1));
    if (!face || isJoker(face) || faceIndex(face) < 0)
      return parseError('bad-declaration', text, position);
    return parsed(`${j}=${face}`);
  }
  const c = parseFrenchToken(text);
  if (!c) return parseError('bad-card', text, position);
  return parsed(c);
}

export function cardTok(t: Tok): ParseResult<FrenchCard, RommeMoveParseCode> {
  const c = parseFrenchToken(t.text);
  if (!c) return parseError('bad-card', t.text, t.position);
  return parsed(c);
}

export function parseMeldGroups(toks: readonly Tok[], head: Tok): ParseResult<MeldCard[][], RommeMoveParseCode> {
  const groups: MeldCard[][] = [];
  let cur: MeldCard[] = [];
  for (const t of toks) {
    if (t.text === '/') {
      if (cur.length === 0) return parseError('empty-meld', t.text, t.position);
      groups.push(cur);
      cur = [];
      continue;
    }
    const c = parseMeldToken(t.text, t.position);
    if (!c.ok) return c;
    cur.push(c.value);
  }
  if (cur.length) groups.push(cur);
  else if (groups.length) {
    const last = toks[toks.length - 1]!;
    return parseError('empty-meld', last.text, last.position);
  }
  if (groups.length === 0) return parseError('missing-cards', head.text, head.position);
  return parsed(groups);
}

function parseRef(t: Tok | undefined, head: Tok): ParseResult<{ seat: number; meld: number }, RommeMoveParseCode> {
  if (!t) return parseError('missing-meld', head.text, head.position);
  const m = /^([A-Fa-f])([1-9][0-9]?)$/.exec(t.text);
  if (!m) return parseError('bad-meld-ref', t.text, t.position);
  return parsed({ seat: SEATS.indexOf(m[1]!.toUpperCase() as (typeof SEATS)[number]), meld: Number(m[2]) - 1 });
}

const NO_ARGS: Readonly<Record<string, RommeMove>> = { draw: { type: 'draw' }, done: { type: 'done' }, next: { type: 'next' }, onesuit: { type: 'oneSuit' } };

export function parseMove(input: string): ParseResult<RommeMove, RommeMoveParseCode> {
  if (typeof input !== 'string') return parseError('empty', '', 0);
  const toks = lex(input);
  if (toks.length === 0) return parseError('empty', '', 0);
  const [head, ...rest] = toks as [Tok, ...Tok[]];
  const kw = head.text.toLowerCase();
  const extra = (t: Tok) => parseError('unexpected-token', t.text, t.position);
  // an own-property lookup: "constructor" or "__proto__" is an unknown word, not a move
  const simple = lookup(NO_ARGS, kw);
  if (simple) return rest.length ? extra(rest[0]!) : parsed(simple);
  switch (kw) {
    case 'take': {
      if (rest.length === 0) return parsed({ type: 'take', count: 1 });
      if (rest.length > 1) return extra(rest[1]!);
      const n = rest[0]!.text;
      if (!/^[1-9][0-9]{0,2}$/.test(n)) return parseError('bad-count', n, rest[0]!.position);
      return parsed({ type: 'take', count: Number(n) });
    }
    case 'meld':
    case 'call': {
      if (kw === 'call' && rest.length === 0) return parsed({ type: 'call', melds: [] });
      const g = parseMeldGroups(rest, head);
      return g.ok ? parsed({ type: kw, melds: g.value }) : g;
    }
    case 'layoff': {
      const r = parseRef(rest[0], head);
      if (!r.ok) return r;
      const cards: MeldCard[] = [];
      for (const t of rest.slice(1)) {
        if (t.text === '/') return extra(t);
        const c = parseMeldToken(t.text, t.position);
        if (!c.ok) return c;
        cards.push(c.value);
      }
      if (!cards.length) return parseError('missing-cards', head.text, head.position);
      return parsed({ type: 'layoff', seat: r.value.seat, meld: r.value.meld, cards });
    }
    case 'exchange': {
      const r = parseRef(rest[0], head);
      if (!r.ok) return r;
      if (!rest[1]) return parseError('missing-cards', head.text, head.position);
      if (rest[2]) return extra(rest[2]);
      const c = cardTok(rest[1]);
      return c.ok ? parsed({ type: 'exchange', seat: r.value.seat, meld: r.value.meld, card: c.value }) : c;
    }
    case 'discard': {
      if (!rest[0]) return parseError('missing-cards', head.text, head.position);
      if (rest[1]) return extra(rest[1]);
      const c = cardTok(rest[0]);
      return c.ok ? parsed({ type: 'discard', card: c.value }) : c;
    }
    default:
      return parseError('unknown-move', head.text, head.position);
  }
}

/** Several moves separated by ";" (URLs, examples). */
export function parseMoves(input: string): ParseResult<RommeMove[], RommeParseCode> {
  const out: RommeMove[] = [];
  let offset = 0;
  for (const part of input.split(';')) {
    if (part.trim()) {
      const r = parseMove(part);
      if (!r.ok) return parseError(r.error.code, r.error.token, r.error.position + offset);
      out.push(r.value);
    }
    offset += part.length + 1;
  }
  return parsed(out);
}

/** What makes a position unusable, as a code and the card concerned (parsePosition already refuses it in text). */
export interface PositionProblem {
  readonly code: Extract<RommeParseCode, 'duplicate-card'>;
  readonly card: FrenchCard;
}

/** Problems that make a position object unusable: a card named twice (all 106 cards are distinct). */
export function positionProblem(pos: Position): PositionProblem | null {
  const seen = new Set<string>();
  const all = [
    ...pos.hands.flat(), ...(pos.melds ?? []).flat(2).map((mc) => (mc.includes('=') ? mc.slice(0, mc.indexOf('=')) : mc)),
    ...(pos.stock ?? pos.stockTop ?? []), ...(pos.discard ?? []),
  ];
  for (const c of all) {
    if (seen.has(c)) return { code: 'duplicate-card', card: c };
    seen.add(c);
  }
  return null;
}

export { faceOf };
