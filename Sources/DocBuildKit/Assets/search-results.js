// Drawing search results: snippets around the match and the query's words marked, as list items
// for the header's box and the search page. Needs search-terms.js and search-ranking.js.

/** The words of a query to mark in text: split at spaces and punctuation, lower-cased. */
function docbuildMarkWords(query) {
  return Array.from(new Set(query.toLowerCase().split(/[\s\p{P}\p{S}]+/u).filter((w) => w.length > 0)))
    .sort((a, b) => b.length - a.length);
}

/** Appends `text` to `element`, with every occurrence of `words` wrapped in <mark>. */
function docbuildAppendMarked(element, text, words) {
  if (words.length === 0) {
    element.appendChild(document.createTextNode(text));
    return 0;
  }
  const pattern = new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'giu');
  let last = 0;
  let marks = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) element.appendChild(document.createTextNode(text.slice(last, match.index)));
    const mark = document.createElement('mark');
    mark.textContent = match[0];
    element.appendChild(mark);
    last = match.index + match[0].length;
    marks++;
  }
  if (last < text.length) element.appendChild(document.createTextNode(text.slice(last)));
  return marks;
}

/** About `radius` characters of `text` either side of the first word of the query it holds. */
function docbuildSnippet(text, words, radius) {
  const lower = text.toLowerCase();
  let at = -1;
  for (const word of words) {
    const found = lower.indexOf(word);
    if (found >= 0 && (at < 0 || found < at)) at = found;
  }
  if (at < 0) at = 0;
  const start = Math.max(0, at - radius);
  const end = Math.min(text.length, at + radius * 2);
  return (start > 0 ? '…' : '') + text.slice(start, end).replace(/\s+/g, ' ').trim() + (end < text.length ? '…' : '');
}

/** The results of a query as list items: title, section, snippet; links carry the query.
 *  `results` are docbuildSearch's, when already found. */
function docbuildResultItems(query, base, limit, results) {
  const index = window.DOCBUILD_SEARCH;
  const texts = window.DOCBUILD_SEARCH_TEXT || [];
  const words = docbuildMarkWords(query);
  return (results || docbuildSearch(index, query)).slice(0, limit).map((result) => {
    const [title, href, sections] = index.pages[result.page];
    const section = result.section > 0 ? sections[result.section - 1] : null;
    const url = new URL(href, base);
    url.search = '?h=' + encodeURIComponent(query);
    if (section) url.hash = '#' + encodeURIComponent(section[1]);
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = url.href;
    const heading = document.createElement('span');
    heading.className = 'search-result-title';
    docbuildAppendMarked(heading, title, words);
    link.appendChild(heading);
    if (section) {
      const where = document.createElement('span');
      where.className = 'search-section';
      docbuildAppendMarked(where, section[0], words);
      link.appendChild(where);
    }
    const text = (texts[result.page] || [])[result.section];
    if (text) {
      const snippet = document.createElement('span');
      snippet.className = 'search-snippet';
      docbuildAppendMarked(snippet, docbuildSnippet(text, words, 50), words);
      link.appendChild(snippet);
    }
    item.appendChild(link);
    return item;
  });
}

/** Called by the text (search-text.js) or a part of it (search-text-N.js): the sections' text of
 *  pages first, first + 1…, each run already seen in the script written as U+007F, its distance
 *  back and its length (SearchTextCode in Swift), U+007F itself as U+007F and distance 0. */
function docbuildAddText(first, pages) {
  const seen = [];
  pages.forEach((page, offset) => {
    window.DOCBUILD_SEARCH_TEXT[first + offset] = page.map((code) => {
      const start = seen.length;
      const chars = Array.from(code);
      for (let at = 0; at < chars.length;) {
        const char = chars[at++];
        if (char !== '\x7f') {
          seen.push(char);
          continue;
        }
        let distance, length;
        [distance, at] = docbuildNumber(chars, at);
        if (distance === 0) {
          seen.push(char);
          continue;
        }
        [length, at] = docbuildNumber(chars, at);
        for (let i = 0; i < length; i++) seen.push(seen[seen.length - distance]);
      }
      return seen.slice(start).join('');
    });
  });
}

/** The parts of a split text that hold the results' pages (none when it is whole). */
function docbuildTextParts(results) {
  const perPart = window.DOCBUILD_SEARCH_TEXT_PAGES || 0;
  if (perPart === 0) return [];
  return Array.from(new Set(results.map((result) => Math.floor(result.page / perPart))));
}
