import { describe, expect, it } from 'vitest';
import {
  apply, cellIndex, deckFor, fromPosition, gridSize, handPenalty, legalCells, legalMoves, normalizeOptions, parseMove, parsePosition,
  parseSpread, preview, QUINCUNX_RULES, scorePlacement, scoringRules, setup, totals, parseOptions, formatOptions, parseGame,
  type Breakdown, type QuincunxMove, type QuincunxOptions, type QuincunxState, type ScoreItem,
} from '../../src/engine/quincunx';

/** Score `move` (card@cell) on a spread given as notation, under options. */
function score(spread: string, move: string, options: Partial<QuincunxOptions> = {}): Breakdown {
  const o = normalizeOptions(options);
  const { rows, cols } = gridSize(o.mode);
  const sp = parseSpread(spread);
  if (!sp.ok) throw new Error(sp.error.code);
  const cells: (string | null)[] = new Array(rows * cols).fill(null);
  for (const [c, card] of Object.entries(sp.value)) cells[cellIndex(c, rows, cols)] = card;
  const mv = parseMove(move);
  if (!mv.ok || mv.value.type !== 'place') throw new Error(`bad move ${move}`);
  const b = scorePlacement({ rows, cols, cells }, cellIndex(mv.value.cell, rows, cols), mv.value.card, scoringRules(o));
  expect(b.items.reduce((a, i) => a + i.points, 0)).toBe(b.points);
  expect(b.items.reduce((a, i) => a + i.draws, 0)).toBe(b.draws);
  return b;
}
const kinds = (b: Breakdown) => b.items.map((i) => `${i.kind}:${i.points}`);
const only = <K extends ScoreItem['kind']>(b: Breakdown, kind: K) => b.items.filter((i): i is ScoreItem & { kind: K } => i.kind === kind);

function state(text: string): QuincunxState {
  const p = parsePosition(text);
  if (!p.ok) throw new Error(p.error.code);
  return fromPosition(p.value);
}
function play(s: QuincunxState, move: string) {
  const mv = parseMove(move);
  if (!mv.ok) throw new Error(mv.error.code);
  return apply(s, mv.value);
}
function must(s: QuincunxState, move: string): { state: QuincunxState; events: ReturnType<typeof apply> extends infer R ? R extends { ok: true; events: infer E } ? E : never : never } {
  const r = play(s, move);
  if (!r.ok) throw new Error(`${move}: ${JSON.stringify(r.violation)}`);
  return { state: r.state, events: r.events };
}
function refused(s: QuincunxState, move: QuincunxMove | string, rule: string, code?: string) {
  const r = typeof move === 'string' ? play(s, move) : apply(s, move);
  expect(r.ok).toBe(false);
  if (!r.ok) {
    expect(r.violation.rule).toBe(rule);
    expect(QUINCUNX_RULES.has(r.violation.rule)).toBe(true);
    if (code) expect(r.violation.code).toBe(code);
  }
}

describe('deck', () => {
  it('36 basic cards; the Excuse and the four Pawns only when chosen; never the Courts', () => {
    expect(deckFor({ excuse: false, pawns: false })).toHaveLength(36);
    expect(deckFor({ excuse: true, pawns: false })).toContain('X');
    expect(deckFor({ excuse: false, pawns: true }).filter((c) => c.startsWith('P'))).toHaveLength(4);
    expect(deckFor({ excuse: true, pawns: true })).toHaveLength(41);
    expect(deckFor({ excuse: true, pawns: true }).some((c) => c.startsWith('T'))).toBe(false);
  });
  it('a card outside the chosen deck is refused', () => {
    const s = setup({}, 1);
    refused(s, { type: 'place', card: 'PMYK', cell: 'b1' }, 'deck', 'not-in-deck');
    refused(s, { type: 'place', card: 'TMWK', cell: 'b1' }, 'deck', 'not-in-deck');
  });
});

