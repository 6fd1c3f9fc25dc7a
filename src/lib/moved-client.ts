import { readMoved } from './moved-map';

/**
 * A game's rules page lists what moved from it to the game's other pages (data-moved: page → anchors and
 * island URL keys; src/lib/game-parts.ts, in the text src/lib/moved-map.ts writes). A link to one of them
 * (its #anchor, or an island's position in the query) is sent on to that page with the same query and
 * anchor: published links keep opening the same thing. An island's position wins over a rule's anchor
 * (the position is what only that page can open); the anchor then becomes the island's. A link with
 * positions for islands now on different pages opens the page with most of them.
 *
 * Only a rules page with such a map loads this (src/components/MovedLinks.astro, in Base.astro); the other
 * pages' script (chrome-client.ts) carries none of it.
 */
export function initMoved(): void {
  const data = document.getElementById('main')?.dataset.moved;
  if (!data) return;
  const map = readMoved(data);
  const go = (): void => {
    const keys = [...new URLSearchParams(location.search).keys()];
    const id = location.hash.slice(1); // anchors and keys are [a-z0-9-]: nothing to decode
    // the page with most of the link's island positions (a key counts twice an anchor), the first on a tie
    let to = '';
    let best = 0;
    for (const [t, ids] of Object.entries(map)) {
      const score = 2 * keys.filter((k) => ids.includes(k)).length + (ids.includes(id) ? 1 : 0);
      if (score > best) [to, best] = [t, score];
    }
    if (!to) return;
    const ids = map[to]!;
    location.replace(to + location.search + (ids.includes(id) ? location.hash : `#${keys.find((k) => ids.includes(k))}`));
  };
  addEventListener('hashchange', go);
  go();
}
