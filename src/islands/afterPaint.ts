/**
 * Island state in the URL, written after the click's paint. Not in src/islands/shared (the chunk every
 * page loads, src/islands/shared/url.ts): only the islands that use it load it.
 */
import { writeParam } from './shared/url';

let queued: [string, string | null][] | null = null;

/**
 * writeParam, done after the next paint, for a click whose answer is drawn first: history.replaceState
 * costs 2–25 ms of main thread at 4× CPU slowdown (and Chromium fetches the page's icon again after it),
 * work the reader does not see, so it waits until the click's change is on screen (issue 13.7: click to
 * next paint ≤ 100 ms). Writes within one frame are made in order, the last one standing.
 */
export function writeParamAfterPaint(key: string, value: string | null): void {
  if (!queued) {
    const q: [string, string | null][] = (queued = []);
    requestAnimationFrame(() => setTimeout(() => (queued = null, q.forEach(([k, v]) => writeParam(k, v)))));
  }
  queued.push([key, value]);
}
