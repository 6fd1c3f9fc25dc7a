/**
 * `client:near`: hydrates an island once the part of the page it stands in comes within `rootMargin` of the
 * screen (`client:near={{ rootMargin: '800px' }}`; without a value, once it reaches the screen).
 *
 * Why not Astro's `client:visible`: that observes the island's own elements, and here those stand inside
 * boxes with `content-visibility: auto` (the page's chunks, `.flow`, and the islands, `.island`; global.css),
 * whose content the browser skips while they are away from the screen. An IntersectionObserver watching
 * content inside such a box depends on the browser updating it in the right frame when the box stops being
 * skipped. In Chromium an island now and then stayed unhydrated for good, its buttons dead: CI at 213692e
 * (/de/quincunx/examples/), and locally twice in about 450 loads of the Quincunx lessons and examples. Seen
 * there: the island's module never loaded though the same module had hydrated the islands before it, no
 * error, its box in the middle of the screen, and scrolling again did not help; so the observer never
 * reported it (inferred: a run that recorded every observer entry did not meet the failure).
 * The chunk itself is never inside a skipped box (it is a child of <main>), so it is watched instead;
 * an island outside any chunk is watched through its own elements, as client:visible does. That did not
 * end the failure (it came back once, below), so every island still waiting is also measured once a
 * second, without the observer.
 */
import type { ClientDirective, ClientVisibleOptions } from 'astro';
import { defineIsland } from './island-element';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:near'?: ClientVisibleOptions | boolean;
  }
}

/** How often the islands still waiting are measured besides the observer (below). */
export const NEAR_CHECK_MS = 1000;

/** A promise kept in a new task, after what the browser has queued (input, rendering) has had its turn. */
type Yielding = { scheduler?: { yield?: () => Promise<void> } };
const nextTask = (): Promise<void> =>
  (globalThis as Yielding).scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0));

/** The checks of the islands still waiting; one timer runs them while any is left. */
const waiting = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
const sweep = () => {
  waiting.forEach((check) => check());
  if (!waiting.size) timer = void clearInterval(timer);
};

const near: ClientDirective = (load, options, el) => {
  const value: unknown = options.value;
  const rootMargin = typeof value === 'object' && value !== null ? (value as { rootMargin?: string }).rootMargin : undefined;
  const chunk = el.closest('.flow');
  const watched = chunk ? [chunk] : [...el.children];
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    io.disconnect();
    waiting.delete(check);
    // Each island hydrates in a task of its own: islands whose code arrives together (the same chunk, already
    // loaded for the island before) would otherwise all render in the one task that resolves their imports,
    // and two Rommé examples made one task of 113 ms at 4× CPU slowdown (each about half of it).
    void load().then((hydrate) => nextTask().then(hydrate));
  };
  const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), { rootMargin });
  for (const target of watched) io.observe(target);
  // The same question measured, for an observer that never answers: watching the chunk did not end that (CI at
  // c1904d6, /en/gongor-whist/examples/: island 4 of 7 on screen for 20 s, its code never asked for, the
  // three before it hydrated), and its cause is unknown. A watched box that is laid out (not display: none)
  // and within the margin of the screen hydrates the island at the next check.
  const m = parseFloat(rootMargin ?? '') || 0; // its first (top) value, in px: '800px'
  const check = () => {
    for (const t of watched) {
      if (!t.getClientRects().length) continue;
      const r = t.getBoundingClientRect();
      if (r.bottom >= -m && r.top <= innerHeight + m) return go();
    }
  };
  waiting.add(check);
  timer ??= setInterval(sweep, NEAR_CHECK_MS);
};

// The islands' element comes with the directive, in the same loader file: defined once this script has run, so the
// directive is there for the islands it upgrades, and before Astro's element would be (the build drops that one).
queueMicrotask(defineIsland);

export default near;
