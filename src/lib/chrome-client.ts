// Small progressive enhancements for every page (no framework): the language
// switch keeps the current query and #anchor, rule headings get a working
// copy-link button, a link with an island's position opens at that island with
// a notice, taps on an island that is still loading are kept and replayed once
// it is ready, the wide-screen table of contents and menu start open, and a fold's
// content kept in a template (the header search's form) is built when it first opens. A rules page's links to what moved
// to the game's other pages are sent on by a script of their own (src/lib/moved-client.ts), which only the
// rules pages load.
import { chromeWords } from '../i18n/chrome-words';

export function initChrome(): void {
  initRuleLinks();
  initLangSwitch();
  initCopyLinks();
  initWideOpen();
  initTapQueue();
  initIslandLinks();
}

/**
 * On a game's other pages (lessons, examples, play; data-rules names its rules page) the islands' rule links
 * are #anchors, written for the page that has the rules: one whose anchor is not on this page leads to the
 * page with that rule's section (the variants page for the rules data-variant-rules lists, as ruleHref in
 * src/lib/game-parts.ts does: importing it here would put the islands' shared chunk on every page), any
 * other to the rules page. Fixed just before it is used (pointed at, focused, clicked, opened in a menu), so
 * the link the reader follows or copies is the one that has the section.
 */
function initRuleLinks(): void {
  const main = document.getElementById('main');
  const rules = main?.dataset.rules;
  if (!rules) return;
  const variants = (main!.dataset.variantRules ?? '').split(' ');
  const fix = (e: Event) => {
    const a = (e.target as Element).closest?.<HTMLAnchorElement>('a[href^="#"]');
    const id = a?.hash.slice(1);
    if (a && id && !document.getElementById(id)) a.href = `${rules}${variants.includes(id) ? 'variants/' : ''}#${id}`;
  };
  for (const ev of ['pointerover', 'focusin', 'click', 'contextmenu']) addEventListener(ev, fix, true);
}

/** The /de/ ↔ /en/ link carries the island state (the query) and the rule anchor, after the islands wrote what they had pending. */
function initLangSwitch(): void {
  for (const a of document.querySelectorAll<HTMLAnchorElement>('[data-lang-switch]')) {
    const base = a.getAttribute('href')!.split(/[?#]/)[0]!;
    const sync = () => {
      // FLUSH_URL_EVENT (src/lib/url-flush.ts), spelled out: importing it would make every page load the
      // islands' base chunk (Preact and all) at first visit, 8.8 kB, since url.ts shares that module.
      dispatchEvent(new Event('regelwerk:flush-url'));
      a.setAttribute('href', base + location.search + location.hash);
    };
    for (const ev of ['pointerdown', 'focus', 'mouseenter', 'click', 'contextmenu']) a.addEventListener(ev, sync);
  }
}

/**
 * Each rule heading's copy-link button (in the HTML, src/components/Rule.astro) copies the rule's link and says so
 * in a status line for screen readers, added here (out of the flow, so the heading keeps its height).
 */
function initCopyLinks(): void {
  const words = chromeWords(document.documentElement.lang);
  for (const head of document.querySelectorAll<HTMLElement>('.rule-heading[data-rule]')) {
    const id = head.dataset.rule!;
    const btn = head.querySelector<HTMLButtonElement>(':scope > .rule-heading__copy');
    if (!btn) continue;
    const status = document.createElement('span');
    status.className = 'sr-only';
    status.setAttribute('role', 'status');
    head.append(status);
    btn.addEventListener('click', async () => {
      const url = `${location.origin}${location.pathname}#${id}`;
      try {
        await navigator.clipboard.writeText(url);
      } catch {
        /* clipboard may be blocked; the anchor link next to it still works */
      }
      history.replaceState(null, '', `#${id}`);
      status.textContent = words.copied;
      setTimeout(() => (status.textContent = ''), 2000);
    });
  }
}

/**
 * A <details data-open-wide> whose content waits in a <template> (the header search's form, src/layouts/Base.astro)
 * gets it the first time it is open: once a page is parsed, Chromium looks at every form field (autofill), and a
 * field inside a closed <details> makes it style and lay out the whole page once more. Traced at 4× CPU slowdown on
 * a phone, the task after parsing took 50-184 ms on /de/conquian/ with the search's form in its closed fold and
 * 11-46 ms without (2 December 2026). The line shown in its place until then is hidden by the stylesheet once the
 * form stands before it.
 */
function fill(d: HTMLDetailsElement): void {
  const tpl = d.open && d.querySelector('template');
  if (tpl) tpl.replaceWith(tpl.content);
}

/**
 * <details data-open-wide> (the table of contents, the header menu and search) are
 * closed in the HTML, so a phone's first screen shows the page; on a wide screen
 * they open, and close again if the window gets narrow. Each is filled (above) once open: when the reader opens
 * it, at once if opened while the page loaded, and in the same task as a wide screen opens it (no frame shows it empty).
 */
function initWideOpen(): void {
  const wide = matchMedia('(min-width: 60rem)');
  const folds = document.querySelectorAll<HTMLDetailsElement>('details[data-open-wide]');
  const apply = () =>
    folds.forEach((d) => {
      d.open = wide.matches;
      fill(d);
    });
  folds.forEach((d) => {
    fill(d);
    d.ontoggle = () => fill(d);
  });
  // (on a phone they are closed already, unless the reader opened one while the page loaded: it stays open)
  if (wide.matches) apply();
  wide.addEventListener('change', apply);
}

const nextTask = () => new Promise<void>((r) => setTimeout(r, 0));
const afterPaint = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));

