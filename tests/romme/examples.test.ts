import { describe, expect, it } from 'vitest';
import {
  apply, bestMelds, exampleStart, legalMoves, firstMeldMinimum, fromPosition, helpfulCards, jokerHelps, meldRules, parseMove, parsePosition,
  ROMME_EXAMPLES, ROMME_RULES, allCards, type Expectation, type RommeEvent, type RommeState,
} from '../../src/engine/romme';
import { parseFrenchCards } from '../../src/engine/cards/notation';
import { ROMME_EXAMPLE_TEXT } from '../../src/i18n/examples/romme';
import { LANGS } from '../../src/i18n/ui';
import { expectReachable } from './reachable';

function check(state: RommeState, e: Expectation, events: readonly RommeEvent[], where: string): void {
  const rules = meldRules(state.options);
  if (e.phase) expect(state.phase, where).toBe(e.phase);
  if (e.current !== undefined) expect(state.current, where).toBe(e.current);
  if (e.hand) expect(state.hands[e.hand[0]]!.length, where).toBe(e.hand[1]);
  if (e.handHas) for (const c of e.handHas[1]) expect(state.hands[e.handHas[0]], where).toContain(c);
  if (e.meld) expect(state.melds[e.meld[0]]![e.meld[1]]!.join(' '), where).toBe(e.meld[2]);
  if (e.meldValue !== undefined) {
    const ev = events.find((x) => x.type === 'melded');
    expect(ev && ev.type === 'melded' ? ev.value : null, where).toBe(e.meldValue);
  }
  if (e.best) expect(bestMelds(state.hands[e.best[0]]!, rules).value, where).toBe(e.best[1]);
  if (e.firstMeld) expect(bestMelds(state.hands[e.firstMeld[0]]!, rules).value >= firstMeldMinimum(state.options), where).toBe(e.firstMeld[1]);
  if (e.hypothetical) {
    const cards = parseFrenchCards(e.hypothetical.cards);
    if (!cards.ok) throw new Error(cards.error.code);
    expect(bestMelds(cards.value, rules).value, where).toBe(e.hypothetical.best);
  }
  if (e.helpful) expect(helpfulCards(state, e.helpful[0]).sort(), where).toEqual([...e.helpful[1]].sort());
  if (e.jokerHelps) expect(jokerHelps(state.hands[e.jokerHelps[0]]!, rules), where).toBe(e.jokerHelps[1]);
  const last = state.history[state.history.length - 1];
  if (e.penalties) expect(last?.penalties, where).toEqual(e.penalties);
  if (e.winner !== undefined) expect(last?.winner ?? null, where).toBe(e.winner);
  if (e.scores) expect(state.scores, where).toEqual(e.scores);
  if (e.stock !== undefined) expect(state.stock.length, where).toBe(e.stock);
  if (e.discard !== undefined) expect(state.discard.length, where).toBe(e.discard);
  if (e.leftover !== undefined) expect(state.call?.leftover, where).toBe(e.leftover);
}

describe('Rommé worked examples', () => {
  it('have distinct ids, and words in both languages: a title, an intro and one caption per step', () => {
    const ids = ROMME_EXAMPLES.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const lang of LANGS) expect(Object.keys(ROMME_EXAMPLE_TEXT[lang]).sort()).toEqual([...ids].sort());
    for (const ex of ROMME_EXAMPLES) {
      const de = ROMME_EXAMPLE_TEXT.de[ex.id]!;
      const en = ROMME_EXAMPLE_TEXT.en[ex.id]!;
      for (const words of [de, en]) {
        expect(words.steps, ex.id).toHaveLength(ex.steps.length);
        for (const text of [words.title, words.intro ?? '', ...words.steps]) expect(text.length, ex.id).toBeGreaterThan(3);
      }
      [de.title, de.intro, ...de.steps].forEach((text, i) => expect(text, `${ex.id} #${i}`).not.toBe([en.title, en.intro, ...en.steps][i]));
    }
  });

  it('advice-dead-card: both ♣8s are buried, so no legal move gives A a ♣8 (issue 12)', () => {
    const ex = ROMME_EXAMPLES.find((e) => e.id === 'advice-dead-card')!;
    const pos = parsePosition(ex.position);
    if (!pos.ok) throw new Error(pos.error.code);
    const start = fromPosition(pos.value);
    expect(start.discard.filter((c) => c === '8c' || c === "8c'")).toHaveLength(2);
    const legal = legalMoves(start);
    expect(legal.length).toBeGreaterThan(0);
    for (const m of legal) {
      const r = apply(start, m);
      if (!r.ok) throw new Error(JSON.stringify(m));
      expect(r.state.hands[0], JSON.stringify(m)).not.toContain('8c');
      expect(r.state.hands[0], JSON.stringify(m)).not.toContain("8c'");
    }
  });

  it('every example starts in a position that play can reach (issue 12)', () => {
    for (const ex of ROMME_EXAMPLES) expectReachable(exampleStart(ex), ex.id);
  });

  for (const ex of ROMME_EXAMPLES) {
    it(ex.id, () => {
      const pos = parsePosition(ex.position);
      if (!pos.ok) throw new Error(`${ex.id}: ${pos.error.code}`);
      let state = fromPosition(pos.value);
      const cards = allCards(state);
      expect(cards.length).toBe(106);
      expect(new Set(cards).size).toBe(106);
      if (ex.initial) check(state, ex.initial, [], `${ex.id} initial`);
      ex.steps.forEach((step, i) => {
        const where = `${ex.id} step ${i + 1} (${step.move})`;
        const mv = parseMove(step.move);
        if (!mv.ok) throw new Error(`${where}: ${mv.error.code}`);
        const r = apply(state, mv.value);
        if (step.expect.ok === true) {
          if (!r.ok) throw new Error(`${where}: refused ${JSON.stringify(r.violation)}`);
          state = r.state;
          check(state, step.expect, r.events, where);
        } else {
          expect(r.ok, where).toBe(false);
          if (!r.ok) {
            expect(r.violation.rule, where).toBe(step.expect.ok);
            expect(ROMME_RULES.has(r.violation.rule)).toBe(true);
            if (step.expect.code) expect(r.violation.code, where).toBe(step.expect.code);
          }
          check(state, step.expect, [], where);
        }
        expect(new Set(allCards(state)).size, where).toBe(106);
      });
    });
  }
});
