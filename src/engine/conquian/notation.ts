/**
 * Conquian text notation.
 *
 * Moves (keywords case-insensitive):
 *   turn | decline | pass | force | noforce
 *   discard Kh
 *   meld <hand cards> | <combination> / <combination> / ...
 *     e.g. "meld 6h | 3c 4c 5c / 6d 6h 6c"  — hand cards used, then the
 *     player's complete resulting table arrangement. "meld | 3c 4c 5c 6c"
 *     uses no hand card.
 * Positions: one "key: value" field per line (or separated by ";"):
 *   hand0: As Ad      hand1: ...      (hand cards)
 *   meld0: 3c 3s 3h / 6h 7h Jh        (combinations separated by "/")
 *   centre: Kh        offeredBy: 1 | turned     current: 0    phase: offered
 *   stock: ...  dead: ...  (stock optional: defaults to all unnamed cards)
 * Cards use the shared French notation (Kh, 3c; symbols ♥ also accepted).
 */
import { parseFrenchToken, positionFields, tokenize } from '../cards/notation';
import { parseError, parsed, type ParseResult } from '../core/result';
import { lookup } from '../core/game';
import type { FrenchCard } from '../cards/french';
import { isConquianCard } from './combos';
import type { ConquianMove, Phase, Player, Position } from './engine';

export function formatMove(move: ConquianMove): string {
  switch (move.type) {
    case 'turn':
    case 'decline':
    case 'pass':
    case 'force':
      return move.type;
    case 'noForce':
      return 'noforce';
    case 'discard':
      return `discard ${move.card}`;
    case 'meld': {
      const hand = move.hand.join(' ');
      return `meld ${hand}${hand ? ' ' : ''}| ${move.melds.map((m) => m.join(' ')).join(' / ')}`;
    }
  }
}

function cardAt(text: string, position: number): ParseResult<FrenchCard> {
  const card = parseFrenchToken(text);
  if (!card || !isConquianCard(card))
    return parseError('bad-card', text, position);
  return parsed(card);
}

/** Tokens split on whitespace/commas, with "|" and "/" as separate tokens. */
function lex(input: string): { text: string; position: number }[] {
  const out: { text: string; position: number }[] = [];
  for (const t of tokenize(input)) {
    const re = /[|/]|[^|/]+/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(t.text)) !== null) out.push({ text: m[0], position: t.position + m.index });
  }
  return out;
}

const SIMPLE_MOVES: Readonly<Record<string, ConquianMove>> = {
  turn: { type: 'turn' }, decline: { type: 'decline' }, pass: { type: 'pass' }, force: { type: 'force' }, noforce: { type: 'noForce' },
};

export function parseMove(input: string): ParseResult<ConquianMove> {
  const toks = lex(input);
  if (toks.length === 0) return parseError('empty', '', 0);
  const [head, ...rest] = toks;
  const kw = head!.text.toLowerCase();
  // Own-property lookup: "constructor" or "__proto__" must read as unknown words, not as moves.
  const simple = lookup(SIMPLE_MOVES, kw);
  if (simple) {
    if (rest.length) return parseError('unexpected-token', rest[0]!.text, rest[0]!.position);
    return parsed(simple);
  }
  if (kw === 'discard') {
    if (rest.length !== 1) {
      const t = rest[1] ?? head!;
      return parseError(rest.length ? 'unexpected-token' : 'missing-card', t.text, t.position);
    }
    const c = cardAt(rest[0]!.text, rest[0]!.position);
    return c.ok ? parsed({ type: 'discard', card: c.value }) : c;
  }
  if (kw === 'meld') {
    const hand: FrenchCard[] = [];
    const melds: FrenchCard[][] = [];
    let seenBar = false;
    let cur: FrenchCard[] = [];
    for (const t of rest) {
      if (t.text === '|') {
        if (seenBar) return parseError('unexpected-token', t.text, t.position);
        seenBar = true;
        continue;
      }
      if (t.text === '/') {
        if (!seenBar || cur.length === 0) return parseError('unexpected-token', t.text, t.position);
        melds.push(cur);
        cur = [];
        continue;
      }
      const c = cardAt(t.text, t.position);
      if (!c.ok) return c;
      (seenBar ? cur : hand).push(c.value);
    }
    if (!seenBar) return parseError('missing-bar', head!.text, head!.position);
    if (cur.length) melds.push(cur);
    if (melds.length === 0) return parseError('missing-arrangement', head!.text, head!.position);
    return parsed({ type: 'meld', hand, melds });
  }
  return parseError('unknown-move', head!.text, head!.position);
}

