/**
 * A rules page's map of what moved to the game's other pages (src/lib/game-parts.ts, movedFrom), as the page
 * carries it in data-moved on <main> for src/lib/chrome-client.ts: each page's path, then its anchors and
 * island URL keys, all separated by spaces ("/de/quincunx/variants/ flush muggins /de/quincunx/play/ play").
 * Paths start with "/", anchors and keys never do (they are [a-z0-9-]). Plain text, not JSON: in an HTML
 * attribute every quote of JSON is written &quot;, which cost a rules page 0.1 kB gzipped. No imports, so
 * the page script can read it without loading the islands' code.
 */
export const writeMoved = (moved: Readonly<Record<string, readonly string[]>>): string =>
  Object.entries(moved)
    .map(([to, ids]) => [to, ...ids].join(' '))
    .join(' ');

/** The map again from its text; tokens before the first path, and paths with nothing after them, are left out. */
export function readMoved(text: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  let to = '';
  for (const t of text.split(' ')) {
    if (t.startsWith('/')) to = t;
    else if (t && to) (out[to] ??= []).push(t);
  }
  return out;
}
