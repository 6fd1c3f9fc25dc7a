/**
 * Gongor Whist invariants along random games. Ending, card conservation,
 * unchanged states, replay and notation round-trips are the contract's
 * (tests/contract); here only what holds for this game.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  apply, formatMoves, GONGOR_WHIST, legalMoves, parseMoves, setup, tricksWon, unseenCards,
  type GongorWhistMove, type GongorWhistState,
} from '../../src/engine/gongor-whist';
import { basicDecktet } from '../../src/engine/cards/decktet';
import { Rng } from '../../src/engine/core/rng';
import { deepFreeze, optionCombos, playRandom } from '../helpers/contract';
import { GAMES_BY_ID } from '../../src/engine/games';

describe('gongor whist invariants along random games', () => {
  it('between moves: the dummy leads, hand and dummy match, seven tricks a hand, the trump is the last Ace turned; at the end the score and the result agree with the hands', () => {
    let games = 0;
    let seed = 1;
    for (const options of optionCombos(GAMES_BY_ID['gongor-whist'], 16, 5)) {
      for (let k = 0; k < 3; k++, seed++) {
        const { states, moves } = playRandom(GONGOR_WHIST, options, seed, seed * 7 + 1);
        states.forEach((raw, i) => {
          // plain checks (expect() per state is slow); a failure names the state
          const n = raw as GongorWhistState;
          const fail = (why: string) => { throw new Error(`${JSON.stringify(options)} seed ${seed}, state ${i}: ${why}`); };
          if (n.phase === 'play' || n.phase === 'decide') {
            if (n.trick!.lead !== n.dummy[0]) fail('the lead is not the dummy\'s top card');
            if (n.hand.length + (n.trick!.card ? 1 : 0) !== n.dummy.length) fail('hand and dummy differ in size');
            if (n.tricks.length + n.dummy.length !== 7) fail('not seven tricks');
            if (unseenCards(n).length !== 30 - n.played.length - n.hand.length - (n.trick!.card ? 2 : 1)) fail('unseen count');
          }
          if (n.trump !== null && n.trump !== n.aces[n.acesTurned - 1]![1]) fail('the trump is not the last Ace turned');
          if (n.acesTurned < 1 || tricksWon(n) > 7) fail('counts');
        });
        const final = states[states.length - 1] as GongorWhistState;
        const r = final.result!;
        if (r.kind === 'points') {
          expect(final.score).toBe(final.history.reduce((a, h) => a + h.points, 0));
          expect(r.passesUsed).toBe(final.pass);
          expect(r.clearWin).toBe(final.score > 50);
          const stopAt = final.options.pointsPasses === 'open' ? 100 : final.options.pointsPasses;
          expect(final.pass).toBeLessThanOrEqual(stopAt);
          if (!r.clearWin || (final.options.pointsPasses !== 'open' && !final.options.pointsStopAtClearWin)) expect(final.pass).toBe(stopAt);
        } else if (r.kind === 'lost') {
          expect(final.history[final.history.length - 1]!.made).toBe(false);
          expect(final.history.slice(0, -1).every((h) => h.made)).toBe(true);
        } else {
          expect(final.history).toHaveLength(8);
          expect(final.history.every((h) => h.made)).toBe(true);
        }
        // the short move record (the link's form) reads back as the same moves
        const rec = parseMoves(formatMoves(moves as GongorWhistMove[], true));
        expect(rec.ok && rec.value).toEqual(moves);
        games++;
      }
    }
    expect(games).toBe(51);
  }, 60_000);
});

describe('apply never throws', () => {
  it('on arbitrary JSON moves in random states', () => {
    const deck = basicDecktet().sort();
    const card = fc.constantFrom(...basicDecktet(), 'X', '', '4MX', 'constructor');
    const move = fc.oneof(
      fc.record({ type: fc.constantFrom('bid', 'play', 'twiddle', 'resolve', 'next', 'bogus', '__proto__'), card, n: fc.oneof(fc.integer({ min: -2, max: 9 }), fc.double(), fc.string()) }),
      fc.anything(),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 60 }), move, (seed, steps, m) => {
        let s = setup({ mode: seed % 2 ? 'points' : 'standard' }, seed);
        const rng = Rng.from(seed);
        for (let i = 0; i < steps && s.phase !== 'over'; i++) {
          const l = legalMoves(s);
          const r = apply(s, l[rng.int(l.length)]!);
          if (r.ok) s = r.state;
        }
        deepFreeze(s);
        const r = apply(s, m as GongorWhistMove);
        if (!r.ok) expect(GONGOR_WHIST.rules.has(r.violation.rule)).toBe(true);
        else expect([...GONGOR_WHIST.cards(r.state)].sort()).toEqual(deck);
      }),
      { numRuns: 500, seed: 1 },
    );
  });
});
