/**
 * Every class a stylesheet of ours styles is written somewhere in the code that builds the pages.
 *
 * When the card faces became text and CSS (56920fa), two rules kept styling what the faces no longer
 * had: Quincunx's just-drawn cards (.qx-card--moved .card__bg) and Gongor Whist's just-played card
 * (.gw-moved svg) lost their frame, and no test saw it for a week. This test catches both kinds: a
 * class in a stylesheet (src/**\/*.css and the <style> blocks of .astro files) that no component,
 * island, page or content file writes, and a rule for SVG parts (svg, rect, path …) under classes that
 * no file drawing SVG writes. A class built from a template literal counts when its literal part is
 * written before `${` (qx-hl--${kind} covers qx-hl--pair); the few built without any literal part are
 * listed below with where they come from.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');

function files(dir: string, out: string[] = []): string[] {
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) files(p, out);
    else out.push(p);
  }
  return out;
}

const all = [...files(join(ROOT, 'src')), ...files(join(ROOT, 'content'))];
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

/** The stylesheets: each .css file and each .astro file's <style> blocks, comments removed. */
const sheets = all.flatMap((f) => {
  const text = readFileSync(f, 'utf8');
  const css = f.endsWith('.css') ? text : f.endsWith('.astro') ? [...text.matchAll(STYLE)].map((m) => m[1]).join('\n') : '';
  return css ? [{ file: relative(ROOT, f), css: css.replace(/\/\*[\s\S]*?\*\//g, '') }] : [];
});

/** What builds the pages: every other source file, .astro files without their <style> blocks. */
const code = all
  .filter((f) => /\.(tsx?|mjs|astro|mdx|json)$/.test(f))
  .map((f) => readFileSync(f, 'utf8').replace(STYLE, ''))
  .join('\n');

/** A stylesheet's selectors, one by one, attribute values cut out (not its at-rules or declarations: "1.5rem", "f-h.png"). */
function selectorsOf(css: string): string[] {
  return [...css.matchAll(/([^{};]+)\{/g)]
    .map((m) => m[1]!.trim())
    .filter((s) => !s.startsWith('@'))
    .flatMap((s) => s.replace(/\[[^\]]*\]/g, '').split(','))
    .map((s) => s.trim());
}
const classesIn = (selector: string) => [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
const classesOf = (css: string): string[] => [...new Set(selectorsOf(css).flatMap(classesIn))];

/** Classes made without any literal part, with where they come from. */
const COMPOSED: Record<string, string> = {
  // DecktetCard.tsx: ` ${SLOTS[i]}-${s}`, the suit in the card's first, second or third slot
  ...Object.fromEntries(['a', 'b', 'c'].flatMap((slot) => ['M', 'S', 'W', 'L', 'Y', 'K'].map((s) => [`${slot}-${s}`, 'DecktetCard.tsx']))),
};

/** `text` has the class name as a whole word (class names hold only letters, digits, _ and -, nothing a RegExp reads). */
const mentions = (text: string, c: string) => new RegExp(`(?<![\\w-])${c}(?![\\w-])`).test(text);
const written = (c: string): boolean => {
  if (mentions(code, c)) return true;
  // a template literal: the class's beginning up to a hyphen (qx-hl--${kind}), or all but a last word (w${size}), then ${…}
  for (let i = c.length - 1; i > 0; i--) {
    const head = c.slice(0, i);
    if ((head.endsWith('-') || /^[a-zA-Z0-9]+$/.test(c.slice(i))) && new RegExp(`(?<![\\w-])${head}\\$\\{`).test(code)) return true;
  }
  return c in COMPOSED;
};

describe('stylesheet classes', () => {
  it('reads the stylesheets (a parse that finds nothing would pass anything)', () => {
    expect(sheets.length).toBeGreaterThan(5);
    const global = sheets.find((s) => s.file === join('src', 'styles', 'global.css'))!;
    expect(classesOf(global.css)).toEqual(expect.arrayContaining(['island', 'rule-heading', 'step-link']));
    expect(classesOf('.a .b:hover, .c[data-x=".d"] { width: 1.5rem; background: url(f-h.png) }')).toEqual(['a', 'b', 'c']);
  });

  it('finds a class nobody writes, and one written through a template literal', () => {
    expect(written('card__bg')).toBe(false);
    expect(written('qx-hl--pair')).toBe(true);
    expect(written('w64')).toBe(true);
    // a one-letter template (d${n}) stands for d1, d2, not for every class that begins with d
    expect(written('dead-rule')).toBe(false);
  });

  it('styles SVG parts only under classes whose file draws SVG (a face that became text and CSS left .gw-moved svg behind)', () => {
    const sources = all.filter((f) => /\.(tsx|astro)$/.test(f)).map((f) => readFileSync(f, 'utf8').replace(STYLE, ''));
    const drawsSvg = (c: string) => sources.some((src) => /<svg\b/.test(src) && mentions(src, c));
    const svgPart = /(^|[\s>+~])(svg|rect|path|use|circle|text|g)(?![\w-])/;
    const stale = sheets.flatMap((sheet) =>
      selectorsOf(sheet.css)
        .filter((sel) => svgPart.test(sel) && classesIn(sel).length > 0 && !classesIn(sel).some(drawsSvg))
        .map((sel) => `${sheet.file}: ${sel}`),
    );
    expect(stale).toEqual([]);
  });

  it('styles only classes that the components, islands and pages write', () => {
    const orphans = sheets.flatMap((s) => classesOf(s.css).filter((c) => !written(c)).map((c) => `${s.file}: .${c}`));
    expect(orphans).toEqual([]);
  });
});
