import { describe, expect, it } from 'vitest';
import { seatLine } from '../../src/islands/shared/seatLine';

describe('seatLine: the seats grouped by who plays them', () => {
  const letter = (i: number) => 'ABCDEF'[i]!;
  const word = (k: string) => ({ y: 'du', b: 'Computer (Einsteiger)', s: 'Computer (stark)' })[k]!;
  it('groups the seats in the order of the kinds, each group with its seats in order', () => {
    expect(seatLine(['b', 'b', 'b', 'y'], ['y', 'b', 's'], letter, word)).toEqual(['D: du', 'A, B, C: Computer (Einsteiger)']);
    expect(seatLine(['s', 'y'], ['y', 'b', 's'], letter, word)).toEqual(['B: du', 'A: Computer (stark)']);
  });
  it('leaves out kinds nobody plays; no seats, no groups', () => {
    expect(seatLine(['y', 'y'], ['y', 'b', 's'], letter, word)).toEqual(['A, B: du']);
    expect(seatLine([], ['y', 'b', 's'], letter, word)).toEqual([]);
  });
});
