/**
 * A tap on a card answered below the screen's edge: on a phone, Rommé's hand takes three rows, and the
 * buttons for the picked cards (meld, lay off, discard) came about 70 px below the first screen, so a
 * newcomer's tap seemed to do nothing. `reveal` scrolls the page just enough to show the whole of `el`, and
 * never so far that `keep` (the card just tapped) leaves the top of the screen. Nothing moves when `el` is
 * already on screen, so picking a second and a third card after the first keeps the page still.
 */
export function reveal(el: Element | null, keep?: Element | null, margin = 8): void {
  if (!el || typeof window === 'undefined') return;
  const box = el.getBoundingClientRect();
  if (!box.height) return;
  const below = box.bottom + margin - window.innerHeight;
  if (below <= 0) return;
  const room = keep ? keep.getBoundingClientRect().top - margin : below;
  const by = Math.min(below, room);
  if (by <= 0) return;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollBy({ top: by, behavior: smooth ? 'smooth' : 'auto' });
}
