// Helpers for the server tests: a small site in a temporary folder, the real
// scripts/serve.mjs started on it as its own process (so a crash shows as a
// dead process), and requests sent byte for byte over a socket.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, copyFileSync, symlinkSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';

export const REPO = join(dirname(new URL(import.meta.url).pathname), '..', '..');

/** A page big enough to be compressed, with text that compresses well. */
export const BIG_HTML = `<!doctype html><html lang="en"><head><title>Rommé</title></head><body>${'<p>Melds of three or more cards of the same rank or a run in one suit.</p>\n'.repeat(300)}</body></html>`;
export const SECRET = 'secret outside the site folder';

export interface Site {
  parent: string;
  root: string;
  cleanup: () => void;
}

/** A site folder next to a secret file, with the repo's real public/_headers unless told otherwise. */
export function makeSite(opts: { headers?: string | null } = {}): Site {
  const parent = mkdtempSync(join(tmpdir(), 'regelwerk-serve-'));
  const root = join(parent, 'site');
  const w = (p: string, s: string) => {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), s);
  };
  writeFileSync(join(parent, 'secret.txt'), SECRET);
  w('index.html', '<!doctype html><title>root</title>');
  w('en/index.html', '<!doctype html><title>en</title>');
  w('en/romme/index.html', BIG_HTML);
  w('404.html', '<!doctype html><title>Page not found</title>');
  w('_astro/app.Ab12Cd34.js', `export const x = ${JSON.stringify('x'.repeat(2000))};\n`);
  w('pagefind/fragment/en_0123abcd.pf_fragment', 'fragment');
  w('pagefind/pagefind.js', 'export {}\n');
  w('robots.txt', 'User-agent: *\n');
  w('.env', SECRET);
  w('empty-dir/.keep', '');
  if (opts.headers === undefined) copyFileSync(join(REPO, 'public', '_headers'), join(root, '_headers'));
  else if (opts.headers !== null) w('_headers', opts.headers);
  symlinkSync(join(parent, 'secret.txt'), join(root, 'link.txt'));
  symlinkSync(join(root, 'loop'), join(root, 'loop')); // stat fails with ELOOP: an unexpected error
  return { parent, root, cleanup: () => rmSync(parent, { recursive: true, force: true }) };
}

export interface Server {
  port: number;
  proc: ChildProcess;
  stderr: () => string;
  stop: () => Promise<void>;
}

export async function startServer(root: string, env: NodeJS.ProcessEnv = {}): Promise<Server> {
  const proc = spawn(process.execPath, [join(REPO, 'scripts', 'serve.mjs'), root, '0'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  proc.stderr!.on('data', (d) => (err += d));
  const port = await new Promise<number>((ok, fail) => {
    let out = '';
    proc.stdout!.on('data', (d) => {
      out += d;
      const m = /127\.0\.0\.1:(\d+)/.exec(out);
      if (m) ok(Number(m[1]));
    });
    proc.once('exit', (code) => fail(new Error(`server exited (${code}): ${err}`)));
  });
  return {
    port,
    proc,
    stderr: () => err,
    stop: () => new Promise((ok) => {
      if (proc.exitCode !== null) return ok();
      proc.once('exit', () => ok());
      proc.kill();
    }),
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  /** Every header line as sent, lower-cased names (to see repeated headers). */
  lines: [string, string][];
  body: Buffer;
}

/** Sends `head` (request line and headers, without the final blank line) as raw bytes and reads the whole answer. */
export function raw(port: number, head: string, body = ''): Promise<RawResponse> {
  return new Promise((ok, fail) => {
    const sock = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    sock.on('data', (d) => chunks.push(d));
    sock.on('error', fail);
    sock.on('close', () => {
      const all = Buffer.concat(chunks);
      const end = all.indexOf('\r\n\r\n');
      if (end < 0) return fail(new Error(`no HTTP answer: ${JSON.stringify(all.toString('latin1'))}`));
      const [statusLine, ...hl] = all.subarray(0, end).toString('latin1').split('\r\n');
      const lines = hl.map((l) => {
        const i = l.indexOf(':');
        return [l.slice(0, i).trim().toLowerCase(), l.slice(i + 1).trim()] as [string, string];
      });
      ok({ status: Number(statusLine!.split(' ')[1]), headers: Object.fromEntries(lines), lines, body: all.subarray(end + 4) });
    });
    sock.write(Buffer.from(`${head}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n${body}`, 'latin1'));
  });
}

/** A GET with optional extra header lines. */
export const get = (port: number, target: string, extra: string[] = []) => raw(port, [`GET ${target} HTTP/1.1`, ...extra].join('\r\n'));
