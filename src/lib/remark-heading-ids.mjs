// Two jobs, both about stable, language-neutral anchors:
// 1. Markdown headings may end in {#some-id} (in MDX written \{#some-id}, as a bare
//    brace would start an expression); the id is set explicitly and the
//    marker removed ("## Aufbau {#setup}"). Headings without one get no
//    language-dependent id of ours.
// 3. Wrap every island (a JSX element with a client:* directive) in
//    <div class="island-anchor" id=… data-island-key=…>, so it can be linked to
//    and a link with its position opens there (src/lib/chrome-client.ts), and keep
//    its interface out of the search index (data-pagefind-ignore).
// 4. On game pages, wrap the top-level sections a cheat sheet leaves out (variants,
//    readings, tips, examples, notation …; PRINT_SKIP) in <div class="print-skip">,
//    which the print stylesheet hides, so a game prints on one or two A4 pages (the
//    worked example it prints is a print-only copy the page places in a rule:
//    src/islands/shared/ExampleIsland.tsx, print="only").
// 5. Give each titled island (a worked example, a game, the checker, the explorer, the
//    advisor) the heading level of its title, one below the section it stands in: the
//    prop hl="3" after an h2, none after an h3 (the island's default title is an h4;
//    src/islands/shared/Heading.tsx), so headings never skip a level (axe heading-order).
// 6. Cut the page's flow into chunks, one per heading (<div class="flow cv-N">), which
//    skip style, layout and paint while far from the viewport (content-visibility:
//    auto; global.css). A click in an island then relayouts and repaints the screen's
//    neighbourhood, not the whole 40,000 px page below it (issue 13.7). N is a rough
//    height in rem at 360 px, the placeholder until a chunk was drawn once.
// 2. Collect the page's outline (plain headings with ids and <Rule id n> elements)
//    into frontmatter.outline, so the layout can build the table of contents.
import { islandAnchor } from './island-anchors.mjs';
import { RESTORED_WHAT } from '../i18n/chrome-words.ts';

