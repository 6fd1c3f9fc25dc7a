// scripts/serve.mjs against hostile requests: it must answer every one with a
// sane status, never leave the folder or the origin, never die, and send the
// security headers of _headers on every answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { BIG_HTML, REPO, SECRET, get, makeSite, raw, startServer, type RawResponse, type Server, type Site } from './serve-helpers';
import { parseHeadersFile, headersFor } from '../../scripts/serve.mjs';

let site: Site;
let server: Server;
const shipped = headersFor(parseHeadersFile(readFileSync(join(REPO, 'public', '_headers'), 'utf8')), '/any/path/');

beforeAll(async () => {
  site = makeSite();
  server = await startServer(site.root);
});
afterAll(async () => {
  await server?.stop();
  site?.cleanup();
});

/** The server is still up and serving. */
async function alive() {
  expect(server.proc.exitCode, `server exited: ${server.stderr()}`).toBeNull();
  const r = await get(server.port, '/en/');
  expect(r.status).toBe(200);
}

/** Every header of the shipped _headers file for all paths is on the answer. */
function hasSecurityHeaders(r: RawResponse) {
  expect(r.headers['x-content-type-options']).toBe('nosniff');
  expect(shipped.length).toBeGreaterThanOrEqual(5);
  for (const [name, value] of shipped) expect(r.headers[name.toLowerCase()], name).toBe(value);
}

describe('undecodable and hostile paths', () => {
  it.each(['/%', '/en/%E0%A4%A', '/%FF', '/en/%C0%AF', '/%E0%A4%A/'])('GET %s answers 400, not a crash', async (path) => {
    const r = await get(server.port, path);
    expect(r.status).toBe(400);
    hasSecurityHeaders(r);
    await alive();
  });

  it('a query that is not decodable does not matter to a static file', async () => {
    expect((await get(server.port, '/en/?q=%')).status).toBe(200);
  });

  it.each([
    '/.//evil.example/x%2f..%2f..%2fen',
    '//evil.example/en',
    '//en',
    '///en',
    '/%2F%2Fevil.example%2Fen',
    '/%2Fen',
    '/%5C%5Cevil.example/en',
    '/\\\\evil.example/en',
    '/en/%2e%2e/en',
    '/./en',
    '//en?next=//evil.example',
  ])('GET %s never redirects off the origin', async (path) => {
    const r = await get(server.port, path);
    expect(r.status).toBeLessThan(500);
    const loc = r.headers.location;
    if (loc !== undefined) {
      expect(loc).toMatch(/^\/(?![/\\])/);
      expect(new URL(loc, 'http://127.0.0.1/').host).toBe('127.0.0.1');
    }
    await alive();
  });

  it('redirects a directory to its slash on the same origin, query kept', async () => {
    const r = await get(server.port, '/en/romme?x=1');
    expect(r.status).toBe(301);
    expect(r.headers.location).toBe('/en/romme/?x=1');
    const double = await get(server.port, '//en/romme');
    expect(double.status).toBe(301);
    expect(double.headers.location).toBe('/en/romme/');
  });

  it.each([
    '/../secret.txt',
    '/en/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/..%2fsecret.txt',
    '/en/..%5c..%5csecret.txt',
    '/..\\secret.txt',
    '/link.txt',
    '/.env',
    '/_headers',
    '/en%00/index.html',
    '/site/../secret.txt',
  ])('GET %s never leaves the folder or shows hidden files', async (path) => {
    const r = await get(server.port, path);
    expect([400, 404]).toContain(r.status);
    expect(r.body.toString('latin1')).not.toContain(SECRET);
    expect(r.body.toString('latin1')).not.toContain('Content-Security-Policy');
    await alive();
  });

  it('a request Node cannot parse gets 400 and the server stays up', async () => {
    const r = await raw(server.port, 'GET /en/ HTTP/1.1\r\nBad Header Line');
    expect(r.status).toBe(400);
    await alive();
  });

  it('an upgrade request is served as a plain GET or refused, never hangs', async () => {
    const r = await raw(server.port, 'GET /en/ HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade');
    expect([200, 400]).toContain(r.status);
    await alive();
  });

  it('absolute-form and asterisk targets are refused', async () => {
    expect((await raw(server.port, 'GET http://evil.example/en/ HTTP/1.1')).status).toBe(400);
    expect((await raw(server.port, 'OPTIONS * HTTP/1.1')).status).toBe(400);
    await alive();
  });

  it('an unexpected error answers 500 and the process keeps serving', async () => {
    const r = await get(server.port, '/loop');
    expect(r.status).toBe(500);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    await alive();
  });
});

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS', 'CONNECT', 'PROPFIND', 'FOO'])('%s answers 405 with Allow: GET, HEAD', async (method) => {
    const target = method === 'CONNECT' ? '127.0.0.1:80' : '/en/';
    const r = await raw(server.port, `${method} ${target} HTTP/1.1\r\nContent-Length: 4`, 'data');
    if (method === 'CONNECT' || method === 'FOO') {
      // Node's parser takes these apart itself: CONNECT is a tunnel, FOO no method at all.
      expect([400, 405]).toContain(r.status);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    } else {
      expect(r.status).toBe(405);
      expect(r.headers.allow).toBe('GET, HEAD');
      hasSecurityHeaders(r);
    }
    await alive();
  });

  it('HEAD answers the headers of GET without a body', async () => {
    const g = await get(server.port, '/en/romme/');
    const h = await raw(server.port, 'HEAD /en/romme/ HTTP/1.1');
    expect(h.status).toBe(200);
    expect(h.body.length).toBe(0);
    expect(h.headers['content-length']).toBe(g.headers['content-length']);
    expect(h.headers.etag).toBe(g.headers.etag);
  });
});

