import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cellIndex, cellName, formatGame, formatMove, formatMoves, formatOptions, formatPosition, formatState, fromPosition, normalizeOptions, parseGame, parseMove,
  parseMoves, parseOptions, parsePosition, parseState, QUINCUNX, QUINCUNX_EXAMPLES, setup, type QuincunxMove, type QuincunxOptions,
} from '../../src/engine/quincunx';
import { basicDecktet } from '../../src/engine/cards/decktet';

describe('cells', () => {
  it('a1 is top left; letters are columns, digits rows', () => {
    expect(cellIndex('a1', 5, 5)).toBe(0);
    expect(cellIndex('e1', 5, 5)).toBe(4);
    expect(cellIndex('a2', 5, 5)).toBe(5);
    expect(cellIndex('C3', 5, 5)).toBe(12);
    expect(cellIndex('e5', 5, 5)).toBe(24);
    expect(cellIndex('e5', 4, 4)).toBe(-1);
    expect(cellIndex('i9', 9, 9)).toBe(80);
    expect(cellIndex('j1', 9, 9)).toBe(-1);
    expect(cellIndex(7, 5, 5)).toBe(-1);
  });
  it('round-trips on every grid', () => {
    for (const [r, c] of [[5, 5], [4, 4], [9, 9]] as const) {
      for (let i = 0; i < r * c; i++) expect(cellIndex(cellName(i, c), r, c)).toBe(i);
    }
  });
});

