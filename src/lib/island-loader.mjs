// Astro's island loader as a file instead of inline code on every page (issue 16).
//
// Astro writes its loader into each page that has islands: an inline script per client: directive (this site
// uses its own client:near only, src/lib/near-directive.ts) and one that defines <astro-island>, 4.8 kB
// (1.9 kB gzipped) of every such page's HTML, sent again with every page, plus an inline style
// (astro-island{display:contents}). After the build, this integration moves the scripts, in their order,
// into one file named after its content
// (/_astro/islands.<hash>.js, the same for every page, so a reader's browser fetches it once and keeps it with
// the other hashed assets) loaded with `defer`, and drops the style (global.css has the rule). The loader
// still runs before any island can hydrate: deferred scripts run in order once the document is parsed, the
// directive first, and defining <astro-island> then upgrades the islands already in the page.
// With no inline code left, the Content Security Policy (public/_headers) needs no hashes: 'self' covers the
// loader, and an Astro update that changes it needs no new hash. Runs before cspCheck, which then sees the
// pages as they are shipped.
// The file holds this site's own <astro-island> element (src/lib/island-element.ts, which comes with the client:near
// directive and is defined first), not Astro's, which would define nothing after it: 1.0 kB gzipped less. The build
// fails where a page has an island that element cannot read (unreadableIslands).
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { attributes } from './csp-check.mjs';
import { htmlFiles } from './built-pages.mjs';

/** An inline classic script without attributes: only Astro's loader looks like this in our pages. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/g;
/** Astro's own <astro-island> definition, known by the event it sends when hydrating fails (ours sends none). */
const ASTRO_ELEMENT = 'astro:hydration-error';

/**
 * One page with its loader moved out: the loader's code (the inline scripts joined in order; '' when the
 * page has none) and the page as it should be written, given the URL of the file the code goes into.
 * @param {string} html @param {(code: string) => string} urlFor
 */
export function externalize(html, urlFor) {
  const parts = [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1]);
  if (!parts.length) return { code: '', html: html.replace(ISLAND_STYLE, '') };
  const code = parts
    .filter((p) => !p.includes(ASTRO_ELEMENT))
    .map((p) => (p.trimEnd().endsWith(';') ? p : `${p};`))
    .join('\n');
  let first = true;
  const out = html.replace(INLINE_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script src="${urlFor(code)}" defer></script>`;
  });
  return { code, html: out.replace(ISLAND_STYLE, '') };
}

/** An attribute's or element's text as written in HTML (Astro escapes & < > " and '). @param {string} s */
export const unescapeHtml = (s) =>
  s.replace(/&(?:quot|#34|#x22);/g, '"').replace(/&(?:#39|#x27|apos);/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * The islands of a page that this site's element (src/lib/island-element.ts) and renderer (src/lib/island-renderer.ts)
 * cannot hydrate, each as "component: why": props encoded as anything but plain values, objects and arrays (Astro's
 * types 0 and 1), a before-hydration script, a component export that is not a plain name, Preact signals as props,
 * a directive other than client:near (client:only among them), an island inside another.
 * @param {string} html
 */
export function unreadableIslands(html) {
  const out = [];
  let depth = 0;
  for (const [, close, text] of html.matchAll(/<(\/?)astro-island\b([^>]*)>/g)) {
    if (close) {
      depth--;
      continue;
    }
    const a = attributes(text);
    const attr = (/** @type {string} */ name) => a.get(name);
    const name = attr('component-url') ?? '?';
    if (depth++ > 0) out.push(`${name}: an island inside another`);
    if (attr('before-hydration-url') !== undefined) out.push(`${name}: a before-hydration-url`);
    if (attr('data-preact-signals') !== undefined) out.push(`${name}: Preact signals as props`);
    if (attr('client') !== 'near') out.push(`${name}: client:${attr('client')} (the element knows client:near only)`);
    const exported = attr('component-export');
    if (exported !== undefined && !/^[A-Za-z_$][\w$]*$/.test(exported)) out.push(`${name}: the export ${exported}`);
    const props = attr('props');
    if (props === undefined) continue;
    /** @param {unknown} v */
    const readable = (v) =>
      Array.isArray(v) &&
      (v[0] === 1
        ? Array.isArray(v[1]) && v[1].every(readable)
        : v[0] === 0 && !Array.isArray(v[1]) && (v[1] === null || typeof v[1] !== 'object' || Object.values(v[1]).every(readable)));
    for (const [key, v] of Object.entries(JSON.parse(unescapeHtml(props)))) if (!readable(v)) out.push(`${name}: the prop ${key} (${JSON.stringify(v).slice(0, 60)})`);
  }
  return out;
}

/** The file name of a loader: its content's hash, like Vite's own assets. @param {string} code */
export const loaderFile = (code) => `islands.${createHash('sha256').update(code).digest('base64url').slice(0, 10)}.js`;

/** `client:near` (src/lib/near-directive.ts), the directive every island of this site hydrates by. */
export function nearDirective() {
  return {
    name: 'regelwerk:near-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'near', entrypoint: fileURLToPath(new URL('./near-directive.ts', import.meta.url)) });
      },
    },
  };
}

export function islandLoaderFile() {
  return {
    name: 'regelwerk:island-loader-file',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const files = new Map();
        let pages = 0;
        const unreadable = [];
        for await (const file of htmlFiles(out)) {
          const html = await readFile(file, 'utf8');
          for (const why of unreadableIslands(html)) unreadable.push(`${file}: ${why}`);
          const r = externalize(html, (code) => {
            const name = loaderFile(code);
            files.set(name, code);
            return `/_astro/${name}`;
          });
          if (r.html !== html) {
            await writeFile(file, r.html);
            if (r.code) pages++;
          }
        }
        if (unreadable.length) throw new Error(`islands this site's <astro-island> and renderer (src/lib/island-element.ts, island-renderer.ts) cannot hydrate:\n${unreadable.join('\n')}`);
        for (const [name, code] of files) await writeFile(join(out, '_astro', name), code);
        logger.info(`island loader moved into ${[...files.keys()].join(', ') || 'no file'} on ${pages} pages`);
      },
    },
  };
}
