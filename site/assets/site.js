(function () {
const root = document.documentElement;
const strings = document.body.dataset;
const ownWordsByLanguage = {
ko: { system: '테마: 시스템 설정을 따름', light: '테마: 밝게', dark: '테마: 어둡게', top: '맨 위로', zoom: '크게 보기' },
zh: { system: '主题：跟随系统', light: '主题：浅色', dark: '主题：深色', top: '回到顶部', zoom: '放大' },
en: { system: 'Theme: follows the system', light: 'Theme: light', dark: 'Theme: dark', top: 'Back to top', zoom: 'Zoom' },
};
const ownWords = ownWordsByLanguage[(root.lang || 'en').split('-')[0]] || ownWordsByLanguage.en;
const header = document.querySelector('.site-header');
if (header) {
const toggle = document.createElement('button');
toggle.id = 'theme-toggle';
toggle.className = 'header-button';
toggle.type = 'button';
const icon = document.createElement('span');
icon.setAttribute('aria-hidden', 'true');
toggle.appendChild(icon);
header.insertBefore(toggle, header.querySelector('.language-switcher'));
const system = () => (window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
const chosen = () => root.dataset.theme || 'system';
const show = () => {
const state = chosen();
icon.textContent = { system: '\u25D0', light: '\u2600', dark: '\u263E' }[state];
toggle.dataset.state = state;
toggle.title = ownWords[state];
toggle.setAttribute('aria-label', toggle.title);
};
show();
toggle.addEventListener('click', () => {
const state = chosen();
const next = state === 'system' ? (system() === 'dark' ? 'light' : 'dark')
: state !== system() ? system() : 'system';
try {
if (next === 'system') localStorage.removeItem('docbuild-theme');
else localStorage.setItem('docbuild-theme', next);
} catch (error) { /* not kept */ }
if (next === 'system') delete root.dataset.theme;
else root.dataset.theme = next;
show();
});
}
if (header) {
let last = window.scrollY;
window.addEventListener('scroll', () => {
const y = window.scrollY;
if (Math.abs(y - last) < 4) return;
header.classList.toggle('header-away', y > last && y > header.offsetHeight);
last = y;
}, { passive: true });
}
const menu = document.querySelector('.menu-button');
if (menu) {
menu.setAttribute('role', 'button');
menu.setAttribute('aria-expanded', 'false');
menu.addEventListener('click', (event) => {
event.preventDefault();
const open = root.classList.toggle('menu-open');
menu.setAttribute('aria-expanded', String(open));
if (open) document.querySelector('.layout').scrollIntoView();
});
for (const list of document.querySelectorAll('.sidebar, .page-toc')) {
list.addEventListener('click', (event) => {
if (!event.target.closest('a[href]') || !root.classList.contains('menu-open')) return;
root.classList.remove('menu-open');
menu.setAttribute('aria-expanded', 'false');
});
}
}
const tocLinks = Array.from(document.querySelectorAll('.page-toc a[href^="#"]'));
const sections = tocLinks.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))));
if (tocLinks.length > 0 && sections.every(Boolean)) {
let marked = null;
const mark = () => {
const line = window.innerHeight / 3;
let at = 0;
sections.forEach((section, i) => { if (section.getBoundingClientRect().top <= line) at = i; });
if (marked === tocLinks[at]) return;
if (marked) marked.removeAttribute('aria-current');
marked = tocLinks[at];
marked.setAttribute('aria-current', 'location');
};
window.addEventListener('scroll', () => requestAnimationFrame(mark), { passive: true });
mark();
}
const content = document.querySelector('.content');
if (content) {
const up = document.createElement('a');
up.className = 'back-to-top';
up.href = '#';
up.setAttribute('aria-label', ownWords.top);
up.title = ownWords.top;
up.textContent = '\u2191';
up.hidden = true;
up.addEventListener('click', (event) => {
event.preventDefault();
window.scrollTo({ top: 0 });
(document.querySelector('.site-name') || document.body).focus();
});
document.body.appendChild(up);
const showUp = () => { up.hidden = window.scrollY < window.innerHeight; };
window.addEventListener('scroll', showUp, { passive: true });
showUp();
}
for (const figure of document.querySelectorAll('figure.mermaid')) {
const svg = figure.querySelector('svg.mermaid-diagram');
const natural = svg && parseFloat(svg.getAttribute('width'));
if (!natural || natural <= figure.clientWidth) continue;
const zoom = document.createElement('button');
zoom.type = 'button';
zoom.className = 'diagram-zoom';
zoom.textContent = ownWords.zoom;
zoom.setAttribute('aria-pressed', 'false');
zoom.addEventListener('click', () => {
zoom.setAttribute('aria-pressed', String(figure.classList.toggle('zoomed')));
});
figure.before(zoom);
}
for (const pre of document.querySelectorAll('.note pre.code')) {
const frame = document.createElement('div');
frame.className = 'code-frame';
pre.replaceWith(frame);
frame.appendChild(pre);
const button = document.createElement('button');
button.type = 'button';
button.className = 'copy-button';
button.textContent = strings.copy || 'Copy';
button.addEventListener('click', async () => {
const text = pre.innerText;
try {
await navigator.clipboard.writeText(text);
} catch (error) {
const range = document.createRange();
range.selectNodeContents(pre);
getSelection().removeAllRanges();
getSelection().addRange(range);
document.execCommand('copy');
getSelection().removeAllRanges();
}
button.textContent = strings.copied || 'Copied';
setTimeout(() => { button.textContent = strings.copy || 'Copy'; }, 1500);
});
frame.appendChild(button);
}
const scrollableByKeyboard = (within) => {
for (const pre of within.querySelectorAll('pre')) {
if (pre.scrollWidth > pre.clientWidth && !pre.closest('.preview')) pre.tabIndex = 0;
}
};
scrollableByKeyboard(document);
for (const heading of document.querySelectorAll('.note :is(h1, h2, h3, h4, h5, h6)[id]')) {
const anchor = document.createElement('a');
anchor.className = 'heading-anchor';
anchor.setAttribute('href', '#' + heading.id);
anchor.setAttribute('aria-hidden', 'true');
anchor.tabIndex = -1;
anchor.textContent = '#';
heading.appendChild(anchor);
}
const loaded = new Map();
const load = (src) => {
if (!loaded.has(src)) {
loaded.set(src, new Promise((resolve, reject) => {
const script = document.createElement('script');
script.src = src;
script.onload = resolve;
script.onerror = reject;
document.head.appendChild(script);
}));
}
return loaded.get(src);
};
const form = document.querySelector('.header-search');
const input = form && form.querySelector('input');
const dropdown = input && document.createElement('ul');
const stylesheet = document.querySelector('link[rel="stylesheet"]');
const searchScript = form && stylesheet && stylesheet.href.replace(/style\.css$/, 'search.js');
const searchIndex = form && new URL('search-index.js', form.action).href;
const searchText = form && new URL('search-text.js', form.action).href;
if (dropdown) {
const key = document.createElement('kbd');
key.className = 'search-key';
key.setAttribute('aria-hidden', 'true');
key.textContent = '/';
input.after(key);
dropdown.className = 'search-dropdown';
form.appendChild(dropdown);
}
const part = (url, number) => url.replace(/\.js$/, '-' + number + '.js');
const answer = (query, limit) => load(searchScript)
.then(() => Promise.all([load(searchIndex), load(searchText)]))
.then(() => Promise.all(docbuildIndexParts(window.DOCBUILD_SEARCH, query)
.map((number) => load(part(searchIndex, number)))))
.then(() => {
const results = docbuildSearch(window.DOCBUILD_SEARCH, query).slice(0, limit);
return Promise.all(docbuildTextParts(results).map((number) => load(part(searchText, number))))
.then(() => results);
});
if (form && input && dropdown) {
const base = searchIndex;
let latest = '';
const update = () => {
latest = input.value;
const query = latest;
if (query.trim() === '') {
dropdown.textContent = '';
return;
}
answer(query, 8).then((results) => {
if (query !== latest) return;
dropdown.textContent = '';
const items = docbuildResultItems(query, base, 8, results);
if (items.length === 0) {
const none = document.createElement('li');
none.className = 'search-status';
none.textContent = strings.searchNone || '';
dropdown.appendChild(none);
}
for (const item of items) dropdown.appendChild(item);
});
};
input.addEventListener('input', update);
input.addEventListener('focus', () => { answer('', 0).catch(() => {}); });
input.addEventListener('keydown', (event) => {
const links = Array.from(dropdown.querySelectorAll('a'));
if (event.key === 'ArrowDown' && links.length > 0) {
event.preventDefault();
links[0].focus();
} else if (event.key === 'Escape') {
dropdown.textContent = '';
}
});
dropdown.addEventListener('keydown', (event) => {
const links = Array.from(dropdown.querySelectorAll('a'));
const at = links.indexOf(document.activeElement);
if (event.key === 'ArrowDown' && at + 1 < links.length) {
event.preventDefault();
links[at + 1].focus();
} else if (event.key === 'ArrowUp') {
event.preventDefault();
(at > 0 ? links[at - 1] : input).focus();
} else if (event.key === 'Escape') {
input.focus();
dropdown.textContent = '';
}
});
document.addEventListener('keydown', (event) => {
const target = event.target;
const typing = target instanceof HTMLElement
&& (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
if (!typing && !event.ctrlKey && !event.metaKey && !event.altKey && (event.key === '/' || event.key === 's')) {
event.preventDefault();
input.focus();
}
});
document.addEventListener('click', (event) => {
if (!form.contains(event.target)) dropdown.textContent = '';
});
}
const pageInput = document.getElementById('search-query');
const status = document.getElementById('search-status');
const list = document.getElementById('search-results');
if (pageInput && status && list && form) {
let latest = '';
const show = (query) => {
latest = query;
if (query.trim() === '') {
list.textContent = '';
status.textContent = '';
return;
}
answer(query, Infinity).then((results) => {
if (query !== latest) return;
list.textContent = '';
const items = docbuildResultItems(query, document.baseURI, Infinity, results);
status.textContent = items.length === 0 ? status.dataset.none
: items.length === 1 ? status.dataset.one
: status.dataset.many.replace('{n}', String(items.length));
for (const item of items) list.appendChild(item);
});
};
const query = new URLSearchParams(window.location.search).get('q');
if (query) pageInput.value = query;
pageInput.addEventListener('input', () => show(pageInput.value));
show(pageInput.value);
}
const searched = new URLSearchParams(window.location.search).get('h');
const note = document.querySelector('.note');
const script = searchScript;
if (searched && note && script) {
load(script).then(() => {
const words = docbuildMarkWords(searched);
const walker = document.createTreeWalker(note, NodeFilter.SHOW_TEXT, {
acceptNode: (node) => node.parentElement.closest('.preview, script, style, svg')
? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
});
const nodes = [];
while (walker.nextNode()) nodes.push(walker.currentNode);
for (const node of nodes) {
const fragment = document.createDocumentFragment();
if (docbuildAppendMarked(fragment, node.nodeValue, words) > 0) node.replaceWith(fragment);
}
const first = note.querySelector('mark');
if (first && !window.location.hash) first.scrollIntoView({ block: 'center' });
});
}
document.querySelectorAll('.run-timeline').forEach((run, runIndex) => {
const steps = Array.from(run.querySelectorAll('.run-step'));
const tabs = Array.from(run.querySelectorAll('.timeline-step'));
if (steps.length < 2 || tabs.length !== steps.length) return;
run.classList.add('timeline-ready');
run.querySelector('.run-steps').setAttribute('role', 'presentation');
const tablist = run.querySelector('.timeline');
let previous = null;
steps.forEach((step, i) => {
const id = 'run-' + runIndex + '-step-' + i;
step.id = id;
tabs[i].id = id + '-tab';
tabs[i].setAttribute('aria-controls', id);
step.setAttribute('aria-labelledby', id + '-tab');
step.setAttribute('role', 'tabpanel');
const leaves = Array.from(step.querySelectorAll('.preview *')).filter((e) => e.children.length === 0);
const shape = (list) => list.map((e) => e.tagName + '.' + e.className).join();
if (previous && shape(previous) === shape(leaves)) {
leaves.forEach((leaf, i) => {
const before = previous[i];
if (leaf.textContent !== before.textContent || leaf.getAttribute('value') !== before.getAttribute('value')
|| leaf.hasAttribute('checked') !== before.hasAttribute('checked')) leaf.classList.add('ui-changed');
});
}
previous = leaves;
});
const choose = (chosen) => {
tabs.forEach((tab, i) => {
tab.setAttribute('aria-selected', String(i === chosen));
tab.tabIndex = i === chosen ? 0 : -1;
});
steps.forEach((step, i) => { step.hidden = i !== chosen; });
scrollableByKeyboard(steps[chosen]);
const tab = tabs[chosen];
if (tablist.scrollWidth > tablist.clientWidth) {
tablist.scrollLeft = tab.offsetLeft - (tablist.clientWidth - tab.offsetWidth) / 2;
}
};
tabs.forEach((tab, i) => {
tab.addEventListener('click', () => choose(i));
tab.addEventListener('keydown', (event) => {
const next = event.key === 'ArrowRight' ? i + 1 : event.key === 'ArrowLeft' ? i - 1
: event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : -1;
if (next >= 0 && next < tabs.length) {
event.preventDefault();
choose(next);
tabs[next].focus();
}
});
});
choose(0);
});
let exploreFields = 0;
let exploreLoading = null;
const loadExplorations = () => exploreLoading || (exploreLoading = new Promise((resolve) => {
const script = document.createElement('script');
script.src = document.body.dataset.exploreSrc;
script.onload = script.onerror = resolve;
document.head.append(script);
}));
const buildPanel = (box, words) => {
const panel = document.createElement('div');
panel.className = 'run-step-body explore-panel';
panel.hidden = true;
panel.inert = true;
panel.innerHTML = '<div class="preview explore-screen" inert></div>'
+ '<div class="run-step-details explore-details">'
+ '<p class="explore-status" role="status"></p>'
+ '<p class="explore-announcement" aria-live="polite"></p>'
+ '<div class="explore-actions"><button type="button" class="explore-restart"></button>'
+ '<button type="button" class="explore-refresh" hidden></button></div>'
+ '<pre class="console explore-console"></pre>'
+ '<p class="bodies explore-bodies"><span></span></p></div>';
panel.querySelector('.explore-screen').title = words.preview;
panel.querySelector('.explore-restart').textContent = words.startOver;
panel.querySelector('.explore-refresh').textContent = words.pullToRefresh;
panel.querySelector('.explore-console').setAttribute('aria-label', words.console);
panel.querySelector('.explore-bodies').prepend(words.bodiesThatRan + ': ');
box.append(panel);
};
const setUpExplore = (box) => {
const data = (window.DOCBUILD_EXPLORE || {})[box.dataset.explore];
const words = window.DOCBUILD_EXPLORE_WORDS || {};
if (data && words.preview && !box.querySelector('.explore-panel')) buildPanel(box, words);
const toggle = box.querySelector('.explore-toggle');
const panel = box.querySelector('.explore-panel');
const screen = box.querySelector('.explore-screen');
const status = box.querySelector('.explore-status');
const announcement = box.querySelector('.explore-announcement');
const actions = box.querySelector('.explore-actions');
const output = box.querySelector('.explore-console');
const bodies = box.querySelector('.explore-bodies span');
const refresh = box.querySelector('.explore-refresh');
if (!data || !toggle || !panel || !screen || !status || !announcement || !actions || !output
|| !bodies || !refresh) return;
let state = 0;
let drawing = false;
const edgesFrom = (kind) => data.edges.filter((e) => e.from === state && e.kind === kind);
const rowText = (row) => Array.from(row.querySelectorAll('*'))
.filter((e) => e.children.length === 0 && e.textContent.trim() !== '')
.map((e) => e.textContent.trim()).join(' ');
const controlOf = (element) => {
if (element.matches('button.ui-back')) return ['back', ''];
if (element.matches('button.ui-button')) return ['button', element.dataset.label ?? element.textContent];
if (element.matches('button.ui-tab')) return ['tab', element.textContent];
if (element.matches('a.ui-link')) return ['link', element.dataset.label ?? element.textContent];
if (element.matches('.ui-toggle input')) return ['toggle', element.closest('.ui-toggle').querySelector('span').textContent];
if (element.matches('input.ui-textfield')) return ['text field', element.placeholder];
if (element.matches('option')) return ['option', element.getAttribute('label') ?? element.textContent];
if (element.matches('.ui-gesture')) return [element.dataset.gesture, element.dataset.label];
if (element.matches('li.explore-swipeable')) return ['swipe to delete', rowText(element)];
return null;
};
const topLayer = () => {
const layers = screen.querySelectorAll(':scope > .ui-sheet, :scope > .ui-alert, :scope > .ui-dialog');
return layers.length > 0 ? layers[layers.length - 1] : screen;
};
const controlSelector = 'button, a.ui-link, input, select, select option, .ui-gesture, li.explore-swipeable';
const identify = (element) => {
const control = controlOf(element);
if (!control) return null;
const all = Array.from(topLayer().querySelectorAll(controlSelector));
const same = all.filter((other) => { const c = controlOf(other); return c && c[0] === control[0] && c[1] === control[1]; });
return { kind: control[0], label: control[1], n: same.indexOf(element), at: all.indexOf(element), of: all.length };
};
const faceOf = (view) => {
let face = view;
while (face.matches('.ui-gesture') && face.firstElementChild) face = face.firstElementChild;
return face;
};
const gestureOf = (element) => element.matches('[data-gesture-face]') ? element.closest('.ui-gesture') : null;
const find = (identity) => identity && Array.from(topLayer().querySelectorAll(controlSelector))
.filter((other) => { const c = controlOf(other); return c && c[0] === identity.kind && c[1] === identity.label; })[identity.n];
const focusable = (element) => element && !element.disabled && element.tabIndex >= 0
&& !element.matches('option, select option, .explore-grabber');
let refocusing = false;
const refocus = (identity, from) => {
let target = null;
if (from && !screen.contains(from)) {
target = from.isConnected ? from : Array.from(actions.querySelectorAll('.explore-extra'))
.find((b) => b.className === from.className && b.textContent === from.textContent);
}
if (!focusable(target) || target.hidden) {
const controls = Array.from(topLayer().querySelectorAll(controlSelector));
const placed = identity && controls.length === identity.of && controls[identity.at];
const placedKind = placed && controlOf(placed);
const same = find(identity) || (placedKind && placedKind[0] === identity.kind ? placed : null);
const stand = (element) => element.matches('option') ? element.closest('select')
: element.matches('.ui-gesture') ? faceOf(element) : element;
const control = same && stand(same);
target = focusable(control) ? control
: controls.map(stand).find(focusable);
}
refocusing = true;
try {
(target || actions.querySelector('.explore-restart')).focus({ preventScroll: true });
} finally {
refocusing = false;
}
};
let announcing = 0;
const announce = (changed, lines) => {
const text = topLayer().innerText.replace(/\s+/g, ' ').trim().slice(0, 300);
const parts = [changed ? words.newScreen.replace('{screen}', text) : words.sameScreen];
if (lines.length > 0) parts.push(output.getAttribute('aria-label') + ': ' + lines.join('; '));
announcement.textContent = '';
clearTimeout(announcing);
announcing = setTimeout(() => { announcement.textContent = parts.join('. '); }, 50);
};
const duration = (text) => text.replace(/(\d)(m?s)$/, '$1 $2');
const clock = '<svg class="explore-clock" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">'
+ '<circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" stroke-width="1.5"/>'
+ '<path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round"/></svg>';
const decorate = () => {
for (const extra of actions.querySelectorAll('.explore-extra')) extra.remove();
const extra = (kind, edge, label) => {
const button = document.createElement('button');
button.type = 'button';
button.className = 'explore-extra explore-' + kind;
button.textContent = label;
if (kind === 'wait') button.insertAdjacentHTML('afterbegin', clock);
button.dataset.edge = String(data.edges.indexOf(edge));
actions.appendChild(button);
};
for (const edge of edgesFrom('wait')) extra('wait', edge, words.wait.replace('{duration}', duration(edge.text || '')));
for (const edge of edgesFrom('scroll to')) extra('scroll', edge, words.scroll.replace('{label}', edge.label));
for (const [kind, word] of [['pinchable view', 'pinch'], ['rotatable view', 'rotate']]) {
for (const edge of edgesFrom(kind)) {
const label = edge.label + (edge.n > 1 ? ' #' + edge.n : '');
extra(word, edge, words[word].replace('{label}', label).replace('{amount}', edge.text || ''));
}
}
refresh.hidden = edgesFrom('refresh').length === 0;
const layer = topLayer();
if (edgesFrom('dismiss').length > 0 && layer.matches('.ui-sheet')) {
const grabber = document.createElement('button');
grabber.type = 'button';
grabber.className = 'explore-grabber';
grabber.setAttribute('aria-label', words.dismiss);
grabber.title = words.dismiss;
layer.prepend(grabber);
}
const swipes = edgesFrom('swipe to delete').map((e) => e.label);
for (const row of layer.querySelectorAll('.ui-list li, .ui-form li')) {
if (!swipes.includes(rowText(row))) continue;
row.classList.add('explore-swipeable');
row.tabIndex = 0;
row.title = words.swipe;
row.setAttribute('aria-keyshortcuts', 'Delete');
}
for (const field of layer.querySelectorAll('input.ui-textfield')) {
const id = identify(field);
const texts = data.edges.filter((e) => e.from === state && e.kind === 'text field'
&& e.label === id.label && e.n === id.n + 1).map((e) => e.text);
const submits = data.edges.some((e) => e.from === state && e.kind === 'submit' && e.label === id.label);
if (texts.length === 0 && !submits) continue;
const list = document.createElement('datalist');
list.id = 'explore-texts-' + (exploreFields += 1);
for (const text of texts) {
const option = document.createElement('option');
option.value = text;
list.appendChild(option);
}
field.setAttribute('list', list.id);
const submit = document.createElement('button');
submit.type = 'button';
submit.className = 'explore-submit';
submit.setAttribute('aria-label', words.submit);
submit.title = words.submit;
field.after(list, submit);
}
for (const link of screen.querySelectorAll('a.ui-link')) {
link.tabIndex = 0;
link.setAttribute('role', 'link');
}
for (const view of layer.querySelectorAll('.ui-gesture')) {
const face = faceOf(view);
if (face === view || face.matches(controlSelector)) continue;
face.tabIndex = 0;
face.dataset.gestureFace = '';
face.setAttribute('role', 'button');
face.setAttribute('aria-label', view.dataset.label + ' (' + view.dataset.gesture + ')');
}
};
const draw = (index) => {
state = index;
drawing = true;
try {
screen.innerHTML = data.states[index];
} finally {
drawing = false;
}
decorate();
};
const panes = (lines, names) => {
output.textContent = lines.join('\n');
output.hidden = lines.length === 0;
bodies.textContent = '';
if (names.length === 0) bodies.textContent = '\u2014';
names.forEach((name, i) => {
if (i > 0) bodies.append(', ');
const code = document.createElement('code');
code.textContent = name;
bodies.appendChild(code);
});
};
const start = () => {
draw(0);
panes(data.console, data.bodies);
status.textContent = '';
clearTimeout(announcing);
announcement.textContent = '';
};
const follow = (edge, used) => {
const identity = used && screen.contains(used) ? identify(used) : null;
const changed = data.states[edge.to] !== data.states[state];
draw(edge.to);
panes(edge.console, edge.bodies);
status.textContent = '';
announce(changed, edge.console);
refocus(identity, used);
};
const edgeFor = (element, text, as) => {
const identity = !drawing && screen.contains(element) && identify(element);
if (!identity || identity.n < 0) return null;
const wanted = as || identity.kind;
return data.edges.find((e) => e.from === state && e.kind === wanted && e.label === identity.label
&& (e.n === identity.n + 1 || wanted === 'swipe to delete')
&& (wanted !== 'text field' || e.text === text)) || null;
};
const act = (element, text, as) => {
if (drawing || !screen.contains(element) || !controlOf(element)) return;
const edge = edgeFor(element, text, as);
if (edge) return follow(edge, element);
const identity = identify(element);
draw(state);
status.textContent = words.unexplored;
refocus(identity);
};
const typed = (field) => field.value !== (field.getAttribute('value') || '');
const enter = (field) => {
const identity = identify(field);
if (typed(field)) {
const edge = edgeFor(field, field.value);
if (!edge) {
status.textContent = words.textUnexplored;
field.focus();
return;
}
follow(edge, field);
}
const again = find(identity);
const submit = again && edgeFor(again, undefined, 'submit');
if (submit) follow(submit, again);
};
const takePendingText = (element) => {
const field = Array.from(topLayer().querySelectorAll('input.ui-textfield'))
.find((f) => f !== element && typed(f) && edgeFor(f, f.value));
if (!field) return element;
const identity = identify(element);
follow(edgeFor(field, field.value), field);
return find(identity);
};
const gesture = (target, kind) => {
const view = target.closest(`.ui-gesture[data-gesture="${kind}"]`);
return view && screen.contains(view) ? view : null;
};
const followExtra = (button) => {
const edge = data.edges[Number(button.dataset.edge)];
if (edge && edge.from === state) follow(edge, button);
};
actions.addEventListener('click', (event) => {
const button = event.target.closest('.explore-extra');
if (button) followExtra(button);
});
screen.addEventListener('click', (event) => {
if (event.target.closest('.explore-submit')) {
const field = event.target.closest('.explore-submit').previousElementSibling?.previousElementSibling;
if (field) enter(field);
return;
}
const layer = topLayer();
if (event.target.closest('.explore-grabber') || event.target === layer.closest('.ui-dialog')
|| (event.target === screen && layer.matches('.ui-sheet, .ui-dialog'))) {
const edge = edgesFrom('dismiss')[0];
if (edge) follow(edge, null);
return;
}
const target = event.target.closest('button, a.ui-link');
const view = gesture(event.target, 'tappable view');
const used = target && screen.contains(target) ? target : view;
const again = used && takePendingText(used);
if (again) act(again);
});
screen.addEventListener('dblclick', (event) => {
const view = gesture(event.target, 'double-tappable view');
if (view) act(view);
});
screen.addEventListener('contextmenu', (event) => {
const view = gesture(event.target, 'long-pressable view');
if (!view) return;
event.preventDefault();
act(view);
});
let dragStart = null;
screen.addEventListener('pointerdown', (event) => {
const view = gesture(event.target, 'draggable view') || event.target.closest('li.explore-swipeable');
dragStart = view && { view, x: event.clientX, y: event.clientY };
});
screen.addEventListener('pointerup', (event) => {
const start = dragStart;
dragStart = null;
if (!start) return;
const dx = event.clientX - start.x;
const dy = event.clientY - start.y;
if (start.view.matches('li') ? dx <= -30 && Math.abs(dy) < Math.abs(dx) : Math.hypot(dx, dy) >= 10) act(start.view);
});
let wheelQuietUntil = 0;
screen.addEventListener('wheel', (event) => {
const kind = event.ctrlKey ? 'pinchable view' : event.altKey ? 'rotatable view' : null;
const view = kind && gesture(event.target, kind);
if (!view) return;
event.preventDefault();
const acts = event.timeStamp >= wheelQuietUntil;
wheelQuietUntil = event.timeStamp + 400;
if (acts) act(view);
}, { passive: false });
screen.addEventListener('focusin', (event) => {
const field = event.target;
if (drawing || refocusing || !field.matches('input.ui-textfield') || field.closest('.ui-focused')) return;
const edge = edgeFor(field, undefined, 'focus');
if (edge) follow(edge, field);
});
refresh.addEventListener('click', () => {
const edge = edgesFrom('refresh')[0];
if (edge) follow(edge, refresh);
});
screen.addEventListener('change', (event) => {
const target = event.target;
if (target.matches('select')) act(target.options[target.selectedIndex]);
else if (target.matches('input[type="checkbox"]')) act(target);
});
screen.addEventListener('keydown', (event) => {
const target = event.target;
const activates = event.key === 'Enter' || event.key === ' ';
if (event.key === 'Escape' && edgesFrom('dismiss').length > 0) {
event.preventDefault();
follow(edgesFrom('dismiss')[0], null);
} else if (target.matches('input.ui-textfield') && event.key === 'Enter') {
event.preventDefault();
enter(target);
} else if (target.matches('a.ui-link') && activates) {
event.preventDefault();
act(target);
} else if (target.matches('.ui-toggle input') && event.key === 'Enter') {
event.preventDefault();
target.click();
} else if (gestureOf(target) && activates) {
event.preventDefault();
act(gestureOf(target));
} else if ((event.key === 'Delete' || event.key === 'Backspace') && !target.matches('input')
&& target.closest('li.explore-swipeable')) {
event.preventDefault();
act(target.closest('li.explore-swipeable'));
}
});
toggle.addEventListener('click', () => {
const on = toggle.getAttribute('aria-pressed') !== 'true';
toggle.setAttribute('aria-pressed', String(on));
panel.hidden = !on;
panel.inert = !on;
screen.inert = !on;
if (on) start();
});
actions.querySelector('.explore-restart').addEventListener('click', start);
box.dataset.ready = 'true';
};
for (const box of document.querySelectorAll('.explore[data-explore]')) {
const toggle = box.querySelector('.explore-toggle');
if (!document.body.dataset.exploreSrc || !toggle) continue;
box.hidden = false;
toggle.addEventListener('click', (event) => {
if (box.dataset.ready) return;
event.stopImmediatePropagation();
loadExplorations().then(() => {
setUpExplore(box);
if (box.dataset.ready) toggle.click();
else box.hidden = true;
});
});
}
})();
