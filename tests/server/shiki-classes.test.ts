// Highlighted code carries classes, not style="" (which the CSP blocks), and
// the generated stylesheet has a rule for every class the pages' code gets.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createHighlighter } from 'shiki';
import { notationGrammar } from '../../src/lib/notation-grammar.mjs';
import { CODE_THEMES, codeBlocks, loadTheme, shikiCss, shikiStyleToClass, styleToClasses, usedClasses } from '../../src/lib/shiki-classes.mjs';

describe('Shiki style → classes', () => {
  it('turns colours, backgrounds and font styles of both themes into classes', () => {
    expect(styleToClasses('color:#D73A49;--shiki-dark:#F97583')).toEqual({ classes: ['sh-d73a49', 'sh-d-f97583'], rest: '' });
    expect(styleToClasses('background-color:#fff;--shiki-dark-bg:#24292e;color:#24292e;--shiki-dark:#e1e4e8; overflow-x: auto;')).toEqual({
      classes: ['sh-bg-ffffff', 'sh-d-bg-24292e', 'sh-24292e', 'sh-d-e1e4e8'],
      rest: '',
    });
    expect(styleToClasses('font-style:italic;--shiki-dark-font-style:italic')).toEqual({ classes: ['sh-i', 'sh-d-i'], rest: '' });
    expect(styleToClasses('--shiki-light-font-weight:bold;--shiki-dark-text-decoration:underline line-through')).toEqual({ classes: ['sh-l-b', 'sh-d-u', 'sh-d-s'], rest: '' });
  });

  it('keeps what it cannot express as a class, so the build check sees it', () => {
    expect(styleToClasses('color:var(--x);width:3px')).toEqual({ classes: [], rest: 'color:var(--x);width:3px' });
  });

  it('every code block of the pages gets no style="" and only classes the stylesheet defines', async () => {
    const blocks = codeBlocks();
    // the notation page's own blocks and the notation sections the notation and play pages import
    expect(blocks.filter((b) => b.file.includes(join('content', 'de'))).length).toBeGreaterThanOrEqual(3);
    expect(blocks.filter((b) => b.file.includes(join('src', 'notation', 'en'))).length).toBeGreaterThanOrEqual(9);
    const themes = CODE_THEMES;
    const hl = await createHighlighter({ themes: Object.values(themes), langs: [notationGrammar as never, 'ts', 'typescript'] });
    const light = await loadTheme(themes.light);
    const dark = await loadTheme(themes.dark);
    const css = shikiCss(light, dark, await usedClasses(themes, blocks));
    const defined = new Set([...css.matchAll(/\.(sh-[a-z0-9-]+)\{/g)].map((m) => m[1]));
    for (const { lang, code, file } of blocks) {
      const html = hl.codeToHtml(code, { lang, themes, transformers: [shikiStyleToClass] });
      expect(html.match(/<[^>]*\sstyle="[^"]*"/)?.[0], file).toBeUndefined();
      const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ')).filter((c) => c.startsWith('sh-')));
      expect(used.size).toBeGreaterThan(0);
      for (const c of used) expect(defined, `${c} (${lang}, ${file})`).toContain(c);
    }
    // Only those: the whole themes' sheet has rules no block uses (the stylesheet reaches every page).
    const whole = new Set([...shikiCss(light, dark).matchAll(/\.(sh-[a-z0-9-]+)\{/g)].map((m) => m[1]));
    expect(defined.size).toBeLessThan(whole.size);
    for (const c of defined) expect(whole).toContain(c);
    // A stretch of TypeScript that touches most scopes is covered by the whole sheet (a new block may use them).
    const sample = hl.codeToHtml(readFileSync(join(import.meta.dirname, '..', '..', 'src', 'lib', 'csp-check.mjs'), 'utf8'), { lang: 'ts', themes, transformers: [shikiStyleToClass] });
    for (const m of sample.matchAll(/class="([^"]*)"/g)) for (const c of m[1]!.split(' ').filter((x) => x.startsWith('sh-'))) expect(whole, c).toContain(c);
  });
});

// The built pages (needs a build, as tests/budgets does: `npm test` builds first): every highlighted code block's
// classes are defined by a stylesheet the page links, since the sheet holds only the classes the blocks use.
const DIST = process.env.REGELWERK_OUT_DIR ?? 'dist';

describe('the built pages\' code blocks', () => {
  it(`find their colours in the page's stylesheets (${DIST}/)`, () => {
    expect(existsSync(join(DIST, 'de', 'notation', 'index.html')), 'run npm run build first; npm test does').toBe(true);
    const pages = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('index.html'));
    let checked = 0;
    for (const f of pages) {
      const html = readFileSync(join(DIST, f), 'utf8');
      const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ')).filter((c) => /^sh-[a-z0-9-]+$/.test(c)));
      if (!used.size) continue;
      const css = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+\.css)"/g)].map((m) => readFileSync(join(DIST, m[1]!), 'utf8')).join('\n');
      // a minified sheet may group selectors (".sh-l-u,.sh-l-s{…}")
      const defined = new Set([...css.matchAll(/\.(sh-[a-z0-9-]+)(?=[,{])/g)].map((m) => m[1]));
      for (const c of used) expect(defined, `${c} on ${f}`).toContain(c);
      checked++;
    }
    // the notation pages and the play pages (which show their game's notation) in both languages
    expect(checked).toBe(10);
  });
});
