import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of ['/en/conquian/learn/', '/en/gongor-whist/learn/']) {
const p = await b.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
const cdp = await p.context().newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200000, uploadThroughput: 100000 });
await p.addInitScript(() => {
  window.__shifts = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push({ v: +e.value.toFixed(3), t: Math.round(e.startTime), src: e.sources.map((s) => { const n = s.node; const d = n && n.nodeType === 1 ? n : n?.parentElement; return (d ? d.tagName + '.' + d.className + ' «' + (d.textContent || '').trim().slice(0, 40) + '»' : '?') + ` y ${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}->${Math.round(s.currentRect.height)}`; }) }); }).observe({ type: 'layout-shift', buffered: true });
});
await p.goto('http://localhost:4461' + path);
await p.waitForTimeout(8000);
console.log(path, JSON.stringify(await p.evaluate(() => window.__shifts)));
await p.close();
}
await b.close();
