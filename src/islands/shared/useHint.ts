/**
 * A hint from the strong player, as the game islands (Conquian, Quincunx, Rommé) ask for it. The hint belongs to
 * the position it was asked for (the state object on screen): once the position changes — a move, undo, a new deal —
 * it is no longer shown, and an answer for a position that is gone is dropped. Undo returns to a position object seen
 * before, so the islands `clear` the hint there.
 *
 *   const hint = useHint<State, Choice>(state);
 *   hint.ask(() => client.ask(…)).then((c) => c && select(c.move));
 *   hint.shown  // null, or { busy } while it comes, { answer } when it came, { answer: null } when none can come
 *
 * On a slow phone the strong player takes several hundred ms, so the island says at once that the hint is coming
 * (and disables its button: `busy`), and says so when none can come (no worker, a timeout). A request the page
 * itself gave up (superseded, cancelled) shows nothing.
 */
import { useRef, useState } from 'preact/hooks';
import { shouldReport } from './playerClient';

export interface ShownHint<A> {
  readonly busy: boolean;
  /** The answer; null while busy or when none came. */
  readonly answer: A | null;
}

export function useHint<P, A>(position: P) {
  const [hint, setHint] = useState<(ShownHint<A> & { readonly for: P }) | null>(null);
  const shown: ShownHint<A> | null = hint && hint.for === position ? hint : null;
  /** Asks for the position on screen; resolves with the answer if it is still the position on screen, else null. */
  // the position on screen when an answer comes (the render that asked may be several renders old)
  const onScreen = useRef(position);
  onScreen.current = position;
  /** Asks for the position on screen; resolves with the answer if that position is still on screen, else with null. */
  const ask = (request: () => Promise<A>): Promise<A | null> => {
    const asked = position;
    setHint({ for: asked, busy: true, answer: null });
    return request().then(
      (answer) => {
        if (onScreen.current !== asked) return null;
        setHint({ for: asked, busy: false, answer });
        return answer;
      },
      (e: unknown) => {
        if (onScreen.current === asked) setHint(shouldReport(e) ? { for: asked, busy: false, answer: null } : null);
        return null;
      },
    );
  };
  /** Forgets the hint (undo returns to a position object seen before: its hint is not shown again). */
  const clear = () => setHint(null);
  return { shown, ask, clear };
}
