// Engine figures for `npm run bench`. Machines here are shared and noisy: these
// are measurements to compare, not pass/fail tests. Each game has its own
// module in scripts/bench/ exporting run(); `npm run bench -- quincunx` runs one.
import { readdirSync } from 'node:fs';
import { conquianPack } from '../src/engine/cards/french';
import { shuffleWithSeed } from '../src/engine/core/rng';
import { fmt, throughput } from './bench/util';

const only = process.argv.slice(2);
if (only.length === 0) {
  const s = throughput(300, (n) => shuffleWithSeed(conquianPack(), n));
  console.log(`shuffle: ${fmt(s.perSecond)} 40-card shuffles/s`);
}
const modules = readdirSync(new URL('./bench/', import.meta.url))
  .filter((f) => f.endsWith('.ts') && f !== 'util.ts')
  .map((f) => f.slice(0, -3))
  // the players' strength runs take long (thousands of deals): only when named, `npm run bench -- players`
  .filter((name) => (only.length === 0 ? name !== 'players' : only.includes(name)))
  .sort();
for (const name of modules) {
  const mod = (await import(`./bench/${name}.ts`)) as { run: () => void | Promise<void> };
  await mod.run();
}
