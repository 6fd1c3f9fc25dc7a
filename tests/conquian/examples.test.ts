import { describe, expect, it } from 'vitest';
import {
  apply, CONQUIAN_EXAMPLES, CONQUIAN_RULES, fromPosition, isValidCombination, legalMoves, parseMove, winningCards,
  type ConquianState, type StepExpectation,
} from '../../src/engine/conquian';
import { parseFrenchCards } from '../../src/engine/cards/notation';

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

describe('conquian worked examples', () => {
  for (const ex of CONQUIAN_EXAMPLES) {
    it(ex.id, () => {
      let state = fromPosition(ex.position);
      if (ex.initial) check(state, ex.initial);
      for (const c of ex.combos ?? []) {
        const cards = parseFrenchCards(c.cards);
        if (!cards.ok) throw new Error('bad cards');
        expect(isValidCombination(cards.value), c.cards).toBe(c.valid);
      }
      for (const step of ex.steps) {
        expect(step.caption.de.length).toBeGreaterThan(0);
        expect(step.caption.en.length).toBeGreaterThan(0);
        const mv = parseMove(step.move);
        if (!mv.ok) throw new Error(`parse ${step.move}: ${mv.error.code}`);
        const r = apply(state, mv.value);
        if (step.expect.ok === true) {
          if (!r.ok) throw new Error(`${ex.id} ${step.move}: ${JSON.stringify(r.violation)}`);
          state = r.state;
          check(state, step.expect);
        } else {
          expect(r.ok, step.move).toBe(false);
          if (!r.ok) {
            expect(r.violation.rule).toBe(step.expect.ok);
            expect(CONQUIAN_RULES.has(r.violation.rule)).toBe(true);
          }
        }
      }
    });
  }
});
