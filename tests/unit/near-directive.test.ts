// client:near (src/lib/near-directive.ts): what it watches, and that it hydrates once, when that comes near.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import near from '../../src/lib/near-directive';

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

/** An island element: its children, and the chunk `closest('.flow')` finds (or none). */
const island = (chunk: object | null, children: object[] = [{ tag: 'section' }]) =>
  ({ children, closest: (sel: string) => (sel === '.flow' ? chunk : null) }) as unknown as HTMLElement;

const settle = () => new Promise((ok) => setTimeout(ok, 0));

describe('client:near', () => {
  beforeEach(() => {
    observers = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("watches the island's page chunk, with the island's rootMargin, and hydrates once when it comes near", async () => {
    const chunk = { tag: 'div.flow' };
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
    const children = [{ tag: 'section' }, { tag: 'template' }];
    near(async () => async () => undefined, { name: 'X', value: '' }, island(null, children));
    expect(observers[0]!.observed).toEqual(children);
    expect(observers[0]!.options.rootMargin).toBeUndefined();
  });
});
