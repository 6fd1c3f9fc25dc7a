/**
 * This site's `<astro-island>` element, in place of Astro's (issue 16: 1.0 kB gzipped less on every page with
 * islands). It reads the same attributes Astro writes, and does what this site's islands need of it:
 *
 * - waits for the island's directive (`client:near`, src/lib/near-directive.ts, which imports this module, so
 *   both reach the page in the one loader file), then loads the component and its renderer, and hydrates;
 * - an island inside another waits for the outer one;
 * - passes the island's slots (a lesson's task and solution text) and its props;
 * - removes `ssr` once hydrated and says `astro:hydrate` (src/lib/chrome-client.ts listens for it);
 * - an import that fails is tried once more after a second, under another address (a browser keeps a failed
 *   module's error for its address), as Astro's does.
 *
 * Left out, because no page of this site uses it (src/lib/island-loader.mjs checks every built page and fails the
 * build otherwise): props other than plain values, objects and arrays (Astro also encodes Map, Set, Date, RegExp,
 * URL, BigInt, typed arrays and infinities), a `before-hydration-url`, a component export other than a plain name,
 * children still arriving (the loader is deferred, so the document is parsed before it runs), view transitions
 * (no unmount) and props changed after hydration (a dev-server feature).
 *
 * It is defined before Astro's own definition runs, which then defines nothing (Astro checks first); the build drops
 * Astro's code from the loader file.
 */

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
        const directive = ((self as { Astro?: Record<string, Directive> }).Astro ?? {})[client];
        if (!directive) return void addEventListener(`astro:${client}`, () => this.start(), { once: true });
        const url = this.getAttribute('component-url')!;
        try {
          await directive(
            async () => {
              const [module, renderer] = await Promise.all([load(url), load(this.getAttribute('renderer-url')!)]);
              const hydrate = async (): Promise<void> => {
                if (!this.isConnected) return;
                const outer = this.parentElement?.closest('astro-island[ssr]');
                if (outer) return void outer.addEventListener('astro:hydrate', hydrate, { once: true });
                const slots: Slots = {};
                for (const t of this.querySelectorAll('template[data-astro-template]')) {
                  if (t.closest('astro-island') !== this) continue;
                  slots[t.getAttribute('data-astro-template') || 'default'] = t.innerHTML;
                  t.remove();
                }
                for (const s of this.querySelectorAll('astro-slot'))
                  if (s.closest('astro-island') === this) slots[s.getAttribute('name') || 'default'] = s.innerHTML;
                const props = decode([0, JSON.parse(this.getAttribute('props') ?? '{}')]);
                await (renderer.default as Hydrator)(this)(module[this.getAttribute('component-export') ?? 'default'], props, slots, { client });
                this.removeAttribute('ssr');
                this.dispatchEvent(new CustomEvent('astro:hydrate'));
              };
              return hydrate;
            },
            JSON.parse(this.getAttribute('opts')!),
            this,
          );
        } catch (e) {
          console.error(`[astro-island] Error hydrating ${url}`, e);
        }
      }
    },
  );
}
