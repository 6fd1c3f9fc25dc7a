import { useEffect } from 'preact/hooks';

/** Has the reader asked for reduced motion? (No glides, and the Conquian game's automatic moves follow one another after 40 ms, not their pause.) */
export const reducedMotion = (): boolean => !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** How an island scrolls the page: gliding, or at once for a reader who asks for reduced motion. */
export function glide(): ScrollBehavior {
  return reducedMotion() ? 'auto' : 'smooth';
}

/** Scrolls the page by `top` px (see `glide`). */
function scroll(top: number): void {
  window.scrollBy({ top, behavior: glide() });
}

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
  // above the screen (something else scrolled the page past it, a focused card say): back up to its top
  if (box.top < 0) return scroll(box.top - margin);
  const below = box.bottom + margin - window.innerHeight;
  if (below <= 0) return;
  const room = (keep ?? el).getBoundingClientRect().top - margin;
  const by = Math.min(below, room);
  if (by > 0) scroll(by);
}

/**
 * Shows `el` and, when both fit on the screen, `lead` above it (from `lead`'s top to `el`'s bottom); when they do
 * not fit, `el` at the screen's foot. Rommé's turn after the computer seats: the reader's Draw button and, above
 * the seats and the piles, the newest line of what the computers did with its reason. Nothing moves when both
 * are on screen already.
 */
export function revealFrom(lead: Element, el: Element, margin = 8): void {
  if (typeof window === 'undefined') return;
  const a = lead.getBoundingClientRect();
  const b = el.getBoundingClientRect();
  if (!b.height) return;
  const up = a.top - margin;
  const down = b.bottom + margin - window.innerHeight;
  if (up >= 0 && down <= 0) return;
  const fits = b.bottom - a.top + 2 * margin <= window.innerHeight;
  scroll(fits && up < 0 ? up : down);
}

/**
 * `reveal` for an answer that comes later (a hint, from the computer player's worker): each time `answer`
 * changes to something (not null, undefined, false or 0), the last element `within` finds by `target` is
 * shown and the one found by `keep` kept on screen (or, with `lead`, the first element it finds shown above it
 * where both fit: revealFrom). The hint's answer comes under its button, often with the
 * cards it picks and their move above it, so on a phone it stood below the screen in every game.
 */
export function useReveal(answer: unknown, within: { readonly current: Element | null }, target: string, keep?: string, lead?: string): void {
  useEffect(() => {
    if (answer === null || answer === undefined || answer === false || answer === 0) return;
    const root = within.current;
    const all = root?.querySelectorAll(target);
    if (!root || !all?.length) return;
    const el = all[all.length - 1]!;
    const above = lead ? root.querySelector(lead) : null;
    if (above) revealFrom(above, el);
    else reveal(el, keep ? root.querySelector(keep) : null);
  }, [answer]);
}
