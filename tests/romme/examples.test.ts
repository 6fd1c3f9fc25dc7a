import { describe, expect, it } from 'vitest';
import {
  apply, bestMelds, checkMeld, handSize, legalMoves, meldValue, firstMeldMinimum, fromPosition, helpfulCards, jokerHelps, meldRules, parseMove, parsePosition, positionProblem,
  ROMME_EXAMPLES, ROMME_RULES, allCards, type Expectation, type RommeEvent, type RommeState,
} from '../../src/engine/romme';
import { parseFrenchCards } from '../../src/engine/cards/notation';

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
  it('have distinct ids and captions in both languages', () => {
    const ids = ROMME_EXAMPLES.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const ex of ROMME_EXAMPLES) {
      for (const c of [ex.title, ex.intro, ...ex.steps.map((s) => s.caption)]) {
        expect(c.de.length).toBeGreaterThan(3);
        expect(c.en.length).toBeGreaterThan(3);
        expect(c.de).not.toBe(c.en);
      }
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
    for (const ex of ROMME_EXAMPLES) {
      const pos = parsePosition(ex.position);
      if (!pos.ok) throw new Error(pos.error.code);
      const s = fromPosition(pos.value);
      const o = s.options;
      const size = handSize(o);
      const drew = s.phase === 'play' ? 1 : 0;
      const table = s.melds.map((ms) => ms.flat().length);
      // every card a seat holds or has put down came from its deal and its draws: the total is the deal plus the current draw
      expect(s.hands.flat().length + table.reduce((a, b) => a + b, 0), ex.id).toBe(size * s.players + drew);
      for (let seat = 0; seat < s.players; seat++) {
        const where = `${ex.id}, seat ${seat}`;
        for (const m of s.melds[seat]!) expect(checkMeld(m, meldRules(o)).ok, `${where}: ${m.join(' ')}`).toBe(true);
        if (!s.melded[seat]) {
          expect(table[seat], where).toBe(0);
          expect(s.hands[seat]!.length, where).toBe(size + (seat === s.current ? drew : 0));
        } else if (o.variant !== 'noLayout') {
          // melds only grow (and a joker exchanged keeps the value), so a seat's melds are worth at least its first meld
          const value = s.melds[seat]!.reduce((a, m) => a + meldValue(m, meldRules(o)), 0);
          expect(value, `${where}: melds worth ${value}`).toBeGreaterThanOrEqual(firstMeldMinimum(o));
        }
      }
    }
  });

  for (const ex of ROMME_EXAMPLES) {
    it(ex.id, () => {
      const pos = parsePosition(ex.position);
      if (!pos.ok) throw new Error(`${ex.id}: ${pos.error.code}`);
      expect(positionProblem(pos.value)).toBeNull();
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