describe('setup', () => {
  const cases = [
    { players: 2, spread: ['a1', 'e1', 'a5', 'e5', 'c3'], hand: 10, pile: 11 },
    { players: 3, spread: ['a1', 'e1', 'a5', 'e5'], hand: 7, pile: 11 },
    { players: 4, spread: ['a1', 'e1', 'a5', 'e5', 'c3'], hand: 6, pile: 7 },
  ];
  for (const c of cases) {
    it(`${c.players} players: ${c.spread.length} cards in the spread, ${c.hand} in each hand, ${c.pile} in the pile`, () => {
      const s = setup({ players: c.players }, 'x');
      const filled = s.spread.flatMap((x, i) => (x ? [i] : []));
      expect(filled.sort()).toEqual(c.spread.map((n) => cellIndex(n, 5, 5)).sort());
      expect(s.hands).toHaveLength(c.players);
      for (const h of s.hands) expect(h).toHaveLength(c.hand);
      expect(s.pile).toHaveLength(c.pile);
      expect(s.dealer).toBe(c.players - 1);
      expect(s.current).toBe(0);
      expect(setup({ players: c.players }, 'x')).toEqual(s);
      expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    });
  }
  it('the dealer is an option (the last seat by default); the player left of the dealer starts', () => {
    expect(setup({ players: 3, dealer: 1 }, 1)).toMatchObject({ dealer: 1, current: 2 });
    expect(setup({ players: 4, dealer: 3 }, 1)).toMatchObject({ dealer: 3, current: 0 });
    expect(setup({ players: 4 }, 1)).toMatchObject({ dealer: 3, current: 0 });
    // Out of range: clamped to the seats there are; the solitaire's one seat deals itself.
    expect(setup({ players: 3, dealer: 7 }, 1)).toMatchObject({ dealer: 2, current: 0 });
    expect(setup({ players: 9 }, 1).hands).toHaveLength(4);
    expect(setup({ mode: 'solitaire4x4', dealer: 2 }, 1)).toMatchObject({ dealer: 0, current: 0 });
    // A different dealer deals the same cards to other seats.
    const a = setup({ players: 3, dealer: 0 }, 5);
    const b = setup({ players: 3 }, 5);
    expect(a.hands[1]).toEqual(b.hands[0]);
  });
  it('extended deck: same setup, larger pile', () => {
    const s = setup({ players: 2, excuse: true, pawns: true }, 5);
    expect(s.pile).toHaveLength(16);
  });
  it('open spread: one starting card at e5 on a 9×9 board, 24 cards dealt', () => {
    for (const [players, hand] of [[2, 12], [3, 8], [4, 6]] as const) {
      const s = setup({ mode: 'openSpread', players }, 9);
      expect(s.rows).toBe(9);
      expect(s.spread.filter(Boolean)).toHaveLength(1);
      expect(s.spread[cellIndex('e5', 9, 9)]).not.toBeNull();
      for (const h of s.hands) expect(h).toHaveLength(hand);
      expect(s.pile).toHaveLength(11);
    }
  });
  it('solitaire: 4×4, the corners dealt, eight cards in hand, one player, no Muggins', () => {
    const s = setup({ mode: 'solitaire4x4', muggins: true }, 3);
    expect([s.rows, s.cols]).toEqual([4, 4]);
    expect(s.spread.flatMap((x, i) => (x ? [i] : []))).toEqual([0, 3, 12, 15]);
    expect(s.hands).toHaveLength(1);
    expect(s.hands[0]).toHaveLength(8);
    expect(s.pile).toHaveLength(24);
    expect(s.options.muggins).toBe(false);
  });
});

describe('basic scoring', () => {
  it('sum below 10 costs the sum', () => {
    expect(kinds(score('4WL@b2', '3MW@c2'))).toEqual(['basic:-7']);
  });
  it('the Ace-matching exception turns it into plus, whichever card is the Ace', () => {
    const a = score('5ML@b2', 'AM@c2');
    expect(a.items[0]).toMatchObject({ rule: 'ace-match', effect: 'aceMatch', points: 6, sum: 6 });
    const b = score('AM@b2', '5ML@c2');
    expect(b.items[0]).toMatchObject({ rule: 'ace-match', points: 6 });
    expect(score('AS@b2', '5ML@c2').points).toBe(-6);
  });
  it('two Aces: 2 and never a shared suit, so −2 (and a pair)', () => {
    expect(kinds(score('AS@b2', 'AM@c2'))).toEqual(['basic:-2', 'pair:5']);
  });
  it('exactly 10 scores nothing; 12–19 scores the sum less 10', () => {
    expect(score('4WL@b2', '6MW@c2').items[0]).toMatchObject({ effect: 'zero', points: 0 });
    expect(score('9WY@b2', '8MS@c2').points).toBe(7);
    expect(score('CS@b2', '9WY@c2').points).toBe(9);
  });
  it('11 and 20 score nothing and draw one card each', () => {
    const b = score('AM@b2 CW@c1', 'CS@c2');
    expect(only(b, 'basic').map((i) => [i.sum, i.effect, i.points, i.draws])).toEqual([[20, 'draw', 0, 1], [11, 'draw', 0, 1]]);
    expect(b.draws).toBe(2);
    expect(score('2MK@b2', '9WY@c2').draws).toBe(1);
  });
  it('only orthogonal neighbours count; the edge and empty cells score nothing', () => {
    expect(score('9WY@b1 9MS@d1', 'CS@c2').items).toHaveLength(0);
    expect(score('', 'CS@a1').items).toHaveLength(0);
  });
  it('effects add up over all four sides (up, left, right, down)', () => {
    const b = score('8WL@c1 AM@b2 9WY@d2 5ML@c3', '6MW@c2');
    expect(b.items.map((i) => (i.kind === 'basic' ? i.neighbour : ''))).toEqual(['c1', 'b2', 'd2', 'c3']);
    // 6+8=14 → +4; 6+1=7 sharing Moons with the Ace → +7; 6+9=15 → +5; 6+5=11 → a card.
    expect(only(b, 'basic').map((i) => i.points)).toEqual([4, 7, 5, 0]);
    expect(b.points).toBe(16);
    expect(b.draws).toBe(1);
  });
});

