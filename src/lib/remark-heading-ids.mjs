// Two jobs, both about stable, language-neutral anchors:
// 1. Markdown headings may end in {#some-id} (in MDX written \{#some-id}, as a bare
//    brace would start an expression); the id is set explicitly and the
//    marker removed ("## Aufbau {#setup}"). Headings without one get no
//    language-dependent id of ours.
// 2. Collect the page's outline (plain headings with ids and <Rule id n> elements)
//    into frontmatter.outline, so the layout can build the table of contents.
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

export function remarkHeadingIds() {
  return (tree, file) => {
    const outline = [];
    const walk = (node) => {
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
      } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Rule') {
        const id = attr(node, 'id');
        if (id) outline.push({ depth: Number(attr(node, 'level') || 3), id, n: attr(node, 'n'), text: textOf(node).trim(), rule: true });
      }
      if (Array.isArray(node.children)) node.children.forEach(walk);
    };
    walk(tree);
    file.data.astro = file.data.astro || {};
    file.data.astro.frontmatter = file.data.astro.frontmatter || {};
    file.data.astro.frontmatter.outline = outline;
  };
}
