/**
 * A folded part of a game island (the seats, variants and options, the
 * notation panel, the game record): a <details> whose content is built only
 * while it is open. Closed, a long game's record and the settings' controls
 * would otherwise be rendered, and compared by Preact, on every move. The
 * content is a function, so nothing in it runs while closed; the summary
 * line says what the closed part holds.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';

interface Props {
  class: string;
  summary: ComponentChildren;
  children: () => ComponentChildren;
  testid?: string;
}

export function Fold({ class: cls, summary, children, testid }: Props) {
  const [open, setOpen] = useState(false);
  // a fold the reader opened before the island hydrated stays open (hydration keeps the page's attributes) and fired
  // its toggle before anyone listened: it is built now
  const fold = useRef<HTMLDetailsElement>(null);
  useEffect(() => { if (fold.current?.open) setOpen(true); }, []);
  return (
    <details ref={fold} class={cls} data-testid={testid} open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>{summary}</summary>
      {open && children()}
    </details>
  );
}
