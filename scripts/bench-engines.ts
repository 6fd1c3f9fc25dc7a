// Engine figures for `npm run bench`. Machines here are shared and noisy: these
// are measurements to compare, not pass/fail tests. Each game has its own
// module in scripts/bench/ exporting run(); `npm run bench -- quincunx` runs one.
import { readdirSync, readFileSync } from 'node:fs';
import { conquianPack } from '../src/engine/cards/french';
import { shuffleWithSeed } from '../src/engine/core/rng';
import { fmt, throughput } from './bench/util';

const only = process.argv.slice(2);
if (only.length === 0) {
  const s = throughput(300, (n) => shuffleWithSeed(conquianPack(), n));
  console.log(`shuffle: ${fmt(s.perSecond)} 40-card shuffles/s`);
}
// A bench module exports run(); the other scripts in scripts/bench/ (paired comparisons, slow-move hunts) do
// their work when imported, so they are run by hand (`npx tsx scripts/bench/<name>.ts`), never from here.
const dir = new URL('./bench/', import.meta.url);
const isModule = (f: string) => f.endsWith('.ts') && /^export (async )?function run\(/m.test(readFileSync(new URL(f, dir), 'utf8'));
const known = readdirSync(dir)
  .filter(isModule)
  .map((f) => f.slice(0, -3))
  .sort();
const modules = known
  // the players' strength runs take long (thousands of deals): only when named, `npm run bench -- players`
  .filter((name) => (only.length === 0 ? name !== 'players' : only.includes(name)));
for (const name of only.filter((n) => !known.includes(n))) {
  console.error(`No bench module "${name}" (scripts/bench/<name>.ts exporting run()); these are: ${known.join(', ')}.`);
  process.exitCode = 1;
}
for (const name of modules) {
  const mod = (await import(`./bench/${name}.ts`)) as { run: () => void | Promise<void> };
  await mod.run();
}
