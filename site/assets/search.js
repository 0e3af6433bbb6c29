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
function docbuildNumber(chars, at) {
let value = 0;
for (;;) {
const digit = '0123456789abcdefghijklmnopqrstuvABCDEFGHIJKLMNOPQRSTUVWXYZ_-.~!$'.indexOf(chars[at++]);
if (digit < 0) return [value, at];
value = value * 32 + (digit & 31);
if (digit < 32) return [value, at];
}
}
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
let section = 0, best = null;
for (const [number, seen] of hit.sections) {
if (best === null || seen.terms > best.terms || (seen.terms === best.terms
&& (seen.count > best.count || (seen.count === best.count && number < section)))) {
section = number;
best = seen;
}
}
const headingTerms = section > 0 ? docbuildTerms(index.pages[page][2][section - 1][0]) : [];
const headingHits = wanted.filter((one) => headingTerms.some((term) => docbuildMatches(one, term))).length;
results.push({ page, section, score: hit.score, titleHits, headingHits });
}
results.sort((a, b) => b.titleHits - a.titleHits || b.headingHits - a.headingHits
|| b.score - a.score || a.page - b.page);
return results;
}
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
function docbuildAddTerms(terms) {
Object.assign(window.DOCBUILD_SEARCH.terms, terms);
}
function docbuildMarkWords(query) {
return Array.from(new Set(query.toLowerCase().split(/[\s\p{P}\p{S}]+/u).filter((w) => w.length > 0)))
.sort((a, b) => b.length - a.length);
}
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
function docbuildTextParts(results) {
const perPart = window.DOCBUILD_SEARCH_TEXT_PAGES || 0;
if (perPart === 0) return [];
return Array.from(new Set(results.map((result) => Math.floor(result.page / perPart))));
}
