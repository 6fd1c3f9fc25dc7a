// `node scripts/glyphs.mjs`: draws the suit glyphs (src/assets/glyphs/*.svg: d- Decktet, f- French; drawn for
// Regelwerk) as PNG images beside them, which src/styles/cards.css uses on the card faces.
//
// Why bitmaps (issue 13.7, click to next paint ≤ 100 ms at 4× CPU slowdown): an SVG image as a CSS
// background is drawn anew, as a little document of its own, every time a face is painted, and laid
// out anew whenever it is drawn at another size than the last time (the small and the large suit on
// one face); a placement in the Quincunx game repainted 36 of them, 20–25 ms of its paint. A bitmap
// is decoded once and only scaled after that. Measured on the Quincunx "place" click (paint phase,
// 4×): SVG backgrounds 33–37 ms, these PNGs 12–19, an inline <svg><use> per glyph 13–18 (but that
// adds a node per glyph to every page's HTML), no glyphs at all 10–12.
//
// SIZE px square: a glyph is at most 42 % of a 64 px face (27 CSS px), so 64 px stays sharp on
// screens of up to 2.5 device pixels per CSS pixel. Needs Chromium (scripts/find-browser.mjs).
// Run it after changing a glyph's SVG, and commit the PNGs.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findBrowser } from './find-browser.mjs';

const DIR = 'src/assets/glyphs';
const SIZE = 64;

const { chromium } = await import('playwright-core');
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? findBrowser() ?? undefined });
try {
  const page = await browser.newPage();
  for (const f of readdirSync(DIR).filter((n) => n.endsWith('.svg')).sort()) {
    const svg = readFileSync(join(DIR, f), 'utf8');
    const b64 = await page.evaluate(async ([svg, size]) => {
      const img = new Image();
      img.src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = c.height = size;
      c.getContext('2d').drawImage(img, 0, 0, size, size);
      return c.toDataURL('image/png').split(',')[1];
    }, [svg, SIZE]);
    const out = join(DIR, f.replace(/\.svg$/, '.png'));
    writeFileSync(out, Buffer.from(b64, 'base64'));
    console.log(out, Buffer.from(b64, 'base64').length, 'bytes');
  }
} finally {
  await browser.close();
}
