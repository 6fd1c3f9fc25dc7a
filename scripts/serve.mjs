// The static server for the built site (`npm start`, `npm run preview` and the
// end-to-end tests): `node scripts/serve.mjs [dir] [port]`, by default
// $REGELWERK_OUT_DIR (or dist) on port $PORT (or 4321); port 0 picks a free one.
//
// It serves the site as a careful static host would:
// - directory URLs serve index.html, a directory without its trailing slash is
//   redirected (always to a path on this origin), unknown paths get 404.html;
// - only GET and HEAD (anything else: 405); undecodable paths, dot segments,
//   NUL bytes and backslashes: 400; nothing outside the folder, no hidden files,
//   no symlinks out of it;
// - the headers of `_headers` (Netlify/Cloudflare format, the one file shipped
//   with the site) on every response, so the Content Security Policy and the
//   other security headers seen here are those a host applies; nosniff always;
// - brotli or gzip as the client accepts (compressed once, kept in memory),
//   strong ETags and 304s; Cache-Control from `_headers` (hashed assets are
//   immutable there), otherwise `no-cache` (HTML is revalidated);
// - any unexpected error answers 500 and the process keeps serving.
import { createServer } from 'node:http';
import { readFile, stat, realpath } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { brotliCompress, gzipSync, constants as Z } from 'node:zlib';
import { promisify } from 'node:util';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const brotli = promisify(brotliCompress);

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.json': 'application/json', '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8', '.png': 'image/png', '.ico': 'image/x-icon', '.webp': 'image/webp',
  '.woff2': 'font/woff2', '.wasm': 'application/wasm', '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
};
const COMPRESSIBLE = /^(text\/|image\/svg\+xml|application\/(json|xml|wasm|manifest\+json))/;
/** Smaller bodies are sent as they are: compressing them gains nothing. */
const MIN_COMPRESS = 512;
/** Files the host reads as configuration and never serves. */
const CONFIG_FILES = new Set(['_headers', '_redirects']);
const NOT_FOUND_CODES = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG']);
const DEFAULT_CACHE = 'no-cache';

// ---------------------------------------------------------------- _headers

/**
 * Parses a `_headers` file (Netlify/Cloudflare Pages format): a line with a
 * URL path pattern (`*` matches anything, `:name` one segment), then indented
 * `Name: value` lines; `! Name` removes a header set by an earlier rule.
 * Patterns naming a host (https://…) are kept but never match here.
 */
export function parseHeadersFile(text) {
  const rules = [];
  let rule = null;
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rule = { pattern: line, re: patternRegExp(line), set: [], unset: [] };
      rules.push(rule);
      continue;
    }
    if (!rule) throw new Error(`_headers line ${i + 1}: a header before any path`);
    if (line.startsWith('!')) {
      rule.unset.push(line.slice(1).trim().toLowerCase());
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`_headers line ${i + 1}: expected "Name: value", got ${JSON.stringify(line)}`);
    rule.set.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

function patternRegExp(pattern) {
  if (!pattern.startsWith('/')) return null;
  const source = pattern
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') && part.length > 1 ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** The headers the rules give a URL path: [name, value] pairs; a header set twice is joined with ", ". */
export function headersFor(rules, path) {
  const out = new Map();
  for (const r of rules) {
    if (!r.re?.test(path)) continue;
    for (const [name, value] of r.set) {
      const key = name.toLowerCase();
      const prev = out.get(key);
      out.set(key, prev ? [prev[0], `${prev[1]}, ${value}`] : [name, value]);
    }
    for (const key of r.unset) out.delete(key);
  }
  return [...out.values()];
}

// ---------------------------------------------------------------- encodings

/** The encodings a client accepts, best first (br before gzip), by Accept-Encoding. */
export function acceptedEncodings(header) {
  const q = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    let weight = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) weight = Number(m[1]);
    }
    if (!Number.isNaN(weight)) q.set(token, weight);
  }
  const ok = (enc) => (q.has(enc) ? q.get(enc) > 0 : (q.get('*') ?? 0) > 0);
  return ['br', 'gzip'].filter(ok).sort((a, b) => (q.get(b) ?? q.get('*') ?? 0) - (q.get(a) ?? q.get('*') ?? 0));
}

// ---------------------------------------------------------------- server

