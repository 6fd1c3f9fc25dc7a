// Tables whose top-left header cell is empty (a grid like "| | A | B |" with a label
// in front of every row) get row headers: the first cell of each body row becomes
// <th scope="row">, the empty corner a plain cell. Every data cell then has a
// header in both directions, as assistive technology expects (axe td-has-header).
const text = (n) => (n.type === 'text' ? n.value : (n.children || []).map(text).join(''));
const kids = (n, tag) => (n.children || []).filter((c) => c.type === 'element' && c.tagName === tag);

export function rehypeRowHeaders() {
  return (tree) => {
    const walk = (node) => {
      if (node.type === 'element' && node.tagName === 'table') {
        const headRow = kids(kids(node, 'thead')[0] || {}, 'tr')[0];
        const corner = headRow && (headRow.children || []).find((c) => c.type === 'element');
        if (corner && corner.tagName === 'th' && text(corner).trim() === '') {
          corner.tagName = 'td';
          for (const body of kids(node, 'tbody'))
            for (const tr of kids(body, 'tr')) {
              const first = (tr.children || []).find((c) => c.type === 'element');
              if (first && first.tagName === 'td') {
                first.tagName = 'th';
                first.properties = { ...(first.properties || {}), scope: 'row' };
              }
            }
        }
      }
      for (const c of node.children || []) walk(c);
    };
    walk(tree);
  };
}
