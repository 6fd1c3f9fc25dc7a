// Forms and fields held back in a closed <details> (tests/helpers/closed-controls.mjs says why they cost the reader a
// whole-page layout each when the page has been parsed): the built site has none. The "Try it" panels render their
// field when opened, and the header search's form waits in a template until its fold opens (src/lib/chrome-client.ts).
// Nor are there fields in the islands as built (off screen they are not laid out either).
// Needs a build, as tests/budgets/budgets.test.ts does.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlPages } from '../../scripts/page-weight.mjs';
import { closedControls } from '../helpers/closed-controls.mjs';

const DIST = process.env.REGELWERK_OUT_DIR ?? 'dist';
const built = existsSync(join(DIST, 'de', 'romme', 'examples', 'index.html'));

describe('closedControls', () => {
  it('finds a form and its field inside a closed <details>, not inside an open one', () => {
    const html = '<details class="a"><summary>S</summary><form><input name="x"></form></details>' +
      '<details class="b" open><summary>T</summary><form><input></form></details>';
    expect(closedControls(html)).toEqual([{ control: 'form', details: 'a' }, { control: 'input', details: 'a' }]);
  });

  it('counts neither the summary, plain buttons, nor what scripts, templates and comments only hold', () => {
    const html = '<details class="a"><summary><input type="checkbox"></summary><button type="button">1</button>' +
      '<script>const t = "<input>";</script><!-- <select></select> --><template><form><input></form></template></details><input>';
    expect(closedControls(html)).toEqual([]);
  });

  it('names the closed <details> around a field, through an open one inside it', () => {
    const html = '<details class="outer"><summary>S</summary><div><details class="inner" open><summary>T</summary>' +
      '<p><textarea></textarea></p></details><select></select></div></details>';
    expect(closedControls(html)).toEqual([{ control: 'textarea', details: 'outer' }, { control: 'select', details: 'outer' }]);
  });
});

describe('built pages: no field held back in a closed <details>', () => {
  it(`finds the built site in ${DIST}/`, () => expect(built).toBe(true));

  it('every page (the move panels of the worked examples and the games render their field when opened)', () => {
    const bad: string[] = [];
    for (const file of built ? htmlPages(DIST) : []) {
      const found = closedControls(readFileSync(file, 'utf8'));
      if (found.length) bad.push(`${file.slice(DIST.length)}: ${found.map((c) => `${c.control} in details.${c.details.replace(/ /g, '.')}`).join(', ')}`);
    }
    expect(bad).toEqual([]);
  });

  it('every page: no form field in an island as built (the running island shows them: src/islands/shared/Field.tsx)', () => {
    // an island is laid out only near the screen (content-visibility: auto), and a field in it cost a layout or two
    // once the page was parsed: 25 on the Quincunx play page, 73 on its lessons page
    const bad: string[] = [];
    for (const file of built ? htmlPages(DIST) : []) {
      const html = readFileSync(file, 'utf8').replace(/<template>[\s\S]*?<\/template>/g, '');
      for (const island of html.match(/<astro-island\b[\s\S]*?<\/astro-island>/g) ?? []) {
        const fields = island.match(/<(input|select|textarea)\b/g);
        if (fields) bad.push(`${file.slice(DIST.length)}: ${fields.join(' ')} in ${/component-url="[^"]*\/(\w+)\.[\w-]+\.js"/.exec(island)?.[1] ?? 'an island'}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('the search fold keeps its form and field in a template, with a line until it is built (loading, or no scripts)', () => {
    const pages = built ? htmlPages(DIST).filter((f) => /\/(de|en)\//.test(f)) : [];
    expect(pages.length).toBeGreaterThan(40);
    for (const file of pages) {
      const fold = /<details class="fold fold--search"[^>]*>([\s\S]*?)<\/details>/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      expect(fold, file).toMatch(/<template>\s*<form class="search"[^>]*>[\s\S]*<input id="search-input"[\s\S]*<\/form>\s*<\/template>/);
      expect(fold, file).toMatch(/<p class="fold__waiting"><span class="with-script">(Suche wird geladen|Loading search) …<\/span><span class="without-script">(Die Suche braucht JavaScript|Search needs JavaScript)/);
    }
  });
});