/** Creates the request handler for a site folder (the server is `createServer(handler)`). */
export function createHandler(dir, { fallbackHeadersFile } = {}) {
  const root = resolve(dir);
  let realRoot = null;
  const files = new Map(); // absolute path -> { mtimeMs, size, body, type, etag, variants }
  let headersCache = { key: '', rules: [] };

  async function rules() {
    for (const file of [join(root, '_headers'), fallbackHeadersFile]) {
      if (!file) continue;
      let st;
      try {
        st = await stat(file);
      } catch (e) {
        if (NOT_FOUND_CODES.has(e.code)) continue;
        throw e;
      }
      const key = `${file}:${st.mtimeMs}:${st.size}`;
      if (headersCache.key !== key) headersCache = { key, rules: parseHeadersFile(await readFile(file, 'utf8')) };
      return headersCache.rules;
    }
    return [];
  }

  /** The `_headers` headers for a path; their Cache-Control only on a success (a 404 is never immutable). */
  async function baseHeaders(path, status) {
    const h = headersFor(await rules(), path).filter(([n]) => status < 300 || n.toLowerCase() !== 'cache-control');
    if (!h.some(([n]) => n.toLowerCase() === 'x-content-type-options')) h.push(['X-Content-Type-Options', 'nosniff']);
    return h;
  }

  async function statOrNull(p) {
    try {
      return await stat(p);
    } catch (e) {
      if (NOT_FOUND_CODES.has(e.code)) return null;
      throw e;
    }
  }

  /** The file's entry, read once per version (mtime and size). */
  async function load(file, st) {
    const known = files.get(file);
    if (known && known.mtimeMs === st.mtimeMs && known.size === st.size) return known;
    const body = await readFile(file);
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const entry = {
      mtimeMs: st.mtimeMs, size: st.size, body, type,
      compressible: COMPRESSIBLE.test(type),
      etag: createHash('sha256').update(body).digest('base64url').slice(0, 27),
      variants: new Map(), // 'br' | 'gzip' -> { promise, body? }
    };
    files.set(file, entry);
    return entry;
  }

  // Brotli at its best quality takes a few hundred ms for a big page: one file
  // at a time, in the background, so it never holds up the thread pool that
  // reads files. Gzip is quick and made on the spot.
  let brotliQueue = Promise.resolve();
  function variant(entry, enc) {
    let v = entry.variants.get(enc);
    if (!v) {
      if (enc === 'gzip') {
        const body = gzipSync(entry.body, { level: 9 });
        v = { promise: Promise.resolve(body), body };
      } else {
        const promise = brotliQueue.then(() =>
          brotli(entry.body, { params: { [Z.BROTLI_PARAM_QUALITY]: 11, [Z.BROTLI_PARAM_MODE]: Z.BROTLI_MODE_TEXT, [Z.BROTLI_PARAM_SIZE_HINT]: entry.body.length } }),
        );
        brotliQueue = promise.catch(() => undefined);
        v = { promise, body: null };
        promise.then((b) => (v.body = b), () => entry.variants.delete(enc));
      }
      entry.variants.set(enc, v);
    }
    return v;
  }

  /**
   * The representation to send: brotli when ready (it is computed in the
   * background after the first request, and gzip is sent meanwhile if accepted).
   */
  async function represent(entry, acceptEncoding) {
    if (!entry.compressible || entry.body.length < MIN_COMPRESS) return { enc: null, body: entry.body };
    const accepted = acceptedEncodings(acceptEncoding);
    for (const enc of accepted) {
      const v = entry.variants.get(enc);
      if (v?.body) return { enc, body: v.body };
    }
    if (!accepted.length) return { enc: null, body: entry.body };
    const best = variant(entry, accepted[0]);
    const now = accepted.includes('gzip') && accepted[0] !== 'gzip' ? variant(entry, 'gzip') : best;
    const body = await now.promise;
    return { enc: now === best ? accepted[0] : 'gzip', body };
  }

  function send(req, res, status, headers, body) {
    res.writeHead(status, headers);
    if (req.method === 'HEAD' || body == null) res.end();
    else res.end(body);
  }

  async function sendText(req, res, status, path, text, extra = []) {
    const body = Buffer.from(`${text}\n`);
    const headers = [...(await baseHeaders(path, status)), ['Content-Type', 'text/plain; charset=utf-8'], ['Content-Length', String(body.length)], ['Cache-Control', 'no-store'], ...extra];
    send(req, res, status, headers.flat(), body);
  }

  async function sendFile(req, res, status, path, entry) {
    const headers = await baseHeaders(path, status);
    const has = (name) => headers.some(([n]) => n.toLowerCase() === name);
    if (!has('cache-control')) headers.push(['Cache-Control', status === 200 ? DEFAULT_CACHE : 'no-store']);
    if (entry.compressible) headers.push(['Vary', 'Accept-Encoding']);
    const { enc, body } = await represent(entry, req.headers['accept-encoding']);
    const etag = `"${entry.etag}${enc ? `-${enc}` : ''}"`;
    headers.push(['Content-Type', entry.type]);
    if (status === 200) {
      headers.push(['ETag', etag]);
      const inm = req.headers['if-none-match'];
      if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
        send(req, res, 304, headers.flat(), null);
        return;
      }
    }
    if (enc) headers.push(['Content-Encoding', enc]);
    headers.push(['Content-Length', String(body.length)]);
    send(req, res, status, headers.flat(), body);
  }

  async function notFound(req, res, path) {
    const page = join(root, '404.html');
    const st = await statOrNull(page);
    if (st?.isFile()) await sendFile(req, res, 404, path, await load(page, st));
    else await sendText(req, res, 404, path, 'Not found');
  }

  async function handle(req, res) {
    const raw = req.url ?? '';
    // Only origin-form targets ("/path?query"); absolute-form and "*" are refused.
    if (!raw.startsWith('/')) return sendText(req, res, 400, '/', 'Bad request');
    const cut = raw.search(/[?#]/);
    const rawPath = cut < 0 ? raw : raw.slice(0, cut);
    const query = cut >= 0 && raw[cut] === '?' ? raw.slice(cut).split('#')[0] : '';
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(req, res, 405, rawPath, 'Method not allowed', [['Allow', 'GET, HEAD']]);
    }
    let path;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      return sendText(req, res, 400, rawPath, 'Bad request: the path is not valid percent-encoded UTF-8');
    }
    const parts = path.split('/').filter(Boolean);
    if (/[\0\\]/.test(path) || parts.some((p) => p === '.' || p === '..')) {
      return sendText(req, res, 400, rawPath, 'Bad request');
    }
    const slash = path.endsWith('/') || parts.length === 0;
    const clean = `/${parts.join('/')}${slash && parts.length ? '/' : ''}`;
    if (parts.some((p) => p.startsWith('.')) || CONFIG_FILES.has(parts.at(-1))) return notFound(req, res, clean);

    const target = join(root, ...parts);
    if (target !== root && !target.startsWith(root + sep)) return sendText(req, res, 400, rawPath, 'Bad request');
    let file = slash ? join(target, 'index.html') : target;
    let st = await statOrNull(file);
    if (st?.isDirectory() && !slash) {
      // A directory without its slash: redirect to the same path with it.
      // The location is built from the checked segments, so it is always a
      // path on this origin ("/a/b/"), never "//host/…".
      const index = await statOrNull(join(target, 'index.html'));
      if (index?.isFile()) {
        const location = `/${parts.map(encodeURIComponent).join('/')}/${query}`;
        return sendText(req, res, 301, clean, `Moved to ${location}`, [['Location', location]]);
      }
      st = null;
    }
    if (!st?.isFile()) return notFound(req, res, clean);
    // No symlink may lead out of the folder.
    realRoot ??= await realpath(root);
    const real = await realpath(file);
    if (!real.startsWith(realRoot + sep)) return notFound(req, res, clean);
    file = real;
    return sendFile(req, res, 200, clean, await load(file, st));
  }

  return (req, res) => {
    handle(req, res).catch((err) => {
      console.error(`serve: ${req.method} ${JSON.stringify(req.url)}:`, err);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      try {
        const body = 'Internal server error\n';
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      } catch {
        res.destroy();
      }
    });
  };
}

/** Starts the server; resolves with the port it listens on. */
export function serve(dir, port, host = '127.0.0.1') {
  const handler = createHandler(dir, { fallbackHeadersFile: fileURLToPath(new URL('../public/_headers', import.meta.url)) });
  const server = createServer(handler);
  // Requests Node cannot parse (bad request line, oversized headers) get a plain 400 and are closed.
  server.on('clientError', (err, socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\nX-Content-Type-Options: nosniff\r\n\r\n`);
  });
  // CONNECT (a proxy tunnel) is no method of this server either.
  server.on('connect', (_req, socket) => {
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\nContent-Length: 0\r\nX-Content-Type-Options: nosniff\r\n\r\n');
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok({ server, port: server.address().port }));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? process.env.REGELWERK_OUT_DIR ?? 'dist';
  const port = Number(process.argv[3] ?? process.env.PORT ?? 4321);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    console.error(`serve: no folder ${dir}; build the site first (npm run build).`);
    process.exit(1);
  }
  const { port: actual } = await serve(dir, port);
  console.log(`Regelwerk: http://127.0.0.1:${actual}/`);
}
