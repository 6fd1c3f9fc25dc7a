// Which source modules a page's JavaScript is made of (issue 16): every file `npm run bench` counts in a
// page's "JS all" (scripts/page-weight.mjs), its bytes attributed to the sources its source map names,
// gzipped bytes shared out in proportion to raw bytes (an estimate: gzip does not split by module).
// Bytes no source map names (JSON string catalogs, bundler glue) are listed per file as "(unmapped …)".
//
//   REGELWERK_SOURCEMAP=1 REGELWERK_OUT_DIR=dist-maps npx astro build    (source maps; never deploy that build)
//   npx node scripts/js-modules.mjs dist-maps en/romme [de/quincunx/learn …]  (TOP=40 lines a page; npx for the
//   Node in node_modules/.bin, which reads page-weight.mjs's TypeScript import)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gz, measurePage } from './page-weight.mjs';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...B64].map((c, i) => [c, i]));

/** One line of a source map's mappings: [generated column delta, source delta, …] per segment. */
function segments(line) {
  const out = [];
  for (const seg of line.split(',')) {
    if (!seg) continue;
    const fields = [];
    let value = 0;
    let shift = 0;
    for (const c of seg) {
      const d = DIGIT[c];
      value += (d & 31) << shift;
      if (d & 32) shift += 5;
      else {
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    out.push(fields);
  }
  return out;
}

/** Raw bytes of a built file per source module (by its source map). */
export function modulesOf(file) {
  const code = readFileSync(file, 'utf8');
  const name = file.split('/').pop().replace(/\.[\w-]+\.js$/, '');
  const own = `(unmapped ${name})`;
  const bytes = new Map();
  const add = (k, n) => bytes.set(k, (bytes.get(k) ?? 0) + n);
  if (!existsSync(`${file}.map`)) return add(`(no map: ${name})`, code.length), bytes;
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const lines = code.split('\n');
  const mapped = map.mappings.split(';');
  let source = 0;
  for (let l = 0; l < lines.length; l++) {
    const length = lines[l].length + 1;
    let column = 0;
    const points = [];
    for (const s of segments(mapped[l] ?? '')) {
      column += s[0];
      if (s.length >= 4) source += s[1];
      points.push([column, s.length >= 4 ? source : -1]);
    }
    if (!points.length) {
      add(own, length);
      continue;
    }
    if (points[0][0] > 0) add(own, points[0][0]);
    for (let i = 0; i < points.length; i++) {
      const end = i + 1 < points.length ? points[i + 1][0] : length;
      const src = points[i][1] < 0 ? own : map.sources[points[i][1]].replace(/^(\.\.\/)+/, '').replace(/.*node_modules\//, '');
      add(src, end - points[i][0]);
    }
  }
  return bytes;
}

const [dist, ...pages] = process.argv.slice(2);
if (!dist || !pages.length) {
  console.error('usage: npx node scripts/js-modules.mjs <build folder built with REGELWERK_SOURCEMAP=1> <page, e.g. en/romme> …');
  process.exit(1);
}
const top = Number(process.env.TOP ?? 40);
for (const page of pages) {
  const r = measurePage(dist, join(dist, page, 'index.html'));
  const total = new Map();
  for (const f of r.jsFiles) {
    const path = join(dist, f);
    const fileGz = gz(readFileSync(path));
    const parts = modulesOf(path);
    const raw = [...parts.values()].reduce((a, b) => a + b, 0);
    const chunk = f.replace(/^_astro\//, '').replace(/\.[\w-]+\.js$/, '');
    for (const [src, n] of parts) {
      const t = total.get(src) ?? { raw: 0, gz: 0, chunks: new Set() };
      t.raw += n;
      t.gz += (fileGz * n) / raw;
      t.chunks.add(chunk);
      total.set(src, t);
    }
  }
  console.log(`${r.page}: JS all ${(r.jsAll / 1024).toFixed(1)} kB gzipped in ${r.jsFiles.length} files`);
  console.log('  kB gz   kB raw  module  [chunk]');
  for (const [src, t] of [...total].sort((a, b) => b[1].gz - a[1].gz).slice(0, top)) {
    console.log(`  ${(t.gz / 1024).toFixed(2).padStart(5)}  ${(t.raw / 1024).toFixed(1).padStart(6)}  ${src}  [${[...t.chunks].join(', ')}]`);
  }
}
