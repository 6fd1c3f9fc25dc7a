// The site's public origin, from one place: the REGELWERK_SITE environment
// variable at build time (e.g. REGELWERK_SITE=https://rules.example.com npm run build).
// Canonical links, hreflang links, the sitemap and robots.txt are built from it.
// Without it the build uses the placeholder below, which is no real site.

export const DEFAULT_SITE = 'https://regelwerk.example.org';

/**
 * The origin named by `value` (REGELWERK_SITE), or DEFAULT_SITE when unset or
 * empty. Throws at build time, with what to fix, for anything but an http(s)
 * origin: the site is always served from the root of its origin.
 * @param {string | undefined} value
 * @returns {string}
 */
export function siteFromEnv(value) {
  const raw = (value ?? '').trim();
  if (!raw) return DEFAULT_SITE;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`REGELWERK_SITE must be an absolute URL such as https://rules.example.com, not ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`REGELWERK_SITE must start with https:// (or http://), not ${JSON.stringify(raw)}`);
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`REGELWERK_SITE must be an origin only (scheme, host and port; the site lives at its root), not ${JSON.stringify(raw)}`);
  }
  return url.origin;
}
