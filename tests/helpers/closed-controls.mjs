/**
 * Forms and fields (form, input, select, textarea) that a built page puts inside a closed <details>, outside its
 * summary: the content a browser holds back until the reader opens it.
 *
 * Why it matters: once a page is parsed, Chromium looks at every form control (autofill), and one inside a
 * closed <details> makes it lay out the page once more, for each such <details>. On the Rommé examples page
 * (12 "Try it" panels, each with its field and button) that was 11-13 whole-page layouts in the task after
 * parsing, 250-600 ms at 4× CPU slowdown; with the panels' fields rendered only when opened, one (2 December
 * 2026); with the header search's form also kept in a template until its fold opens, none. Plain buttons outside
 * a form do not count: the same page's 61 step buttons in closed step lists stayed and cost no layout.
 * tests/budgets/closed-controls.test.ts holds the built pages to it.
 *
 * A plain scan of the tags, enough for the HTML the build writes (script, style and template contents skipped).
 * @param {string} html
 * @returns {{ control: string, details: string }[]} each form or field, with the class of the closed <details> around it
 */
export function closedControls(html) {
  const found = [];
  /** the <details> elements the scan is inside, outermost first */
  const stack = [];
  const tag = /<!--[\s\S]*?-->|<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  for (const m of html.matchAll(tag)) {
    if (!m[3]) continue; // a comment, or a script, style or template with its content (a template's is not in the page)
    const close = m[2] === '/';
    const name = m[3].toLowerCase();
    const attrs = m[4] ?? '';
    if (name === 'details') {
      if (close) stack.pop();
      else stack.push({ open: /\sopen(?=[\s=/]|$)/.test(attrs), cls: /\sclass="([^"]*)"/.exec(attrs)?.[1] ?? '', inSummary: false });
      continue;
    }
    const top = stack[stack.length - 1];
    if (name === 'summary' && top) {
      top.inSummary = !close;
      continue;
    }
    if (close || !['form', 'input', 'select', 'textarea'].includes(name)) continue;
    // held back: inside a closed <details> (not in its summary), at any depth
    const closed = stack.findLast((d, i) => !d.open && !(i === stack.length - 1 && d.inSummary));
    if (closed) found.push({ control: name, details: closed.cls });
  }
  return found;
}