describe('the Excuse', () => {
  const o = { excuse: true };
  it('scores nothing when placed: no basic scoring, no bonuses', () => {
    const b = score('CS@b2 CW@c1 2MK@d2', 'X@c2', o);
    expect(b.points).toBe(0);
    expect(b.draws).toBe(0);
    expect(b.items.every((i) => i.kind === 'basic' && i.effect === 'excuse' && i.rule === 'excuse')).toBe(true);
  });
  it('gives no basic scoring to a card placed beside it', () => {
    expect(score('X@b2', 'AM@c2', o).points).toBe(0);
  });
  it('breaks sequences and three of a kind', () => {
    expect(only(score('2MK@a1 X@b1', '3MW@c1', o), 'sequence')).toHaveLength(0);
    expect(only(score('2MK@a1 3MW@b1', '4MS@c1', o), 'sequence')).toHaveLength(1);
    expect(only(score('AS@a1 X@b1 AK@d1', 'AM@c1', o), 'three')).toHaveLength(0);
  });
  it('costs nothing in hand', () => {
    expect(handPenalty('X')).toBe(0);
  });
});

describe('the Pawns', () => {
  const o = { pawns: true };
  it('count 1 and act like an Ace for sums below 10 with any card sharing a suit', () => {
    expect(score('5ML@b2', 'PMYK@c2', o).items[0]).toMatchObject({ sum: 6, effect: 'aceMatch', points: 6 });
    expect(score('5SW@b2', 'PMYK@c2', o).points).toBe(-6);
    expect(score('PMYK@b2', '8MS@c2', o).points).toBe(9);
  });
  it('Pawn + Crown = 11 draws a card; Pawn + 9 = 10 scores nothing', () => {
    expect(score('CW@b2', 'PMYK@c2', o).draws).toBe(1);
    expect(score('9WY@b2', 'PMYK@c2', o).points).toBe(0);
  });
  it('two Pawns share exactly one suit: +2 and a pair', () => {
    expect(kinds(score('PSWK@b2', 'PMYK@c2', o))).toEqual(['basic:2', 'pair:5']);
  });
  it('a Pawn and an Ace are no pair', () => {
    expect(only(score('AM@b2', 'PMYK@c2', o), 'pair')).toHaveLength(0);
  });
  it('sit between 9 and Crown in sequences', () => {
    expect(only(score('8MS@a1 9WY@b1', 'PMYK@c1', o), 'sequence')).toHaveLength(1);
    expect(only(score('9WY@a1 PMYK@b1', 'CS@c1', o), 'sequence')).toHaveLength(1);
  });
  it('with Pawns in play 9-Crown is no longer consecutive (Q8), unless the bridge option is on', () => {
    expect(only(score('8MS@a1 9WY@b1', 'CS@c1', o), 'sequence')).toHaveLength(0);
    expect(only(score('8MS@a1 9WY@b1', 'CS@c1', { ...o, pawnBridges9Crown: true }), 'sequence')).toHaveLength(1);
    expect(only(score('8MS@a1 9WY@b1', 'CS@c1'), 'sequence')).toHaveLength(1);
  });
  it('never trigger a power play, and add 1 (or the chosen value) to one of their suit', () => {
    expect(only(score('AM@b2', 'PMYK@c2', o), 'power')).toHaveLength(0);
    expect(only(score('CM@b2 PMYK@e5 PMSL@a5', 'AM@c2', o), 'power')[0]!.points).toBe(2);
    expect(only(score('CM@b2 PMYK@e5 PMSL@a5', 'AM@c2', { ...o, pawnPowerPlayValue: 0 }), 'power')[0]!.points).toBe(0);
  });
  it('cost 10 in hand', () => {
    expect(handPenalty('PMYK')).toBe(10);
  });
});

