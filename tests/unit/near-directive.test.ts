// client:near (src/lib/near-directive.ts): what it watches, and that it hydrates once, when that comes near.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Entry = { isIntersecting: boolean };
let observers: FakeObserver[] = [];
class FakeObserver {
  observed: object[] = [];
  disconnected = false;
  constructor(readonly callback: (entries: Entry[]) => void, readonly options: { rootMargin?: string }) {
    observers.push(this);
  }
  observe(target: object) {
    this.observed.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  fire(...entries: Entry[]) {
    if (!this.disconnected) this.callback(entries);
  }
}

/** A box at `top` (px from the screen's top), 300 px high; `laidOut` false is display: none (no boxes). */
const box = (top: number, laidOut = true) => ({
  top,
  getClientRects: () => (laidOut ? [{}] : []),
  getBoundingClientRect() {
    return { top: this.top, bottom: this.top + 300 };
  },
});

/** An island element: its children, and the chunk `closest('.flow')` finds (or none). */
const island = (chunk: object | null, children: object[] = [{ tag: 'section' }]) =>
  ({ children, closest: (sel: string) => (sel === '.flow' ? chunk : null) }) as unknown as HTMLElement;

const settle = () => vi.advanceTimersByTimeAsync(0);

// The directive keeps the islands still waiting (and its timer) at module level: a fresh module per test.
let near: typeof import('../../src/lib/near-directive').default;
let NEAR_CHECK_MS: number;

describe('client:near', () => {
  beforeEach(async () => {
    vi.resetModules();
    ({ default: near, NEAR_CHECK_MS } = await import('../../src/lib/near-directive'));
    observers = [];
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('innerHeight', 740);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("watches the island's page chunk, with the island's rootMargin, and hydrates once when it comes near", async () => {
    const chunk = box(5000);
    const hydrate = vi.fn(async () => undefined);
    const load = vi.fn(async () => hydrate);
    near(load, { name: 'X', value: { rootMargin: '800px' } as unknown as string }, island(chunk));
    const [io] = observers;
    expect(io!.observed).toEqual([chunk]);
    expect(io!.options.rootMargin).toBe('800px');
    io!.fire({ isIntersecting: false });
    await settle();
    expect(load).not.toHaveBeenCalled();
    io!.fire({ isIntersecting: false }, { isIntersecting: true });
    await settle();
    expect(io!.disconnected).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
    io!.fire({ isIntersecting: true });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("outside a chunk, watches the island's own elements; without a value, no margin", () => {
    const children = [box(5000), box(0, false)];
    near(async () => async () => undefined, { name: 'X', value: '' }, island(null, children));
    expect(observers[0]!.observed).toEqual(children);
    expect(observers[0]!.options.rootMargin).toBeUndefined();
  });

  it('hydrates an island whose observer never answers once a check finds its box within the margin', async () => {
    const chunk = box(5000);
    const hidden = box(0, false);
    const hydrate = vi.fn(async () => undefined);
    const load = vi.fn(async () => hydrate);
    near(load, { name: 'X', value: { rootMargin: '800px' } as unknown as string }, island(chunk));
    const other = vi.fn(async () => async () => undefined);
    near(other, { name: 'Y', value: '' }, island(null, [hidden]));
    await vi.advanceTimersByTimeAsync(3 * NEAR_CHECK_MS);
    expect(load).not.toHaveBeenCalled(); // 5000 px down, beyond 740 + 800
    chunk.top = 1400; // within the margin below the screen
    await vi.advanceTimersByTimeAsync(NEAR_CHECK_MS);
    expect(load).toHaveBeenCalledTimes(1);
    // it hydrates in a task of its own after its code arrived (a timer set within a timer is due 1 ms later here)
    await vi.advanceTimersByTimeAsync(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);
    await vi.advanceTimersByTimeAsync(3 * NEAR_CHECK_MS);
    expect(load).toHaveBeenCalledTimes(1);
    // a box that is not laid out (display: none) is never near, as the observer sees it
    expect(other).not.toHaveBeenCalled();
  });

  /** Lets the promises settle without running any timer (a task the directive queued stays queued). */
  const microtasks = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };

  it('hydrates each island in a task of its own, even when their code arrives together', async () => {
    const tasks: (() => void)[] = []; // the tasks queued with setTimeout, run one by one below
    vi.stubGlobal('setTimeout', (run: () => void) => tasks.push(run));
    const order: string[] = [];
    const ready = (name: string) => vi.fn(async () => async () => void order.push(name));
    const [a, b] = [ready('a'), ready('b')];
    const chunk = box(0);
    near(a, { name: 'A', value: '' }, island(chunk));
    near(b, { name: 'B', value: '' }, island(chunk));
    observers[0]!.fire({ isIntersecting: true });
    observers[1]!.fire({ isIntersecting: true });
    await microtasks();
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 1]); // both islands' code asked for and there
    expect(order).toEqual([]); // but neither rendered in the task that delivered it
    expect(tasks).toHaveLength(2);
    tasks.shift()!();
    await microtasks();
    expect(order).toEqual(['a']);
    tasks.shift()!();
    await microtasks();
    expect(order).toEqual(['a', 'b']);
  });

  it("uses the browser's scheduler.yield for that task where there is one", async () => {
    const waits: (() => void)[] = [];
    const scheduler = { yield: vi.fn(function (this: unknown) {
      expect(this).toBe(scheduler); // called as a method, as the browser requires
      return new Promise<void>((resolve) => waits.push(resolve));
    }) };
    vi.stubGlobal('scheduler', scheduler);
    const hydrate = vi.fn(async () => undefined);
    near(async () => hydrate, { name: 'A', value: '' }, island(box(0)));
    observers[0]!.fire({ isIntersecting: true });
    await microtasks();
    expect(scheduler.yield).toHaveBeenCalledTimes(1);
    expect(hydrate).not.toHaveBeenCalled();
    waits[0]!();
    await microtasks();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});
