// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apply, DEFAULT_OPTIONS, fromPosition, GONGOR_WHIST_EXAMPLES, legalMoves, parseMove, parseMoves, parsePosition, setup } from '../../src/engine/gongor-whist';
import { flagsOf, gameFromUrl, gameToUrl, optionsOf } from '../../src/islands/gongor-whist/gameUrl';
import { Rng } from '../../src/engine/core/rng';

describe('game URL', () => {
  it('option flags round-trip; the default game has none', () => {
    expect(flagsOf(DEFAULT_OPTIONS)).toBe('');
    expect(optionsOf('')).toEqual(DEFAULT_OPTIONS);
    const all = { ...DEFAULT_OPTIONS, mode: 'points', missPenalty: 'difference', trumpCarriesToAftHand: false, noTrumpCarriesToAftHand: false, oneTwiddlePerTrick: false, pointsModeBidsRepeat: false, pointsStopAtClearWin: false, pointsPasses: 10 } as const;
    expect(flagsOf(all)).toBe('pdanmuc10');
    expect(optionsOf('pdanmuc10')).toEqual(all);
    expect(optionsOf('cumnadp10')).toEqual(all); // letters in any order
    for (const bad of ['x', 'pp', 'td', '0', '101', 'p4', 'p 3', '-1', 'o', 'po4', 'p1000', 'p10x', 'constructor', '__proto__']) expect(optionsOf(bad), bad).toBeNull();
  });
  it('the points game is open-ended by default and written "po"; links written before it keep their length (issue 12)', () => {
    const points = { ...DEFAULT_OPTIONS, mode: 'points' } as const;
    expect(points.pointsPasses).toBe('open');
    expect(flagsOf(points)).toBe('po');
    expect(optionsOf('po')).toEqual(points);
    // "p" without a length mark was written when the points game had four passes: it still has
    expect(optionsOf('p')).toEqual({ ...points, pointsPasses: 4 });
    expect(flagsOf({ ...points, pointsPasses: 4 })).toBe('p');
    expect(optionsOf('pu')?.pointsPasses).toBe(4);
    expect(optionsOf('p010')?.pointsPasses).toBe(10);
    const fourPasses = gameFromUrl('regelwerk~p')!;
    expect(fourPasses.states[0]!.options.pointsPasses).toBe(4);
    // the standard game: no mark is the default, any number is kept
    expect(optionsOf('4')).toEqual({ ...DEFAULT_OPTIONS, pointsPasses: 4 });
    expect(flagsOf({ ...DEFAULT_OPTIONS, pointsPasses: 4 })).toBe('4');
    expect(optionsOf('u')).toEqual({ ...DEFAULT_OPTIONS, pointsModeBidsRepeat: false });
    for (const n of [1, 5, 99, 100] as const) for (const mode of ['standard', 'points'] as const) {
      const o = { ...DEFAULT_OPTIONS, mode, pointsPasses: n };
      expect(optionsOf(flagsOf(o))).toEqual(o);
    }
  });
  it('a played game written to the URL and read back is the same game', () => {
    for (let seed = 0; seed < 40; seed++) {
      const options = optionsOf(['', 'p', 'pt', 'm', 'an'][seed % 5]!)!;
      let g = gameFromUrl(`s${seed}${flagsOf(options) ? `~${flagsOf(options)}` : ''}`)!;
      const rng = Rng.from(seed);
      for (let i = 0; i < 60; i++) {
        const s = g.states[g.states.length - 1]!;
        const l = legalMoves(s);
        if (!l.length) break;
        const m = l[rng.int(l.length)]!;
        const r = apply(s, m);
        if (!r.ok) throw new Error('refused');
        g = { ...g, moves: [...g.moves, m], states: [...g.states, r.state] };
      }
      const back = gameFromUrl(gameToUrl(g))!;
      expect(back.states[back.states.length - 1]).toEqual(g.states[g.states.length - 1]);
      expect(back.options).toEqual(g.options);
    }
  });
  it('tampered addresses are refused, never half-applied', () => {
    for (const bad of ['', 'a b', 'regelwerk:b3.QQ', 'regelwerk:b3.b3', 'regelwerk~zz', 'regelwerk:b9', 'x'.repeat(40), 'regelwerk:b0.AM', 'regelwerk::b1']) {
      expect(gameFromUrl(bad), bad).toBeNull();
    }
    expect(gameFromUrl('regelwerk')!.states).toEqual([setup(DEFAULT_OPTIONS, 'regelwerk')]);
  });
});

describe('the notation page fragments say what the engine does', () => {
  for (const lang of ['de', 'en']) {
    const text = readFileSync(new URL(`../../src/notation/${lang}/gongor-whist.mdx`, import.meta.url), 'utf8');
    it(`${lang}: every game link replays, every example link exists, the position block plays`, () => {
      const games = [...text.matchAll(/\?gw-game=([^\s`]+)/g)].map((m) => m[1]!).filter((x) => !x.includes('<'));
      expect(games.length).toBeGreaterThanOrEqual(2);
      for (const g of games) expect(gameFromUrl(g), g).not.toBeNull();
      for (const m of text.matchAll(/\?gw-([a-z-]+)=(\d+):([^\s`]+)/g)) {
        if (m[1] === 'game') continue;
        const ex = GONGOR_WHIST_EXAMPLES.find((e) => e.id === m[1]);
        expect(ex, m[1]).toBeDefined();
        // replay the example to the step, then the reader's moves
        let s = fromPosition(ex!.position);
        for (const step of ex!.steps.slice(0, Number(m[2]))) {
          const r = apply(s, (parseMove(step.move) as { ok: true; value: never }).value);
          if (r.ok) s = r.state;
        }
        for (const mv of m[3]!.split(';')) {
          const p = parseMove(mv);
          if (!p.ok) throw new Error(mv);
          const r = apply(s, p.value);
          expect(r.ok, mv).toBe(true);
          if (r.ok) s = r.state;
        }
      }
      // the position block is the notation page's alone (src/notation/<lang>/gongor-whist-positions.mdx)
      const positions = readFileSync(new URL(`../../src/notation/${lang}/gongor-whist-positions.mdx`, import.meta.url), 'utf8');
      const block = /```regelwerk\n([\s\S]*?)```/.exec(positions)![1]!.trim().split('\n');
      const pos = parsePosition(block.filter((l) => l.includes(':')).join('\n'));
      if (!pos.ok) throw new Error(pos.error.code);
      const moves = parseMoves(block.filter((l) => !l.includes(':')).join('; '));
      if (!moves.ok) throw new Error(moves.error.code);
      let s = fromPosition(pos.value);
      for (const mv of moves.value) {
        const r = apply(s, mv);
        if (!r.ok) throw new Error(JSON.stringify(r.violation));
        s = r.state;
      }
      expect(s.tricks[0]!.won).toBe(true);
    });
  }
});
