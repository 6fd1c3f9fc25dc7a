// Header search: Pagefind is loaded only when the reader first uses the box, so
// a page that is never searched costs no search bytes. Pagefind keeps one index
// per <html lang>, so results come from the page's language only.
type PagefindResult = { data: () => Promise<{ url: string; meta: { title?: string }; excerpt: string }> };
type Pagefind = { init: () => Promise<void>; debouncedSearch: (q: string) => Promise<{ results: PagefindResult[] } | null> };

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
        await m.init();
        return m;
      });
    }
    return pf;
  };
  form.addEventListener('submit', (e) => e.preventDefault());
  input.addEventListener('focus', () => void load().catch(() => undefined), { once: true });
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      out.replaceChildren();
      input.value = '';
    }
  });
  input.addEventListener('input', async () => {
    const q = input.value.trim();
    if (!q) {
      out.replaceChildren();
      return;
    }
    out.textContent = out.dataset.msgLoading ?? '';
    try {
      const m = await load();
      const res = await m.debouncedSearch(q);
      if (!res) return; // superseded by a newer query
      const items = await Promise.all(res.results.slice(0, 8).map((r) => r.data()));
      if (input.value.trim() !== q) return;
      if (!items.length) {
        out.textContent = out.dataset.msgNone ?? '';
        return;
      }
      const ul = document.createElement('ul');
      for (const it of items) {
        const li = document.createElement('li');
        const a = document.createElement('a');
        a.href = it.url;
        a.textContent = it.meta.title ?? it.url;
        const p = document.createElement('p');
        p.innerHTML = it.excerpt; // Pagefind escapes the text and adds <mark> only
        li.append(a, p);
        ul.append(li);
      }
      out.replaceChildren(ul);
    } catch {
      out.textContent = out.dataset.msgError ?? '';
    }
  });
}