describe('headers', () => {
  it('every kind of answer carries the security headers of _headers', async () => {
    for (const [target, status] of [['/en/', 200], ['/en', 301], ['/nope/', 404], ['/_astro/app.Ab12Cd34.js', 200], ['/robots.txt', 200]] as const) {
      const r = await get(server.port, target);
      expect(r.status, target).toBe(status);
      hasSecurityHeaders(r);
    }
  });

  it('the shipped policy is strict', () => {
    const csp: string = shipped.find(([n]) => n === 'Content-Security-Policy')?.[1] ?? '';
    const dir: Record<string, string[]> = Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
    expect(dir['default-src']).toEqual(["'none'"]);
    expect(dir['object-src']).toEqual(["'none'"]);
    expect(dir['base-uri']).toEqual(["'none'"]);
    expect(dir['frame-ancestors']).toEqual(["'none'"]);
    expect(dir['worker-src']).toEqual(["'self'"]);
    for (const d of ['script-src', 'style-src']) {
      expect(dir[d]?.[0], d).toBe("'self'");
      expect(dir[d], d).not.toContain("'unsafe-inline'");
      expect(dir[d], d).not.toContain("'unsafe-eval'");
      expect(dir[d], d).not.toContain("'unsafe-hashes'");
      for (const s of dir[d]!.slice(1)) expect(s, d).toMatch(/^'(sha(256|384|512)-[A-Za-z0-9+/=]+|wasm-unsafe-eval)'$/);
    }
    for (const [n] of [['Referrer-Policy'], ['Strict-Transport-Security'], ['Permissions-Policy'], ['X-Content-Type-Options']]) {
      expect(shipped.map(([k]) => k)).toContain(n);
    }
  });

  it('hashed assets are immutable, HTML is revalidated with an ETag', async () => {
    const js = await get(server.port, '/_astro/app.Ab12Cd34.js');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-type']).toMatch(/^text\/javascript/);
    const frag = await get(server.port, '/pagefind/fragment/en_0123abcd.pf_fragment');
    expect(frag.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const pf = await get(server.port, '/pagefind/pagefind.js');
    expect(pf.headers['cache-control']).toBe('no-cache');
    const html = await get(server.port, '/en/romme/');
    expect(html.headers['cache-control']).toBe('no-cache');
    expect(html.headers.etag).toMatch(/^"[^"]+"$/);
    const again = await get(server.port, '/en/romme/', [`If-None-Match: ${html.headers.etag}`]);
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    hasSecurityHeaders(again);
  });

  it('a missing hashed asset is a 404 that is not cached for a year', async () => {
    const r = await get(server.port, '/_astro/missing.Zz99.js');
    expect(r.status).toBe(404);
    expect(r.headers['cache-control']).not.toMatch(/immutable|max-age=31536000/);
    expect(r.lines.filter(([n]) => n === 'cache-control')).toHaveLength(1);
  });

  it('unknown paths get 404.html with status 404', async () => {
    const r = await get(server.port, '/en/no-such-page/');
    expect(r.status).toBe(404);
    expect(r.body.toString()).toContain('Page not found');
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('compression', () => {
  const decode = (r: RawResponse) =>
    r.headers['content-encoding'] === 'br' ? brotliDecompressSync(r.body) : r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.body) : r.body;

  it.each([
    ['br', ['br']],
    ['gzip', ['gzip']],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['gzip;q=0.5, br;q=0.1', ['gzip', 'br']],
    ['*', ['br', 'gzip']],
    ['identity', []],
    ['deflate', []],
    ['br;q=0, gzip;q=0', []],
  ] as const)('Accept-Encoding: %s → one of %j, same bytes', async (accept, allowed) => {
    const r = await get(server.port, '/en/romme/', [`Accept-Encoding: ${accept}`]);
    expect(r.status).toBe(200);
    const enc = r.headers['content-encoding'];
    if (allowed.length) expect(allowed).toContain(enc);
    else expect(enc).toBeUndefined();
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
    expect(decode(r).toString()).toBe(BIG_HTML);
    if (enc) expect(r.body.length).toBeLessThan(BIG_HTML.length / 5);
  });

  it('brotli is sent once it is ready, and ETags differ by encoding', async () => {
    let r = await get(server.port, '/_astro/app.Ab12Cd34.js', ['Accept-Encoding: gzip, br']);
    for (let i = 0; i < 50 && r.headers['content-encoding'] !== 'br'; i++) {
      await new Promise((ok) => setTimeout(ok, 20));
      r = await get(server.port, '/_astro/app.Ab12Cd34.js', ['Accept-Encoding: gzip, br']);
    }
    expect(r.headers['content-encoding']).toBe('br');
    const plain = await get(server.port, '/_astro/app.Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).not.toBe(r.headers.etag);
    expect(decode(r).equals(plain.body)).toBe(true);
  });
});

describe('without a _headers file in the folder', () => {
  it('sends the repo’s public/_headers (nosniff at least)', async () => {
    const bare = makeSite({ headers: null });
    const s = await startServer(bare.root);
    try {
      const r = await get(s.port, '/en/');
      expect(r.status).toBe(200);
      hasSecurityHeaders(r);
    } finally {
      await s.stop();
      bare.cleanup();
    }
  });

  it('a folder’s own _headers applies; nosniff is added when it has none', async () => {
    const own = makeSite({ headers: '/en/*\n  X-Test: yes\n' });
    const s = await startServer(own.root);
    try {
      const r = await get(s.port, '/en/');
      expect(r.headers['x-test']).toBe('yes');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect((await get(s.port, '/')).headers['x-test']).toBeUndefined();
    } finally {
      await s.stop();
      own.cleanup();
    }
  });
});

describe('nginx lines', () => {
  it('scripts/nginx-headers.mjs prints the shipped headers as add_header lines', () => {
    const out = execFileSync(process.execPath, [join(REPO, 'scripts', 'nginx-headers.mjs')], { encoding: 'utf8' }).trim().split('\n');
    expect(out).toEqual(shipped.map(([n, v]) => `add_header ${n} "${v}" always;`));
    const assets = execFileSync(process.execPath, [join(REPO, 'scripts', 'nginx-headers.mjs'), '/_astro/a.js'], { encoding: 'utf8' });
    expect(assets).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
  });
});

describe('_headers parsing', () => {
  it('matches splats and placeholders, joins repeats, detaches with !', () => {
    const rules = parseHeadersFile('# c\n/*\n  A: 1\n  B: x\n/a/:name/*\n  A: 2\n  ! B\nhttps://host/*\n  C: no\n');
    expect(headersFor(rules, '/a/b/c.js')).toEqual([['A', '1, 2']]);
    expect(headersFor(rules, '/a/')).toEqual([['A', '1'], ['B', 'x']]);
  });
  it('refuses a header line before any path', () => {
    expect(() => parseHeadersFile('  A: 1\n')).toThrow(/before any path/);
  });
});
