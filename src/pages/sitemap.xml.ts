import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';

export const GET: APIRoute = async ({ site }) => {
  const entries = await getCollection('pages');
  const paths = new Set(entries.map((e) => e.id.split('/').slice(1).join('/')).map((p) => (p === '' || p === 'index' ? '' : `${p}/`)));
  const urls = [...paths].sort().flatMap((p) =>
    (['de', 'en'] as const).map((lang) => {
      const loc = new URL(`/${lang}/${p}`, site).href;
      const alts = (['de', 'en'] as const)
        .map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${new URL(`/${l}/${p}`, site).href}"/>`)
        .join('');
      return `<url><loc>${loc}</loc>${alts}</url>`;
    }),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml' } });
};
