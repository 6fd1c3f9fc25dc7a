import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { cleanSeed, encodeQueryValue } from '../../src/islands/shared/url';
import { FLUSH_URL_EVENT } from '../../src/lib/url-flush';

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

describe('restoreParam', () => {
  it('hands a valid value on, and reports and removes a bad one', async () => {
    const { restoreParam } = await import('../../src/islands/shared/url');
    let href = 'http://x/en/g/?k=7&other=1#rule';
    const loc = { get href() { return href; }, get search() { return new URL(href).search; }, get pathname() { return new URL(href).pathname; }, get hash() { return new URL(href).hash; } };
    vi.stubGlobal('location', loc);
    vi.stubGlobal('history', { state: null, replaceState: (_s: unknown, _t: string, url: string) => { href = new URL(url, href).href; } });
    const parse = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : null);
    const got: number[] = [];
    let bad = 0;
    restoreParam('k', parse, (n) => got.push(n), () => bad++);
    expect(got).toEqual([7]);
    expect(bad).toBe(0);
    href = 'http://x/en/g/?k=x7&other=1#rule';
    restoreParam('k', parse, (n) => got.push(n), () => bad++);
    expect(got).toEqual([7]);
    expect(bad).toBe(1);
    expect(href).toBe('http://x/en/g/?other=1#rule');
    restoreParam('missing', parse, (n) => got.push(n), () => bad++);
    expect([got.length, bad]).toEqual([1, 1]);
    // A reader that throws has met a value it cannot read: reported and removed like any bad value.
    href = 'http://x/en/g/?k=boom#rule';
    restoreParam('k', (): number => { throw new TypeError('x is undefined'); }, (n) => got.push(n), () => bad++);
    expect([got.length, bad]).toEqual([1, 2]);
    expect(href).toBe('http://x/en/g/#rule');
    vi.unstubAllGlobals();
  });
});

describe('afterPaint', () => {
  it('writes after the next frame, only the newest write for a key, and every key', async () => {
    vi.stubGlobal('location', { href: 'http://x/', search: '', pathname: '/', hash: '' });
    vi.stubGlobal('history', { state: null, replaceState: () => undefined });
    const { afterPaint, pendingWrites } = await import('../../src/islands/shared/url');
    const frames: (() => void)[] = [];
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
    try {
      const written: string[] = [];
      afterPaint('a', () => written.push('a1'));
      afterPaint('a', () => written.push('a2'));
      afterPaint('b', () => written.push('b1'));
      vi.runAllTimers();
      expect(written).toEqual([]); // nothing before the frame
      expect(frames).toHaveLength(1); // one frame request for all the writes waiting, not one per key or write
      for (const f of frames.splice(0)) f();
      expect(written).toEqual([]); // the frame paints first; the write is the task after it
      vi.runAllTimers();
      expect(written).toEqual(['a2', 'b1']);
      expect(pendingWrites.size).toBe(0);
      afterPaint('a', () => written.push('a3')); // a later write waits for a frame of its own
      expect(frames).toHaveLength(1);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
  it('writes the waiting keys with one replaceState, reading the batch as the address, and none when nothing changes', async () => {
    const { afterPaint, flushWrites, gameInAddress, readParam, writeParam } = await import('../../src/islands/shared/url');
    let href = 'http://x/en/g/?other=1#rule';
    const loc = { get href() { return href; }, get search() { return new URL(href).search; }, get pathname() { return new URL(href).pathname; }, get hash() { return new URL(href).hash; } };
    const urls: string[] = [];
    vi.stubGlobal('location', loc);
    vi.stubGlobal('history', { state: null, replaceState: (_s: unknown, _t: string, url: string) => { urls.push(url); href = new URL(url, href).href; } });
    // an island wrapper for 'g' on the page, none for the #rule anchor: a value set moves the anchor to 'g'
    vi.stubGlobal('document', { getElementById: (id: string) => (id === 'g' ? {} : null) });
    vi.stubGlobal('requestAnimationFrame', undefined);
    // the frames afterPaint asks for are fake timers, dropped at the end: flushWrites runs by hand here
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const seen: (string | null | boolean)[] = [];
      afterPaint('g', () => writeParam('g', 's1~e4'));
      // the seats' write asks whether the game is in the address: it is, in the same batch
      afterPaint('seats', () => {
        seen.push(gameInAddress('g'), readParam('g'));
        writeParam('seats', 'hb');
      });
      flushWrites();
      expect(seen).toEqual([true, 's1~e4']);
      expect(urls).toEqual(['/en/g/?other=1&g=s1~e4&seats=hb#g']);
      // the same values again: no replaceState at all
      afterPaint('g', () => writeParam('g', 's1~e4'));
      afterPaint('seats', () => writeParam('seats', 'hb'));
      flushWrites();
      expect(urls).toHaveLength(1);
      // a new value keeps its field's place: the seats' unchanged write adds nothing
      afterPaint('g', () => writeParam('g', 's1~e4;f5'));
      afterPaint('seats', () => writeParam('seats', 'hb'));
      flushWrites();
      expect(urls).toEqual(['/en/g/?other=1&g=s1~e4&seats=hb#g', '/en/g/?other=1&g=s1~e4;f5&seats=hb#g']);
      writeParam('seats', 'hb');
      expect(urls).toHaveLength(2);
      // removal, in order, outside a batch: written at once
      writeParam('seats', null);
      expect(urls.at(-1)).toBe('/en/g/?other=1&g=s1~e4;f5#g');
      expect(readParam('seats')).toBeNull();
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
  it('the language switch sends the event the islands flush their pending links on (spelled out there, not imported)', () => {
    const chrome = readFileSync('src/lib/chrome-client.ts', 'utf8');
    expect(chrome).toContain(`dispatchEvent(new Event('${FLUSH_URL_EVENT}'))`);
  });
});