describe('pair bonus', () => {
  it('+5 for each orthogonal neighbour of the same rank', () => {
    expect(only(score('7ML@b2 7WY@c1', '7SK@c2'), 'pair')).toHaveLength(2);
  });
  it('diagonal neighbours are no pair by default (Q6), but are with the option', () => {
    expect(only(score('7ML@b1', '7SK@c2'), 'pair')).toHaveLength(0);
    expect(only(score('7ML@b1', '7SK@c2', { pairsOrthogonalOnly: false }), 'pair')).toHaveLength(1);
  });
});

describe('sequence bonus', () => {
  it('three cards rising in order along a line: +20, suits do not matter', () => {
    expect(only(score('2MK@a1 3SK@b1', '4WL@c1'), 'sequence')[0]).toMatchObject({ points: 20, direction: 'row', cells: ['a1', 'b1', 'c1'] });
  });
  it('falling works too; columns and both diagonals count', () => {
    expect(only(score('4WL@a1 3SK@b1', '2MK@c1'), 'sequence')).toHaveLength(1);
    expect(only(score('2MK@c1 3SK@c2', '4WL@c3'), 'sequence')[0]!.direction).toBe('column');
    expect(only(score('2MK@a1 3SK@b2', '4WL@c3'), 'sequence')[0]!.direction).toBe('diagonal');
    expect(only(score('2MK@e1 3SK@d2', '4WL@c3'), 'sequence')[0]!.direction).toBe('antidiagonal');
  });
  it('out of order is no sequence (Q1): 2-4-3 with the 3 placed', () => {
    expect(only(score('2MK@a1 4WL@b1', '3SK@c1'), 'sequence')).toHaveLength(0);
  });
  it('no wrap-around: 9-Crown-Ace is no sequence', () => {
    expect(only(score('9WY@a1 CS@b1', 'AM@c1'), 'sequence')).toHaveLength(0);
  });
  it('a card in the middle of a four-card run scores once (Q5)', () => {
    const s = only(score('2MK@a1 3SK@b1 5ML@d1', '4WL@c1'), 'sequence');
    expect(s).toHaveLength(1);
    expect(s[0]!.cells).toEqual(['a1', 'b1', 'c1', 'd1']);
  });
  it('extending an existing run counts (Q4), unless the option says a completed run is needed', () => {
    expect(only(score('2MK@a1 3SK@b1 4WL@c1', '5ML@d1'), 'sequence')).toHaveLength(1);
    expect(only(score('2MK@a1 3SK@b1 4WL@c1', '5ML@d1', { extendCountsAsComplete: false }), 'sequence')).toHaveLength(0);
    expect(only(score('2MK@a1 3SK@b1', '4WL@c1', { extendCountsAsComplete: false }), 'sequence')).toHaveLength(1);
  });
  it('two directions give two bonuses (40)', () => {
    expect(only(score('2MK@a1 3SK@b1 3MW@c2 2SY@c3', '4WL@c1'), 'sequence').map((i) => i.direction)).toEqual(['row', 'column']);
  });
  it('one bonus per line even at a peak (1-2-3-2-1)', () => {
    const b = score('AM@a1 2MK@b1 2SY@d1 AS@e1', '3SK@c1');
    expect(only(b, 'sequence')).toHaveLength(1);
  });
  it('the solitaire has no diagonal sequences', () => {
    expect(only(score('2MK@a1 3SK@b2', '4WL@c3', { mode: 'solitaire4x4' }), 'sequence')).toHaveLength(0);
    expect(only(score('2MK@a1 3SK@b1', '4WL@c1', { mode: 'solitaire4x4' }), 'sequence')).toHaveLength(1);
  });
});

