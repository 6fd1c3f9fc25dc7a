import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canPartition, isValidCombination, allCards, apply, legalMoves, setup, type ConquianMove, type ConquianState } from '../../src/engine/conquian';
import { conquianPack } from '../../src/engine/cards/french';
import { Rng } from '../../src/engine/core/rng';

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

const PACK = conquianPack().sort();

function playGame(seed: number, moveSeed: number, opts = {}): { states: ConquianState[]; moves: ConquianMove[] } {
  let state = deepFreeze(setup(opts, seed, (seed & 1) as 0 | 1));
  const states = [state];
  const moves: ConquianMove[] = [];
  const rng = Rng.from(moveSeed);
  for (let i = 0; i < 2000 && state.phase !== 'over'; i++) {
    const legal = legalMoves(state);
    expect(legal.length).toBeGreaterThan(0);
    const move = legal[rng.int(legal.length)]!;
    const before = JSON.stringify(state);
    const r = apply(state, move);
    if (!r.ok) throw new Error(`legal move rejected: ${JSON.stringify(move)} ${JSON.stringify(r.violation)}`);
    expect(JSON.stringify(state)).toBe(before);
    const cards = allCards(r.state).sort();
    expect(cards).toEqual(PACK);
    if (r.state.phase !== 'over' && ['offered', 'turn'].includes(r.state.phase)) {
      for (const p of [0, 1] as const) {
        const n = r.state.hands[p].length + r.state.melds[p].flat().length;
        expect(n).toBe(10);
      }
    }
    state = deepFreeze(r.state);
    states.push(state);
    moves.push(move);
  }
  expect(state.phase).toBe('over');
  return { states, moves };
}

describe('conquian random games', () => {
  it('1000 seeded games: cards conserved, no mutation, replay equal, every game ends', () => {
    let games = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer(), fc.constantFrom('anyFaceUp', 'startOfTurn'), (seed, ms, scope) => {
        const opts = { forcedAddScope: scope as 'anyFaceUp' | 'startOfTurn' };
        const { states, moves } = playGame(seed, ms, opts);
        let s = setup(opts, seed, (seed & 1) as 0 | 1);
        for (let i = 0; i < moves.length; i++) {
          const r = apply(s, moves[i]!);
          if (!r.ok) throw new Error('replay failed');
          s = r.state;
        }
        expect(s).toEqual(states[states.length - 1]);
        games++;
      }),
      { numRuns: 1000, seed: 20261122 },
    );
    expect(games).toBe(1000);
  }, 60000);

  it('hand-only melding option (Bicycle reading) also conserves cards and ends', () => {
    for (let seed = 0; seed < 100; seed++) playGame(seed, seed * 7 + 1, { meldFromHandOnlyWithCentre: false });
  });
});

describe('legalMoves completeness', () => {
  it('lists exactly the hand subsets that can be melded with the centre card (and, in the Bicycle variant, without it while a turned card lies up)', () => {
    let checked = 0;
    let handOnlyChecked = 0;
    let firstAfterHandOnly = 0;
    for (const meldFromHandOnlyWithCentre of [true, false]) {
      for (let seed = 0; seed < 80; seed++) {
        let state = setup({ meldFromHandOnlyWithCentre }, seed);
        const rng = Rng.from(seed + 5);
        while (state.phase !== 'over') {
          const legal = legalMoves(state);
          const melds = legal.filter((m) => m.type === 'meld');
          for (const m of melds.slice(-3)) expect(apply(state, m).ok, JSON.stringify(m)).toBe(true);
          if (state.phase === 'offered' || state.phase === 'turned' || state.phase === 'forced') {
            const hand = state.hands[state.current];
            const meld = state.melds[state.current].flat();
            const centre = state.centre!.card;
            const subsets = (base: string[], nonEmpty: boolean, first = false) => {
              const want = new Set<string>();
              for (let mask = nonEmpty ? 1 : 0; mask < 1 << hand.length; mask++) {
                const sub = hand.filter((_, i) => mask & (1 << i));
                if (first ? firstTurnOk(sub) : canPartition([...base, ...sub])) want.add(sub.slice().sort().join(' '));
              }
              return want;
            };
            const key = (m: ConquianMove) => (m.type === 'meld' ? m.hand.slice().sort().join(' ') : '');
            // On the first turn the centre card needs a new combination with at least two of the hand cards used (R1).
            const firstTurnOk = (sub: string[]) => {
              if (!canPartition([...meld, centre, ...sub])) return false;
              for (let g = 0; g < 1 << sub.length; g++) {
                const grp = sub.filter((_, i) => g & (1 << i));
                if (grp.length >= 2 && isValidCombination([centre, ...grp]) && canPartition([...meld, ...sub.filter((x) => !grp.includes(x))])) return true;
              }
              return false;
            };
            const withC = melds.filter((m) => m.type === 'meld' && m.melds.flat().includes(centre)).map(key);
            const without = melds.filter((m) => m.type === 'meld' && !m.melds.flat().includes(centre)).map(key);
            expect(new Set(withC).size).toBe(withC.length);
            expect(new Set(withC)).toEqual(subsets([...meld, centre], false, state.firstTurn));
            if (state.firstTurn && meld.length > 0) firstAfterHandOnly++;
            const window = state.phase === 'turned' && !meldFromHandOnlyWithCentre;
            expect(new Set(without)).toEqual(window ? subsets(meld, true) : new Set());
            if (window && without.length) handOnlyChecked++;
            checked++;
          } else {
            expect(melds).toEqual([]);
          }
          const r = apply(state, legal[rng.int(legal.length)]!);
          if (!r.ok) throw new Error('rejected');
          state = r.state;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(handOnlyChecked).toBeGreaterThan(20);
    expect(firstAfterHandOnly).toBeGreaterThan(0);
  }, 30_000);
});

describe('apply never throws', () => {
  it('on arbitrary JSON moves in random states', () => {
    const card = fc.constantFrom(...conquianPack(), '9h', 'x', '');
    const move = fc.oneof(
      fc.record({ type: fc.constantFrom('turn', 'decline', 'pass', 'force', 'noForce', 'discard', 'meld', 'bogus'), card, hand: fc.array(card, { maxLength: 4 }), melds: fc.array(fc.array(card, { maxLength: 5 }), { maxLength: 4 }) }),
      fc.anything(),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 40 }), move, (seed, steps, m) => {
        let s = setup({}, seed);
        const rng = Rng.from(seed);
        for (let i = 0; i < steps && s.phase !== 'over'; i++) {
          const l = legalMoves(s);
          const r = apply(s, l[rng.int(l.length)]!);
          if (r.ok) s = r.state;
        }
        deepFreeze(s);
        const r = apply(s, m as ConquianMove);
        if (!r.ok) expect(typeof r.violation.rule).toBe('string');
      }),
      { numRuns: 300, seed: 1 },
    );
  });
});
