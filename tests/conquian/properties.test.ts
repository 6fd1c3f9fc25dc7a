/**
 * Conquian's own invariants over random games (the contract suite in
 * tests/contract covers what every game holds: cards kept, states never
 * mutated, replays, termination under every option set, notation, views).
 */
import { describe, expect, it } from 'vitest';
import { apply, canPartition, CONQUIAN, isValidCombination, legalMoves, type ConquianMove, type ConquianState } from '../../src/engine/conquian';
import { optionCombos, playRandom } from '../helpers/contract';
import { GAMES_BY_ID } from '../../src/engine/games';

const statesOf = (options: Record<string, unknown>, seed: number): ConquianState[] => {
  const { states } = playRandom(CONQUIAN, options, seed, seed * 7 + 1);
  // playRandom is generic over every game; the states it returns are this game's.
  return states.filter((s): s is ConquianState => typeof s === 'object' && s !== null && 'hands' in s);
};

describe('hand + melds = 10 between turns', () => {
  it('for both players in random games under every option set (11 only while discarding after a meld, or when out)', () => {
    let checked = 0;
    for (const [i, options] of optionCombos(GAMES_BY_ID.conquian, 48).entries()) {
      for (const s of statesOf(options, 1000 + i)) {
        for (const p of [0, 1] as const) {
          const n = s.hands[p].length + s.melds[p].flat().length;
          const eleven = (p === s.current && s.phase === 'discard') || (s.result?.kind === 'win' && s.result.winner === p);
          expect(n, `options ${JSON.stringify(options)}, player ${p}, phase ${s.phase}`).toBe(eleven ? 11 : 10);
          expect(s.melds[p].every((m) => isValidCombination(m))).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(2000);
  }, 60_000);
});

describe('legalMoves completeness', () => {
  it('lists exactly the hand subsets that can be melded with the centre card (and, in the Bicycle variant, without it while a turned card lies up)', () => {
    let checked = 0;
    let handOnlyChecked = 0;
    let firstAfterHandOnly = 0;
    for (const handMelds of ['withCentre', 'turnedCard'] as const) {
      for (let seed = 0; seed < 50; seed++) {
        for (const state of statesOf({ handMelds }, seed)) {
          const legal = legalMoves(state);
          const melds = legal.filter((m) => m.type === 'meld');
          for (const m of melds.slice(-3)) expect(apply(state, m).ok, JSON.stringify(m)).toBe(true);
          if (state.phase !== 'offered' && state.phase !== 'turned' && state.phase !== 'forced') {
            expect(melds).toEqual([]);
            continue;
          }
          const hand = state.hands[state.current];
          const meld = state.melds[state.current].flat();
          const centre = state.centre!.card;
          // On the first turn the centre card needs a new combination with at least two of the hand cards used (R1).
          const firstTurnOk = (sub: string[]) => {
            if (!canPartition([...meld, centre, ...sub])) return false;
            for (let g = 0; g < 1 << sub.length; g++) {
              const grp = sub.filter((_, i) => g & (1 << i));
              if (grp.length >= 2 && isValidCombination([centre, ...grp]) && canPartition([...meld, ...sub.filter((x) => !grp.includes(x))])) return true;
            }
            return false;
          };
          const subsets = (base: string[], nonEmpty: boolean, first = false) => {
            const want = new Set<string>();
            for (let mask = nonEmpty ? 1 : 0; mask < 1 << hand.length; mask++) {
              const sub = hand.filter((_, i) => mask & (1 << i));
              if (first ? firstTurnOk(sub) : canPartition([...base, ...sub])) want.add(sub.slice().sort().join(' '));
            }
            return want;
          };
          const key = (m: ConquianMove) => (m.type === 'meld' ? m.hand.slice().sort().join(' ') : '');
          const withC = melds.filter((m) => m.type === 'meld' && m.melds.flat().includes(centre)).map(key);
          const without = melds.filter((m) => m.type === 'meld' && !m.melds.flat().includes(centre)).map(key);
          expect(new Set(withC).size).toBe(withC.length);
          expect(new Set(withC)).toEqual(subsets([...meld, centre], false, state.firstTurn));
          if (state.firstTurn && meld.length > 0) firstAfterHandOnly++;
          const window = state.phase === 'turned' && handMelds === 'turnedCard';
          expect(new Set(without)).toEqual(window ? subsets(meld, true) : new Set());
          if (window && without.length) handOnlyChecked++;
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(handOnlyChecked).toBeGreaterThan(20);
    expect(firstAfterHandOnly).toBeGreaterThan(0);
  }, 60_000);
});