describe('three of a kind', () => {
  it('+30 for three of a rank in a line, diagonals included', () => {
    expect(only(score('5ML@a1 5SW@b1', '5YK@c1'), 'three')[0]).toMatchObject({ points: 30 });
    expect(only(score('5ML@a1 5SW@b2', '5YK@c3'), 'three')[0]!.direction).toBe('diagonal');
  });
  it('a neighbour inside the scored triple line is no pair; one in another line still is (Q3 per line)', () => {
    const b = score('CL@c1 CM@a2 CS@b2', 'CW@c2');
    expect(only(b, 'pair').map((p) => p.neighbour)).toEqual(['c1']);
    expect(b.points).toBe(35);
  });
  it('strict reading: any triple cancels all pairs', () => {
    const b = score('CL@c1 CM@a2 CS@b2', 'CW@c2', { tripleExcludesPair: 'strict' });
    expect(only(b, 'pair')).toHaveLength(0);
    expect(b.points).toBe(30);
  });
  it('several lines give several bonuses', () => {
    expect(only(score('AM@a1 AS@b1 AW@c2 AL@c3', 'AK@c1'), 'three')).toHaveLength(2);
  });
  it('the solitaire has no diagonal three of a kind', () => {
    expect(only(score('5ML@a1 5SW@b2', '5YK@c3', { mode: 'solitaire4x4' }), 'three')).toHaveLength(0);
  });
  it('extending a triple counts unless the option says otherwise', () => {
    expect(only(score('AM@a1 AS@b1 AW@c1', 'AK@d1', { extendCountsAsComplete: false }), 'three')).toHaveLength(0);
    expect(only(score('AM@a1 AS@b1 AW@c1', 'AK@d1'), 'three')).toHaveLength(1);
  });
});

describe('a sequence and three of a kind in one line (issue 12, wrong 6)', () => {
  // Row 2: 3-4-_-5-5; the third 5 on c2 completes 3-4-5 and 5-5-5 in the same line.
  const row = '3SK@a2 4WL@b2 5ML@d2 5SW@e2';
  it('one bonus per line by default: the three of a kind, not the sequence as well', () => {
    const b = score(row, '5YK@c2');
    expect(kinds(b)).toEqual(['basic:-9', 'basic:0', 'three:30']);
    expect(only(b, 'three')[0]!.cells).toEqual(['c2', 'd2', 'e2']);
    expect(b.points).toBe(21);
  });
  it('the other reading (line=both) scores both, as this site did before', () => {
    const b = score(row, '5YK@c2', { bothBonusesInOneLine: true });
    expect(kinds(b)).toEqual(['basic:-9', 'basic:0', 'sequence:20', 'three:30']);
    expect(b.points).toBe(41);
  });
  it('in different lines both still score', () => {
    // Across 3-4-5, down 5-5-5.
    const b = score('3SK@a2 4WL@b2 5ML@c3 5SW@c4', '5YK@c2');
    expect(only(b, 'sequence').map((i) => i.direction)).toEqual(['row']);
    expect(only(b, 'three').map((i) => i.direction)).toEqual(['column']);
  });
  it('a line with only a sequence, or only a three of a kind, is unchanged', () => {
    expect(kinds(score('3SK@a2 4WL@b2', '5YK@c2'))).toEqual(['basic:-9', 'sequence:20']);
    expect(kinds(score('5ML@d2 5SW@e2', '5YK@c2'))).toEqual(['basic:0', 'three:30']);
  });
  it('where the three of a kind does not score (extend=no, it was already there), the sequence does', () => {
    // Open spread board, row 1: 8-9-_-C-C-C; the Bard on c1 extends a finished three of a kind and completes 8-9-Crown.
    const spread = '8MS@a1 9WY@b1 CL@d1 CM@e1 CW@f1';
    const strict = score(spread, 'CS@c1', { mode: 'openSpread', extendCountsAsComplete: false });
    expect(only(strict, 'three')).toHaveLength(0);
    expect(only(strict, 'sequence').map((i) => i.cells)).toEqual([['a1', 'b1', 'c1']]);
    expect(only(score(spread, 'CS@c1', { mode: 'openSpread' }), 'sequence')).toHaveLength(0);
  });
  it('links: "line=both" switches the reading; a link without it reads the corrected default and deals the same cards', () => {
    const both = parseOptions('2p line=both');
    expect(both.ok && both.value.bothBonusesInOneLine).toBe(true);
    expect(formatOptions({ bothBonusesInOneLine: true })).toBe('2p line=both');
    expect(formatOptions({ bothBonusesInOneLine: false })).toBe('2p');
    const old = parseGame('3p flush seed:42');
    expect(old.ok && old.value.options.bothBonusesInOneLine).toBe(false);
    if (old.ok) {
      const a = setup(old.value.options, old.value.seed);
      const b = setup({ ...old.value.options, bothBonusesInOneLine: true }, old.value.seed);
      expect([a.spread, a.hands, a.pile]).toEqual([b.spread, b.hands, b.pile]);
    }
  });
});

