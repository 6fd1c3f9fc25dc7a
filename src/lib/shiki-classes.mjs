// Shiki colours code with style="" attributes, which a strict Content Security
// Policy (style-src without 'unsafe-inline') blocks. This Shiki transformer
// turns every such style into classes (`sh-<colour>` for the light theme,
// `sh-d-<colour>` for the dark one, `sh-bg-…` for backgrounds), and a Vite
// plugin serves the stylesheet for them as the virtual module
// "virtual:regelwerk/shiki.css", built from the two themes' own colours.

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

/** The stylesheet for the classes, from the light and the dark theme objects. */
export function shikiCss(light, dark) {
  const colours = (d, { fg, bg }) => [
    ...fg.map((c) => `.sh-${d}${c}{color:#${c}}`),
    ...bg.map((c) => `.sh-${d}bg-${c}{background-color:#${c}}`),
  ].join('');
  const fonts = (d, css) => Object.entries(css).map(([x, rule]) => `.sh-${d}${x}{${rule}}`).join('');
  return [
    '/* Generated from the Shiki themes by src/lib/shiki-classes.mjs */',
    '.sh-noselect{user-select:none}',
    colours('', themeColours(light)),
    fonts('', FONT_CSS) + fonts('l-', FONT_CSS),
    // Shiki gives every token both themes' colours, so the dark rules, later and as specific, win;
    // a light-only font style is undone.
    `@media (prefers-color-scheme: dark){${colours('d-', themeColours(dark))}${fonts('l-', FONT_RESET)}${fonts('d-', FONT_CSS)}}`,
    '',
  ].join('\n');
}

/** Loads a bundled Shiki theme by name. */
export async function loadTheme(name) {
  const { bundledThemes } = await import('shiki');
  const mod = await bundledThemes[name]();
  return mod.default;
}

/** Vite plugin: `import 'virtual:regelwerk/shiki.css'` gives the stylesheet for `themes` ({ light, dark } names). */
export function shikiCssPlugin(themes) {
  return {
    name: 'regelwerk:shiki-css',
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      return shikiCss(await loadTheme(themes.light), await loadTheme(themes.dark));
    },
  };
}
