// A minimal static file server for the built site (used by the end-to-end
// tests and `npm start`): directory URLs serve index.html, unknown paths 404.html.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, extname, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'dist');
const port = Number(process.argv[3] ?? 4321);
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.svg': 'image/svg+xml', '.json': 'application/json', '.xml': 'application/xml', '.txt': 'text/plain',
  '.png': 'image/png', '.wasm': 'application/wasm', '.pf_meta': 'application/octet-stream',
};

async function file(p) {
  try {
    const s = await stat(p);
    if (s.isDirectory()) return file(join(p, 'index.html'));
    return { body: await readFile(p), type: TYPES[extname(p)] ?? 'application/octet-stream' };
  } catch {
    return null;
  }
}

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
  const target = join(root, path);
  if (!target.startsWith(root)) {
    res.writeHead(400).end();
    return;
  }
  if (!path.endsWith('/') && !extname(path)) {
    const dir = await file(join(target, 'index.html'));
    if (dir) {
      res.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
      return;
    }
  }
  const f = await file(target);
  if (f) {
    res.writeHead(200, { 'Content-Type': f.type }).end(f.body);
    return;
  }
  const nf = await file(join(root, '404.html'));
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(nf ? nf.body : 'Not found');
}).listen(port, '127.0.0.1', () => console.log(`Regelwerk: http://127.0.0.1:${port}/`));