const ID_RE = /\s*\{#([a-z][a-z0-9-]*)\}\s*$/;

function textOf(node) {
  if (!node) return '';
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (Array.isArray(node.children)) return node.children.map(textOf).join('');
  return '';
}

function attr(node, name) {
  const a = (node.attributes || []).find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  if (!a) return undefined;
  return typeof a.value === 'string' ? a.value : undefined;
}

/** Islands with a title heading (see 5. above). */
const TITLED = /(Example|Game|Checker|Explorer|Advisor)$/;
/** The title level an island has without the prop hl (src/islands/shared/Heading.tsx). */
const DEFAULT_TITLE_LEVEL = 4;

const isRule = (node) => (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Rule';

/** The level of a <Rule> element: level="2" or level={2}; 3 when absent. */
function ruleLevel(node) {
  const a = (node.attributes || []).find((x) => x.type === 'mdxJsxAttribute' && x.name === 'level');
  const v = typeof a?.value === 'string' ? a.value : a?.value?.value;
  return v === undefined ? 3 : Number(String(v).trim());
}

export function remarkHeadingIds() {
  return (tree, file) => {
    const outline = [];
    /** The level of the last heading so far, in document order. */
    let level = 1;
    const walk = (node) => {
      if (node.type === 'heading') level = node.depth;
      else if (isRule(node)) level = ruleLevel(node);
      else if (isIsland(node) && TITLED.test(node.name) && level + 1 !== DEFAULT_TITLE_LEVEL && !attr(node, 'hl')) {
        node.attributes.push({ type: 'mdxJsxAttribute', name: 'hl', value: String(Math.min(level + 1, 6)) });
      }
      if (node.type === 'heading') {
        const last = node.children[node.children.length - 1];
        if (last && last.type === 'text') {
          const m = ID_RE.exec(last.value);
          if (m) {
            last.value = last.value.replace(ID_RE, '');
            node.data = node.data || {};
            node.data.hProperties = { ...(node.data.hProperties || {}), id: m[1] };
            outline.push({ depth: node.depth, id: m[1], text: textOf(node).trim() });
          }
        }
      } else if (isRule(node)) {
        const id = attr(node, 'id');
        if (id) outline.push({ depth: ruleLevel(node), id, n: attr(node, 'n'), text: textOf(node).trim(), rule: true });
      }
      if (Array.isArray(node.children)) node.children.forEach(walk);
    };
    walk(tree);
    const lang = /[\\/]content[\\/]en[\\/]/.test(file.path ?? file.history?.[0] ?? '') ? 'en' : 'de';
    const islands = wrapIslands(tree, lang);
    if (file.data.astro.frontmatter.game) markPrintSkips(tree);
    // Not in the notation pages embedded at the end of a game page (src/notation/): drawn always, they keep a
    // link to the page's last anchors (#notation, #sources) where it lands; a skipped chunk there, seen at the
    // bottom of the screen, was its own scroll anchor and pushed them down when drawn (tests/e2e/perf.spec.ts).
    if (!/[\\/]src[\\/]notation[\\/]/.test(file.path ?? file.history?.[0] ?? '')) chunkFlow(tree);
    file.data.astro = file.data.astro || {};
    file.data.astro.frontmatter = file.data.astro.frontmatter || {};
    file.data.astro.frontmatter.outline = outline;
    // Every anchor a link may name on this page, and every island's URL keys: where a game's page was split,
    // the rules page sends a link to what moved on to the page that has it now (src/lib/game-parts.ts).
    file.data.astro.frontmatter.anchors = [...new Set([...outline.map((o) => o.id), ...islands])];
  };
}

function isIsland(node) {
  return (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && /^[A-Z]/.test(node.name || '') &&
    (node.attributes || []).some((a) => a.type === 'mdxJsxAttribute' && a.name.startsWith('client:'));
}

/**
 * Wraps each island in its anchor; returns the anchors' ids and the URL keys the islands read. An island with a URL
 * key has what a link restores in it, in the page's language (`lang`), for the page script's notice (or "step", which
 * the script counts itself).
 */
function wrapIslands(tree, lang) {
  const used = new Set();
  const names = [];
  const visit = (node) => {
    if (!Array.isArray(node.children)) return;
    node.children = node.children.map((child) => {
      if (!isIsland(child)) {
        visit(child);
        return child;
      }
      const a = islandAnchor(child.name, attr(child, 'example'));
      let id = a.id;
      for (let i = 2; used.has(id); i++) id = `${a.id}-${i}`;
      used.add(id);
      names.push(id, ...(a.key ? [a.key] : []), ...(a.params ?? []));
      const attrs = [
        ['class', 'island-anchor'],
        ['id', id],
        ['data-pagefind-ignore', 'all'],
        ...(a.key ? [['data-island-key', a.key], ['data-island-what', a.what === 'step' ? a.what : RESTORED_WHAT[lang][a.what] ?? '']] : []),
      ].map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value }));
      return { type: child.type === 'mdxJsxTextElement' ? 'mdxJsxTextElement' : 'mdxJsxFlowElement', name: child.type === 'mdxJsxTextElement' ? 'span' : 'div', attributes: attrs, children: [child] };
    });
  };
  visit(tree);
  return names;
}

/** Sections (by the id of their h2) that a printed cheat sheet leaves out. */
export const PRINT_SKIP = new Set(['variants', 'readings', 'modern', 'tips', 'examples', 'play', 'source', 'notation', 'extended-deck', 'solitaire', 'score-sheet', 'points', 'game-cap', 'scoring-summary', 'more', 'name']);

function h2Id(node) {
  if (node.type === 'heading' && node.depth === 2) return node.data?.hProperties?.id ?? '';
  if (node.type === 'mdxJsxFlowElement' && node.name === 'Rule' && ruleLevel(node) === 2) return attr(node, 'id') ?? '';
  return null;
}

function markPrintSkips(tree) {
  const out = [];
  let skipping = false;
  let run = null;
  for (const child of tree.children) {
    const id = h2Id(child);
    if (id !== null) skipping = PRINT_SKIP.has(id);
    const movable = child.type !== 'mdxjsEsm' && child.type !== 'yaml' && child.type !== 'toml';
    if (skipping && movable) {
      if (!run) {
        run = { type: 'mdxJsxFlowElement', name: 'div', attributes: [{ type: 'mdxJsxAttribute', name: 'class', value: 'print-skip' }], children: [] };
        out.push(run);
      }
      run.children.push(child);
    } else {
      run = null;
      out.push(child);
    }
  }
  tree.children = out;
}

/** Heights (rem) a chunk's placeholder can take (global.css has a class per step). */
export const CHUNK_STEPS = [8, 32, 96, 192];

