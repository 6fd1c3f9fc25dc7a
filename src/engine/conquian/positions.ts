/**
 * Conquian positions as text (the format is described in notation.ts): read and written for the tests and the
 * registry (src/engine/games.ts), never by a page's islands. A file of its own, so the move notation the islands load
 * does not bring the option letters (options.ts) with it.
 */
import { positionFields } from '../cards/tokens';
import type { PositionNotation } from '../core/game';
import { parseError, parsed, type ParseResult } from '../core/result';
import { conquianPack, type FrenchCard } from '../cards/french';
import { comboProblem } from './combos';
import { fromPosition, normalizeOptions, positionOf, type ConquianOptions, type ConquianState, type Phase, type Player, type Position } from './engine';
import { formatOptions, parseOptions } from './options';
import type { ConquianParseCode } from './codes';
import { cardAt, lex } from './notation';

type Parsed<T> = ParseResult<T, ConquianParseCode>;

const POS_KEYS = ['hand0', 'hand1', 'meld0', 'meld1', 'centre', 'offeredby', 'current', 'phase', 'stock', 'dead', 'options', 'dealer', 'firstturn'] as const;
const PHASES: readonly Phase[] = ['turn', 'turned', 'offered', 'forceCheck', 'forced', 'discard', 'over'];
/** Phases in which a centre card lies face up (and only these). */
const WITH_CENTRE: readonly Phase[] = ['turned', 'offered', 'forceCheck', 'forced'];

/** A position as text. Fields not given in `pos` are left out (they take their defaults when read). */
export function formatPosition(pos: Position): string {
  const lines: string[] = [];
  const melds = pos.melds ?? [[], []];
  lines.push(`hand0: ${pos.hands[0].join(' ')}`, `hand1: ${pos.hands[1].join(' ')}`);
  lines.push(`meld0: ${melds[0].map((m) => m.join(' ')).join(' / ')}`, `meld1: ${melds[1].map((m) => m.join(' ')).join(' / ')}`);
  if (pos.centre) {
    lines.push(`centre: ${pos.centre.card}`);
    lines.push(`offeredBy: ${pos.centre.turnedByCurrent ? 'turned' : String(pos.centre.offeredBy)}`);
  }
  lines.push(`current: ${pos.current ?? 0}`);
  if (pos.phase) lines.push(`phase: ${pos.phase}`);
  if (pos.stock) lines.push(`stock: ${pos.stock.join(' ')}`);
  if (pos.dead && pos.dead.length) lines.push(`dead: ${pos.dead.join(' ')}`);
  const letters = pos.options ? formatOptions({ ...normalizeOptions(pos.options), dealer: 0 }) : '';
  if (letters) lines.push(`options: ${letters}`);
  if (pos.dealer !== undefined) lines.push(`dealer: ${pos.dealer}`);
  if (pos.firstTurn) lines.push('firstTurn: true');
  return lines.join('\n');
}

