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
 * an island outside any chunk is watched through its own elements, as client:visible does.
 */
import type { ClientDirective, ClientVisibleOptions } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:near'?: ClientVisibleOptions | boolean;
  }
}

const near: ClientDirective = (load, options, el) => {
  const value: unknown = options.value;
  const rootMargin = typeof value === 'object' && value !== null ? (value as { rootMargin?: string }).rootMargin : undefined;
  const chunk = el.closest('.flow');
  const io = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      io.disconnect();
      void load().then((hydrate) => hydrate());
    },
    { rootMargin },
  );
  for (const target of chunk ? [chunk] : el.children) io.observe(target);
};

export default near;
