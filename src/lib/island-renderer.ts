/**
 * This site's Preact renderer for islands, in place of @astrojs/preact's client (src/lib/island-renderer.mjs points
 * the browser build here; issue 16). It hydrates an island as that one does, with its slots as static HTML and the
 * island's id for Preact's useId, and leaves out what no island here uses: Preact signals as props (the other one
 * carries their set-up and a link to their code) and `client:only` (rendering from nothing). The build fails on an
 * island that would need either (unreadableIslands, src/lib/island-loader.mjs).
 */
import { h, hydrate, type ComponentType, type VNode } from 'preact';

/** A slot's HTML, rendered by the server, kept as it is. */
const Slot = ({ value, name }: { value?: string; name?: string }) => (value ? h('astro-slot', { name, dangerouslySetInnerHTML: { __html: value } }) : null);
Slot.shouldComponentUpdate = () => false;

type Slots = { default?: string } & Record<string, string>;

export default (el: HTMLElement) =>
  async (Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>, { default: children, ...slotted }: Slots): Promise<void> => {
    if (!el.hasAttribute('ssr')) return;
    for (const [name, value] of Object.entries(slotted)) props[name] = h(Slot, { value, name });
    const child = h(Component, props, children != null ? h(Slot, { value: children }) : undefined) as VNode & { _mask?: unknown; __m?: unknown };
    // each island's own id for Preact's useId, as Astro's renderer gives it (Preact reads the mangled __m)
    const n = Number.parseInt(el.getAttribute('data-preact-island-id') ?? '', 10);
    const id = Number.isNaN(n) ? el.getAttribute('uid') : n;
    if (id !== null) child._mask = child.__m = [id, 0];
    hydrate(child, el);
  };
