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
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './csp-check.mjs';

/** An inline classic script without attributes: only Astro's loader looks like this in our pages. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/g;

/**
 * One page with its loader moved out: the loader's code (the inline scripts joined in order; '' when the
 * page has none) and the page as it should be written, given the URL of the file the code goes into.
 * @param {string} html @param {(code: string) => string} urlFor
 */
export function externalize(html, urlFor) {
  const parts = [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1]);
  if (!parts.length) return { code: '', html: html.replace(ISLAND_STYLE, '') };
  const code = parts.map((p) => (p.trimEnd().endsWith(';') ? p : `${p};`)).join('\n');
  let first = true;
  const out = html.replace(INLINE_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script src="${urlFor(code)}" defer></script>`;
  });
  return { code, html: out.replace(ISLAND_STYLE, '') };
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
        for await (const file of htmlFiles(out)) {
          const html = await readFile(file, 'utf8');
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
        for (const [name, code] of files) await writeFile(join(out, '_astro', name), code);
        logger.info(`island loader moved into ${[...files.keys()].join(', ') || 'no file'} on ${pages} pages`);
      },
    },
  };
}
