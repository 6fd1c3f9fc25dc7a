/**
 * Island state in the page URL: one query parameter per island, read once on
 * hydration and replaced (not pushed) on every change, so a copied address
 * opens the same position. Safe to import during server rendering.
 */
import { FLUSH_URL_EVENT } from '../../lib/url-flush';

export function readParam(key: string): string | null {
  return typeof location === 'undefined' ? null : address().searchParams.get(key);
}

/** The address being built while the pending writes run (see flushWrites), written once at the end; else null. */
let building: URL | null = null;
/** The address as it stands, or as it will once the pending writes running now are written. */
const address = () => building ?? new URL(location.href);

/**
 * Query encoding that keeps notation readable in a shared link: ':' ';' '/' ','
 * '~' '|' '@' stay as they are (all legal in a query), spaces become '+'.
 * URLSearchParams reads it back unchanged.
 */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value)
    .replace(/%20/g, '+')
    .replace(/%(3A|3B|2F|2C|7C|40)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The island the reader last touched or typed in: its anchor wrapper's id (src/lib/island-anchors.mjs), noted
 * when the event comes (capture phase), since the button pressed may be gone from the page by the time the
 * island writes its address.
 */
let lastTouched: string | null = null;
if (typeof document !== 'undefined') {
  const note = (e: Event) => {
    lastTouched = e.target instanceof Element ? (e.target.closest('.island-anchor')?.id ?? null) : null;
  };
  document.addEventListener('pointerdown', note, true);
  document.addEventListener('keydown', note, true);
}

/**
 * Set (or with null, remove) one parameter, keeping the others, their order and the path. A value
 * set moves the #anchor to the island's own (its wrapper's id is the key, see
 * src/lib/island-anchors.mjs), so the address shared is `…?key=value#key` and opens
 * there; otherwise the #anchor stays. It also stays when it names another part of the
 * page and the reader has not touched this island: a game that plays its computer's
 * moves as the page opens at `#notation` leaves the reader's anchor alone.
 * While the pending writes run (flushWrites), the change goes into the address being built.
 */
export function writeParam(key: string, value: string | null): void {
  if (typeof location === 'undefined') return;
  const url = address();
  const params = url.searchParams; // set() keeps the field's place
  if (value === null) params.delete(key);
  else params.set(key, value);
  url.search = [...params].map(([k, v]) => `${encodeQueryValue(k)}=${encodeQueryValue(v)}`).join('&');
  if (value !== null && anchorMoves(key, url.hash)) url.hash = encodeURIComponent(key);
  if (!building) commit(url); // (in a batch, url is the address being built itself)
}

/**
 * history.replaceState, unless the address stays the same (a computer's move writes the seats field unchanged
 * every time): each costs 2–25 ms of main thread at 4× CPU slowdown.
 */
function commit(url: URL): void {
  if (url.href !== location.href) history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}

/** Does a write of island `key` move the #anchor (now `hash`) to the island (see writeParam)? */
function anchorMoves(key: string, hash: string): boolean {
  if (typeof document === 'undefined') return false;
  const island = document.getElementById(key);
  if (!island) return false;
  let here = '';
  try {
    here = decodeURIComponent(hash.slice(1));
  } catch {
    return true; // a malformed anchor names nothing on the page
  }
  const elsewhere = here !== '' && here !== key && document.getElementById(here) !== null;
  return !elsewhere || lastTouched === key;
}

/** Address writes waiting for the next paint, by key (see afterPaint). */
export const pendingWrites = new Map<string, () => void>();

/** Is island `key`'s state in the address, or about to be (a write waiting for the paint)? */
export function gameInAddress(key: string): boolean {
  return readParam(key) !== null || pendingWrites.has(key);
}

/** Writes every pending address change, in one history.replaceState (before something reads the address: the language switch). */
export function flushWrites(): void {
  if (building) return;
  const writes = [...pendingWrites.values()];
  pendingWrites.clear();
  building = new URL(location.href);
  try {
    writes.forEach((write) => write());
  } finally {
    const url = building;
    building = null;
    commit(url);
  }
}
if (typeof addEventListener === 'function') addEventListener(FLUSH_URL_EVENT, flushWrites);

/**
 * Runs `write` (an address write) after the next paint, and only the newest one for a key when several
 * come quickly; the writes pending then go together, in one history.replaceState. A click's change is
 * drawn first: history.replaceState costs 2–25 ms of main thread at 4× CPU slowdown (and Chromium
 * fetches the page's icon again after it), and writing a long game's link (thousands of moves) tens of
 * milliseconds, none of it seen (issue 13.7: click to next paint ≤ 100 ms).
 */
export function afterPaint(key: string, write: () => void): void {
  // the first write waiting asks for the frame; those that come before it go with it
  if (!pendingWrites.size) {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(flushWrites, 0));
    else setTimeout(flushWrites, 0);
  }
  pendingWrites.set(key, write);
}

/** A seed typed by a reader or found in a URL: 1–32 letters, digits, '-' or '_'. */
export function cleanSeed(raw: string | null): string | null {
  if (raw === null) return null;
  const s = raw.trim();
  return /^[A-Za-z0-9_-]{1,32}$/.test(s) ? s : null;
}

/** A fresh random seed for "New deal" (not reproducible by design; the URL keeps it). */
export function randomSeed(): string {
  const n = typeof crypto !== 'undefined' && 'getRandomValues' in crypto ? crypto.getRandomValues(new Uint32Array(1))[0]! : Math.floor(Math.random() * 2 ** 32);
  return n.toString(36);
}

/**
 * On hydration: read parameter `key`, and hand a valid value to `use`. A value
 * `parse` rejects (null, or by throwing) is reported through `onBad` and removed from the
 * address, so the reader is left at a sane start, never a broken island.
 */
export function restoreParam<T>(key: string, parse: (raw: string) => T | null, use: (value: T) => void, onBad: () => void): void {
  const raw = readParam(key);
  if (raw === null) return;
  let value: T | null;
  try {
    value = parse(raw);
  } catch {
    value = null; // a reader that throws has met a value it cannot read: treat it as tampered
  }
  if (value === null) {
    onBad();
    writeParam(key, null);
    return;
  }
  use(value);
}
