import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanSeed, encodeQueryValue } from '../../src/islands/shared/url';

describe('island URL helpers', () => {
  it('keeps move notation readable', () => {
    expect(encodeQueryValue('abc~s:meld 6h | 3c 4c 5c / 6d 6h 6c;discard Kh')).toBe('abc~s:meld+6h+|+3c+4c+5c+/+6d+6h+6c;discard+Kh');
  });
  it('escapes what would break the query: & = # + % and non-ASCII', () => {
    expect(encodeQueryValue('a&b=c#d+e%f♥')).toBe('a%26b%3Dc%23d%2Be%25f%E2%99%A5');
  });
  it('round-trips any text through URLSearchParams', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => {
      expect(new URLSearchParams(`k=${encodeQueryValue(s)}`).get('k')).toBe(s);
    }));
  });
  it('accepts only plain seeds', () => {
    expect(cleanSeed(' abc-1_Z ')).toBe('abc-1_Z');
    for (const bad of ['', 'a b', 'x'.repeat(33), '<script>', 'ä', null]) expect(cleanSeed(bad)).toBeNull();
  });
});
