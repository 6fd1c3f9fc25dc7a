import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  allCards, apply, formatMoves, legalMoves, parseMoves, setup, tricksWon, unseenCards,
  type GongorWhistMove, type GongorWhistOptions, type GongorWhistState,
} from '../../src/engine/gongor-whist';
import { basicDecktet } from '../../src/engine/cards/decktet';
import { Rng } from '../../src/engine/core/rng';

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

const DECK = basicDecktet().sort();
const DECK_TEXT = DECK.join();

function playGame(seed: number, moveSeed: number, opts: Partial<GongorWhistOptions>, checkJson: boolean): { final: GongorWhistState; moves: GongorWhistMove[] } {
  let state = deepFreeze(setup(opts, seed));
  const moves: GongorWhistMove[] = [];
  const rng = Rng.from(moveSeed);
  let i = 0;
  for (; i < 1000 && state.phase !== 'over'; i++) {
    const legal = legalMoves(state);
    expect(legal.length).toBeGreaterThan(0);
    const move = legal[rng.int(legal.length)]!;
    const before = checkJson ? JSON.stringify(state) : '';
    const r = apply(state, move); // a frozen input would throw on any mutation
    if (!r.ok) throw new Error(`legal move refused: ${JSON.stringify(move)} ${JSON.stringify(r.violation)}`);
    if (checkJson) expect(JSON.stringify(state)).toBe(before);
    const n = r.state;
    // plain checks in the hot loop (expect() per move is slow); a failure throws with the reason
    const fail = (why: string) => { throw new Error(`seed ${seed}, move ${i} (${JSON.stringify(move)}): ${why}`); };
    if (allCards(n).sort().join() !== DECK_TEXT) fail('cards not conserved');
    if (n.phase === 'play' || n.phase === 'decide') {
      if (n.trick!.lead !== n.dummy[0]) fail('lead is not the dummy top');
      if (n.hand.length + (n.trick!.card ? 1 : 0) !== n.dummy.length) fail('hand and dummy differ in size');
      if (n.tricks.length + n.dummy.length !== 7) fail('not seven tricks');
      if (unseenCards(n).length !== 30 - n.played.length - n.hand.length - (n.trick!.card ? 2 : 1)) fail('unseen count');
    }
    // the trump is always the suit of the last Ace turned, or none
    if (n.trump !== null && n.trump !== n.aces[n.acesTurned - 1]![1]) fail('trump is not the last Ace');
    if (n.acesTurned < 1 || tricksWon(n) > 7) fail('counts');
    state = deepFreeze(n);
    moves.push(move);
  }
  expect(state.phase).toBe('over');
  expect(state.result).not.toBeNull();
  return { final: state, moves };
}

describe('gongor whist random games', () => {
  it('1000 seeded games: every card exactly once, states never mutated, replay equal, every game ends', () => {
    let games = 0;
    let points = 0;
    let hands = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer(),
        fc.record({
          mode: fc.constantFrom('standard', 'points', 'points'),
          missPenalty: fc.constantFrom('bid', 'tricks', 'difference'),
          trumpCarriesToAftHand: fc.boolean(),
          noTrumpCarriesToAftHand: fc.boolean(),
          oneTwiddlePerTrick: fc.boolean(),
          pointsModeBidsRepeat: fc.boolean(),
          pointsPasses: fc.constantFrom(1, 4, 5),
        }),
        (seed, ms, opts) => {
          const o = opts as Partial<GongorWhistOptions>;
          const { final, moves } = playGame(seed, ms, o, games % 10 === 0);
          let s = setup(o, seed);
          for (const m of moves) {
            const r = apply(s, m);
            if (!r.ok) throw new Error('replay failed');
            s = r.state;
          }
          expect(s).toEqual(final);
          // the short move record replays too (the URL form)
          const rec = parseMoves(formatMoves(moves, true));
          expect(rec.ok && rec.value).toEqual(moves);
          if (final.result!.kind === 'points') {
            points++;
            expect(final.score).toBe(final.history.reduce((a, h) => a + h.points, 0));
            expect(final.history.length).toBeGreaterThanOrEqual(1);
          } else if (final.result!.kind === 'lost') {
            expect(final.history[final.history.length - 1]!.made).toBe(false);
            expect(final.history.slice(0, -1).every((h) => h.made)).toBe(true);
          }
          hands += final.history.length;
          games++;
        },
      ),
      { numRuns: 1000, seed: 20261122 },
    );
    expect(games).toBe(1000);
    expect(points).toBeGreaterThan(300);
    expect(hands).toBeGreaterThan(3000);
  }, 60000);
});

describe('apply never throws', () => {
  it('on arbitrary JSON moves in random states', () => {
    const card = fc.constantFrom(...basicDecktet(), 'X', '', '4MX');
    const move = fc.oneof(
      fc.record({ type: fc.constantFrom('bid', 'play', 'twiddle', 'resolve', 'next', 'bogus'), card, n: fc.oneof(fc.integer({ min: -2, max: 9 }), fc.double(), fc.string()) }),
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
        if (!r.ok) expect(typeof r.violation.rule).toBe('string');
        else expect(allCards(r.state).sort()).toEqual(DECK);
      }),
      { numRuns: 500, seed: 1 },
    );
  });
});
