// Shiki colours code with style="" attributes, which a strict Content Security
// Policy (style-src without 'unsafe-inline') blocks. This Shiki transformer
// turns every such style into classes (`sh-<colour>` for the light theme,
// `sh-d-<colour>` for the dark one, `sh-bg-…` for backgrounds), and a Vite
// plugin serves the stylesheet for them as the virtual module
// "virtual:regelwerk/shiki.css", built from the two themes' own colours: the
// rules for the classes the site's code blocks get.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The code blocks' two themes (astro.config.mjs, and the test that checks every class is defined).
 * Dark: GitHub's "default" dark, whose comments reach 6.2:1 on its background; the older github-dark's
 * comments (#6a737d on #24292e) had 3.0:1, under WCAG's 4.5:1.
 */
export const CODE_THEMES = /** @type {const} */ ({ light: 'github-light', dark: 'github-dark-default' });

const VIRTUAL = 'virtual:regelwerk/shiki.css';
const RESOLVED = `\0${VIRTUAL}`;

/** "#ABC" → "aabbcc", "#D73A49" → "d73a49"; null for anything but a hex colour. */
export function hexColour(value) {
  const m = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(String(value).trim());
  if (!m) return null;
  const h = m[1].toLowerCase();
  return h.length <= 4 ? [...h].map((c) => c + c).join('') : h;
}

/** Font styles Shiki writes: declaration → class letter. */
const FONT = { 'font-style:italic': ['i'], 'font-weight:bold': ['b'], 'text-decoration:underline': ['u'], 'text-decoration:line-through': ['s'], 'text-decoration:underline line-through': ['u', 's'] };
const FONT_CSS = { i: 'font-style:italic', b: 'font-weight:bold', u: 'text-decoration:underline', s: 'text-decoration:line-through' };
const FONT_RESET = { i: 'font-style:inherit', b: 'font-weight:inherit', u: 'text-decoration:inherit', s: 'text-decoration:inherit' };

/**
 * The classes for one style declaration ("color:#D73A49", "--shiki-dark:#F97583",
 * "overflow-x:auto" …), [] when the stylesheet already covers it, or null when
 * it has no class (the declaration then stays, and the build's CSP check fails).
 */
export function declarationClasses(prop, value) {
  const v = value.trim().toLowerCase();
  switch (prop) {
    case 'color':
    case '--shiki-dark': {
      const c = hexColour(v);
      return c ? [`sh-${prop === 'color' ? '' : 'd-'}${c}`] : null;
    }
    case 'background-color':
    case '--shiki-dark-bg': {
      const c = hexColour(v);
      return c ? [`sh-${prop === 'background-color' ? '' : 'd-'}bg-${c}`] : null;
    }
    case 'overflow-x':
      return v === 'auto' ? [] : null; // every <pre> scrolls (global.css)
    case 'user-select':
      return v === 'none' ? ['sh-noselect'] : null;
    default: {
      // Font styles: plain for both themes; --shiki-light-… / --shiki-dark-… when only one has it.
      const m = /^(--shiki-(light|dark)-)?(.+)$/.exec(prop);
      const f = FONT[`${m[3]}:${v}`];
      const theme = m[2] === 'light' ? 'l-' : m[2] === 'dark' ? 'd-' : '';
      // "--shiki-dark-font-style:inherit" (the other theme has italic): the plain state,
      // which the stylesheet's per-theme classes already leave alone.
      if (m[2] && v === 'inherit' && Object.keys(FONT).some((k) => k.startsWith(`${m[3]}:`))) return [];
      return f ? f.map((x) => `sh-${theme}${x}`) : null;
    }
  }
}

/** Rewrites one style string into classes; what has no class stays in `rest`. */
export function styleToClasses(style) {
  const classes = [];
  const rest = [];
  for (const decl of String(style).split(';')) {
    const colon = decl.indexOf(':');
    if (colon < 0) {
      if (decl.trim()) rest.push(decl.trim());
      continue;
    }
    const prop = decl.slice(0, colon).trim().toLowerCase();
    const got = declarationClasses(prop, decl.slice(colon + 1));
    if (got) classes.push(...got);
    else rest.push(decl.trim());
  }
  return { classes, rest: rest.join(';') };
}

/** The Shiki transformer (last in line, so Astro's own styles are converted too). */
export const shikiStyleToClass = {
  name: 'regelwerk:style-to-class',
  root(root) {
    const visit = (node) => {
      if (node.type === 'element' && node.properties?.style != null) {
        const { classes, rest } = styleToClasses(node.properties.style);
        const cls = node.properties.class ?? node.properties.className ?? [];
        const list = Array.isArray(cls) ? cls : String(cls).split(/\s+/).filter(Boolean);
        delete node.properties.className;
        node.properties.class = [...new Set([...list, ...classes])].join(' ');
        if (rest) node.properties.style = rest;
        else delete node.properties.style;
      }
      for (const child of node.children ?? []) visit(child);
    };
    visit(root);
  },
};

/** Colours a theme can give a token or the code block. */
function themeColours(theme) {
  const fg = new Set();
  const bg = new Set();
  const add = (set, v) => {
    const c = hexColour(v ?? '');
    if (c) set.add(c);
  };
  add(fg, theme.fg ?? theme.colors?.['editor.foreground']);
  add(bg, theme.bg ?? theme.colors?.['editor.background']);
  for (const t of theme.tokenColors ?? theme.settings ?? []) {
    add(fg, t.settings?.foreground);
    add(bg, t.settings?.background);
  }
  return { fg: [...fg].sort(), bg: [...bg].sort() };
}

/**
 * The stylesheet for the classes, from the light and the dark theme objects. With `used` (the classes the
 * site's code blocks get, usedClasses()), only their rules: the two themes define about fifty, the pages use
 * about twenty, and the sheet goes to every page (issue 16: 0.26 kB gzipped less CSS on each).
 * @param {any} light @param {any} dark @param {ReadonlySet<string>} [used]
 */
export function shikiCss(light, dark, used) {
  const keep = (/** @type {string} */ cls, /** @type {string} */ rule) => (!used || used.has(cls) ? `.${cls}{${rule}}` : '');
  const colours = (/** @type {string} */ d, /** @type {{ fg: string[], bg: string[] }} */ { fg, bg }) => [
    ...fg.map((c) => keep(`sh-${d}${c}`, `color:#${c}`)),
    ...bg.map((c) => keep(`sh-${d}bg-${c}`, `background-color:#${c}`)),
  ].join('');
  const fonts = (/** @type {string} */ d, /** @type {Record<string, string>} */ css) => Object.entries(css).map(([x, rule]) => keep(`sh-${d}${x}`, rule)).join('');
  const dark_ = `${colours('d-', themeColours(dark))}${fonts('l-', FONT_RESET)}${fonts('d-', FONT_CSS)}`;
  return [
    '/* Generated from the Shiki themes by src/lib/shiki-classes.mjs */',
    keep('sh-noselect', 'user-select:none'),
    colours('', themeColours(light)),
    fonts('', FONT_CSS) + fonts('l-', FONT_CSS),
    // Shiki gives every token both themes' colours, so the dark rules, later and as specific, win;
    // a light-only font style is undone.
    dark_ ? `@media (prefers-color-scheme: dark){${dark_}}` : '',
    '',
  ].join('\n');
}

/** Where the site's fenced code blocks are: the pages, and the notation sections they import (src/notation). */
export const CODE_ROOTS = ['content', join('src', 'notation')];

/**
 * Every fenced code block under `roots` (.md and .mdx files), with its language and file.
 * @param {string} [base] the project folder @param {readonly string[]} [roots]
 * @returns {{ lang: string, code: string, file: string }[]}
 */
export function codeBlocks(base = process.cwd(), roots = CODE_ROOTS) {
  const out = [];
  for (const root of roots) {
    const dir = join(base, root);
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((n) => /\.mdx?$/.test(n)).sort()) {
      const file = join(dir, f);
      for (const m of readFileSync(file, 'utf8').matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```/gm)) out.push({ lang: m[1], code: m[2], file });
    }
  }
  return out;
}

/**
 * The classes the transformer gives these code blocks under `themes`, highlighted as the build highlights
 * them (the notation grammar beside Shiki's bundled languages).
 * @param {{ light: string, dark: string }} themes @param {{ lang: string, code: string }[]} blocks
 */
export async function usedClasses(themes, blocks) {
  const { createHighlighter } = await import('shiki');
  const { notationGrammar } = await import('./notation-grammar.mjs');
  const langs = [...new Set(blocks.map((b) => b.lang).filter((l) => l !== notationGrammar.name))];
  const hl = await createHighlighter({ themes: Object.values(themes), langs: [/** @type {any} */ (notationGrammar), ...langs] });
  const used = new Set();
  for (const { lang, code } of blocks) {
    const html = hl.codeToHtml(code, { lang, themes, transformers: [shikiStyleToClass] });
    for (const m of html.matchAll(/class="([^"]*)"/g)) for (const c of m[1].split(' ')) if (c.startsWith('sh-')) used.add(c);
  }
  hl.dispose();
  return used;
}

/** Loads a bundled Shiki theme by name. */
export async function loadTheme(name) {
  const { bundledThemes } = await import('shiki');
  const mod = await bundledThemes[name]();
  return mod.default;
}

/** Vite plugin: `import 'virtual:regelwerk/shiki.css'` gives the stylesheet for `themes` ({ light, dark } names), for the classes the site's code blocks use. */
export function shikiCssPlugin(themes) {
  return {
    name: 'regelwerk:shiki-css',
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const blocks = codeBlocks();
      for (const f of new Set(blocks.map((b) => b.file))) this.addWatchFile(f);
      return shikiCss(await loadTheme(themes.light), await loadTheme(themes.dark), await usedClasses(themes, blocks));
    },
  };
}
