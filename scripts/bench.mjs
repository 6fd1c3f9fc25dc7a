// `npm run bench`: page weight of a first visit per built page (gzipped HTML,
// CSS and JS, island code included) against Starlight's CI budgets, then the
// engines' figures. Run `npm run build` first. Figures depend on the machine.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, dirname, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';

const DIST = process.env.REGELWERK_OUT_DIR ?? 'dist';
const BUDGET = { html: 7 * 1024, js: 27 * 1024, css: 16.75 * 1024 };
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(2).padStart(6) + ' kB';

function pages() {
  const out = [];
  const walk = (d) => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) { if (n !== 'pagefind' && n !== '_astro') walk(p); }
      else if (n.endsWith('.html')) out.push(p);
    }
  };
  walk(DIST);
  return out.sort();
}

/** A JS module and every module it imports statically (what a first visit loads). */
function jsClosure(file, seen) {
  if (seen.has(file) || !existsSync(file)) return;
  seen.add(file);
  const src = readFileSync(file, 'utf8');
  for (const m of src.matchAll(/(?:import|export)\s*(?:[^'"()]*?from\s*)?["']([^"']+\.js)["']/g)) {
    const spec = m[1];
    const target = spec.startsWith('/') ? join(DIST, spec) : resolve(dirname(file), spec);
    jsClosure(target, seen);
  }
}

// `npm run bench -- <game> …` runs only those games' engine figures;
// `npm run bench -- players` the computer players' strength and speed
// (1,000 deals per pairing; PLAYER_DEALS, PLAYER_GAMES, PLAYER_PAIRINGS narrow it).
const only = process.argv.slice(2);
if (only.length) {
  const r = spawnSync('npx', ['tsx', 'scripts/bench-engines.ts', ...only], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}

if (!existsSync(DIST)) {
  console.error(`No ${DIST}/ – run npm run build first.`);
  process.exit(1);
}
console.log('Page weight of a first visit (gzipped). Budgets: HTML 7 kB, JS 27 kB, CSS 16.75 kB. JS includes inline scripts (also part of the HTML figure).');
console.log('page'.padEnd(28), 'HTML'.padStart(9), 'CSS'.padStart(9), 'JS'.padStart(9), ' over budget');
let over = 0;
for (const file of pages()) {
  const html = readFileSync(file);
  const text = html.toString('utf8');
  let css = 0;
  for (const m of text.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)) css += gz(readFileSync(join(DIST, m[1])));
  const seen = new Set();
  for (const m of text.matchAll(/<script[^>]+src="([^"]+)"/g)) jsClosure(join(DIST, m[1]), seen);
  for (const m of text.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)) jsClosure(join(DIST, m[1]), seen);
  for (const m of text.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)) {
    for (const i of m[1].matchAll(/["'](\/_astro\/[^"']+\.js)["']/g)) jsClosure(join(DIST, i[1]), seen);
  }
  let js = 0;
  for (const f of seen) js += gz(readFileSync(f));
  // Inline scripts travel inside the HTML (already in its figure); report them in the JS column too.
  let inline = '';
  for (const m of text.matchAll(/<script(?![^>]*src=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)) inline += m[1];
  if (inline.trim()) js += gz(Buffer.from(inline));
  const h = gz(html);
  const flags = [h > BUDGET.html && 'HTML', css > BUDGET.css && 'CSS', js > BUDGET.js && 'JS'].filter(Boolean);
  if (flags.length) over++;
  console.log(('/' + relative(DIST, file)).padEnd(28), kb(h), kb(css), kb(js), flags.length ? ' ' + flags.join(', ') : '');
}
console.log(`${over} page(s) over budget.\n`);

// Engine figures run under the project's Node with TypeScript loaded by tsx.
const engine = spawnSync('npx', ['tsx', 'scripts/bench-engines.ts'], { stdio: 'inherit' });
process.exit(engine.status ?? 1);
