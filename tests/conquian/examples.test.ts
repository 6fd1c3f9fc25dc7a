import { describe, expect, it } from 'vitest';
import {
  apply, CONQUIAN_EXAMPLES, CONQUIAN_RULES, comboProblem, fromPosition, isValidCombination, legalMoves, parseMove, winningCards,
  type ConquianState, type ExampleStep, type StepExpectation,
} from '../../src/engine/conquian';
import { conquianPack } from '../../src/engine/cards/french';
import { parseFrenchCards } from '../../src/engine/cards/notation';
import { CONQUIAN_EXAMPLE_TEXT } from '../../src/i18n/examples/conquian';
import { LANGS } from '../../src/i18n/ui';

function check(state: ConquianState, e: Omit<StepExpectation, 'ok'>): void {
  if (e.phase) expect(state.phase).toBe(e.phase);
  if (e.meldSize) expect(state.melds[e.meldSize[0]].flat().length).toBe(e.meldSize[1]);
  if (e.handSize) expect(state.hands[e.handSize[0]].length).toBe(e.handSize[1]);
  if (e.result !== undefined) expect(state.result).toEqual(e.result);
  if (e.winningCards) expect(winningCards(state, e.winningCards[0]).sort()).toEqual([...e.winningCards[1]].sort());
  if (e.canMeldWith) {
    const [cards, want] = e.canMeldWith;
    const has = legalMoves(state).some((m) => m.type === 'meld' && cards.every((c) => m.hand.includes(c)));
    expect(has).toBe(want);
  }
}

/**
 * A position that can arise in play: all 40 cards, each once; every meld
 * splits into valid combinations; hand plus melds is ten for both players,
 * eleven only for the player who has melded and still has to discard (or has
 * gone out); on the non-dealer's first turn nothing is melded or dead yet.
 */
function expectReachable(state: ConquianState, where: string): void {
  const all = [
    ...state.stock, ...(state.centre ? [state.centre.card] : []), ...state.dead,
    ...state.hands[0], ...state.hands[1], ...state.melds[0].flat(), ...state.melds[1].flat(),
  ];
  expect(all.sort(), `${where}: every card once`).toEqual(conquianPack().sort());
  expect(state.stock.length, `${where}: stock`).toBeLessThanOrEqual(20);
  for (const p of [0, 1] as const) {
    for (const combo of state.melds[p]) expect(comboProblem(combo), `${where}: ${combo.join(' ')}`).toBeNull();
    const n = state.hands[p].length + state.melds[p].flat().length;
    const melding = p === state.current && state.phase === 'discard';
    const won = state.result?.kind === 'win' && state.result.winner === p;
    expect(n, `${where}: hand + melds of player ${p}`).toBe(melding || won ? 11 : 10);
  }
  if (state.firstTurn) {
    expect(state.melds.flat().length + state.dead.length, `${where}: first turn`).toBe(0);
    expect(state.stock.length).toBeGreaterThanOrEqual(19);
  }
}

/** Play the steps from `state`, checking every expectation and the invariant after every accepted move. */
function replay(id: string, start: ConquianState, steps: readonly ExampleStep[]): ConquianState {
  let state = start;
  for (const step of steps) {
    const mv = parseMove(step.move);
    if (!mv.ok) throw new Error(`parse ${step.move}: ${mv.error.code}`);
    const r = apply(state, mv.value);
    if (step.expect.ok === true) {
      if (!r.ok) throw new Error(`${id} ${step.move}: ${JSON.stringify(r.violation)}`);
      state = r.state;
      check(state, step.expect);
      expectReachable(state, `${id} after ${step.move}`);
    } else {
      expect(r.ok, step.move).toBe(false);
      if (!r.ok) {
        expect(r.violation.rule).toBe(step.expect.ok);
        expect(CONQUIAN_RULES.has(r.violation.rule)).toBe(true);
      }
    }
  }
  return state;
}

describe('conquian worked examples', () => {
  for (const ex of CONQUIAN_EXAMPLES) {
    it(ex.id, () => {
      const start = fromPosition(ex.position);
      expectReachable(start, `${ex.id} start`);
      if (ex.initial) check(start, ex.initial);
      for (const c of ex.combos ?? []) {
        const cards = parseFrenchCards(c.cards);
        if (!cards.ok) throw new Error('bad cards');
        expect(isValidCombination(cards.value), c.cards).toBe(c.valid);
      }
      replay(ex.id, start, ex.steps);
    });
  }

  it('forced ♥K: after the Ace is discarded only the ♦2 wins at once, and pagat\'s route (♥5 laid off, then ♥4) still wins later', () => {
    const ex = CONQUIAN_EXAMPLES.find((e) => e.id === 'forced-king')!;
    expect(ex.steps.at(-1)!.expect.winningCards).toEqual([1, ['2d']]);
    const line = ex.lines!.find((l) => l.after === ex.steps.length)!;
    const atStep = replay(ex.id, fromPosition(ex.position), ex.steps.slice(0, line.after));
    expect(winningCards(atStep, 1)).not.toContain('5h');
    const end = replay(`${ex.id} line`, atStep, line.steps);
    expect(end.result).toEqual({ kind: 'win', winner: 1 });
    expect(end.melds[1].flat().sort()).toEqual(['3c', '3d', '3h', '3s', '4h', '5h', '6h', '7h', 'Jh', 'Kh', 'Qh']);
    const texts = line.steps.map((s) => s.move);
    expect(texts.indexOf('meld | 3c 3s 3h 3d / 5h 6h 7h Jh Qh Kh')).toBeLessThan(texts.indexOf('meld | 3c 3s 3h 3d / 4h 5h 6h 7h Jh Qh Kh'));
  });

  it('every line replays from its step', () => {
    for (const ex of CONQUIAN_EXAMPLES) {
      for (const line of ex.lines ?? []) {
        expect(line.after).toBeLessThanOrEqual(ex.steps.length);
        const from = replay(ex.id, fromPosition(ex.position), ex.steps.slice(0, line.after));
        replay(`${ex.id} line`, from, line.steps);
      }
    }
  });

  it('every example has a title and one caption per step in both languages, and no text without an example', () => {
    for (const lang of LANGS) {
      const text = CONQUIAN_EXAMPLE_TEXT[lang];
      expect(Object.keys(text).sort()).toEqual(CONQUIAN_EXAMPLES.map((e) => e.id).sort());
      for (const ex of CONQUIAN_EXAMPLES) {
        expect(text[ex.id]!.title.length, `${lang} ${ex.id}`).toBeGreaterThan(0);
        expect(text[ex.id]!.steps.length, `${lang} ${ex.id}`).toBe(ex.steps.length);
        for (const caption of text[ex.id]!.steps) expect(caption.trim().length).toBeGreaterThan(0);
      }
    }
  });
});