export function parsePosition(input: string): Parsed<Position> {
  const hands: [FrenchCard[], FrenchCard[]] = [[], []];
  const melds: [FrenchCard[][], FrenchCard[][]] = [[], []];
  let centreCard: FrenchCard | null = null;
  let offeredBy: Player | null = null;
  let turned = false;
  let current: Player = 0;
  let phase: Phase | undefined;
  let phaseAt = { text: '', position: 0 };
  let stock: FrenchCard[] | undefined;
  let stockAt = { text: '', position: 0 };
  let dead: FrenchCard[] = [];
  let options: Partial<ConquianOptions> | undefined;
  let dealer: Player | undefined;
  let firstTurn = false;
  const seen = new Set<FrenchCard>();
  for (const { keyText, key, keyPos, value, valuePos } of positionFields(input)) {
    if (value === null || !(POS_KEYS as readonly string[]).includes(key)) return parseError('unknown-field', keyText, keyPos);
    const toks = lex(value).map((t) => ({ text: t.text, position: t.position + valuePos }));
    const cards = (allowSlash: boolean): Parsed<FrenchCard[][]> => {
      const groups: FrenchCard[][] = [[]];
      for (const t of toks) {
        if (t.text === '/' && allowSlash) {
          groups.push([]);
          continue;
        }
        const c = cardAt(t.text, t.position);
        if (!c.ok) return c;
        if (seen.has(c.value)) return parseError('repeated-card', t.text, t.position);
        seen.add(c.value);
        groups[groups.length - 1]!.push(c.value);
      }
      return parsed(groups.filter((g) => g.length > 0));
    };
    const v = toks.map((t) => t.text).join(' ');
    const t0 = toks[0] ?? { text: '', position: valuePos };
    if (key === 'hand0' || key === 'hand1' || key === 'stock' || key === 'dead') {
      const r = cards(false);
      if (!r.ok) return r;
      const flat = r.value.flat();
      if (key === 'hand0' || key === 'hand1') {
        if (flat.length > 10) return parseError('too-many-cards', keyText, keyPos);
        hands[key === 'hand0' ? 0 : 1] = flat;
      } else if (key === 'stock') {
        stock = flat;
        stockAt = { text: keyText, position: keyPos };
      } else dead = flat;
    } else if (key === 'meld0' || key === 'meld1') {
      const r = cards(true);
      if (!r.ok) return r;
      for (const combo of r.value) if (comboProblem(combo) !== null) return parseError('bad-combination', combo.join(' '), t0.position);
      if (r.value.flat().length > 11) return parseError('too-many-cards', keyText, keyPos);
      melds[key === 'meld0' ? 0 : 1] = r.value;
    } else if (key === 'centre') {
      const r = cards(false);
      if (!r.ok) return r;
      if (r.value.flat().length !== 1) return parseError('bad-centre', value.trim(), valuePos);
      centreCard = r.value.flat()[0]!;
    } else if (key === 'options') {
      const letters = v.replace(/ /g, '');
      const r = parseOptions(letters);
      if (!r.ok) return parseError(r.error.code, r.error.token, t0.position);
      options = { forcedAddScope: r.value.forcedAddScope, handMelds: r.value.handMelds, stockOutDoublesNext: r.value.stockOutDoublesNext };
    } else if (key === 'offeredby') {
      if (v === 'turned') turned = true;
      else if (v === '0' || v === '1') offeredBy = v === '0' ? 0 : 1;
      else return parseError('bad-value', t0.text, t0.position);
    } else if (key === 'current' || key === 'dealer') {
      if (v !== '0' && v !== '1') return parseError('bad-value', t0.text, t0.position);
      if (key === 'current') current = v === '0' ? 0 : 1;
      else dealer = v === '0' ? 0 : 1;
    } else if (key === 'firstturn') {
      if (v !== 'true' && v !== 'false') return parseError('bad-value', t0.text, t0.position);
      firstTurn = v === 'true';
    } else {
      const ph = PHASES.find((x) => x.toLowerCase() === v.toLowerCase());
      if (!ph) return parseError('bad-value', t0.text, t0.position);
      phase = ph;
      phaseAt = t0;
    }
  }
  if (phase && WITH_CENTRE.includes(phase) !== (centreCard !== null)) return parseError('bad-value', phaseAt.text, phaseAt.position);
  if (stock && conquianPack().some((c) => !seen.has(c))) return parseError('missing-cards', stockAt.text, stockAt.position);
  // A turn that must begin by turning a stock card needs one.
  const stockSize = stock ? stock.length : conquianPack().filter((c) => !seen.has(c)).length;
  if ((phase ?? (centreCard ? 'offered' : 'turn')) === 'turn' && stockSize === 0) return parseError('bad-value', phase ? phaseAt.text : stockAt.text, phase ? phaseAt.position : stockAt.position);
  const pos: Position = {
    hands,
    melds,
    centre: centreCard ? { card: centreCard, offeredBy: turned ? null : offeredBy ?? (current === 0 ? 1 : 0), turnedByCurrent: turned } : null,
    current,
    ...(phase ? { phase } : {}),
    ...(stock ? { stock } : {}),
    dead,
    ...(options ? { options } : {}),
    ...(dealer !== undefined ? { dealer } : {}),
    ...(firstTurn ? { firstTurn } : {}),
  };
  return parsed(pos);
}

/** Conquian positions as text (the registry adds them to CONQUIAN's notation; no island uses them). */
export const CONQUIAN_POSITIONS: PositionNotation<ConquianState, ConquianParseCode> = {
  parsePosition(text) {
    const r = parsePosition(text);
    return r.ok ? { ok: true, value: fromPosition(r.value) } : r;
  },
  formatPosition: (state) => formatPosition(positionOf(state)),
};
