import { useEffect } from 'preact/hooks';

/**
 * A tap on a card answered below the screen's edge: on a phone, Rommé's hand takes three rows, and the
 * buttons for the picked cards (meld, lay off, discard) came about 70 px below the first screen, so a
 * newcomer's tap seemed to do nothing. `reveal` scrolls the page just enough to show the whole of `el`, and
 * never so far that `keep` (the card just tapped; by default `el` itself) leaves the top of the screen.
 * Nothing moves when `el` is already on screen, so picking a second and a third card after the first keeps
 * the page still; an `el` above the screen's top is scrolled back to.
 */
export function reveal(el: Element | null, keep?: Element | null, margin = 8): void {
  if (!el || typeof window === 'undefined') return;
  const box = el.getBoundingClientRect();
  if (!box.height) return;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const scroll = (top: number) => window.scrollBy({ top, behavior: smooth ? 'smooth' : 'auto' });
  // above the screen (something else scrolled the page past it, a focused card say): back up to its top
  if (box.top < 0) return scroll(box.top - margin);
  const below = box.bottom + margin - window.innerHeight;
  if (below <= 0) return;
  const room = (keep ?? el).getBoundingClientRect().top - margin;
  const by = Math.min(below, room);
  if (by > 0) scroll(by);
}

/**
 * `reveal` for an answer that comes later (a hint, from the computer player's worker): each time `answer`
 * changes to something (not null, undefined, false or 0), the last element `within` finds by `target` is
 * shown and the one found by `keep` kept on screen. The hint's answer comes under its button, often with the
 * cards it picks and their move above it, so on a phone it stood below the screen in every game.
 */
export function useReveal(answer: unknown, within: { readonly current: Element | null }, target: string, keep?: string): void {
  useEffect(() => {
    if (answer === null || answer === undefined || answer === false || answer === 0) return;
    const root = within.current;
    const all = root?.querySelectorAll(target);
    if (root && all?.length) reveal(all[all.length - 1]!, keep ? root.querySelector(keep) : null);
  }, [answer]);
}
