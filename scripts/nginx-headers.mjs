// Prints the headers of _headers as nginx `add_header` lines, so an nginx host
// sends what Netlify, Cloudflare Pages and `npm start` send:
//   node scripts/nginx-headers.mjs [path] [_headers file]
// path: the URL path whose headers to print (default "/", i.e. every page);
// "/_astro/x" adds the Cache-Control of hashed assets. See "Deploying" in the README.
import { readFileSync } from 'node:fs';
import { headersFor, parseHeadersFile } from './serve.mjs';

const path = process.argv[2] ?? '/';
const file = process.argv[3] ?? new URL('../public/_headers', import.meta.url);
const lines = headersFor(parseHeadersFile(readFileSync(file, 'utf8')), path).map(
  ([name, value]) => `add_header ${name} "${value.replace(/["\\]/g, '\\$&')}" always;`,
);
console.log(lines.join('\n'));
