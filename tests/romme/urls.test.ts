import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, fromPosition, parseMove, parsePosition, positionProblem, ROMME_EXAMPLES, judgeMelds } from '../../src/engine/romme';
import { DEFAULT_SETTINGS, formatFlags, gameFromUrl, gameToUrl, newGame, parseFlags, type PlaySettings } from '../../src/islands/romme/gameUrl';

describe('play links', () => {
  it('settings round-trip through the flags', () => {
    const arb = fc.record({
      players: fc.integer({ min: 2, max: 6 }),
      variant: fc.constantFrom('standard', 'noLayout', 'oneSuit', 'multiDiscardTake', 'kids7'),
      noLayoutLimit: fc.integer({ min: 0, max: 30 }),
      layOffSameTurnAsInitial: fc.boolean(),
      oneJoker: fc.boolean(),
      goOutWithDiscard: fc.boolean(),
      stockOutReshuffleDiscards: fc.boolean(),
      aceBothEnds: fc.boolean(),
      firstAce: fc.boolean(),
      noLayoutCallerPenalty: fc.boolean(),
      jokerBySkatOrder: fc.boolean(),
      modernTake: fc.boolean(),
    });
    fc.assert(
      fc.property(arb, (s0) => {
        const s: PlaySettings = { ...s0, noLayoutLimit: s0.variant === 'noLayout' ? s0.noLayoutLimit : 7 };
        expect(parseFlags(formatFlags(s))).toEqual(s);
      }),
      { numRuns: 300 },
    );
    expect(formatFlags(DEFAULT_SETTINGS)).toBe('4');
  });
  it('a game replays from its link; tampering is noticed and falls back to the deal’s start', () => {
    let g = newGame('abc', { ...DEFAULT_SETTINGS, players: 3 });
    for (const text of ['draw', `discard ${g.states[0]!.hands[g.states[0]!.current]![0]}`]) {
      const mv = parseMove(text);
      if (!mv.ok) throw new Error(text);
      const r = apply(g.states[g.states.length - 1]!, mv.value);
      if (!r.ok) throw new Error(text);
      g = { ...g, moves: [...g.moves, text], states: [...g.states, r.state] };
    }
    const back = gameFromUrl(gameToUrl(g));
    expect(back?.tampered).toBe(false);
    expect(back?.game.states[back.game.states.length - 1]).toEqual(g.states[g.states.length - 1]);
    const bad = gameFromUrl(`${gameToUrl(g)};discard Zz`);
    expect(bad?.tampered).toBe(true);
    expect(bad?.game.moves).toEqual([]);
    for (const raw of ['', 'a b~3', 'abc~7', 'abc~3x', 'abc~3ll', 'abc~3o5', '~3']) expect(gameFromUrl(raw), raw).toBeNull();
    // A bare seed, as in the other games' links, deals the default settings.
    const bare = gameFromUrl('abc');
    expect(bare?.tampered).toBe(false);
    expect(bare?.game.settings).toEqual(DEFAULT_SETTINGS);
    expect(bare?.game.states[0]).toEqual(newGame('abc', DEFAULT_SETTINGS).states[0]);
    fc.assert(fc.property(fc.string(), (s) => void gameFromUrl(s)), { numRuns: 500 });
  });
});

describe('the notation page fragments', () => {
  for (const lang of ['de', 'en']) {
    it(`${lang}: every documented move, position and link is read by the engine`, () => {
      const src = readFileSync(new URL(`../../src/notation/${lang}/romme.mdx`, import.meta.url), 'utf8');
      const blocks = [...src.matchAll(/```regelwerk\n([\s\S]*?)```/g)].map((m) => m[1]!);
      expect(blocks).toHaveLength(3);
      for (const line of blocks[0]!.trim().split('\n')) expect(parseMove(line).ok, line).toBe(true);
      const pos = parsePosition(blocks[1]!);
      if (!pos.ok) throw new Error(pos.error.code);
      expect(positionProblem(pos.value)).toBeNull();
      const state = fromPosition(pos.value);
      // the position is the joker lay-off example's: the joker with the ♣8 is accepted
      const lay = parseMove('layoff B1 Jk=7c 8c');
      expect(lay.ok && apply(state, lay.value).ok).toBe(true);
      for (const line of blocks[2]!.trim().split('\n')) {
        const [key, value] = line.slice(1).split(/=(.*)/s) as [string, string];
        if (key === 'rm-play') expect(gameFromUrl(value)?.tampered, line).toBe(false);
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