describe('power play', () => {
  it('an Ace beside the Crown of its suit adds the ranks of all other cards of that suit (Q2)', () => {
    const p = only(score('CM@b2 2MK@e5 9MS@a5 9WY@e1', 'AM@c2'), 'power');
    expect(p).toHaveLength(1);
    expect(p[0]).toMatchObject({ suit: 'M', partner: 'b2', points: 11 });
    expect(p[0]!.counted.map((c) => c.card).sort()).toEqual(['2MK', '9MS']);
  });
  it('a Crown beside its Ace works the same way; 0 with no other card of the suit', () => {
    expect(only(score('AS@b2', 'CS@c2'), 'power')[0]!.points).toBe(0);
  });
  it('needs the same suit, and an orthogonal partner by default (Q7)', () => {
    expect(only(score('CS@b2', 'AM@c2'), 'power')).toHaveLength(0);
    expect(only(score('CM@b1 5ML@e5', 'AM@c2'), 'power')).toHaveLength(0);
    expect(only(score('CM@b1 5ML@e5', 'AM@c2', { powerPlayOrthogonalOnly: false }), 'power')[0]!.points).toBe(5);
  });
  it('the partners themselves count only with the option', () => {
    expect(only(score('CM@b2 5ML@e5', 'AM@c2', { powerPlayCountsPartners: true }), 'power')[0]!.points).toBe(16);
  });
  it('reaches 44 at most in the basic deck', () => {
    const b = score('CM@b1 9MS@a3 8MS@c3 7ML@e3 6MW@a5 5ML@b5 4MS@c5 3MW@d5 2MK@e5', 'AM@a1');
    expect(only(b, 'power')[0]!.points).toBe(44);
    expect(b.draws).toBe(1);
  });
});

describe('flush bonus (variant)', () => {
  const o = { flush: true };
  it('is off by default', () => {
    expect(only(score('2MK@a1 3MW@b1 4MS@c1', '5ML@d1'), 'flush')).toHaveLength(0);
  });
  it('+10 for a line of four or more sharing one suit', () => {
    const f = only(score('2MK@a1 3MW@b1 4MS@c1', '5ML@d1', o), 'flush');
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ shape: 'line', suit: 'M', cells: ['a1', 'b1', 'c1', 'd1'] });
  });
  it('three cards are not enough; a five-card line scores once', () => {
    expect(only(score('3MW@b1 4MS@c1', '5ML@d1', o), 'flush')).toHaveLength(0);
    expect(only(score('2MK@a1 3MW@b1 4MS@c1 6MW@e1', '5ML@d1', o), 'flush')).toHaveLength(1);
  });
  it('+10 for each 2×2 box sharing a suit', () => {
    expect(only(score('2MK@a1 3MW@b1 4MS@a2', '5ML@b2', o), 'flush')).toMatchObject([{ shape: 'box', suit: 'M' }]);
  });
  it('common suit by default; "each shares a suit with the placed card" as an option', () => {
    // 2MK (M,K), 3SK (S,K), 5ML (M,L) around 6LK (L,K)? no single common suit.
    expect(only(score('2MK@a1 3SK@b1 5ML@a2', '6LK@b2', o), 'flush')).toHaveLength(0);
    expect(only(score('2MK@a1 3SK@b1 5ML@a2', '6LK@b2', { ...o, flushRequiresCommonSuit: false }), 'flush')).toHaveLength(1);
  });
  it('the Excuse breaks a flush', () => {
    expect(only(score('2MK@a1 X@b1 4MS@c1 6MW@e1', '5ML@d1', { ...o, excuse: true }), 'flush')).toHaveLength(0);
  });
});