/** A rough height in rem of a block at 360 px: lines of about 38 characters, islands at their placeholder's 58 rem. */
function estimate(node) {
  if (node.type === 'mdxJsxFlowElement' && attr(node, 'class')?.startsWith('island-anchor')) return 60;
  if (node.type === 'heading' || (node.type === 'mdxJsxFlowElement' && node.name === 'Rule')) return 3.5;
  if (node.type === 'mdxJsxFlowElement' && node.name === 'Cards') return 7;
  if (node.type === 'code') return 2 + (node.value.split('\n').length * 1.3);
  if (node.type === 'table') return 1 + node.children.length * 2.4;
  if (node.type === 'list') return 1 + node.children.reduce((a, li) => a + Math.max(1, Math.ceil(textOf(li).length / 34)) * 1.55, 0);
  if (Array.isArray(node.children) && node.type === 'mdxJsxFlowElement' && node.children.length > 1) return node.children.reduce((a, c) => a + estimate(c), 1);
  return 1 + Math.max(1, Math.ceil(textOf(node).length / 38)) * 1.55;
}

/**
 * A component of unknown height (the notation page, the deck grid, the glossary: drawn from elsewhere, with no
 * text here to estimate from) stays out of the chunks, drawn always: a placeholder far off its height would move
 * what a link lands on when it is drawn (scroll anchoring cannot correct for a box that was its own anchor).
 */
const unknownHeight = (node) =>
  node.type === 'mdxJsxFlowElement' && /^[A-Z]/.test(node.name ?? '') && node.name !== 'Rule' && node.name !== 'Cards' && !(node.children ?? []).length;

const startsChunk = (node) => (node.type === 'heading' && node.depth <= 4) || (node.type === 'mdxJsxFlowElement' && node.name === 'Rule');

/** Wraps runs of blocks, each starting at a heading, in <div class="flow cv-N">; inside print-skip divs too. */
function chunkFlow(tree) {
  const chunkList = (children) => {
    const out = [];
    let run = null;
    for (const child of children) {
      if (child.type === 'mdxjsEsm' || child.type === 'yaml' || child.type === 'toml') {
        out.push(child);
        continue;
      }
      if (unknownHeight(child)) {
        out.push(child);
        run = null;
        continue;
      }
      if (child.type === 'mdxJsxFlowElement' && attr(child, 'class') === 'print-skip') {
        child.children = chunkList(child.children);
        run = null;
        out.push(child);
        continue;
      }
      if (!run || startsChunk(child)) {
        run = { type: 'mdxJsxFlowElement', name: 'div', attributes: [], children: [], est: 0 };
        out.push(run);
      }
      run.children.push(child);
      run.est += estimate(child);
    }
    for (const c of out) {
      if (c.est === undefined) continue;
      const step = CHUNK_STEPS.find((s) => s >= c.est) ?? CHUNK_STEPS[CHUNK_STEPS.length - 1];
      c.attributes.push({ type: 'mdxJsxAttribute', name: 'class', value: `flow cv-${step}` });
    }
    return out;
  };
  tree.children = chunkList(tree.children);
  // The chunks that start on the first screen are always drawn (flow--first, global.css): Chromium skips a chunk in
  // the first frame even there, so it showed its placeholder's height, empty, and then its own, pulling what
  // follows up into view. Lighthouse counted that as a layout shift of 0.12-0.31 on every lessons page, whose
  // first chunk (the introduction and the progress box) is estimated at 96 rem and is 23; on the decks page, whose
  // first chunk is short, the second (32 rem for 15) pulled the card grid 270 px up (0.03-0.09). Up to what
  // follows a component of unknown height, or a part for the screen only.
  let above = 0;
  for (const c of tree.children) {
    // a component of unknown height or a part for the screen only (print-skip) is a JSX element that is no chunk
    if (above >= FIRST_SCREEN_REM || (c.type === 'mdxJsxFlowElement' && c.est === undefined)) break;
    if (c.est === undefined) continue;
    c.attributes.find((a) => a.name === 'class').value += ' flow--first';
    above += c.est;
  }
  const strip = (nodes) => {
    for (const c of nodes) {
      if (c.est !== undefined) delete c.est;
      else if (c.type === 'mdxJsxFlowElement') strip(c.children ?? []);
    }
  };
  strip(tree.children);
}

/**
 * How far down (rem, as estimate() counts at 360 px) a chunk may start and still be drawn from the first frame: a
 * tall phone's screen below the title, and on a wide screen, where lines are longer, more of the page.
 */
const FIRST_SCREEN_REM = 32;
