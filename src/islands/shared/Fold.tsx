/**
 * A folded part of a game island (the seats, variants and options, the
 * notation panel, the game record): a <details> whose content is built only
 * while it is open. Closed, a long game's record and the settings' controls
 * would otherwise be rendered, and compared by Preact, on every move. The
 * content is a function, so nothing in it runs while closed; the summary
 * line says what the closed part holds.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';

interface Props {
  class: string;
  summary: ComponentChildren;
  children: () => ComponentChildren;
  testid?: string;
}

/**
 * Whether a <details> is open, for content built only while it is (Fold, and the "Try it" panel's field): the
 * state, a ref callback for the element and its toggle handler. A <details> the reader opened before the island
 * hydrated stays open (hydration keeps the page's attributes) and fired its toggle before anyone listened: the ref
 * callback finds it open and counts it so (on later renders it sets what the state already holds, which changes
 * nothing).
 */
export function useOpen(): [boolean, (details: HTMLDetailsElement | null) => void, (e: Event) => void] {
  const [open, setOpen] = useState(false);
  return [open, (details) => details?.open && setOpen(true), (e) => setOpen((e.currentTarget as HTMLDetailsElement).open)];
}

export function Fold({ class: cls, summary, children, testid }: Props) {
  const [open, ref, onToggle] = useOpen();
  return (
    <details ref={ref} class={cls} data-testid={testid} open={open} onToggle={onToggle}>
      <summary>{summary}</summary>
      {open && children()}
    </details>
  );
}
