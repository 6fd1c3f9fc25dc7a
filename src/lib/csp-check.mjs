// Checks the built site against the Content Security Policy it ships with
// (public/_headers): every inline <script> and <style> must be allowed by a
// hash in script-src / style-src, and there may be no style="" attributes,
// inline event handlers or javascript: URLs (the policy allows none), and no
// script or stylesheet from another origin. Run as an Astro integration after
// the build, so a page the policy would break fails the build with the fix.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headersFor, parseHeadersFile } from '../../scripts/serve.mjs';
import { htmlFiles } from './built-pages.mjs';

/** Directive name → sources, from a policy string. */
export function parsePolicy(policy) {
  const out = new Map();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !out.has(name.toLowerCase())) out.set(name.toLowerCase(), sources);
  }
  return out;
}

/** The sources that govern a kind of content (CSP fallbacks: -elem/-attr → base → default-src). */
function sourcesFor(policy, kind, base) {
  return policy.get(`${base}-${kind}`) ?? policy.get(base) ?? policy.get('default-src') ?? null;
}

const TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const DATA_SCRIPT = /^(application\/(ld\+)?json|importmap|speculationrules|text\/template)$/i;

/** The inline code and the risky attributes of one HTML document. */
export function inlineContent(html) {
  const scripts = [];
  const styles = [];
  const problems = [];
  const external = [];
  // Raw-text elements first, then the remaining markup's tags.
  const rest = html.replace(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi, (_m, tag, attrs, body) => {
    const a = attributes(attrs);
    if (tag.toLowerCase() === 'script') {
      if (a.has('src')) external.push(['script', a.get('src')]);
      else if (!DATA_SCRIPT.test(a.get('type') ?? '')) scripts.push(body);
    } else styles.push(body);
    for (const [name] of a) if (/^on/i.test(name)) problems.push(`inline event handler ${name}= on <${tag}>`);
    return '';
  });
  for (const m of rest.matchAll(TAG)) {
    const tag = m[1].toLowerCase();
    const a = attributes(m[2]);
    for (const [name, value] of a) {
      if (name === 'style') problems.push(`style="${value.slice(0, 60)}" on <${tag}>`);
      else if (/^on/.test(name)) problems.push(`inline event handler ${name}= on <${tag}>`);
      else if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name) && /^\s*javascript:/i.test(value)) problems.push(`javascript: URL in ${name}= on <${tag}>`);
    }
    if (tag === 'link' && /\bstylesheet\b/i.test(a.get('rel') ?? '')) external.push(['style', a.get('href') ?? '']);
    if (tag === 'meta' && /content-security-policy/i.test(a.get('http-equiv') ?? '')) problems.push('a <meta http-equiv="content-security-policy"> (the policy lives in _headers)');
  }
  return { scripts, styles, problems, external };
}

/** A tag's attributes (the text after its name), by lower-case name; a value as written, entities and all. */
export function attributes(text) {
  const a = new Map();
  for (const m of String(text).matchAll(ATTR)) a.set(m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
  return a;
}

export const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Problems of one page under `policy` (a CSP string); [] when it passes. */
export function checkPage(html, policy) {
  const p = parsePolicy(policy);
  const { scripts, styles, problems, external } = inlineContent(html);
  const out = [...problems];
  const scriptSrc = sourcesFor(p, 'elem', 'script-src');
  const styleSrc = sourcesFor(p, 'elem', 'style-src');
  for (const [kind, list, sources] of [['script', scripts, scriptSrc], ['style', styles, styleSrc]]) {
    for (const body of list) {
      const hash = sha256(body);
      if (sources && !sources.includes(hash) && !sources.includes("'unsafe-inline'")) {
        out.push(`inline <${kind}> ${hash} is not in ${kind}-src (${body.trim().slice(0, 50)}…)`);
      }
    }
  }
  for (const [kind, url] of external) {
    if (!/^\/(?![/\\])/.test(url)) out.push(`<${kind}> from ${url}: only files of this site are allowed`);
  }
  return out;
}

/** Checks every HTML file under `outDir` against its `_headers` policy; returns the problems. */
export async function checkSite(outDir) {
  const rules = parseHeadersFile(await readFile(join(outDir, '_headers'), 'utf8'));
  const problems = [];
  let pages = 0;
  for await (const file of htmlFiles(outDir)) {
    pages++;
    const rel = relative(outDir, file).split(sep).join('/');
    const url = `/${rel.replace(/(^|\/)index\.html$/, '$1')}`;
    const csp = headersFor(rules, url).filter(([n]) => n.toLowerCase() === 'content-security-policy').flatMap(([, v]) => v.split(','));
    if (!csp.length) {
      problems.push(`${rel}: no Content-Security-Policy in _headers for ${url}`);
      continue;
    }
    const html = await readFile(file, 'utf8');
    for (const policy of csp) for (const p of checkPage(html, policy)) problems.push(`${rel}: ${p}`);
  }
  return { pages, problems };
}

/** The Astro integration: fails the build when a page breaks the shipped policy. */
export function cspCheck() {
  return {
    name: 'regelwerk:csp-check',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { pages, problems } = await checkSite(fileURLToPath(dir));
        if (problems.length) {
          const unique = [...new Set(problems)];
          throw new Error(
            `The built site breaks its Content Security Policy (public/_headers) in ${unique.length} place(s):\n  ${unique.slice(0, 30).join('\n  ')}\n` +
              'Move inline code into a file (a bundled <script>, a stylesheet, a class instead of style=""); inline code that Astro writes ' +
              'goes into a file after the build, as src/lib/island-loader.mjs does with the island loader.',
          );
        }
        logger.info(`${pages} pages keep the Content Security Policy of _headers`);
      },
    },
  };
}
