// Header search: this module and Pagefind are loaded only when the reader first
// goes to the box (the page script, src/layouts/Base.astro, imports search.chunk.ts,
// which starts this one, on the box's first focus), so a page that is never searched
// costs no search bytes. Pagefind keeps one index
// per <html lang>, so results come from the page's language only.
//
// A result lands on a rule: Pagefind splits each page at its headings with ids
// (the rule sections) into sub-results; we link the best sections of each page
// (by how much the query weighs in them: rule headings carry extra weight, see
// Rule.astro), and the page the reader is on comes first. Enter follows the first result.
type SubResult = { title: string; url: string; excerpt: string; anchor?: { id: string }; weighted_locations?: { weight: number; balanced_score?: number }[]; locations?: number[] };
type Data = { url: string; meta: { title?: string }; excerpt: string; sub_results?: SubResult[] };
type PagefindResult = { id: string; score: number; data: () => Promise<Data> };
type Pagefind = {
  init: () => Promise<void>;
  options?: (o: Record<string, unknown>) => Promise<void>;
  preload?: (q: string) => Promise<void>;
  search: (q: string) => Promise<{ results: PagefindResult[] } | null>;
};

/** How long typing must pause before a search runs (ms); the search itself takes a few ms more. */
export const SEARCH_PAUSE_MS = 40;

/** A section's weight for the query: the sum of its matches' weights (a word in a rule heading counts 10). */
export function sectionScore(s: SubResult): number {
  if (s.weighted_locations?.length) return s.weighted_locations.reduce((sum, l) => sum + (l.balanced_score ?? l.weight), 0);
  return s.locations?.length ?? 0;
}

/** The sections to show for one page: those with an anchor, best first, at most `max`. */
export function bestSections(d: Data, max: number): SubResult[] {
  const subs = (d.sub_results ?? []).filter((s) => s.anchor?.id || s.url.includes('#'));
  return subs.map((s, i) => ({ s, i, score: sectionScore(s) })).sort((a, b) => b.score - a.score || a.i - b.i).slice(0, max).map((x) => x.s);
}

/** The page the reader is on first, the rest in Pagefind's order. */
export function ownPageFirst<T extends { url: string }>(items: T[], pathname: string): T[] {
  const own = items.filter((d) => new URL(d.url, 'http://x').pathname === pathname);
  return [...own, ...items.filter((d) => !own.includes(d))];
}

export function initSearch(): void {
  const form = document.querySelector<HTMLFormElement>('[data-search]');
  if (!form) return;
  const input = form.querySelector<HTMLInputElement>('input[type=search]')!;
  const out = form.querySelector<HTMLElement>('[data-search-results]')!;
  let pf: Promise<Pagefind> | null = null;
  const load = () => {
    if (!pf) {
      const url = '/pagefind/pagefind.js';
      pf = (import(/* @vite-ignore */ url) as Promise<Pagefind>).then(async (m) => {
        await m.options?.({ excerptLength: 24 });
        await m.init();
        return m;
      });
    }
    return pf;
  };
  // called on the box's first focus: the index starts loading now (the page script keeps the form from submitting)
  void load().catch(() => undefined);
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      out.replaceChildren();
      input.value = '';
    }
  });
  // The results lie over the page (on a wide screen) or fill the open search (on a phone): they go away once the
  // reader is done with them (a result followed, a click or the keyboard's focus elsewhere) and come back, as they
  // were, when the box is used again. Following a result on a phone also closes the search, so the page under it
  // shows when the reader scrolls back up (a result on the page itself only scrolls it).
  const shown = (on: boolean) => void (out.hidden = !on);
  input.addEventListener('focus', () => shown(true));
  out.addEventListener('click', (e) => {
    if (!(e.target instanceof Element) || !e.target.closest('a')) return;
    shown(false);
    const fold = form.closest('details');
    if (fold && !matchMedia('(min-width: 60rem)').matches) fold.open = false;
  });
  document.addEventListener('pointerdown', (e) => {
    if (!(e.target instanceof Node) || !form.contains(e.target)) shown(false);
  });
  // the keyboard's Tab out of the box and its results (a click elsewhere is the pointer's, above)
  form.addEventListener('focusout', (e) => {
    if (e.relatedTarget instanceof Node && !form.contains(e.relatedTarget)) shown(false);
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let seq = 0;
  // Enter goes to the first result: at once when the list for this query is there, else as soon as it is
  let follow = false;
  const run = async (q: string, mine: number) => {
    try {
      const m = await load();
      const res = await m.search(q);
      if (!res || mine !== seq) return; // superseded by a newer query
      const datas = await Promise.all(res.results.slice(0, 6).map((r) => r.data()));
      if (mine !== seq) return;
      if (!datas.length) {
        out.textContent = out.dataset.msgNone ?? '';
        return;
      }
      const ul = document.createElement('ul');
      for (const d of ownPageFirst(datas, location.pathname)) {
        const li = document.createElement('li');
        const a = document.createElement('a');
        a.className = 'search__page';
        const sections = bestSections(d, 3);
        a.href = sections[0]?.url ?? d.url;
        a.textContent = d.meta.title ?? d.url;
        li.append(a);
        if (!sections.length) {
          const p = document.createElement('p');
          p.innerHTML = d.excerpt; // Pagefind escapes the text and adds <mark> only
          li.append(p);
        }
        if (sections.length) {
          const sub = document.createElement('ul');
          sub.className = 'search__sections';
          for (const s of sections) {
            const sli = document.createElement('li');
            const sa = document.createElement('a');
            sa.href = s.url;
            sa.textContent = s.title;
            const p = document.createElement('p');
            p.innerHTML = s.excerpt; // escaped by Pagefind, <mark> only
            sli.append(sa, p);
            sub.append(sli);
          }
          li.append(sub);
        }
        ul.append(li);
      }
      out.replaceChildren(ul);
      out.dataset.query = q; // for tests and timing: which query the list shows
      if (follow) {
        follow = false;
        ul.querySelector('a')?.click();
      }
    } catch {
      if (mine === seq) out.textContent = out.dataset.msgError ?? '';
    }
  };
  form.addEventListener('submit', () => {
    const q = input.value.trim();
    if (!q) return;
    const first = out.querySelector('a');
    if (first && out.dataset.query === q) {
      first.click();
      return;
    }
    follow = true;
    clearTimeout(timer);
    void run(q, seq);
  });
  input.addEventListener('input', () => {
    follow = false;
    shown(true);
    const q = input.value.trim();
    const mine = ++seq;
    clearTimeout(timer);
    if (!q) {
      out.replaceChildren();
      return;
    }
    if (!out.childElementCount) out.textContent = out.dataset.msgLoading ?? '';
    void load().then((m) => m.preload?.(q)).catch(() => undefined);
    timer = setTimeout(() => void run(q, mine), SEARCH_PAUSE_MS);
  });
  // words typed, and Enter pressed, while this module was on its way (the page script marks each Enter with
  // data-enter; only one from before this point counts)
  if (input.value.trim()) {
    input.dispatchEvent(new Event('input'));
    if ('enter' in form.dataset) form.dispatchEvent(new Event('submit', { cancelable: true }));
  }
  delete form.dataset.enter;
}
