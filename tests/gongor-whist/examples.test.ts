import { describe, expect, it } from 'vitest';
import { GONGOR_WHIST_EXAMPLE_TEXT } from '../../src/i18n/examples/gongor-whist';
import {
  acesLeft, apply, formatMove, playableCards, fromPosition, GONGOR_WHIST_EXAMPLES, GONGOR_WHIST_GAME_EXAMPLES, GONGOR_WHIST_RULES, legalMoves, parseMove, trickOutcome, tricksWon,
  type GongorWhistState, type StepExpectation,
} from '../../src/engine/gongor-whist';

function check(state: GongorWhistState, e: Omit<StepExpectation, 'ok' | 'code' | 'trick'>, last?: StepExpectation['trick']): void {
  if (e.phase) expect(state.phase).toBe(e.phase);
  if (e.trump !== undefined) expect(state.trump).toBe(e.trump);
  if (e.tricksWon !== undefined) expect(tricksWon(state)).toBe(e.tricksWon);
  if (e.acesLeft !== undefined) expect(acesLeft(state)).toBe(e.acesLeft);
  if (e.legal) expect(legalMoves(state).map(formatMove).sort()).toEqual([...e.legal].sort());
  if (e.wouldWin !== undefined) {
    expect(state.phase).toBe('decide');
    expect(trickOutcome(state.trick!.lead, state.trick!.card!, state.trump).won).toBe(e.wouldWin);
  }
  if (last) {
    const t = state.tricks[state.tricks.length - 1]!;
    expect({ won: t.won, reason: t.reason }).toEqual(last);
  }
}

describe('gongor whist worked examples', () => {
  it('every example has a title and one caption per step in both languages, and no text lacks an example', () => {
    for (const lang of ['de', 'en'] as const) {
      const text = GONGOR_WHIST_EXAMPLE_TEXT[lang];
      expect(Object.keys(text).sort()).toEqual(GONGOR_WHIST_EXAMPLES.map((e) => e.id).sort());
      for (const ex of GONGOR_WHIST_EXAMPLES) {
        expect(text[ex.id]!.title.trim(), `${lang} ${ex.id}`).not.toBe('');
        expect(text[ex.id]!.steps, `${lang} ${ex.id}`).toHaveLength(ex.steps.length);
        for (const c of text[ex.id]!.steps) expect(c.trim(), `${lang} ${ex.id}`).not.toBe('');
      }
    }
  });

  it('the contract examples are the same examples', () => {
    expect(GONGOR_WHIST_GAME_EXAMPLES.map((e) => e.id)).toEqual(GONGOR_WHIST_EXAMPLES.map((e) => e.id));
    for (const [i, ex] of GONGOR_WHIST_GAME_EXAMPLES.entries()) {
      expect(ex.start()).toEqual(fromPosition(GONGOR_WHIST_EXAMPLES[i]!.position));
      expect(ex.moves).toEqual(GONGOR_WHIST_EXAMPLES[i]!.steps.map((s) => s.move));
    }
  });

  it('there is one example for each case the page needs', () => {
    const reasons = new Set(GONGOR_WHIST_EXAMPLES.flatMap((ex) => ex.steps.map((s) => s.expect.trick?.reason).filter(Boolean)));
    for (const r of ['trump-over-plain', 'dummy-trump', 'higher-trump', 'lower-trump', 'followed-higher', 'followed-lower', 'no-shared-suit']) expect(reasons).toContain(r);
    expect(new Set(GONGOR_WHIST_EXAMPLES.map((e) => e.id)).size).toBe(GONGOR_WHIST_EXAMPLES.length);
  });

  for (const ex of GONGOR_WHIST_EXAMPLES) {
    it(ex.id, () => {
      let state = fromPosition(ex.position);
      if (ex.initial) check(state, ex.initial);
      for (const step of ex.steps) {
        const mv = parseMove(step.move);
        if (!mv.ok) throw new Error(`parse ${step.move}: ${mv.error.code}`);
        expect(formatMove(mv.value)).toBe(step.move);
        const r = apply(state, mv.value);
        if (step.expect.ok === true) {
          if (!r.ok) throw new Error(`${ex.id} ${step.move}: ${JSON.stringify(r.violation)}`);
          state = r.state;
          check(state, step.expect, step.expect.trick);
        } else {
          expect(r.ok, step.move).toBe(false);
          if (!r.ok) {
            expect(r.violation.rule).toBe(step.expect.ok);
            if (step.expect.code) expect(r.violation.code).toBe(step.expect.code);
            expect(GONGOR_WHIST_RULES.has(r.violation.rule)).toBe(true);
          }
        }
      }
    });
  }

  it('the source example: following the Bard asks for Suns only; Moons, though trump, play no part in it', () => {
    const ex = GONGOR_WHIST_EXAMPLES.find((e) => e.id === 'source-mountain')!;
    const r = apply(fromPosition(ex.position), { type: 'play', card: '2WL' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violation.params).toMatchObject({ lead: 'CS', suits: ['S'], cards: ['4MS', '7SK'] });
    // a Moons card without Suns does not follow the Bard, trump or not
    expect(playableCards(['2MK', '2WL', '4MS'], 'CS')).toEqual(['4MS']);
    expect(playableCards(['2MK', '2WL'], 'CS')).toEqual(['2MK', '2WL']);
  });

  it('the source example: the Mountain wins against the Bard only because Moons are trump', () => {
    expect(trickOutcome('CS', '4MS', 'M')).toEqual({ won: true, reason: 'trump-over-plain' });
    expect(trickOutcome('CS', '4MS', 'S')).toEqual({ won: false, reason: 'lower-trump' });
    expect(trickOutcome('CS', '4MS', 'W')).toEqual({ won: false, reason: 'followed-lower' });
    expect(trickOutcome('CS', '4MS', null)).toEqual({ won: false, reason: 'followed-lower' });
  });
});
