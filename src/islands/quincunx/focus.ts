/**
 * Which breakdown item's cells are highlighted, shared by the two parts of a
 * worked example that the shared ExampleIsland draws separately (the table
 * and the notes). Keyed by the frame shown, so a new step starts unfocused.
 */
import { useEffect, useState } from 'preact/hooks';

const chosen = new WeakMap<object, number | null>();
const listeners = new Set<() => void>();

export function useFrameFocus(frame: object): [number | null, (i: number | null) => void] {
  const [, bump] = useState(0);
  useEffect(() => {
    const l = () => bump((n) => n + 1);
    listeners.add(l);
    return () => void listeners.delete(l);
  }, []);
  const set = (i: number | null) => {
    chosen.set(frame, i);
    for (const l of listeners) l();
  };
  return [chosen.get(frame) ?? null, set];
}
