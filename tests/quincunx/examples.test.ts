import { describe, expect, it } from 'vitest';
import {
  apply, fromPosition, parseMove, parsePosition, QUINCUNX_EXAMPLES, QUINCUNX_GAME_EXAMPLES, QUINCUNX_RULES, totals,
  type QuincunxEvent, type QuincunxState, type StepExpectation,
} from '../../src/engine/quincunx';
import { QUINCUNX_EXAMPLE_TEXT } from '../../src/i18n/examples/quincunx';

function check(state: QuincunxState, events: readonly QuincunxEvent[], e: StepExpectation): void {
  const placed = events.find((x) => x.type === 'placed');
  const b = placed?.type === 'placed' ? placed.breakdown : null;
  if (e.points !== undefined) expect(b?.points).toBe(e.points);
  if (e.draws !== undefined) expect(b?.draws).toBe(e.draws);
  if (b) {
    // The total is always the sum of the items; the draws always the items' draws.
    expect(b.items.reduce((a, i) => a + i.points, 0)).toBe(b.points);
    expect(b.items.reduce((a, i) => a + i.draws, 0)).toBe(b.draws);
  }
  if (e.drawn !== undefined) {
    const drew = events.find((x) => x.type === 'drew');
    expect(drew?.type === 'drew' ? drew.cards.length : 0).toBe(e.drawn);
  }
  if (e.items) {
    expect(b).not.toBeNull();
    const got = b!.items.map((it, i) => {
      const want = e.items![i];
      return {
        kind: it.kind, points: it.points,
        ...(want?.draws !== undefined ? { draws: it.draws } : {}),
        ...(want?.rule !== undefined ? { rule: it.rule } : {}),
        ...(want?.cells !== undefined ? { cells: it.cells } : {}),
      };
    });
    expect(got).toEqual(e.items);
  }
  if (e.totals) expect(totals(state)).toEqual(e.totals);
  if (e.handSize) expect(state.hands[e.handSize[0]]!.length).toBe(e.handSize[1]);
  if (e.phase) expect(state.phase).toBe(e.phase);
  if (e.result !== undefined) expect(state.result).toEqual(e.result);
}

describe('quincunx worked examples', () => {
  it('cover the source example, every bonus, the Ace match, the Excuse and a Pawn, and the solitaire loss', () => {
    expect(QUINCUNX_EXAMPLES.map((e) => e.id)).toEqual([
      'source-crowns', 'pair', 'sequence', 'run-middle', 'two-directions', 'triple-excludes-pair', 'sequence-and-triple', 'power-play-44', 'ace-match', 'excuse-pawn', 'solitaire-lost',
    ]);
    expect(new Set(QUINCUNX_EXAMPLES.map((e) => e.id)).size).toBe(QUINCUNX_EXAMPLES.length);
  });

  for (const ex of QUINCUNX_EXAMPLES) {
    it(ex.id, () => {
      const pos = parsePosition(ex.position);
      if (!pos.ok) throw new Error(`${ex.id}: ${pos.error.code}`);
      let state = fromPosition(pos.value);
      for (const step of ex.steps) {
        const mv = parseMove(step.move);
        if (!mv.ok) throw new Error(`parse ${step.move}: ${mv.error.code}`);
        const r = apply(state, mv.value);
        if (step.expect.ok === true) {
          if (!r.ok) throw new Error(`${ex.id} ${step.move}: ${JSON.stringify(r.violation)}`);
          check(r.state, r.events, step.expect);
          state = r.state;
        } else {
          expect(r.ok, step.move).toBe(false);
          if (!r.ok) {
            expect(r.violation.rule).toBe(step.expect.ok);
            expect(QUINCUNX_RULES.has(r.violation.rule)).toBe(true);
          }
        }
      }
    });
  }

  it('every example has a title, a caption for its start and one per move in both languages, and no text is left over', () => {
    for (const lang of ['de', 'en'] as const) {
      expect(Object.keys(QUINCUNX_EXAMPLE_TEXT[lang]).sort()).toEqual(QUINCUNX_EXAMPLES.map((e) => e.id).sort());
      for (const ex of QUINCUNX_EXAMPLES) {
        const text = QUINCUNX_EXAMPLE_TEXT[lang][ex.id]!;
        expect(text.title.trim(), `${lang}/${ex.id}`).not.toBe('');
        expect(text.intro?.trim(), `${lang}/${ex.id}`).toBeTruthy();
        expect(text.steps, `${lang}/${ex.id}`).toHaveLength(ex.steps.length);
        for (const c of text.steps) expect(c.trim(), `${lang}/${ex.id}`).not.toBe('');
      }
    }
  });

  it('the contract examples start where the data says and make its moves', () => {
    expect(QUINCUNX_GAME_EXAMPLES.map((e) => e.id)).toEqual(QUINCUNX_EXAMPLES.map((e) => e.id));
    for (const [i, ex] of QUINCUNX_GAME_EXAMPLES.entries()) {
      const p = parsePosition(QUINCUNX_EXAMPLES[i]!.position);
      expect(p.ok && ex.start()).toEqual(p.ok && fromPosition(p.value));
      expect(ex.moves).toEqual(QUINCUNX_EXAMPLES[i]!.steps.map((s) => s.move));
    }
  });

  it('a wrong expectation would fail: the source example is not 0 points', () => {
    const ex = QUINCUNX_EXAMPLES.find((e) => e.id === 'source-crowns')!;
    const pos = parsePosition(ex.position);
    if (!pos.ok) throw new Error('parse');
    const mv = parseMove('CS@c3');
    if (!mv.ok) throw new Error('parse');
    const r = apply(fromPosition(pos.value), mv.value);
    expect(r.ok).toBe(true);
    if (r.ok) expect(() => check(r.state, r.events, { ok: true, points: 0 })).toThrow();
  });
});
