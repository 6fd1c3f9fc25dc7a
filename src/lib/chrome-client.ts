// Small progressive enhancements for every page (no framework): the language
// switch keeps the current #anchor, and rule headings get a working copy-link button.
export function initChrome(): void {
  for (const a of document.querySelectorAll<HTMLAnchorElement>('[data-lang-switch]')) {
    a.addEventListener('click', () => {
      const base = a.href.split('#')[0];
      a.href = base + location.hash;
    });
  }
  for (const btn of document.querySelectorAll<HTMLButtonElement>('[data-copy-link]')) {
    btn.hidden = false;
    btn.addEventListener('click', async () => {
      const id = btn.dataset.copyLink!;
      const url = `${location.origin}${location.pathname}#${id}`;
      try {
        await navigator.clipboard.writeText(url);
      } catch {
        /* clipboard may be blocked; the anchor link next to it still works */
      }
      history.replaceState(null, '', `#${id}`);
      const status = btn.parentElement?.querySelector<HTMLElement>('[data-copy-status]');
      if (status) {
        status.textContent = btn.dataset.copied ?? '';
        setTimeout(() => (status.textContent = ''), 2000);
      }
    });
  }
}
