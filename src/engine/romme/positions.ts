/**
 * Rommé positions as text (the format is described in notation.ts): the worked examples are written in it, and the
 * tests and the registry (src/engine/games.ts) read and write it; the whole game never does. A file of its own, so
 * the play page's islands do not load the position reader with the move notation.
 */
import { positionFields } from '../cards/tokens';
import type { PositionNotation } from '../core/game';
import { parseError, parsed, type ParseResult } from '../core/result';
import type { FrenchCard } from '../cards/french';
import type { MeldCard } from './melds';
import type { RommeParseCode } from './codes';
import { DEFAULT_OPTIONS, fromPosition, SEATS, seatLabel, type Phase, type Position, type RommeOptions, type RommeState, type Variant } from './engine';
import { cardTok, lex, meldsText, parseMeldGroups, type Tok } from './notation';

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

/** A state from position text (the game's position notation): parsePosition, then fromPosition. */
export function readPosition(text: string): ParseResult<RommeState, RommeParseCode> {
  const pos = parsePosition(text);
  return pos.ok ? parsed(fromPosition(pos.value)) : pos;
}

/** The position text of a state (the RNG and the record of past deals are not part of it). */
export function writePosition(s: RommeState): string {
  return formatPosition(positionOf(s));
}

/** Rommé positions as text (the registry adds them to ROMME's notation; no island uses them). */
export const ROMME_POSITIONS: PositionNotation<RommeState, RommeParseCode> = { parsePosition: readPosition, formatPosition: writePosition };
