/**
 * Headings inside an island, at the level the page gives it. An island's title is one
 * level below the section it stands in (h3 under an h2 section, h4 under an h3 rule), so
 * the page's headings never skip a level (WCAG 1.3.1, axe/Lighthouse `heading-order`);
 * headings inside the island are one level below its title. The page build sets the
 * island's prop `hl` where the title is not the default h4 (src/lib/remark-heading-ids.mjs);
 * the island passes it to <IslandLevel>.
 */
import { createContext, type ComponentChildren } from 'preact';
import { useContext } from 'preact/hooks';

/** The default title level: an island in a rule section of level 3. */
export const TITLE_LEVEL = 4;

const Level = createContext(TITLE_LEVEL);

/** The title level from the island's `hl` prop (a string from the page, or a number); anything else is the default. */
export function titleLevel(hl: unknown): number {
  const n = Number(hl);
  return Number.isInteger(n) && n >= 2 && n <= 6 ? n : TITLE_LEVEL;
}

export function IslandLevel({ hl, children }: { hl?: unknown; children: ComponentChildren }) {
  return <Level.Provider value={titleLevel(hl)}>{children}</Level.Provider>;
}

/** A heading `sub` levels below the island's title (0: the title itself). */
export function H({ sub = 0, class: cls, children }: { sub?: 0 | 1; class?: string; children: ComponentChildren }) {
  const Tag = `h${Math.min(6, useContext(Level) + sub)}` as 'h4';
  return <Tag class={cls}>{children}</Tag>;
}
