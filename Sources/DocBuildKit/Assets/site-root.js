// The root 404 page of a site without a base URL, served by a host for a missing page at any
// depth (/notes/a/b/missing): its relative links would lead to more missing pages. The site's
// root is the nearest folder above the address that holds the stylesheet; the page's links,
// stylesheet and scripts are pointed there.
(async () => {
  if (!location.protocol.startsWith('http')) return;
  const folders = location.pathname.split('/').slice(0, -1);
  for (let end = folders.length; end > 0; end--) {
    const root = new URL(folders.slice(0, end).join('/') + '/', location.href);
    const probe = await fetch(new URL('assets/style.css', root), { method: 'HEAD' }).catch(() => null);
    if (!probe || !probe.ok) continue;
    if (root.href === new URL('./', location.href).href) return;
    for (const element of document.querySelectorAll('[href]')) {
      element.href = new URL(element.getAttribute('href'), root).href;
    }
    for (const script of document.querySelectorAll('script[src]')) {
      const moved = document.createElement('script');
      moved.src = new URL(script.getAttribute('src'), root).href;
      script.replaceWith(moved);
    }
    return;
  }
})();
