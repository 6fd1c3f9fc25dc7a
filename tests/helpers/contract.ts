/**
 * What every game must hold, written once against the GameEngine contract
 * (src/engine/core/game.ts). tests/contract/contract.test.ts runs it for every
 * game in the registry; per-game test files keep only per-game rules.
 *
 * Helpers here are also for per-game tests: deepFreeze, playRandom (a seeded
 * random game with every invariant checked after every move), optionCombos.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { AnyGame, AnyRules } from '../../src/engine/core/game';
import { Rng } from '../../src/engine/core/rng';

export function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

const sorted = (xs: readonly string[]) => [...xs].sort();

/**
 * Every combination of the game's option space (the cartesian product), or a
 * seeded sample of `max` of them when there are more; the defaults first.
 */
export function optionCombos(game: AnyGame, max = 64, seed = 1): Record<string, unknown>[] {
  const space = Object.entries(game.optionSpace as Record<string, readonly unknown[]>).filter(([, vs]) => vs && vs.length > 0);
  const total = space.reduce((n, [, vs]) => n * vs.length, 1);
  const pick = (i: number) => {
    const o: Record<string, unknown> = {};
    let k = i;
    for (const [key, vs] of space) {
      o[key] = vs[k % vs.length];
      k = Math.floor(k / vs.length);
    }
    return o;
  };
  if (total <= max) return [{}, ...Array.from({ length: total }, (_, i) => pick(i))];
  const rng = Rng.from(seed);
  return [{}, ...Array.from({ length: max }, () => pick(rng.int(total)))];
}

export interface PlayedGame {
  states: unknown[];
  moves: unknown[];
}

/**
 * A seeded random game under `options`, every move chosen among the legal
 * ones (with `garbage` probability a junk move is tried first and must be
 * refused with a registered rule). After every move: the move was accepted,
 * the old state is unchanged (states are frozen), every card is still there,
 * legal moves exist exactly while the game runs. Fails if the game does not
 * end within `maxMoves`.
 */
export function playRandom(game: AnyRules, options: Record<string, unknown>, seed: number, moveSeed: number, { maxMoves = 20000, garbage = 0 } = {}): PlayedGame {
  let state = deepFreeze(game.setup(options, seed));
  const deck = sorted(game.cards(state));
  const states: unknown[] = [state];
  const moves: unknown[] = [];
  const rng = Rng.from(moveSeed);
  for (let i = 0; i < maxMoves; i++) {
    const legal = game.legalMoves(state);
    const outcome = game.result(state);
    if (outcome !== null) {
      expect(legal, `${game.id}: legal moves after the end`).toEqual([]);
      expect(game.toAct(state)).toBeNull();
      return { states, moves };
    }
    expect(legal.length, `${game.id}: no legal move but the game is not over (options ${JSON.stringify(options)}, seed ${seed}, move ${i})`).toBeGreaterThan(0);
    const seat = game.toAct(state);
    expect(seat, `${game.id}: nobody to act in a running game`).not.toBeNull();
    if (garbage > 0 && rng.float() < garbage) {
      const junk = JUNK[rng.int(JUNK.length)];
      const r = game.apply(state, junk);
      if (!r.ok) expect(game.rules.has(r.violation.rule), `${game.id}: unregistered rule ${r.violation.rule}`).toBe(true);
    }
    const move = legal[rng.int(legal.length)];
    const r = game.apply(state, move);
    if (!r.ok) throw new Error(`${game.id}: legal move refused: ${JSON.stringify(move)} → ${JSON.stringify(r.violation)}`);
    expect(sorted(game.cards(r.state)), `${game.id}: cards lost or doubled`).toEqual(deck);
    state = deepFreeze(r.state);
    states.push(state);
    moves.push(move);
  }
  throw new Error(`${game.id}: no end after ${maxMoves} moves (options ${JSON.stringify(options)}, seed ${seed})`);
}

const JUNK: unknown[] = [
  null, undefined, 0, 'x', [], {}, { type: 'bogus' }, { type: 'constructor' }, { type: '__proto__' },
  { type: 'discard', card: 'zz' }, { type: 'play', card: null }, { type: 'meld', melds: [[]] }, { type: 'bid', n: 99 },
];