const POS_KEYS = ['hand0', 'hand1', 'meld0', 'meld1', 'centre', 'offeredby', 'current', 'phase', 'stock', 'dead'] as const;
const PHASES: Phase[] = ['turn', 'turned', 'offered', 'forceCheck', 'forced', 'discard', 'over'];

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
  return lines.join('\n');
}

export function parsePosition(input: string): ParseResult<Position> {
  const hands: [FrenchCard[], FrenchCard[]] = [[], []];
  const melds: [FrenchCard[][], FrenchCard[][]] = [[], []];
  let centreCard: FrenchCard | null = null;
  let offeredBy: Player | null = null;
  let turned = false;
  let current: Player = 0;
  let phase: Phase | undefined;
  let stock: FrenchCard[] | undefined;
  let dead: FrenchCard[] = [];
  for (const { keyText, key, keyPos, value, valuePos } of positionFields(input)) {
    if (value === null || !(POS_KEYS as readonly string[]).includes(key))
      return parseError('unknown-field', keyText, keyPos);
    const valueText = value;
    const toks = lex(valueText).map((t) => ({ text: t.text, position: t.position + valuePos }));
    const cards = (allowSlash: boolean): ParseResult<FrenchCard[][]> => {
      const groups: FrenchCard[][] = [[]];
      for (const t of toks) {
        if (t.text === '/' && allowSlash) { groups.push([]); continue; }
        const c = cardAt(t.text, t.position);
        if (!c.ok) return c;
        groups[groups.length - 1]!.push(c.value);
      }
      return parsed(groups.filter((g) => g.length > 0));
    };
    if (key === 'hand0' || key === 'hand1' || key === 'stock' || key === 'dead') {
      const r = cards(false);
      if (!r.ok) return r;
      const flat = r.value.flat();
      if (key === 'hand0') hands[0] = flat;
      else if (key === 'hand1') hands[1] = flat;
      else if (key === 'stock') stock = flat;
      else dead = flat;
    } else if (key === 'meld0' || key === 'meld1') {
      const r = cards(true);
      if (!r.ok) return r;
      melds[key === 'meld0' ? 0 : 1] = r.value;
    } else if (key === 'centre') {
      const r = cards(false);
      if (!r.ok) return r;
      if (r.value.flat().length !== 1) return parseError('bad-centre', valueText.trim(), valuePos);
      centreCard = r.value.flat()[0]!;
    } else {
      const v = toks.map((t) => t.text).join(' ');
      const t0 = toks[0] ?? { text: '', position: valuePos };
      if (key === 'offeredby') {
        if (v === 'turned') turned = true;
        else if (v === '0' || v === '1') offeredBy = Number(v) as Player;
        else return parseError('bad-value', t0.text, t0.position);
      } else if (key === 'current') {
        if (v === '0' || v === '1') current = Number(v) as Player;
        else return parseError('bad-value', t0.text, t0.position);
      } else if (key === 'phase') {
        const ph = PHASES.find((x) => x.toLowerCase() === v.toLowerCase());
        if (!ph) return parseError('bad-value', t0.text, t0.position);
        phase = ph;
      }
    }
  }
  const pos: Position = {
    hands, melds,
    centre: centreCard ? { card: centreCard, offeredBy: turned ? null : offeredBy ?? (current === 0 ? 1 : 0), turnedByCurrent: turned } : null,
    current,
    ...(phase ? { phase } : {}),
    ...(stock ? { stock } : {}),
    dead,
  };
  return parsed(pos);
}
