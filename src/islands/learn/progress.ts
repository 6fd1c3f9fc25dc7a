/**
 * Progress in this browser only (localStorage), per game: the lessons done
 * and the practice score. Never required: storage that is missing, full or
 * refused is simply not used. Islands on one page hear each other's changes
 * through one window event.
 */
import type { GameId } from '../../engine/core/game';

export interface Progress {
  readonly done: readonly string[];
  readonly right: number;
  readonly asked: number;
}

const EMPTY: Progress = { done: [], right: 0, asked: 0 };
const EVENT = 'regelwerk-learn';
const key = (game: GameId) => `regelwerk-learn-${game}`;

export function loadProgress(game: GameId): Progress {
  try {
    const raw = globalThis.localStorage?.getItem(key(game));
    if (!raw) return EMPTY;
    const v = JSON.parse(raw) as Partial<Progress>;
    const done = Array.isArray(v.done) ? v.done.filter((x): x is string => typeof x === 'string') : [];
    const n = (x: unknown) => (typeof x === 'number' && Number.isInteger(x) && x >= 0 ? x : 0);
    return { done, right: Math.min(n(v.right), n(v.asked)), asked: n(v.asked) };
  } catch {
    return EMPTY;
  }
}

function save(game: GameId, p: Progress): void {
  try {
    globalThis.localStorage?.setItem(key(game), JSON.stringify(p));
  } catch {
    // Storage refused: progress is a convenience, never required.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(EVENT, { detail: game }));
}

export function markDone(game: GameId, lesson: string): void {
  const p = loadProgress(game);
  if (!p.done.includes(lesson)) save(game, { ...p, done: [...p.done, lesson] });
}

export function countPractice(game: GameId, right: boolean): Progress {
  const p = loadProgress(game);
  const next = { ...p, asked: p.asked + 1, right: p.right + (right ? 1 : 0) };
  save(game, next);
  return next;
}

export function resetProgress(game: GameId): void {
  try {
    globalThis.localStorage?.removeItem(key(game));
  } catch {
    // nothing stored
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(EVENT, { detail: game }));
}

/** Call `on` whenever this game's progress changes (here or in another tab); returns the unsubscribe. */
export function onProgress(game: GameId, on: () => void): () => void {
  const local = (e: Event) => {
    if ((e as CustomEvent).detail === game) on();
  };
  const other = (e: StorageEvent) => {
    if (e.key === key(game)) on();
  };
  window.addEventListener(EVENT, local);
  window.addEventListener('storage', other);
  return () => {
    window.removeEventListener(EVENT, local);
    window.removeEventListener('storage', other);
  };
}
