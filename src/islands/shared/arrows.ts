/**
 * The arrow keys in the islands' blocks of buttons, each of which is one stop for the Tab key (a roving tabindex):
 *
 * - arrowKeys: a block laid out in rows of `width` (the Quincunx grid, Rommé's card picker). The key's neighbour in
 *   its row (no wrapping to the next) or its column gets the focus.
 * - rowKeys and useRowStop: a hand or a lesson's row of cards (or a Quincunx lesson's empty cells), one row in
 *   reading order (it may wrap on a phone; width 0), whose container is a toolbar (role="toolbar", the WAI-ARIA
 *   toolbar pattern, so a screen reader says that the arrow keys work there). Left and right go to the card before and after it, Home and End to the first and last; up and
 *   down are left to the page (a Quincunx lesson's cells add them: spreadKeys in src/islands/learn/quincunx/kit.tsx).
 *
 * At an edge the focus stays and the page does not scroll. `selector` picks the block's buttons in reading order.
 * A key pressed with Alt, Ctrl or Meta is left to the browser.
 */
import { useState } from 'preact/hooks';

export function arrowKeys(e: KeyboardEvent, selector: string, width: number): void {
  const keys = [...(e.currentTarget as HTMLElement).querySelectorAll<HTMLElement>(selector)];
  const i = keys.indexOf(e.target as HTMLElement);
  const k = e.key;
  const w = width || keys.length;
  const to =
    k === 'ArrowLeft' ? (i % w ? i - 1 : -1)
    : k === 'ArrowRight' ? ((i + 1) % w ? i + 1 : -1)
    : width ? (k === 'ArrowUp' ? i - w : k === 'ArrowDown' ? i + w : -2)
    : k === 'Home' ? 0 : k === 'End' ? w - 1 : -2;
  // with Alt, Ctrl or Meta the key is the browser's (Alt+Left goes back a page)
  if (i < 0 || to === -2 || e.altKey || e.ctrlKey || e.metaKey) return;
  e.preventDefault();
  keys[to]?.focus();
}

/** A hand's keys: its buttons in one row (arrowKeys with no width). */
export const rowKeys = (e: KeyboardEvent): void => arrowKeys(e, 'button', 0);

/**
 * The Tab stop of a row or block of cards keyed by `cards` (a hand, a lesson's row, Rommé's card picker): the card focused last while
 * it is still there, else `prefer` (a chosen card, the card the island would play) when it is, else the first. Give each card's button
 * `tabIndex={card === stop ? 0 : -1}` and `onFocus={() => focused(card)}`.
 */
export function useRowStop(cards: readonly string[], prefer?: string | null): [stop: string | undefined, focused: (card: string) => void] {
  const [last, setLast] = useState<string | null>(null);
  const stop = last !== null && cards.includes(last) ? last : prefer != null && cards.includes(prefer) ? prefer : cards[0];
  return [stop, setLast];
}
