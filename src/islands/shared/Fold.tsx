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

export function Fold({ class: cls, summary, children, testid }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <details class={cls} data-testid={testid} open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>{summary}</summary>
      {open && children()}
    </details>
  );
}
