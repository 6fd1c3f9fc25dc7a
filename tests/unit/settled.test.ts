import { afterEach, describe, expect, it, vi } from 'vitest';

describe('playTimer (src/islands/shared/settled.ts)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('counts a game’s first move from the page’s load and the idle moment after it, later ones at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onLoad: (() => void)[] = [];
    const idle: (() => void)[] = [];
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', { readyState: 'loading' });
    vi.stubGlobal('addEventListener', (type: string, f: () => void) => type === 'load' && onLoad.push(f));
    vi.stubGlobal('requestIdleCallback', (f: () => void) => idle.push(f));
    const { playTimer } = await import('../../src/islands/shared/settled');
    const played: string[] = [];
    playTimer(() => played.push('first'), 450);
    const cancel = playTimer(() => played.push('cancelled'), 450);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(played).toEqual([]); // the page is still loading
    onLoad.forEach((f) => f());
    vi.advanceTimersByTime(5000);
    expect(played).toEqual([]); // loaded, not yet idle
    idle.forEach((f) => f());
    vi.advanceTimersByTime(449);
    expect(played).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(played).toEqual(['first']);
    playTimer(() => played.push('later'), 450);
    vi.advanceTimersByTime(450);
    expect(played).toEqual(['first', 'later']);
  });

  it('on the server (no window) a timer is a plain timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('window', undefined);
    const { playTimer } = await import('../../src/islands/shared/settled');
    let n = 0;
    playTimer(() => n++, 10);
    vi.advanceTimersByTime(10);
    expect(n).toBe(1);
  });
});
