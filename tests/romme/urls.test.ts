import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  apply, DEFAULT_OPTIONS, formatOptions, fromPosition, judgeMelds, parseMove, parseOptions, parsePosition, ROMME_EXAMPLES, type RommeOptions,
} from '../../src/engine/romme';
import { gameFromUrl, gameToUrl, newGame } from '../../src/islands/romme/gameUrl';

describe('options in links (the engine’s options codec)', () => {
  const optionsArb: fc.Arbitrary<RommeOptions> = fc.integer({ min: 2, max: 6 }).chain((players) =>
    fc.record({
      players: fc.constant(players),
      dealer: fc.option(fc.integer({ min: 0, max: players - 1 }), { nil: null }),
      variant: fc.constantFrom('standard', 'noLayout', 'oneSuit', 'multiDiscardTake', 'kids7'),
      noLayoutLimit: fc.integer({ min: 0, max: 30 }),
      noLayoutCallerPenalty: fc.boolean(),
      layOffSameTurnAsInitial: fc.boolean(),
      maxJokersPerMeld: fc.option(fc.integer({ min: 0, max: 9 }), { nil: null }),
      goOutWithDiscard: fc.boolean(),
      stockOutReshuffleDiscards: fc.boolean(),
      aceBothEnds: fc.boolean(),
      firstMeldMinimum: fc.integer({ min: 0, max: 999 }),
      firstDealer: fc.constantFrom('highCard', 'firstAce'),
      deals: fc.integer({ min: 0, max: 99 }),
      turnCap: fc.integer({ min: 1, max: 9999 }),
      jokerBySkatOrder: fc.boolean(),
      takeDiscardBeforeFirstMeld: fc.constantFrom('free', 'meldAtOnce'),
    }),
  );
  it('every option set round-trips through its text', () => {
    fc.assert(
      fc.property(optionsArb, (o) => {
        const text = formatOptions(o);
        const back = parseOptions(text);
        expect(back.ok && back.value, text).toEqual(o);
      }),
      { numRuns: 500 },
    );
    expect(formatOptions(DEFAULT_OPTIONS)).toBe('4');
    // a link with a bare seed carries no option text: the defaults
    expect(parseOptions('')).toEqual({ ok: true, value: DEFAULT_OPTIONS });
  });
  it('every letter of the links written before means what it meant', () => {
    const read = (text: string) => {
      const r = parseOptions(text);
      if (!r.ok) throw new Error(text);
      return r.value;
    };
    expect(read('3')).toEqual({ ...DEFAULT_OPTIONS, players: 3 });
    expect(read('2n')).toEqual({ ...DEFAULT_OPTIONS, players: 2, variant: 'noLayout' });
    expect(read('3n10')).toEqual({ ...DEFAULT_OPTIONS, players: 3, variant: 'noLayout', noLayoutLimit: 10 });
    expect(read('3n0')).toEqual({ ...DEFAULT_OPTIONS, players: 3, variant: 'noLayout', noLayoutLimit: 0 });
    expect(read('4o')).toMatchObject({ players: 4, variant: 'oneSuit' });
    expect(read('2m')).toMatchObject({ variant: 'multiDiscardTake' });
    expect(read('3k')).toMatchObject({ variant: 'kids7' });
    expect(read('2nc')).toMatchObject({ variant: 'noLayout', noLayoutCallerPenalty: true });
    expect(read('2ljdrafst')).toEqual({
      ...DEFAULT_OPTIONS,
      players: 2,
      layOffSameTurnAsInitial: false,
      maxJokersPerMeld: 1,
      goOutWithDiscard: false,
      stockOutReshuffleDiscards: false,
      aceBothEnds: false,
      firstDealer: 'firstAce',
      jokerBySkatOrder: true,
      takeDiscardBeforeFirstMeld: 'meldAtOnce',
    });
    // letters in any order read the same; the canonical text puts them in one order
    expect(read('2tsfardjl')).toEqual(read('2ljdrafst'));
    expect(formatOptions(read('2tsfardjl'))).toBe('2ljdrafst');
    // the options no earlier link could carry
    expect(read('4.m30.g2.t120.j2.dC.l9')).toEqual({ ...DEFAULT_OPTIONS, firstMeldMinimum: 30, deals: 2, turnCap: 120, maxJokersPerMeld: 2, dealer: 2, noLayoutLimit: 9 });
  });
  it('refused option text names the bad token and its place', () => {
    const cases: [string, string, string, number][] = [
      ['7', 'bad-players', '7', 0],
      ['x', 'bad-players', 'x', 0],
      ['2x', 'bad-option', 'x', 1],
      ['2jj', 'duplicate-option', 'j', 2],
      ['2o5', 'bad-value', '5', 2],
      ['2n31', 'bad-value', '31', 2],
      ['2n100', 'bad-value', '100', 2],
      ['2.q5', 'bad-option', '.q5', 1],
      ['2.dC', 'bad-value', '.dC', 1],
      ['2j.j2', 'duplicate-option', '.j2', 2],
      ['2.t0', 'bad-value', '.t0', 1],
      ['2.m40.m30', 'duplicate-option', '.m30', 5],
      ['2n5.l9', 'duplicate-option', '.l9', 3],
      ['constructor', 'bad-players', 'c', 0],
      ['2__proto__', 'bad-option', '_', 1],
    ];
    for (const [text, code, token, position] of cases) expect(parseOptions(text), text).toEqual({ ok: false, error: { code, token, position } });
  });
});

