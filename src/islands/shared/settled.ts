/**
 * The page settled: loaded, and the browser idle once after that. A game that opens with moves to play
 * (the computer's, or the reader's with no choice) starts them only then, so that on a slow phone they do
 * not take turns with the page's own loading: each move is an engine step, a redraw and an address write.
 * After that, playTimer is a plain setTimeout.
 */
let settled = false;
const waiting = new Set<() => void>();

function settle(): void {
  settled = true;
  for (const f of [...waiting]) f();
  waiting.clear();
}

if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  const idle = () => {
    // requestIdleCallback is missing in Safari: a short pause stands for it there
    if (typeof requestIdleCallback === 'function') requestIdleCallback(settle, { timeout: 1500 });
    else setTimeout(settle, 200);
  };
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
} else {
  settled = true;
}

/** setTimeout(fn, ms) counted from the moment the page settled (at once, once it has); returns the cancel. */
export function playTimer(fn: () => void, ms: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    waiting.delete(start);
    timer = setTimeout(fn, ms);
  };
  if (settled) start();
  else waiting.add(start);
  return () => {
    waiting.delete(start);
    if (timer !== undefined) clearTimeout(timer);
  };
}