/** Replaying the moves from the same deal gives equal states. */
export function expectReplayEqual(game: AnyRules, options: Record<string, unknown>, seed: number, played: PlayedGame): void {
  let s = game.setup(options, seed);
  expect(s).toEqual(played.states[0]);
  for (const m of played.moves) {
    const r = game.apply(s, m);
    if (!r.ok) throw new Error(`${game.id}: replay refused ${JSON.stringify(m)}`);
    s = r.state;
  }
  expect(s).toEqual(played.states[played.states.length - 1]);
}

/** Every legal move's text reads back as the same move; a position's text reads back to the same text and the same moves. */
export function expectNotationRoundTrips(game: AnyGame, state: unknown): void {
  for (const m of game.legalMoves(state)) {
    const text = game.notation.formatMove(m);
    const back = game.notation.parseMove(text);
    expect(back.ok, `${game.id}: "${text}" does not read back`).toBe(true);
    if (back.ok) expect(game.notation.formatMove(back.value)).toBe(text);
    if (back.ok) {
      const a = game.apply(state, m);
      const b = game.apply(state, back.value);
      expect(b).toEqual(a);
    }
  }
  const pos = game.notation.formatPosition(state);
  const read = game.notation.parsePosition(pos);
  expect(read.ok, `${game.id}: position does not read back:\n${pos}\n${JSON.stringify(read)}`).toBe(true);
  if (read.ok) {
    expect(game.notation.formatPosition(read.value)).toBe(pos);
    expect(game.legalMoves(read.value).map(game.notation.formatMove)).toEqual(game.legalMoves(state).map(game.notation.formatMove));
  }
}

/**
 * The view leaks nothing: a state dealt from the view (hidden cards at
 * random) has the same view, keeps every card, and differs from the original
 * in hidden places when there are hidden cards to move. Returns whether the
 * two determinized states differed (so callers can check that happens).
 */
export function expectViewIsExact(game: AnyRules, state: unknown, seat: number, seed: number): boolean {
  const view = game.viewFor(state, seat);
  const json = JSON.stringify(view);
  expect(JSON.parse(json), `${game.id}: a view is plain JSON`).toEqual(view);
  const a = game.determinize(view, seat, seed);
  const b = game.determinize(view, seat, seed + 1);
  expect(game.viewFor(a, seat), `${game.id}: determinized state shows another view`).toEqual(view);
  expect(game.viewFor(b, seat)).toEqual(view);
  expect(sorted(game.cards(a)), `${game.id}: determinize lost or doubled a card`).toEqual(sorted(game.cards(state)));
  expect(game.legalMoves(a).length > 0).toBe(game.legalMoves(state).length > 0);
  return JSON.stringify(a) !== JSON.stringify(b);
}

/** Parsers return a result for any string and never throw; option text round-trips. */
export function expectParsersTotal(game: AnyGame, samples: readonly string[], runs = 2000): void {
  const readers: [string, (s: string) => { ok: boolean }][] = [
    ['parseMove', game.notation.parseMove],
    ['parsePosition', game.notation.parsePosition],
    ['options.parse', game.options.parse],
  ];
  const mutated = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.string({ unit: 'grapheme', maxLength: 80 }),
    fc.constantFrom('constructor', '__proto__', 'toString', 'hasOwnProperty', 'prototype', ...samples),
    fc.tuple(fc.constantFrom('', ...samples), fc.nat(400), fc.nat(20), fc.string({ maxLength: 12 })).map(([s, at, del, ins]) => s.slice(0, at % (s.length + 1)) + ins + s.slice((at % (s.length + 1)) + del)),
  );
  fc.assert(
    fc.property(mutated, (text) => {
      for (const [name, read] of readers) {
        let r: { ok: boolean; error?: { code?: unknown; position?: unknown } };
        try {
          r = read(text) as typeof r;
        } catch (e) {
          throw new Error(`${game.id}.${name} threw on ${JSON.stringify(text)}: ${e}`);
        }
        expect(typeof r.ok).toBe('boolean');
        if (!r.ok) {
          expect(typeof r.error?.code, `${game.id}.${name}: error without code`).toBe('string');
          expect(typeof r.error?.position).toBe('number');
        }
      }
    }),
    { numRuns: runs, seed: 7 },
  );
  for (const o of optionCombos(game, 32)) {
    const full = { ...game.defaultOptions, ...o };
    const text = game.options.format(full);
    const back = game.options.parse(text);
    expect(back.ok, `${game.id}: options "${text}" do not read back`).toBe(true);
    if (back.ok) expect(game.options.format(back.value)).toBe(text);
    if (back.ok) expect({ ...game.defaultOptions, ...back.value }).toEqual(full);
  }
}