describe('moves', () => {
  it('parses card@cell, an announcement, and deal', () => {
    expect(parseMove('CS@c3')).toEqual({ ok: true, value: { type: 'place', card: 'CS', cell: 'c3' } });
    expect(parseMove(' 2km@C3=-4 ')).toEqual({ ok: true, value: { type: 'place', card: '2MK', cell: 'c3', announce: -4 } });
    expect(parseMove('Deal')).toEqual({ ok: true, value: { type: 'deal' } });
  });
  it('names the bad token and its position', () => {
    const bad = (text: string, code: string, token: string, position: number) => {
      const r = parseMove(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect([r.error.code, r.error.token, r.error.position]).toEqual([code, token, position]);
    };
    bad('', 'empty', '', 0);
    bad('CS', 'unknown-move', 'CS', 0);
    bad('ZZ@c3', 'bad-card', 'ZZ', 0);
    bad('  CS@z9', 'bad-cell', 'z9', 5);
    bad('CS@c3=five', 'bad-announcement', 'five', 6);
    bad('CS@c3 AM@b1', 'unexpected-token', 'AM@b1', 6);
  });
  it('format is canonical and parse(format(m)) round-trips', () => {
    const move = fc.oneof(
      fc.constant<QuincunxMove>({ type: 'deal' }),
      fc.record({
        type: fc.constant('place' as const),
        card: fc.constantFrom(...basicDecktet(), 'X', 'PMYK'),
        cell: fc.tuple(fc.constantFrom(...'abcdefghi'), fc.integer({ min: 1, max: 9 })).map(([l, n]) => `${l}${n}`),
      }),
      fc.record({
        type: fc.constant('place' as const),
        card: fc.constantFrom(...basicDecktet()),
        cell: fc.constantFrom('a1', 'c3', 'e5'),
        announce: fc.integer({ min: -200, max: 500 }),
      }),
    );
    fc.assert(fc.property(move, (m) => {
      const text = formatMove(m);
      expect(parseMove(text)).toEqual({ ok: true, value: m });
      expect(formatMove((parseMove(text) as { value: QuincunxMove }).value)).toBe(text);
    }), { numRuns: 500 });
  });
  it('lists of moves', () => {
    const r = parseMoves('CS@c3, AM@b1 deal');
    expect(r.ok && formatMoves(r.value)).toBe('CS@c3 AM@b1 deal');
    expect(parseMoves('CS@c3 oops').ok).toBe(false);
  });
  it('a non-string reads as nothing (arbitrary strings: tests/quincunx/links.test.ts)', () => {
    expect(parseMove(undefined as unknown as string).ok).toBe(false);
    expect(parsePosition(null as unknown as string).ok).toBe(false);
  });
});

describe('options and games', () => {
  it('defaults are left out; every reading has a token', () => {
    expect(formatOptions({})).toBe('2p');
    expect(formatOptions({ mode: 'solitaire4x4' })).toBe('solitaire');
    expect(formatOptions({ players: 3, mode: 'openSpread', excuse: true, flush: true })).toBe('3p open excuse flush');
    const all: Partial<QuincunxOptions> = {
      players: 4, pawns: true, muggins: true, pairsOrthogonalOnly: false, tripleExcludesPair: 'strict', extendCountsAsComplete: false, bothBonusesInOneLine: true,
      pawnBridges9Crown: true, pawnPowerPlayValue: 0, powerPlayOrthogonalOnly: false, powerPlayCountsPartners: true,
      flushRequiresCommonSuit: false, mugginsBeneficiary: 'allOpponents',
    };
    const text = formatOptions(all);
    const back = parseOptions(text);
    expect(back.ok && normalizeOptions(back.value)).toEqual(normalizeOptions(all));
  });
  it('round-trips random option sets', () => {
    const opts = fc.record({
      mode: fc.constantFrom('standard', 'openSpread', 'solitaire4x4'), players: fc.integer({ min: 2, max: 4 }),
      excuse: fc.boolean(), pawns: fc.boolean(), flush: fc.boolean(), muggins: fc.boolean(),
      pairsOrthogonalOnly: fc.boolean(), tripleExcludesPair: fc.constantFrom('perLine', 'strict'), extendCountsAsComplete: fc.boolean(), bothBonusesInOneLine: fc.boolean(),
      pawnBridges9Crown: fc.boolean(), pawnPowerPlayValue: fc.integer({ min: 0, max: 10 }), powerPlayOrthogonalOnly: fc.boolean(),
      powerPlayCountsPartners: fc.boolean(), flushRequiresCommonSuit: fc.boolean(), mugginsBeneficiary: fc.constantFrom('nextPlayer', 'allOpponents'),
    }) as fc.Arbitrary<QuincunxOptions>;
    fc.assert(fc.property(opts, (o) => {
      const r = parseOptions(formatOptions(o));
      expect(r.ok).toBe(true);
      if (r.ok) expect(normalizeOptions(r.value)).toEqual(normalizeOptions(o));
    }), { numRuns: 300 });
  });
  it('refuses unknown or contradictory tokens', () => {
    const r = parseOptions('2p sparkle');
    expect(!r.ok && [r.error.token, r.error.position]).toEqual(['sparkle', 3]);
    expect(parseOptions('1p').ok).toBe(false);
    expect(parseOptions('solitaire 3p')).toEqual({ ok: false, error: { code: 'bad-option', token: '3p', position: 10 } });
    expect(parseOptions('triple=loose').ok).toBe(false);
  });
  it('a game is options plus a seed; digits are a number', () => {
    expect(formatGame({ options: { players: 3 }, seed: 42 })).toBe('3p seed:42');
    const g = parseGame('3p open seed:42');
    expect(g.ok && g.value.seed).toBe(42);
    expect(g.ok && g.value.options.mode).toBe('openSpread');
    const h = parseGame('seed:abc');
    expect(h.ok && [h.value.seed, h.value.options.players]).toEqual(['abc', 2]);
    expect(parseGame('3p').ok).toBe(false);
    expect(parseGame('seed:<script>').ok).toBe(false);
  });
});

describe('positions', () => {
  it('every example position round-trips', () => {
    for (const ex of QUINCUNX_EXAMPLES) {
      const p = parsePosition(ex.position);
      if (!p.ok) throw new Error(`${ex.id}: ${p.error.code}`);
      const again = parsePosition(formatPosition(p.value));
      expect(again.ok && fromPosition(again.value)).toEqual(fromPosition(p.value));
    }
  });
  it('a full position with pile, seats, round and scores', () => {
    const text = 'options: 3p\nspread: CM@a1 AS@e1\nhand0: 2MK\nhand1: 3SK\nhand2: 4WL\npile: 5ML 6MW\ncurrent: 2\ndealer: 1\nround: 1\nscores: 4 -3 0';
    const p = parsePosition(text);
    if (!p.ok) throw new Error(p.error.code);
    expect(formatPosition(p.value)).toBe(text);
    const s = fromPosition(p.value);
    expect([s.current, s.dealer, s.round, s.pile.length]).toEqual([2, 1, 1, 2]);
  });
  it('refuses duplicates, cards outside the deck, cells off the grid, unknown fields', () => {
    const err = (t: string) => { const r = parsePosition(t); return r.ok ? null : r.error; };
    expect(err('spread: CS@a1 CS@b1')).toEqual({ code: 'duplicate-card', token: 'CS', position: 14 });
    expect(err('hand0: CS\nspread: CS@a1')).toEqual({ code: 'duplicate-card', token: 'CS', position: 18 });
    expect(err('spread: PMYK@a1')).toEqual({ code: 'not-in-deck', token: 'PMYK', position: 8 });
    expect(err('options: solitaire\nspread: CS@e5')).toEqual({ code: 'not-a-cell', token: 'e5', position: 30 });
    expect(err('spread: CS@a1 AM@a1')?.code).toBe('duplicate-cell');
    expect(err('colour: red')).toMatchObject({ code: 'unknown-field', token: 'colour', position: 0 });
    expect(err('hand0: CS QQ')).toMatchObject({ code: 'bad-card', token: 'QQ', position: 10 });
    expect(err('current: 7')).toEqual({ code: 'bad-seat', token: 'current', position: 0 });
    expect(err('spread: CS@a1\ndealer: 2')).toEqual({ code: 'bad-seat', token: 'dealer', position: 14 });
    expect(err('hand2: CS')).toEqual({ code: 'hand-count', token: 'hand2', position: 0 });
    expect(err('round: 2')?.code).toBe('bad-round');
    expect(err('scores: 1 2 3')?.code).toBe('score-count');
    expect(err('options: 3p\nround: 2\nscores: 1 2 3')).toBeNull();
  });
  it('a setup state can be written as a position and read back to the same play', () => {
    const s = setup({ players: 3, dealer: 0, flush: true }, 'pos');
    const text = formatState(s);
    expect(text).toContain('options: 3p flush\n');
    expect(text).toMatch(/\ncurrent: 1$/);
    const t = parseState(text);
    if (!t.ok) throw new Error(t.error.code);
    expect([t.value.spread, t.value.hands, t.value.pile, t.value.current, t.value.dealer, t.value.options]).toEqual([s.spread, s.hands, s.pile, s.current, s.dealer, s.options]);
  });
  it('a position says what it need not: a full spread is a finished round, an empty solitaire hand a lost game', () => {
    const full = 'AM@a1 AS@b1 AW@c1 AL@d1 AY@e1 2MK@a2 2SY@b2 2WL@c2 3MW@d2 3SK@e2 3LY@a3 4MS@b3 4WL@c3 4YK@d3 5ML@e3 5SW@a4 5YK@b4 6MW@c4 6SY@d4 6LK@e4 7ML@a5 7SK@b5 7WY@c5 8MS@d5 8WL@e5';
    const between = parseState(`spread: ${full}\nhand0: 9MS\nhand1: CS\nscores: 4 -3`);
    expect(between.ok && [between.value.phase, QUINCUNX.toAct(between.value), QUINCUNX.legalMoves(between.value)]).toEqual(['roundEnd', 0, [{ type: 'deal' }]]);
    const last = parseState(`spread: ${full}\nhand0: 9MS\nhand1: CS\nround: 1\nscores: 4 -3`);
    expect(last.ok && [last.value.phase, QUINCUNX.result(last.value)]).toEqual(['over', { code: 'scores', winners: [0], scores: [4, -3] }]);
    expect(last.ok && formatState(last.value)).toBe(`options: 2p\nspread: ${full.split(' ').sort((a, b) => a.split('@')[1]![1]!.localeCompare(b.split('@')[1]![1]!) || a.split('@')[1]![0]!.localeCompare(b.split('@')[1]![0]!)).join(' ')}\nhand0: 9MS\nhand1: CS\nround: 1\nscores: 4 -3`);
    const lost = parseState('options: solitaire\nspread: 5SW@a1 8MS@d1 4WL@a4 7ML@d4 3SK@b2\nscores: 12');
    expect(lost.ok && QUINCUNX.result(lost.value)).toEqual({ code: 'lost', winners: [], scores: [12] });
    // In a running round the seat to play holds cards.
    const next = parseState('spread: CS@a1\nhand0:\nhand1: 2MK');
    expect(next.ok && next.value.current).toBe(1);
  });
});

describe('the notation page partials', () => {
  for (const lang of ['de', 'en']) {
    it(`${lang}: every documented link and position replays in the engine`, async () => {
      const { readFileSync } = await import('node:fs');
      // the play page's partial (moves, links) and the notation page's positions
      const blocksOf = (file: string) => [...readFileSync(new URL(`../../src/notation/${lang}/${file}.mdx`, import.meta.url), 'utf8').matchAll(/```regelwerk\n([\s\S]*?)```/g)].map((m) => m[1]!);
      const blocks = [...blocksOf('quincunx-positions'), ...blocksOf('quincunx')];
      expect(blocks).toHaveLength(2);
      // Position block: the fields, then the move.
      const lines = blocks[0]!.trim().split('\n');
      const pos = parsePosition(lines.slice(0, -1).join('\n'));
      if (!pos.ok) throw new Error(pos.error.code);
      const mv = parseMove(lines[lines.length - 1]!);
      if (!mv.ok) throw new Error(mv.error.code);
      const { apply } = await import('../../src/engine/quincunx');
      expect(apply(fromPosition(pos.value), mv.value).ok).toBe(true);
      // Link block: decode as the browser would and replay.
      for (const link of blocks[1]!.trim().split('\n')) {
        const params = new URLSearchParams(link.slice(1));
        const game = params.get('qx-game');
        if (game !== null) {
          const [head, moves] = game.split('|');
          const g = parseGame(head!);
          if (!g.ok) throw new Error(g.error.code);
          let s = setup(g.value.options, g.value.seed);
          const ms = parseMoves(moves ?? '');
          if (!ms.ok) throw new Error(ms.error.code);
          for (const m of ms.value) {
            const r = apply(s, m);
            if (!r.ok) throw new Error(`${link}: ${JSON.stringify(r.violation)}`);
            s = r.state;
          }
          expect(ms.value.length).toBeGreaterThan(0);
        }
        const explore = params.get('qx-explore');
        if (explore !== null) {
          const [o, spread, played] = explore.split('|');
          expect(parseOptions(o!).ok).toBe(true);
          expect(parseMoves(spread!).ok).toBe(true);
          expect(parseMove(played!).ok).toBe(true);
        }
      }
    });
  }
});

describe('formatSpread', () => {
  it('lists cards by row, then column (the order the localeCompare sort wrote, so old links read the same)', async () => {
    const { formatSpread } = await import('../../src/engine/quincunx/notation');
    const cards = basicDecktet();
    const cells = [...Array(81).keys()].map((i) => cellName(i, 9));
    fc.assert(fc.property(fc.shuffledSubarray(cells, { minLength: 1, maxLength: 20 }), (picked) => {
      const spread = Object.fromEntries(picked.map((c, i) => [c, cards[i]!]));
      const byLocale = Object.entries(spread).sort(([a], [b]) => a[1]!.localeCompare(b[1]!) || a[0]!.localeCompare(b[0]!));
      expect(formatSpread(spread)).toBe(byLocale.map(([cell, card]) => `${card}@${cell}`).join(' '));
      const order = formatSpread(spread).split(' ').map((t) => cellIndex(t.split('@')[1], 9, 9));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }));
  });
});
