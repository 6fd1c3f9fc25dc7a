/**
 * The arrow keys in a block of buttons laid out in rows of `width` (the Quincunx grid, Rommé's card picker), which
 * is one stop for the Tab key: the key's neighbour in its row (no wrapping to the next) or its column gets the focus.
 * At an edge the focus stays and the page does not scroll. `selector` picks the block's buttons in reading order.
 */
export function arrowKeys(e: KeyboardEvent, selector: string, width: number): void {
  const keys = [...(e.currentTarget as HTMLElement).querySelectorAll<HTMLElement>(selector)];
  const i = keys.indexOf(e.target as HTMLElement);
  const k = e.key;
  const to = k === 'ArrowLeft' ? (i % width ? i - 1 : -1) : k === 'ArrowRight' ? ((i + 1) % width ? i + 1 : -1) : k === 'ArrowUp' ? i - width : k === 'ArrowDown' ? i + width : -2;
  if (i < 0 || to === -2) return;
  e.preventDefault();
  keys[to]?.focus();
}
