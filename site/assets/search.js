function docbuildScript(ch) {
  const c = ch.codePointAt(0);
  if ((c >= 0xAC00 && c <= 0xD7A3) || (c >= 0x1100 && c <= 0x11FF) || (c >= 0x3130 && c <= 0x318F)
    || (c >= 0xA960 && c <= 0xA97F) || (c >= 0xD7B0 && c <= 0xD7FF)) return 'hangul';
  if ((c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF)
    || (c >= 0x20000 && c <= 0x2FA1F) || (c >= 0x30000 && c <= 0x3134F)) return 'han';
  if (c >= 0x3040 && c <= 0x30FF) return 'kana';
  return /^[\p{L}\p{N}]$/u.test(ch) ? 'word' : 'separator';
}

function docbuildTerms(text) {
  const terms = [];
  let run = [];
  let runScript = 'separator';
  const flush = () => {
    if (runScript === 'word') {
      terms.push(run.map((ch) => ch.toLowerCase()).join(''));
    } else if (runScript !== 'separator') {
      if (run.length === 1) terms.push(run[0]);
      for (let i = 0; i + 1 < run.length; i++) terms.push(run[i] + run[i + 1]);
    }
    run = [];
  };
  for (const ch of text.normalize('NFC')) {
    const script = docbuildScript(ch);
    if (script !== runScript) {
      flush();
      runScript = script;
    }
    if (script !== 'separator') run.push(ch);
  }
  flush();
  return terms;
}
function docbuildMatches(wanted, term) {
  if (term === wanted) return true;
  if (docbuildScript(String.fromCodePoint(wanted.codePointAt(0))) === 'word') return term.startsWith(wanted);
  return Array.from(wanted).length === 1 && term.includes(wanted);
}

function docbuildSearch(index, query) {
  const wanted = Array.from(new Set(docbuildTerms(query)));
  if (wanted.length === 0) return [];
  const terms = Object.keys(index.terms);
  // page → {score, sections: section → {terms: how many query terms, count}}
  let hits = null;
  for (const one of wanted) {
    const found = new Map();
    for (const term of terms) {
      if (!docbuildMatches(one, term)) continue;
      const postings = index.terms[term];
      for (let i = 0; i < postings.length; i += 3) {
        const page = postings[i], section = postings[i + 1], count = postings[i + 2];
        if (!found.has(page)) found.set(page, new Map());
        const sections = found.get(page);
        sections.set(section, (sections.get(section) || 0) + count);
      }
    }
    const previous = hits;
    hits = new Map();
    for (const [page, sections] of found) {
      const hit = previous === null ? { score: 0, sections: new Map() } : previous.get(page);
      if (!hit) continue;
      for (const [section, count] of sections) {
        const seen = hit.sections.get(section) || { terms: 0, count: 0 };
        hit.sections.set(section, { terms: seen.terms + 1, count: seen.count + count });
        hit.score += count;
      }
      hits.set(page, hit);
    }
  }
  const results = [];
  for (const [page, hit] of hits) {
    const titleTerms = docbuildTerms(index.pages[page][0]);
    const titleHits = wanted.filter((one) => titleTerms.some((term) => docbuildMatches(one, term))).length;
    // The section to link to: the one that holds the most query terms, then the most hits.
    let section = 0, best = null;
    for (const [number, seen] of hit.sections) {
      if (best === null || seen.terms > best.terms || (seen.terms === best.terms
        && (seen.count > best.count || (seen.count === best.count && number < section)))) {
        section = number;
        best = seen;
      }
    }
    results.push({ page, section, score: hit.score, titleHits });
  }
  results.sort((a, b) => b.titleHits - a.titleHits || b.score - a.score || a.page - b.page);
  return results;
}
(function () {
  const index = window.DOCBUILD_SEARCH;
  const input = document.getElementById('search-query');
  const status = document.getElementById('search-status');
  const list = document.getElementById('search-results');
  const show = (query) => {
    list.textContent = '';
    if (!index || query.trim() === '') {
      status.textContent = '';
      return;
    }
    const results = docbuildSearch(index, query);
    status.textContent = results.length === 0 ? status.dataset.none
      : results.length === 1 ? status.dataset.one
      : status.dataset.many.replace('{n}', String(results.length));
    for (const result of results) {
      const [title, href, sections] = index.pages[result.page];
      const section = result.section > 0 ? sections[result.section - 1] : null;
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.setAttribute('href', section ? href + '#' + encodeURIComponent(section[1]) : href);
      link.textContent = title;
      item.appendChild(link);
      if (section) {
        const where = document.createElement('span');
        where.className = 'search-section';
        where.textContent = section[0];
        item.appendChild(where);
      }
      list.appendChild(item);
    }
  };
  const query = new URLSearchParams(window.location.search).get('q');
  if (query) input.value = query;
  input.addEventListener('input', () => show(input.value));
  show(input.value);
})();
