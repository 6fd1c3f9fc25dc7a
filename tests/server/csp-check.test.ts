// The build's CSP check (src/lib/csp-check.mjs) finds what the policy would block.
import { describe, expect, it } from 'vitest';
import { checkPage, sha256 } from '../../src/lib/csp-check.mjs';

const ok = 'console.log(1)';
const policy = `default-src 'none'; script-src 'self' ${sha256(ok)}; style-src 'self' ${sha256('a{b:c}')}`;
const page = (body: string) => `<!doctype html><html><head><link rel="stylesheet" href="/_astro/a.css"></head><body>${body}</body></html>`;

describe('CSP check of a built page', () => {
  it('passes hashed inline code, files of the site and data blocks', () => {
    expect(checkPage(page(`<script>${ok}</script><style>a{b:c}</style><script type="module" src="/_astro/x.js"></script><script type="application/json">{"a":1}</script><code>style="x"</code>`), policy)).toEqual([]);
  });

  it('finds an inline script or style without its hash, naming the hash', () => {
    const p = checkPage(page('<script>alert(1)</script><style>b{c:d}</style>'), policy);
    expect(p).toHaveLength(2);
    expect(p[0]).toContain(sha256('alert(1)'));
    expect(p[1]).toContain(sha256('b{c:d}'));
  });

  it('finds style attributes, event handlers, javascript: URLs and foreign files', () => {
    const p = checkPage(page(`<div class="a" data-x="1>2" style="width:4rem"></div><button onclick="x()">x</button><a href=" javascript:alert(1)">x</a><script src="https://cdn.example/x.js"></script><link rel="stylesheet" href="//cdn.example/x.css">`), policy);
    expect(p.join('\n')).toMatch(/style="width:4rem"/);
    expect(p.join('\n')).toMatch(/onclick/);
    expect(p.join('\n')).toMatch(/javascript:/);
    expect(p.join('\n')).toMatch(/cdn\.example\/x\.js/);
    expect(p.join('\n')).toMatch(/\/\/cdn\.example\/x\.css/);
  });

  it("'unsafe-inline' would allow any inline code (the shipped policy has none: serve.test.ts)", () => {
    expect(checkPage(page('<script>alert(1)</script>'), "script-src 'self' 'unsafe-inline'")).toEqual([]);
  });
});