describe('turns, drawing and legality', () => {
  it('places a hand card, draws one per 11 or 20, passes the turn', () => {
    const s = state('options: 2p\nspread: AM@b3 AW@d3 CW@c2\nhand0: CS\nhand1: 5ML\npile: 2MK 3SK 4WL 5SW');
    const { state: t, events } = must(s, 'CS@c3');
    expect(t.hands[0]).toEqual(['2MK', '3SK', '4WL']);
    expect(t.pile).toEqual(['5SW']);
    expect(t.current).toBe(1);
    expect(events.find((e) => e.type === 'drew')).toMatchObject({ cards: ['2MK', '3SK', '4WL'], missed: 0 });
  });
  it('no card is drawn once the pile is empty', () => {
    const s = state('options: 2p\nspread: AM@b3 AW@d3 CW@c2\nhand0: CS 2MK\nhand1: 5ML\npile: 3SK');
    const { state: t, events } = must(s, 'CS@c3');
    expect(t.hands[0]).toEqual(['2MK', '3SK']);
    expect(events.find((e) => e.type === 'drew')).toMatchObject({ cards: ['3SK'], missed: 2 });
  });
  it('refuses garbage, unknown cards and cells, cards not in hand, occupied cells', () => {
    const s = setup({}, 4);
    const card = s.hands[0]![0]!;
    refused(s, null as unknown as QuincunxMove, 'turn', 'bad-move');
    refused(s, { type: 'jump' } as unknown as QuincunxMove, 'turn', 'bad-move');
    refused(s, { type: 'place', card: 'ZZ', cell: 'b1' }, 'placement', 'unknown-card');
    refused(s, { type: 'place', card: 5 as unknown as string, cell: 'b1' }, 'placement', 'unknown-card');
    refused(s, { type: 'place', card, cell: 'f1' }, 'placement', 'no-such-cell');
    refused(s, { type: 'place', card, cell: {} as unknown as string }, 'placement', 'no-such-cell');
    refused(s, { type: 'place', card: s.hands[1]![0]!, cell: 'b1' }, 'placement', 'not-in-hand');
    refused(s, { type: 'place', card, cell: 'a1' }, 'placement', 'cell-occupied');
    refused(s, { type: 'deal' }, 'rounds', 'round-in-progress');
  });
  it('any empty cell is legal in the standard game', () => {
    const s = setup({}, 4);
    expect(legalCells(s)).toHaveLength(20);
    expect(legalMoves(s)).toHaveLength(200);
  });
});

describe('round end, penalties, rounds', () => {
  const full = 'AM@a1 AS@b1 AW@c1 AL@d1 AY@e1 2MK@a2 2SY@b2 2WL@c2 3MW@d2 3SK@e2 3LY@a3 4MS@b3 4WL@c3 4YK@d3 5ML@e3 5SW@a4 5YK@b4 6MW@c4 6SY@d4 6LK@e4 7ML@a5 7SK@b5 7WY@c5 8MS@d5';
  it('the round ends when the spread is full; each card in hand costs its penalty', () => {
    const s = state(`options: 2p pawns excuse\nspread: ${full}\nhand0: 9MS AK\nhand1: CS 9WY PMYK X\ndealer: 1`);
    const { state: t, events } = must(s, '9MS@e5');
    expect(events.find((e) => e.type === 'roundEnded')).toMatchObject({ penalties: [15, 10 + 9 + 10 + 0] });
    expect(t.phase).toBe('roundEnd');
    const placed = events.find((e) => e.type === 'placed')!;
    const pts = placed.type === 'placed' ? placed.breakdown.points : NaN;
    expect(totals(t)).toEqual([pts - 15, -29]);
    expect(handPenalty('AM')).toBe(15);
    expect(handPenalty('CS')).toBe(10);
    expect(handPenalty('7ML')).toBe(7);
  });
  it('as many rounds as players; the deal passes left; the highest total wins', () => {
    let s = setup({ players: 3 }, 'rounds');
    const dealers: number[] = [s.dealer];
    const starters: number[] = [s.current];
    let guard = 0;
    while (s.phase !== 'over' && guard++ < 500) {
      const m = legalMoves(s)[0]!;
      const r = apply(s, m);
      if (!r.ok) throw new Error('refused');
      if (m.type === 'deal') {
        dealers.push(r.state.dealer);
        starters.push(r.state.current);
      }
      s = r.state;
    }
    expect(s.rounds).toHaveLength(3);
    expect(dealers).toEqual([2, 0, 1]);
    expect(starters).toEqual([0, 1, 2]);
    expect(s.result?.kind).toBe('scores');
    if (s.result?.kind === 'scores') {
      const t = totals(s);
      expect(s.result.totals).toEqual(t);
      expect(s.result.winners.every((w) => t[w] === Math.max(...t))).toBe(true);
    }
    refused(s, { type: 'deal' }, 'rounds', 'game-over');
  });
  it('placing after the round ended is refused until the next deal', () => {
    const s = state(`options: 2p\nspread: ${full}\nhand0: 9MS AK\nhand1: CS 9WY`);
    const { state: t } = must(s, '9MS@e5');
    refused(t, 'AK@a1', 'round-end', 'round-over');
    const { state: u } = must(t, 'deal');
    expect(u.round).toBe(1);
    expect(u.dealer).toBe((s.dealer + 1) % 2);
  });
});

