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
import { positionFields, tokenize } from '../cards/tokens';
import { lookup } from '../core/game';
import { parseError, parsed, type ParseResult } from '../core/result';
import { faceOf, isJoker, type FrenchCard } from '../cards/french';
import { faceIndex, type MeldCard } from './melds';
import type { RommeMoveParseCode, RommeParseCode } from './codes';
import { DEFAULT_OPTIONS, fromPosition, meldRefText, SEATS, seatLabel, type Phase, type Position, type RommeMove, type RommeOptions, type RommeState, type Variant } from './engine';

const meldsText = (melds: readonly (readonly MeldCard[])[]) => melds.map((m) => m.join(' ')).join(' / ');

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

interface Tok {
  readonly text: string;
  readonly position: number;
}

/** Tokens split on whitespace/commas, with "/" as a token of its own. */
function lex(input: string, offset = 0): Tok[] {
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

function cardTok(t: Tok): ParseResult<FrenchCard, RommeMoveParseCode> {
  const c = parseFrenchToken(t.text);
  if (!c) return parseError('bad-card', t.text, t.position);
  return parsed(c);
}

function parseMeldGroups(toks: readonly Tok[], head: Tok): ParseResult<MeldCard[][], RommeMoveParseCode> {
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

// ---------------------------------------------------------------------------
// Positions

const PHASES: Phase[] = ['draw', 'play', 'final', 'dealOver', 'over'];
const VARIANTS: Variant[] = ['standard', 'noLayout', 'oneSuit', 'multiDiscardTake', 'kids7'];

/** The options a position's "options:" line may name (players has a field of its own). */
const LINE_KEYS = (Object.keys(DEFAULT_OPTIONS) as (keyof RommeOptions)[]).filter((k) => k !== 'players');

function optionsLine(o: Partial<RommeOptions>): string {
  const parts: string[] = [];
  for (const k of LINE_KEYS) {
    const v = o[k];
    if (v === undefined || (k === 'dealer' && v === null)) continue;
    parts.push(`${k}=${k === 'dealer' && typeof v === 'number' ? seatLabel(v) : v === null ? 'none' : String(v)}`);
  }
  return parts.join(' ');
}

export function formatPosition(pos: Position): string {
  const lines: string[] = [];
  const n = pos.hands.length;
  lines.push(`players: ${n}`);
  const opts = pos.options ? optionsLine(pos.options) : '';
  if (opts) lines.push(`options: ${opts}`);
  if (pos.dealer !== undefined) lines.push(`dealer: ${seatLabel(pos.dealer)}`);
  lines.push(`current: ${seatLabel(pos.current ?? 0)}`);
  if (pos.phase) lines.push(`phase: ${pos.phase}`);
  if (pos.deal !== undefined) lines.push(`deal: ${pos.deal}`);
  if (pos.turn !== undefined) lines.push(`turn: ${pos.turn}`);
  if (pos.initialThisTurn) lines.push('initialThisTurn: yes');
  if (pos.seed !== undefined) lines.push(`seed: ${pos.seed}`);
  pos.hands.forEach((h, i) => lines.push(`hand ${seatLabel(i)}: ${h.join(' ')}`));
  (pos.melds ?? []).forEach((ms, i) => {
    if (ms.length) lines.push(`melds ${seatLabel(i)}: ${meldsText(ms)}`);
  });
  if (pos.melded) lines.push(`melded: ${pos.melded.map((m, i) => (m ? seatLabel(i) : '')).filter(Boolean).join(' ')}`);
  if (pos.stock) lines.push(`stock: ${pos.stock.join(' ')}`);
  else if (pos.stockTop && pos.stockTop.length) lines.push(`stocktop: ${pos.stockTop.join(' ')}`);
  if (pos.discard && pos.discard.length) lines.push(`discard: ${pos.discard.join(' ')}`);
  if (pos.scores) lines.push(`scores: ${pos.scores.join(' ')}`);
  if (pos.taken && pos.taken.length) lines.push(`taken: ${pos.taken.join(' ')}`);
  if (pos.call) lines.push(`call: ${seatLabel(pos.call.seat)} ${pos.call.leftover}`);
  return lines.join('\n');
}

/** The position of a state (enough to rebuild it with fromPosition, apart from the RNG and the history). */
export function positionOf(s: RommeState): Position {
  return {
    options: s.options,
    hands: s.hands,
    melds: s.melds,
    melded: s.melded,
    stock: s.stock,
    discard: s.discard,
    dealer: s.dealer,
    current: s.current,
    phase: s.phase,
    deal: s.deal,
    turn: s.turn,
    scores: s.scores,
    ...(s.initialThisTurn ? { initialThisTurn: true } : {}),
    ...(s.taken.length ? { taken: s.taken } : {}),
    ...(s.call ? { call: s.call } : {}),
  };
}

function parseSeat(t: Tok | undefined, fallback: Tok): ParseResult<number, RommeParseCode> {
  if (!t || !/^[A-Fa-f]$/.test(t.text)) {
    const bad = t ?? fallback;
    return parseError('bad-seat', bad.text, bad.position);
  }
  return parsed(SEATS.indexOf(t.text.toUpperCase() as (typeof SEATS)[number]));
}

function parseOptionValue(key: keyof RommeOptions, v: string): unknown {
  const def = DEFAULT_OPTIONS[key];
  if (key === 'players') return undefined;
  if (key === 'dealer') return /^[A-Fa-f]$/.test(v) ? SEATS.indexOf(v.toUpperCase() as (typeof SEATS)[number]) : undefined;
  if (key === 'maxJokersPerMeld') return v === 'none' || v === 'null' ? null : /^[0-9]$/.test(v) ? Number(v) : undefined;
  if (key === 'variant') return VARIANTS.find((x) => x.toLowerCase() === v.toLowerCase());
  if (key === 'firstDealer') return v === 'highCard' || v === 'firstAce' ? v : undefined;
  if (key === 'takeDiscardBeforeFirstMeld') return v === 'free' || v === 'meldAtOnce' ? v : undefined;
  if (typeof def === 'boolean') return v === 'true' ? true : v === 'false' ? false : undefined;
  if (typeof def === 'number') return /^[0-9]{1,4}$/.test(v) ? Number(v) : undefined;
  return undefined;
}

export function parsePosition(input: string): ParseResult<Position, RommeParseCode> {
  if (typeof input !== 'string') return parseError('empty', '', 0);
  const hands: FrenchCard[][] = [];
  const melds: MeldCard[][][] = [];
  let players: number | null = null;
  let options: Partial<Record<keyof RommeOptions, unknown>> = {};
  let dealer: number | undefined;
  let current = 0;
  let phase: Phase | undefined;
  let deal: number | undefined;
  let turn: number | undefined;
  let seed: string | undefined;
  let melded: boolean[] | undefined;
  let meldedSeats: number[] | undefined;
  let stock: FrenchCard[] | undefined;
  let stockTop: FrenchCard[] | undefined;
  let discard: FrenchCard[] = [];
  let scores: number[] | undefined;
  let initialThisTurn = false;
  let taken: FrenchCard[] | undefined;
  let call: { seat: number; leftover: number } | undefined;
  let maxSeat = -1;
  // every card is named at most once (all 106 are distinct): the second naming is the bad token
  const named = new Set<string>();
  const once = (card: string, t: Tok): ParseResult<true, RommeParseCode> => {
    const physicalCard = card.includes('=') ? card.slice(0, card.indexOf('=')) : card;
    if (named.has(physicalCard)) return parseError('duplicate-card', t.text, t.position);
    named.add(physicalCard);
    return parsed(true);
  };
  for (const { keyText, keyPos, value, valuePos } of positionFields(input)) {
    if (value === null) return parseError('unknown-field', keyText, keyPos);
    const keyParts = keyText.split(/\s+/);
    const key = keyParts[0]!.toLowerCase();
    const valueText = value;
    const toks = lex(valueText, valuePos);
    const t0 = toks[0] ?? { text: '', position: valuePos };
    const cards = (): ParseResult<FrenchCard[], RommeParseCode> => {
      const out: FrenchCard[] = [];
      for (const t of toks) {
        const c = cardTok(t);
        if (!c.ok) return c;
        const fresh = once(c.value, t);
        if (!fresh.ok) return fresh;
        out.push(c.value);
      }
      return parsed(out);
    };
    // "hand A", "handA", "melds B"
    const seatKey = /^(hand|melds)\s*([a-f])?$/i.exec(keyText.replace(/\s+/g, ' '));
    if (seatKey) {
      const letter = seatKey[2] ?? keyParts[1];
      if (!letter || !/^[a-f]$/i.test(letter)) return parseError('bad-seat', keyText, keyPos);
      const seat = SEATS.indexOf(letter.toUpperCase() as (typeof SEATS)[number]);
      maxSeat = Math.max(maxSeat, seat);
      if (seatKey[1]!.toLowerCase() === 'hand') {
        const c = cards();
        if (!c.ok) return c;
        hands[seat] = c.value;
      } else {
        const head = { text: keyText, position: keyPos };
        const g = toks.length ? parseMeldGroups(toks, head) : parsed([] as MeldCard[][]);
        if (!g.ok) return g;
        const cardToks = toks.filter((t) => t.text !== '/');
        let k = 0;
        for (const mc of g.value.flat()) {
          const fresh = once(mc, cardToks[k++]!);
          if (!fresh.ok) return fresh;
        }
        melds[seat] = g.value;
      }
      continue;
    }
    switch (key) {
      case 'players': {
        if (!/^[2-6]$/.test(t0.text) || toks.length !== 1) return parseError('bad-value', t0.text, t0.position);
        players = Number(t0.text);
        break;
      }
      case 'options': {
        const o: Partial<Record<keyof RommeOptions, unknown>> = {};
        for (const t of toks) {
          const [k, v] = t.text.split('=');
          const optKey = (Object.keys(DEFAULT_OPTIONS) as (keyof RommeOptions)[]).find((x) => x.toLowerCase() === (k ?? '').toLowerCase());
          const val = optKey && v !== undefined ? parseOptionValue(optKey, v) : undefined;
          if (!optKey || val === undefined) return parseError('bad-option', t.text, t.position);
          o[optKey] = val;
        }
        options = o;
        break;
      }
      case 'dealer':
      case 'current': {
        const s = parseSeat(toks.length === 1 ? t0 : undefined, toks[1] ?? t0);
        if (!s.ok) return s;
        if (key === 'dealer') dealer = s.value;
        else current = s.value;
        break;
      }
      case 'phase': {
        const ph = PHASES.find((x) => x.toLowerCase() === t0.text.toLowerCase());
        if (!ph || toks.length !== 1) return parseError('bad-value', t0.text, t0.position);
        phase = ph;
        break;
      }
      case 'deal':
      case 'turn': {
        if (!/^[0-9]{1,4}$/.test(t0.text) || toks.length !== 1) return parseError('bad-value', t0.text, t0.position);
        if (key === 'deal') deal = Number(t0.text);
        else turn = Number(t0.text);
        break;
      }
      case 'seed': {
        if (!/^[A-Za-z0-9_-]{1,32}$/.test(t0.text) || toks.length !== 1) return parseError('bad-value', t0.text, t0.position);
        seed = t0.text;
        break;
      }
      case 'initialthisturn': {
        initialThisTurn = /^(yes|true)$/i.test(t0.text);
        break;
      }
      case 'melded': {
        const seats: number[] = [];
        for (const t of toks) {
          const s = parseSeat(t, t);
          if (!s.ok) return s;
          seats.push(s.value);
        }
        meldedSeats = seats;
        break;
      }
      case 'taken': {
        const out: FrenchCard[] = [];
        for (const t of toks) {
          const c = cardTok(t);
          if (!c.ok) return c;
          out.push(c.value);
        }
        taken = out;
        break;
      }
      case 'call': {
        const s = parseSeat(toks[0], t0);
        if (!s.ok) return s;
        const n = toks[1];
        if (!n || !/^[0-9]{1,3}$/.test(n.text)) return parseError('bad-value', n?.text ?? '', n?.position ?? valuePos);
        if (toks[2]) return parseError('unexpected-token', toks[2].text, toks[2].position);
        call = { seat: s.value, leftover: Number(n.text) };
        break;
      }
      case 'stock':
      case 'stocktop':
      case 'discard': {
        const c = cards();
        if (!c.ok) return c;
        if (key === 'stock') stock = c.value;
        else if (key === 'stocktop') stockTop = c.value;
        else discard = c.value;
        break;
      }
      case 'scores': {
        const out: number[] = [];
        for (const t of toks) {
          if (!/^[0-9]{1,5}$/.test(t.text)) return parseError('bad-value', t.text, t.position);
          out.push(Number(t.text));
        }
        scores = out;
        break;
      }
      default:
        return parseError('unknown-field', keyText, keyPos);
    }
  }
  const n = players ?? maxSeat + 1;
  if (n < 2 || n > 6) return parseError('bad-value', String(n), 0);
  for (let i = 0; i < n; i++) {
    hands[i] = hands[i] ?? [];
    melds[i] = melds[i] ?? [];
  }
  if (maxSeat >= n) return parseError('bad-seat', seatLabel(maxSeat), 0);
  if (current >= n || (dealer !== undefined && dealer >= n)) return parseError('bad-seat', seatLabel(Math.max(current, dealer ?? 0)), 0);
  if (meldedSeats) melded = Array.from({ length: n }, (_, i) => meldedSeats!.includes(i));
  if (call && call.seat >= n) return parseError('bad-seat', seatLabel(call.seat), 0);
  // the cards taken this turn lie in the current player's hand
  const missing = taken?.find((c) => !hands[current]!.includes(c));
  if (missing) return parseError('bad-value', missing, 0);
  if (scores && scores.length !== n) return parseError('bad-value', scores.join(' '), 0);
  const pos: Position = {
    ...(Object.keys(options).length ? { options: options as Partial<RommeOptions> } : {}),
    hands: hands.slice(0, n),
    melds: melds.slice(0, n),
    ...(melded ? { melded } : {}),
    ...(stock ? { stock } : {}),
    ...(stockTop ? { stockTop } : {}),
    discard,
    ...(dealer !== undefined ? { dealer } : {}),
    current,
    ...(phase ? { phase } : {}),
    ...(deal !== undefined ? { deal } : {}),
    ...(turn !== undefined ? { turn } : {}),
    ...(seed !== undefined ? { seed } : {}),
    ...(scores ? { scores } : {}),
    ...(initialThisTurn ? { initialThisTurn } : {}),
    ...(taken && taken.length ? { taken } : {}),
    ...(call ? { call } : {}),
  };
  return parsed(pos);
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

/** A state from position text (the game's position notation): parsePosition, then fromPosition. */
export function readPosition(text: string): ParseResult<RommeState, RommeParseCode> {
  const pos = parsePosition(text);
  return pos.ok ? parsed(fromPosition(pos.value)) : pos;
}

/** The position text of a state (the RNG and the record of past deals are not part of it). */
export function writePosition(s: RommeState): string {
  return formatPosition(positionOf(s));
}

export { faceOf };
