// The 404 page's script (src/pages/404.astro). The static host sends the one bilingual page for every unknown
// address, German first. Here the address decides: under /en/ the English part comes first and is the page's
// heading (the document's language with it), and where the address names a game, even misspelt ("quinkunx",
// "rommé", "gongor"), that game's parts are offered at the top in the address's language (or both, without one).
// The games are the page's own (its data-game parts): importing the engine's list would load the islands' shared
// chunk, Preact with it, on a page that has no island.

/** Edits (insert, delete, replace) from `a` to `b`. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** Of `games`, the one an address's segment names: its id exactly, or near it (at most two letters off, or its first four or more letters). */
export function gameNamed(segment: string, games: readonly string[]): string | null {
  const s = segment.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '');
  if (s.length < 4) return null;
  let best: string | null = null;
  let bestD = 3;
  for (const id of games) {
    const d = id.startsWith(s) ? 0 : distance(s, id);
    if (d < bestD) [best, bestD] = [id, d];
  }
  return best;
}

/** Where an unknown address points: its language (if it starts with one) and the game it names (if any). */
export function readAddress(pathname: string, games: readonly string[]): { lang: 'de' | 'en' | null; game: string | null } {
  const parts = pathname.split('/').filter(Boolean).map((p) => { try { return decodeURIComponent(p); } catch { return p; } });
  const lang = parts[0] === 'de' || parts[0] === 'en' ? parts[0] : null;
  const segment = lang ? parts[1] : parts[0];
  return { lang, game: segment ? gameNamed(segment, games) : null };
}

/** `el` as a `tag` element with the same attributes and content. */
function retag(el: Element, tag: string): void {
  const to = document.createElement(tag);
  for (const a of el.attributes) to.setAttribute(a.name, a.value);
  to.append(...el.childNodes);
  el.replaceWith(to);
}

export function initNotFound(): void {
  const main = document.getElementById('main');
  if (!main) return;
  const offers = [...main.querySelectorAll<HTMLElement>('[data-game]')];
  const { lang, game } = readAddress(location.pathname, [...new Set(offers.map((p) => p.dataset.game!))]);
  const mine = lang && main.querySelector(`section[lang="${lang}"]`);
  if (mine && mine !== main.firstElementChild) {
    const other = main.firstElementChild!;
    main.prepend(mine);
    document.documentElement.lang = lang;
    retag(other.querySelector('h1')!, 'h2');
    retag(mine.querySelector('h2')!, 'h1');
  }
  for (const p of offers) if (p.dataset.game === game) p.hidden = false;
}
