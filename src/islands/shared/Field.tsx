/**
 * A form field (select, input) that only the running island shows. Once a page is parsed, Chromium looks at every
 * form field on it (autofill), and a field in a part of the page not laid out yet (an island off screen,
 * `content-visibility: auto`, or a closed <details>) makes it lay out the page once more: on the Quincunx play page
 * the explorer's two selects and five checkboxes were 25 such layouts in the task after parsing (58-122 ms at 4× CPU
 * slowdown; 1-12 ms without them), on the Quincunx lessons page six answer fields 73 (tests/helpers/closed-controls.mjs
 * has the story of the closed ones). Without JavaScript a field does nothing anyway. So the page as built has, in the
 * field's place, a box of about its size drawn like the fields of an island still loading, and the browser's first
 * render of the island puts the field there (Preact's hydration replaces an element of another kind; no second render).
 */
import type { ComponentChildren } from 'preact';

/** `children` (the field) in a browser; in the page as built a box: `check` for a checkbox or radio button, `short` for a few characters. */
export function Field({ wait, children }: { wait?: 'check' | 'short'; children: ComponentChildren }) {
  return typeof document === 'undefined' ? <span class={wait ? `fw fw--${wait}` : 'fw'} /> : children;
}