describe('play links', () => {
  it('a game replays from its link; tampering is noticed and keeps the moves before the bad one', () => {
    let g = newGame('abc', { ...DEFAULT_OPTIONS, players: 3 });
    for (const text of ['draw', `discard ${g.states[0]!.hands[g.states[0]!.current]![0]}`]) {
      const mv = parseMove(text);
      if (!mv.ok) throw new Error(text);
      const r = apply(g.states[g.states.length - 1]!, mv.value);
      if (!r.ok) throw new Error(text);
      g = { ...g, moves: [...g.moves, mv.value], states: [...g.states, r.state] };
    }
    expect(gameToUrl(g)).toMatch(/^abc~3:draw;discard /);
    const back = gameFromUrl(gameToUrl(g));
    expect(back?.cut).toBe(false);
    expect(back?.game.states[back.game.states.length - 1]).toEqual(g.states[g.states.length - 1]);
    // blank entries between ";" were always skipped
    expect(gameFromUrl(`${gameToUrl(g)};`)?.cut).toBe(false);
    // a bad move keeps the moves before it (a link cut short by a mail program keeps its game up to there)
    const bad = gameFromUrl(`${gameToUrl(g)};discard Zz`);
    expect(bad?.cut).toBe(true);
    expect(bad?.game.moves).toEqual(g.moves);
    expect(bad?.game.states).toEqual(g.states);
    expect(bad?.game.options).toEqual({ ...DEFAULT_OPTIONS, players: 3 });
    const cut = gameFromUrl(gameToUrl(g).slice(0, -2));
    expect(cut?.cut).toBe(true);
    expect(cut?.game.moves).toEqual(g.moves.slice(0, 1));
    for (const raw of ['', 'a b~3', 'abc~7', 'abc~3x', 'abc~3ll', 'abc~3o5', '~3']) expect(gameFromUrl(raw), raw).toBeNull();
    // A bare seed, as in the other games' links, deals the default options.
    const bare = gameFromUrl('abc');
    expect(bare?.cut).toBe(false);
    expect(bare?.game.options).toEqual(DEFAULT_OPTIONS);
    expect(bare?.game.states[0]).toEqual(newGame('abc').states[0]);
    fc.assert(fc.property(fc.string(), (s) => void gameFromUrl(s)), { numRuns: 500 });
  });
});

describe('the notation page fragments', () => {
  for (const lang of ['de', 'en']) {
    it(`${lang}: every documented move, position and link is read by the engine`, () => {
      // the play page's partial (moves, links), then the notation page's positions
      const blocksOf = (file: string) => [...readFileSync(new URL(`../../src/notation/${lang}/${file}.mdx`, import.meta.url), 'utf8').matchAll(/```regelwerk\n([\s\S]*?)```/g)].map((m) => m[1]!);
      const [moveBlock, linkBlock, ...more] = blocksOf('romme');
      const [posBlock, ...morePos] = blocksOf('romme-positions');
      expect([more, morePos]).toEqual([[], []]);
      for (const line of moveBlock!.trim().split('\n')) expect(parseMove(line).ok, line).toBe(true);
      const pos = parsePosition(posBlock!);
      if (!pos.ok) throw new Error(pos.error.code);
      const state = fromPosition(pos.value);
      // the position is the joker lay-off example's: the joker with the ♣8 is accepted
      const lay = parseMove('layoff B1 Jk=7c 8c');
      expect(lay.ok && apply(state, lay.value).ok).toBe(true);
      for (const line of linkBlock!.trim().split('\n')) {
        const [key, value] = line.slice(1).split(/=(.*)/s) as [string, string];
        if (key === 'rm-play') expect(gameFromUrl(value)?.cut, line).toBe(false);
        else if (key === 'rm-check') {
          const m = parseMove(`meld ${value}`);
          expect(m.ok && m.value.type === 'meld' && judgeMelds(m.value.melds).value, line).toBe(45);
        } else {
          const ex = ROMME_EXAMPLES.find((e) => `rm-${e.id}` === key);
          expect(ex, line).toBeDefined();
          const [step, moves] = value.split(':');
          expect(Number(step)).toBeLessThanOrEqual(ex!.steps.length);
          for (const m of (moves ?? '').split(';').filter(Boolean)) expect(parseMove(m).ok, m).toBe(true);
        }
      }
    });
  }
});
