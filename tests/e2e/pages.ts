// What the built site holds, for the specs that visit every page (site.spec.ts, csp.spec.ts).
import { readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

export const DIST = process.env.REGELWERK_OUT_DIR ?? 'dist';

/** Every built page under /de/ and /en/, as URL paths, sorted. */
export function builtPages(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name === 'index.html') out.push('/' + relative(DIST, dir).split('\\').join('/') + '/');
    }
  };
  for (const lang of ['de', 'en']) if (existsSync(join(DIST, lang))) walk(join(DIST, lang));
  return out.sort();
}
