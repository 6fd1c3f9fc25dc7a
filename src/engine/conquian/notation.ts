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
 *   stock: ...  dead: ...  (stock optional: defaults to all unnamed cards, top first)
 *   options: s t|h n  (the link letters, options.ts)   dealer: 0 | 1 (default 1)
 *   firstTurn: true   (the non-dealer's first turn; default false)
 * Every card at most once, a hand of at most ten cards, melds of valid
 * combinations and at most eleven cards, a centre card exactly in the phases
 * that have one; a given stock must hold every card not named elsewhere.
 * Cards use the shared French notation (Kh, 3c; symbols ♥ also accepted).
 */
import { parseFrenchToken } from '../cards/french-notation';
import { tokenize } from '../cards/tokens';
import { parseError, parsed, type ParseResult } from '../core/result';
import { lookup } from '../core/game';
import type { FrenchCard } from '../cards/french';
import { isConquianCard } from './combos';
import type { ConquianMove } from './engine';
import type { ConquianMoveParseCode } from './codes';

type ParsedMove<T> = ParseResult<T, ConquianMoveParseCode>;

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

/** A card of the Conquian pack at `position` (positions.ts reads its cards the same way). */
export function cardAt(text: string, position: number): ParsedMove<FrenchCard> {
  const card = parseFrenchToken(text);
  if (!card || !isConquianCard(card))
    return parseError('bad-card', text, position);
  return parsed(card);
}

/** Tokens split on whitespace/commas, with "|" and "/" as separate tokens. */
export function lex(input: string): { text: string; position: number }[] {
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

export function parseMove(input: string): ParsedMove<ConquianMove> {
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
