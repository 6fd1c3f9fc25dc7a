/**
 * A hint from the strong player, as the game islands (Conquian, Quincunx, Rommé) ask for it. The hint belongs to
 * the position it was asked for (the state object on screen): once the position changes — a move, undo, a new deal —
 * it is no longer shown, and an answer for a position that is gone is dropped. Undo returns to a position object seen
 * before, so the islands `clear` the hint there.
 *
 *   const hint = useHint<State, Choice>(state);
 *   hint.ask(() => client.ask(…), (c) => select(c.move));
 *   hint.shown  // null, or { busy } while it comes, { answer } when it came, { answer: null } when none can come
 *
 * On a slow phone the strong player takes several hundred ms, so the island says at once that the hint is coming
 * (and disables its button: `busy`), and says so when none can come (no worker, a timeout). A request the page
 * itself gave up (superseded, cancelled) shows nothing.
 *
 * What the island does with an answer (pick its cards, offer its move first) goes in `onAnswer`, which runs in the
 * same turn as the hint is set, so both come in one render. Chained after a promise it came one render later, and
 * the effect that scrolls the answer onto the screen (useReveal) ran on the first: Conquian's meld row then grew
 * above the answer and pushed it below a phone's screen.
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
  // the position on screen when an answer comes (the render that asked may be several renders old)
  const onScreen = useRef(position);
  onScreen.current = position;
  /** Asks for the position on screen; when the answer comes and that position is still on screen, shows it and passes it to `onAnswer`. */
  const ask = (request: () => Promise<A>, onAnswer?: (answer: A) => void): void => {
    const asked = position;
    setHint({ for: asked, busy: true, answer: null });
    request().then(
      (answer) => {
        if (onScreen.current !== asked) return;
        setHint({ for: asked, busy: false, answer });
        onAnswer?.(answer);
      },
      (e: unknown) => {
        if (onScreen.current === asked) setHint(shouldReport(e) ? { for: asked, busy: false, answer: null } : null);
      },
    );
  };
  /** Forgets the hint (undo returns to a position object seen before: its hint is not shown again). */
  const clear = () => setHint(null);
  return { shown, ask, clear };
}