describe('Muggins (Tölpel)', () => {
  const pos = 'options: 3p muggins\nspread: 6MW@b2\nhand0: 6LK 2WL\nhand1: 5ML 9WY\nhand2: 3SK 4WL';
  it('needs an announcement', () => {
    refused(state(pos), '6LK@c2', 'muggins', 'announce-missing');
  });
  it('a correct announcement changes nothing', () => {
    const { state: t, events } = must(state(pos), '6LK@c2=7');
    expect(totals(t)).toEqual([7, 0, 0]);
    expect(events.some((e) => e.type === 'muggins')).toBe(false);
  });
  it('a wrong one gives the difference to the next player; the mover keeps the real points', () => {
    const { state: t, events } = must(state(pos), '6LK@c2=12');
    expect(totals(t)).toEqual([7, 5, 0]);
    expect(events.find((e) => e.type === 'muggins')).toMatchObject({ announced: 12, actual: 7, difference: 5, to: [1] });
  });
  it('option: every opponent receives it', () => {
    const { state: t } = must(state(pos.replace('muggins', 'muggins muggins=all')), '6LK@c2=4');
    expect(totals(t)).toEqual([7, 3, 3]);
  });
  it('without the variant, announcing is refused; legal moves carry the right announcement', () => {
    refused(state('options: 2p\nspread: 6MW@b2\nhand0: 6LK\nhand1: 5ML'), '6LK@c2=7', 'muggins', 'muggins-off');
    const s = state(pos);
    for (const m of legalMoves(s)) if (m.type === 'place') expect(m.announce).toBe(preview(s, m.card, m.cell)!.points);
  });
});

describe('open spread', () => {
  const s = state('options: 2p open\nspread: 5ML@e5 6MW@f5 7WY@g5 8WL@h5\nhand0: 9WY 2MK\nhand1: 3SK 4WL');
  it('every card goes orthogonally next to a card', () => {
    refused(s, '9WY@e3', 'open-spread', 'not-adjacent');
    refused(s, '9WY@d4', 'open-spread', 'not-adjacent');
    expect(play(s, '9WY@e4').ok).toBe(true);
  });
  it('the layout may not grow beyond 5×5', () => {
    expect(play(s, '9WY@i5').ok).toBe(true);
    const { state: t } = must(s, '9WY@d5');
    refused({ ...t, current: 0, hands: [['2MK'], ['3SK', '4WL']] }, '2MK@i5', 'open-spread', 'outside-bounds');
  });
  it('legal cells are exactly the adjacent empty cells within the bounds', () => {
    expect(legalCells(s).sort()).toEqual(['d5', 'e4', 'e6', 'f4', 'f6', 'g4', 'g6', 'h4', 'h6', 'i5'].sort());
  });
  it('scores as usual', () => {
    const b = preview(s, '9WY', 'i5')!;
    expect(b.points).toBe(7 + 20);
  });
});

describe('solitaire', () => {
  it('is lost when the hand is empty while cells are open', () => {
    const s = state('options: solitaire\nspread: 5SW@a1 8MS@d1 4WL@a4 7ML@d4\nhand0: 3SK');
    const { state: t, events } = must(s, '3SK@b2');
    expect(t.phase).toBe('over');
    expect(t.result).toEqual({ kind: 'solitaire', won: false, total: 0 });
    expect(events.find((e) => e.type === 'solitaireLost')).toMatchObject({ openCells: 11 });
    refused(t, 'deal', 'solitaire', 'game-over');
  });
  it('is won when the grid is full; cards left in hand cost penalties', () => {
    const s = state('options: solitaire\nspread: AM@a1 AS@b1 AW@c1 AL@d1 2MK@a2 2SY@b2 2WL@c2 3MW@d2 3SK@a3 3LY@b3 4MS@c3 4WL@d3 5ML@a4 5SW@b4 5YK@c4\nhand0: 9WY CS');
    const { state: t, events } = must(s, '9WY@d4');
    const placed = events.find((e) => e.type === 'placed')!;
    const pts = placed.type === 'placed' ? placed.breakdown.points : NaN;
    expect(t.result).toEqual({ kind: 'solitaire', won: true, total: pts - 10 });
  });
});
