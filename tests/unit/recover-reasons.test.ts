import { describe, expect, it } from 'vitest';
import type { Choice, Reason } from '../../src/engine/core/player';
import { recoverReasons } from '../../src/islands/shared/recoverReasons';

const reason = (code: string): Reason => ({ code });
/** A player asked at move i: the move it chooses there, or a refusal (superseded by a newer question). */
const fake = (answers: Record<number, string | Error>) => {
  const asked: number[] = [];
  const ask = (i: number): Promise<Choice<string>> => {
    asked.push(i);
    const a = answers[i]!;
    return a instanceof Error ? Promise.reject(a) : Promise.resolve({ move: a, reason: reason(`why-${i}`) });
  };
  return { asked, ask };
};
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('recoverReasons', () => {
  it('asks each move in turn and keeps a reason only where the player chooses the move played', async () => {
    const played: Record<number, string> = { 5: 'a', 3: 'b', 1: 'c' };
    const p = fake({ 5: 'a', 3: 'x', 1: 'c' });
    const found: [number, string][] = [];
    recoverReasons([5, 3, 1], p.ask, (i, m) => played[i] === m, (i, r) => found.push([i, r.code]));
    await settle();
    expect(p.asked).toEqual([5, 3, 1]);
    // move 3: the seat's player now chooses otherwise (its strength changed), so no reason rather than a wrong one
    expect(found).toEqual([[5, 'why-5'], [1, 'why-1']]);
  });

  it('asks one at a time: the next question only after the answer', async () => {
    let release: (c: Choice<string>) => void = () => {};
    const asked: number[] = [];
    recoverReasons([2, 1], (i) => {
      asked.push(i);
      return new Promise<Choice<string>>((r) => (release = r));
    }, () => true, () => {});
    await settle();
    expect(asked).toEqual([2]);
    release({ move: 'm', reason: reason('r') });
    await settle();
    expect(asked).toEqual([2, 1]);
  });

  it('ends the round at the first refusal, and when cancelled', async () => {
    const p = fake({ 4: new Error('superseded'), 2: 'b' });
    const found: number[] = [];
    recoverReasons([4, 2], p.ask, () => true, (i) => found.push(i));
    await settle();
    expect(p.asked).toEqual([4]);
    expect(found).toEqual([]);

    const q = fake({ 4: 'a', 2: 'b' });
    const cancel = recoverReasons([4, 2], q.ask, () => true, (i) => found.push(i));
    cancel();
    await settle();
    expect(q.asked).toEqual([4]);
    expect(found).toEqual([]);
  });
});