/** Runs `fn` once the island is hydrated (at once if it already is). */
function whenHydrated(island: Element, fn: () => void): void {
  if (!island.hasAttribute('ssr')) fn();
  else island.addEventListener('astro:hydrate', fn, { once: true });
}

/**
 * An island is server-rendered HTML until its code has loaded; its buttons look
 * like buttons but do nothing yet. While an <astro-island> still has its `ssr`
 * attribute, CSS shows it as loading (global.css), and here a tap on one of its
 * buttons (or a form sent) is held and replayed, in order, once the island is
 * hydrated and has run its first effects — so no tap is silently lost.
 */
function initTapQueue(): void {
  const queues = new WeakMap<Element, (() => void)[]>();
  const hold = (island: Element, act: () => void) => {
    let q = queues.get(island);
    if (!q) {
      q = [];
      queues.set(island, q);
      const mine = q;
      whenHydrated(island, async () => {
        await afterPaint();
        for (const run of mine.splice(0)) {
          run();
          await nextTask(); // let the island re-render between taps
        }
      });
    }
    q.push(act);
  };
  /** Holds events of `type` that `held` finds on a loading island (it returns the island and how to replay the event). */
  const holdWhileLoading = (type: 'click' | 'submit', held: (target: EventTarget | null) => { island: Element; replay: () => void } | null) =>
    document.addEventListener(
      type,
      (e) => {
        const h = held(e.target);
        if (!h) return;
        e.preventDefault();
        e.stopPropagation();
        hold(h.island, h.replay);
      },
      true,
    );
  holdWhileLoading('click', (target) => {
    const t = target instanceof Element ? target : null;
    const island = t?.closest('astro-island[ssr]');
    const control = t?.closest<HTMLElement>('button, input[type=checkbox], input[type=radio], input[type=submit]');
    if (!island || !control || !island.contains(control)) return null;
    const replay = () => {
      if (control.isConnected && !(control as HTMLButtonElement).disabled) control.click();
    };
    return { island, replay };
  });
  holdWhileLoading('submit', (target) => {
    const form = target instanceof HTMLFormElement ? target : null;
    const island = form?.closest('astro-island[ssr]');
    if (!form || !island) return null;
    const replay = () => {
      if (form.isConnected) form.requestSubmit();
    };
    return { island, replay };
  });
}

/**
 * A link with an island's position (`?<key>=…`, the key being the island's
 * anchor id) opens at that island, unless its #anchor names something else on
 * the page; once the island has taken the position as it stands (it removes a
 * parameter it cannot read, and rewrites a game link it could read only in
 * part), a short notice says what the link restored.
 */
function initIslandLinks(): void {
  const words = chromeWords(document.documentElement.lang);
  const params = new URLSearchParams(location.search);
  const found: { wrap: HTMLElement; key: string; value: string }[] = [];
  for (const [key, value] of params) {
    const wrap = document.querySelector<HTMLElement>(`[data-island-key="${CSS.escape(key)}"]`);
    if (wrap) found.push({ wrap, key, value });
  }
  if (!found.length) return;
  const hashId = decodeURIComponent(location.hash.slice(1));
  const hashEl = hashId ? document.getElementById(hashId) : null;
  const target = found.find((f) => f.wrap === hashEl) ?? (hashEl ? null : found[0]!);
  let moved = false; // the reader scrolled on their own: don't pull them back
  for (const ev of ['wheel', 'touchmove', 'keydown']) addEventListener(ev, () => (moved = true), { once: true, passive: true });
  if (target) {
    target.wrap.scrollIntoView({ block: 'start' });
  }
  for (const { wrap, key, value } of found) {
    const island = wrap.querySelector('astro-island');
    if (!island) continue;
    whenHydrated(island, async () => {
      await afterPaint();
      // the island refused it (and removed it) or kept only part of it (and rewrote it), and said so
      if (new URLSearchParams(location.search).get(key) !== value) return;
      // (the build wrote what it brings back in the page's language, RESTORED_WHAT in src/i18n/chrome-words.ts, but a step)
      let text = wrap.dataset.islandWhat ?? '';
      if (text === 'step') {
        const [n, moves = ''] = value.split(':');
        text = words.step(Number(n) || 0, moves ? moves.split(';').filter(Boolean).length : 0);
      }
      const note = document.createElement('p');
      note.className = 'island-restored';
      note.setAttribute('role', 'status');
      note.textContent = `${words.restored} ${text}`.trim();
      wrap.prepend(note);
      if (wrap === target?.wrap && !moved && Math.abs(wrap.getBoundingClientRect().top) > 8) wrap.scrollIntoView({ block: 'start' });
    });
  }
}
