/** The number written at `chars[at]` (CompactNumber in Swift: base 32, high digits first, the
 *  digits 0-31 ending it and 32-63 leading it) and the index after it. */
function docbuildNumber(chars, at) {
  let value = 0;
  for (;;) {
    const digit = '0123456789abcdefghijklmnopqrstuvABCDEFGHIJKLMNOPQRSTUVWXYZ_-.~!$'.indexOf(chars[at++]);
    if (digit < 0) return [value, at];
    value = value * 32 + (digit & 31);
    if (digit < 32) return [value, at];
  }
}

/** A term's postings as [page, section, count, page, section, count, …]. The string holds for
 *  each posting its page less the page before it, then section × 4 + count for a count of 1 to
 *  3, else section × 4 and the count (PostingsCode in Swift). */
function docbuildPostings(code) {
  const postings = [];
  for (let at = 0, page = 0, delta, both, count; at < code.length;) {
    [delta, at] = docbuildNumber(code, at);
    [both, at] = docbuildNumber(code, at);
    count = both % 4;
    if (count === 0) [count, at] = docbuildNumber(code, at);
    page += delta;
    postings.push(page, Math.floor(both / 4), count);
  }
  return postings;
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
      const postings = docbuildPostings(index.terms[term]);
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
    // A query in the heading of the section linked to ranks next after one in the title.
    const headingTerms = section > 0 ? docbuildTerms(index.pages[page][2][section - 1][0]) : [];
    const headingHits = wanted.filter((one) => headingTerms.some((term) => docbuildMatches(one, term))).length;
    results.push({ page, section, score: hit.score, titleHits, headingHits });
  }
  results.sort((a, b) => b.titleHits - a.titleHits || b.headingHits - a.headingHits
    || b.score - a.score || a.page - b.page);
  return results;
}

/** The parts of a split index that can hold a query's terms (none when it is whole): a word's
 *  matches begin with its first character, whose code point modulo the number of parts names the
 *  part (SearchIndex.part in Swift); a lone Hangul or Han character is looked for inside bigrams,
 *  so it needs every part. */
function docbuildIndexParts(index, query) {
  const count = index.parts || 0;
  if (count === 0) return [];
  const parts = new Set();
  for (const one of docbuildTerms(query)) {
    const lone = Array.from(one).length === 1 && docbuildScript(one) !== 'word';
    if (lone) return Array.from({ length: count }, (_, part) => part);
    parts.add(one.codePointAt(0) % count);
  }
  return Array.from(parts).sort((a, b) => a - b);
}

/** Called by a part of a split index (search-index-N.js). */
function docbuildAddTerms(terms) {
  Object.assign(window.DOCBUILD_SEARCH.terms, terms);
}
