// The worked examples' frames are replayed as they are read (src/islands/shared/replay.ts lazyFrames): an island
// that opens at step n replays n moves, and what it reads is what a replay of every step gives.
import { describe, expect, it } from 'vitest';
import { lazyFrames, type Frame, type Notation } from '../../src/islands/shared/replay';
import { CONQUIAN_GAME_EXAMPLES } from '../../src/engine/conquian/examples';
import { ROMME_GAME_EXAMPLES } from '../../src/engine/romme/examples';
import { QUINCUNX_GAME_EXAMPLES } from '../../src/engine/quincunx/examples';
import { GONGOR_WHIST_GAME_EXAMPLES } from '../../src/engine/gongor-whist/examples';
import { CONQUIAN } from '../../src/engine/conquian';
import { ROMME } from '../../src/engine/romme';
import { QUINCUNX } from '../../src/engine/quincunx';
import { GONGOR_WHIST } from '../../src/engine/gongor-whist';
import type { GameExample } from '../../src/engine/core/game';

/** Every step replayed in one go, as the islands did before the frames became lazy. */
function eager<S, M>(engine: Notation<S, M>, start: S, moves: readonly string[]): Frame<S>[] {
  const frames: Frame<S>[] = [{ state: start, events: [], refused: null }];
  for (const text of moves) {
    const prev = frames[frames.length - 1]!.state;
    const mv = engine.parseMove(text);
    const r = mv.ok ? engine.apply(prev, mv.value) : null;
    frames.push(r?.ok ? { state: r.state, events: r.events, refused: null } : { state: prev, events: [], refused: r && !r.ok ? r.violation : null });
  }
  return frames;
}

/** The engine with its applies counted. */
function counted<S, M>(engine: Notation<S, M>) {
  const c = { applies: 0 };
  return { c, engine: { ...engine, apply: (s: S, m: M) => (c.applies++, engine.apply(s, m)) } };
}

/** A game's notation and engine, as an example island is given them. */
const replayOf = <S, M>(g: { notation: Pick<Notation<S, M>, 'parseMove' | 'formatMove'>; apply: Notation<S, M>['apply'] }): Notation<S, M> => ({ ...g.notation, apply: g.apply });

const GAMES: [string, Notation<any, any>, readonly GameExample<any>[]][] = [
  ['conquian', replayOf(CONQUIAN), CONQUIAN_GAME_EXAMPLES],
  ['romme', replayOf(ROMME), ROMME_GAME_EXAMPLES],
  ['quincunx', replayOf(QUINCUNX), QUINCUNX_GAME_EXAMPLES],
  ['gongor-whist', replayOf(GONGOR_WHIST), GONGOR_WHIST_GAME_EXAMPLES],
];

describe('lazyFrames', () => {
  for (const [game, notation, examples] of GAMES) {
    it(`${game}: every example's frames, read in any order, are the replay's, each move applied once`, () => {
      for (const ex of examples) {
        const start = ex.start();
        const all = eager(notation, start, ex.moves);
        const { c, engine } = counted(notation);
        const frames = lazyFrames(engine, start, ex.moves);
        expect(frames.length, ex.id).toBe(ex.moves.length + 1);
        expect(frames.at(0)!.state, ex.id).toBe(start);
        expect(c.applies, `${ex.id}: nothing replayed for the start`).toBe(0);
        const last = ex.moves.length;
        const mid = Math.floor(last / 2);
        expect(frames.at(mid), ex.id).toEqual(all[mid]);
        expect(c.applies, `${ex.id}: the moves up to step ${mid} only`).toBe(mid);
        for (const i of [last, 0, mid, 1]) expect(frames.at(Math.min(i, last)), `${ex.id} step ${i}`).toEqual(all[Math.min(i, last)]);
        expect(c.applies, `${ex.id}: each move once`).toBe(last);
        for (const bad of [-1, last + 1, 0.5, Number.NaN]) expect(frames.at(bad), `${ex.id} at ${bad}`).toBeUndefined();
      }
    });
  }
  it('keeps the position and names the rule when a step is refused, keeps it without one when a step does not read', () => {
    const ex = CONQUIAN_GAME_EXAMPLES[0]!;
    const start = ex.start();
    const frames = lazyFrames(replayOf(CONQUIAN), start, ['no such move', 'discard 2h']); // (2h: not in that hand)
    expect(frames.at(1)).toEqual({ state: start, events: [], refused: null });
    const refused = frames.at(2)!;
    expect(refused.state).toBe(start);
    expect(refused.refused?.rule).toEqual(expect.any(String));
  });
});
