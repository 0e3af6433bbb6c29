// The chapter list of a language, drawn where its toc.js is loaded: each page carries only this
// script tag and a link to the language's contents page, so a site's size grows with its notes
// rather than with their square. Entries are [path in the language folder, title, number|null];
// the script's own src says how far the page is from the language folder, its data-current which
// entry is this page. Without JavaScript the contents link stays.
function docbuildChapterList(script, chapters) {
  const base = script.getAttribute('src').replace(/toc\.js$/, '');
  const current = script.dataset.current;
  const list = document.createElement('ol');
  list.className = 'contents';
  for (const [path, title, number] of chapters) {
    const link = document.createElement('a');
    link.href = base + path;
    if (path === current) link.setAttribute('aria-current', 'page');
    if (number !== null) {
      const label = document.createElement('span');
      label.className = 'chapter-number';
      label.textContent = number + '.';
      link.appendChild(label);
    }
    link.appendChild(document.createTextNode(title));
    const item = document.createElement('li');
    item.appendChild(link);
    list.appendChild(item);
  }
  const fallback = script.parentElement.querySelector('.contents-fallback');
  if (fallback) fallback.replaceWith(list); else script.before(list);
}
