import { readFileSync, writeFileSync } from 'node:fs';
import { openLink, type LinkEntry } from '../tests/links/open';
const file = new URL('../tests/fixtures/links.json', import.meta.url);
const keys = new Set(process.argv.slice(2, -1));
const reason = process.argv[process.argv.length - 1]!;
const entries = JSON.parse(readFileSync(file, 'utf8')) as (LinkEntry & { revised?: string })[];
let n = 0, bad = 0;
for (const e of entries) {
  if (!keys.has(e.island)) continue;
  const now = openLink(e.island, e.value);
  if (JSON.stringify(now) === JSON.stringify(e.expect)) continue;
  if ('bad' in now && !('bad' in e.expect)) bad++;
  (e as { expect: unknown }).expect = now;
  e.revised = reason;
  n++;
}
writeFileSync(file, JSON.stringify(entries, null, 1) + '\n');
console.log(`revised ${n} entries (${bad} now refused)`);
