/**
 * This site's `<astro-island>` element, in place of Astro's (issue 16: 1.0 kB gzipped less on every page with
 * islands). It reads the same attributes Astro writes, and does what this site's islands need of it:
 *
 * - hands the island to its directive (`client:near`, src/lib/near-directive.ts, which imports this module and
 *   defines the element once it is itself defined, so both reach the page in the one loader file), which loads the
 *   component and its renderer when the island comes near, and hydrates it;
 * - passes the island's slots (a lesson's task and solution text) and its props;
 * - removes `ssr` once hydrated and says `astro:hydrate` (src/lib/chrome-client.ts listens for it);
 * - an import that fails is tried once more after a second, under another address (a browser keeps a failed
 *   module's error for its address), as Astro's does;
 * - an island that still cannot load (the network, or a new version of the site whose files replaced the ones this
 *   page names) or fails to hydrate gets `data-failed` and says so over its first position, in the page's language
 *   (src/i18n/island-failed.ts), as an alert: Astro's only logged it, and the island said "loading" for good.
 *
 * Left out, because no page of this site uses it (src/lib/island-loader.mjs checks every built page and fails the
 * build otherwise): props other than plain values, objects and arrays (Astro also encodes Map, Set, Date, RegExp,
 * URL, BigInt, typed arrays and infinities), a `before-hydration-url`, a component export other than a plain name,
 * an island inside another (Astro's waits for the outer one), a directive other than client:near (Astro's waits for
 * any directive to be defined). Also left out: children still arriving (the loader is deferred, so the document is
 * parsed before it runs), view transitions (no unmount) and props changed after hydration (a dev-server feature).
 *
 * The build drops Astro's own definition from the loader file; where it still runs (the dev server's inline
 * scripts), ours is already defined and Astro's defines nothing (it checks first).
 */

import { ISLAND_FAILED } from '../i18n/island-failed';

type Slots = Record<string, string>;
type Hydrator = (el: HTMLElement) => (component: unknown, props: unknown, slots: Slots, meta: { client: string }) => Promise<void>;
type Directive = (load: () => Promise<() => Promise<void>>, options: unknown, el: HTMLElement) => unknown;
/** Astro's encoding of props: [1, items] an array, [0, value] anything else (an object's values encoded in turn). */
type Encoded = [number, unknown?];

export const decode = ([type, value]: Encoded): unknown =>
  type === 1
    ? (value as Encoded[]).map(decode)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v as Encoded)]))
      : value;

const load = (url: string): Promise<Record<string, unknown>> =>
  import(/* @vite-ignore */ url).catch(() =>
    new Promise((retry) => setTimeout(retry, 1000)).then(() => import(/* @vite-ignore */ `${url}?astro-retry=${Date.now()}`)),
  );

/** Defines the element where none is (in a browser window; the module is also imported where there is no DOM). */
export function defineIsland(): void {
  if (typeof customElements === 'undefined' || customElements.get('astro-island')) return;
  customElements.define(
    'astro-island',
    class Island extends HTMLElement {
      connectedCallback(): void {
        void this.start();
      }

      async start(): Promise<void> {
        const client = this.getAttribute('client')!;
        const url = this.getAttribute('component-url')!;
        const failed = (e: unknown): void => {
          console.error(`[astro-island] Error hydrating ${url}`, e);
          if (this.hasAttribute('data-failed')) return;
          this.setAttribute('data-failed', '');
          const note = document.createElement('p');
          note.className = 'island-failed';
          note.setAttribute('role', 'alert');
          note.textContent = ISLAND_FAILED[document.documentElement.lang === 'en' ? 'en' : 'de'];
          this.prepend(note);
        };
        try {
          await (self as unknown as { Astro: Record<string, Directive> }).Astro[client]!(
            async () => {
              let module: Record<string, unknown>, renderer: Record<string, unknown>;
              try {
                [module, renderer] = await Promise.all([load(url), load(this.getAttribute('renderer-url')!)]);
              } catch (e) {
                failed(e);
                return async () => {};
              }
              const hydrate = async (): Promise<void> => {
                if (!this.isConnected) return;
                // every slot in it is its own (no island stands inside another)
                const slots: Slots = {};
                for (const t of this.querySelectorAll('template[data-astro-template]')) {
                  slots[t.getAttribute('data-astro-template') || 'default'] = t.innerHTML;
                  t.remove();
                }
                for (const s of this.querySelectorAll('astro-slot')) slots[s.getAttribute('name') || 'default'] = s.innerHTML;
                try {
                  const props = decode([0, JSON.parse(this.getAttribute('props') ?? '{}')]);
                  await (renderer.default as Hydrator)(this)(module[this.getAttribute('component-export') ?? 'default'], props, slots, { client });
                } catch (e) {
                  return failed(e);
                }
                this.removeAttribute('ssr');
                this.dispatchEvent(new CustomEvent('astro:hydrate'));
              };
              return hydrate;
            },
            JSON.parse(this.getAttribute('opts')!),
            this,
          );
        } catch (e) {
          failed(e);
        }
      }
    },
  );
}
