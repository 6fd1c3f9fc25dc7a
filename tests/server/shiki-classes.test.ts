// Highlighted code carries classes, not style="" (which the CSP blocks), and
// the generated stylesheet has a rule for every class the pages' code gets.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createHighlighter } from 'shiki';
import { notationGrammar } from '../../src/lib/notation-grammar.mjs';
import { CODE_THEMES, loadTheme, shikiCss, shikiStyleToClass, styleToClasses } from '../../src/lib/shiki-classes.mjs';

const CONTENT = join(import.meta.dirname, '..', '..', 'content');

/** Every fenced code block of the pages, with its language. */
function codeBlocks(): { lang: string; code: string }[] {
  const out: { lang: string; code: string }[] = [];
  for (const lang of readdirSync(CONTENT)) {
    for (const f of readdirSync(join(CONTENT, lang), { recursive: true, encoding: 'utf8' }).filter((n) => n.endsWith('.mdx') || n.endsWith('.md'))) {
      const text = readFileSync(join(CONTENT, lang, f), 'utf8');
      for (const m of text.matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```/gm)) out.push({ lang: m[1]!, code: m[2]! });
    }
  }
  return out;
}

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
    expect(blocks.length).toBeGreaterThan(3);
    const themes = CODE_THEMES;
    const hl = await createHighlighter({ themes: Object.values(themes), langs: [notationGrammar as never, 'ts', 'typescript'] });
    const css = shikiCss(await loadTheme(themes.light), await loadTheme(themes.dark));
    const defined = new Set([...css.matchAll(/\.(sh-[a-z0-9-]+)\{/g)].map((m) => m[1]));
    // Every code block, plus a stretch of TypeScript that touches most scopes.
    const sample = { lang: 'ts', code: readFileSync(join(import.meta.dirname, '..', '..', 'src', 'lib', 'csp-check.mjs'), 'utf8') };
    for (const { lang, code } of [...blocks, sample]) {
      const html = hl.codeToHtml(code, { lang, themes, transformers: [shikiStyleToClass] });
      expect(html.match(/<[^>]*\sstyle="[^"]*"/)?.[0], lang).toBeUndefined();
      const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ')).filter((c) => c.startsWith('sh-')));
      expect(used.size).toBeGreaterThan(0);
      for (const c of used) expect(defined, `${c} (${lang})`).toContain(c);
    }
  });
});
