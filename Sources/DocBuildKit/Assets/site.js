// The site's behaviour, on every page (deferred, dependency-free, works from file://): the theme
// toggle, the phone menu, copy buttons, the header search box and the search page, highlighting
// the searched words on the page reached, and the run timelines. Without JavaScript every page
// stays complete: the menu button is a link, the search box submits to the search page, and every
// step of a run is shown. The search itself (assets/search.js) loads only when it is needed.

(function () {
  const root = document.documentElement;
  const strings = document.body.dataset;
  // Words of controls only this script draws, in the page's language (English otherwise).
  const ownWordsByLanguage = {
    ko: { system: '테마: 시스템 설정을 따름', light: '테마: 밝게', dark: '테마: 어둡게', top: '맨 위로', zoom: '크게 보기' },
    zh: { system: '主题：跟随系统', light: '主题：浅色', dark: '主题：深色', top: '回到顶部', zoom: '放大' },
    en: { system: 'Theme: follows the system', light: 'Theme: light', dark: 'Theme: dark', top: 'Back to top', zoom: 'Zoom' },
  };
  const ownWords = ownWordsByLanguage[(root.lang || 'en').split('-')[0]] || ownWordsByLanguage.en;

  // Theme toggle, before the language switcher (pages do not carry it: it needs JavaScript);
  // remembers the reader's choice (theme.js applies it on the next page). Each click moves on from
  // following the system, to the theme the system does not use, to the system's theme kept for
  // good, and back to following the system.
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
      // The label says which of the three it is now (a two-state aria-pressed could not).
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

  // The header stays at the top of the window (sticky). On phones, where it takes three rows, it
  // moves out of the way while the reader scrolls down and comes back as soon as they scroll up.
  if (header) {
    let last = window.scrollY;
    window.addEventListener('scroll', () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < 4) return;
      header.classList.toggle('header-away', y > last && y > header.offsetHeight);
      last = y;
    }, { passive: true });
  }

  // Phones: the menu button shows the chapter list and the on-page contents.
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
    // A choice in the menu closes it.
    for (const list of document.querySelectorAll('.sidebar, .page-toc')) {
      list.addEventListener('click', (event) => {
        if (!event.target.closest('a[href]') || !root.classList.contains('menu-open')) return;
        root.classList.remove('menu-open');
        menu.setAttribute('aria-expanded', 'false');
      });
    }
  }

  // "On this page" marks the section being read: the last heading above the window's upper third.
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

  // Back to the top of a long page: shown once the reader has scrolled a window's height.
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

  // Flowcharts are scaled to fit their column; one drawn smaller than its size gets a toggle button
  // (above it) that shows it at full size, scrolling sideways.
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

  // Copy buttons on code blocks.
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

  // A block of code or console output wider than its box scrolls: reachable by keyboard to scroll it.
  const scrollableByKeyboard = (within) => {
    for (const pre of within.querySelectorAll('pre')) {
      if (pre.scrollWidth > pre.clientWidth && !pre.closest('.preview')) pre.tabIndex = 0;
    }
  };
  scrollableByKeyboard(document);

  // Heading anchors: a "#" link beside each heading of the note, for copying its address; shown
  // on hover, hidden from assistive technology and the tab order (the heading is reached anyway).
  for (const heading of document.querySelectorAll('.note :is(h1, h2, h3, h4, h5, h6)[id]')) {
    const anchor = document.createElement('a');
    anchor.className = 'heading-anchor';
    anchor.setAttribute('href', '#' + heading.id);
    anchor.setAttribute('aria-hidden', 'true');
    anchor.tabIndex = -1;
    anchor.textContent = '#';
    heading.appendChild(anchor);
  }

  // Loads a script once (a <script> element, which works from file:// where fetch does not).
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

  // The header's search box: results drop down as the reader types, in a list added under it
  // with the "/" key's hint. The language's index and text sit beside its search page (the
  // form's action), the search script beside the stylesheet.
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
  // Loads what a query needs and answers with its first `limit` results: the search script, the
  // index and its text (for a large language, their heads), then only the parts of a split index
  // that can hold the query's words and the parts of a split text that hold the results' pages.
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

  // The search page: every result, for `?q=` links.
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

  // The page reached from a search: its words marked in the note.
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

  // Run timelines: the step list becomes tabs showing one step at a time; without JavaScript
  // every step is listed. Texts of a screen that differ from the step before are marked.
  // As tabs the steps are panels, no longer items of a list.
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
      // Only on the same screen (the same elements in the same order); a new screen is all new.
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
    // Many steps stay on one row that scrolls (compact on phones): the chosen one is kept in view.
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

  // Explorable previews: while the reader explores, the screen is live and each action moves to
  // the state docbuild recorded for it (the page's .explore.js), with what it printed and the
  // bodies that ran; an action outside the explored states says so and changes nothing. Focus
  // stays on the control used (or the same control on the new screen) and the new screen is
  // announced; texts are taken on Enter or the field's submit button, never on blur.
  // The explored states are a script beside the page (its .explore.js), often the page's largest
  // part: it is loaded the first time the reader opens Explore, since most readers never do.
  let exploreFields = 0;
  let exploreLoading = null;
  const loadExplorations = () => exploreLoading || (exploreLoading = new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = document.body.dataset.exploreSrc;
    script.onload = script.onerror = resolve;
    document.head.append(script);
  }));
  // The panes beside the live screen, hidden and inert until the toggle opens them; the live
  // region is there before anything is announced.
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
    // The page's words (its .explore.js).
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
    // Replacing the screen blurs a focused field: no event of the old screen is a reader's action.
    let drawing = false;
    const edgesFrom = (kind) => data.edges.filter((e) => e.from === state && e.kind === kind);
    // The text a row shows, as the engine names a row: its texts joined by spaces.
    const rowText = (row) => Array.from(row.querySelectorAll('*'))
      .filter((e) => e.children.length === 0 && e.textContent.trim() !== '')
      .map((e) => e.textContent.trim()).join(' ');
    // The control an element is, as the engine names it: its kind and its label.
    const controlOf = (element) => {
      if (element.matches('button.ui-back')) return ['back', ''];
      // A label of several parts (a symbol beside a text) keeps the control's name in data-label.
      if (element.matches('button.ui-button')) return ['button', element.dataset.label ?? element.textContent];
      if (element.matches('button.ui-tab')) return ['tab', element.textContent];
      if (element.matches('a.ui-link')) return ['link', element.dataset.label ?? element.textContent];
      if (element.matches('.ui-toggle input')) return ['toggle', element.closest('.ui-toggle').querySelector('span').textContent];
      if (element.matches('input.ui-textfield')) return ['text field', element.placeholder];
      // A menu row's other options have no text, only their label (`label=`).
      if (element.matches('option')) return ['option', element.getAttribute('label') ?? element.textContent];
      if (element.matches('.ui-gesture')) return [element.dataset.gesture, element.dataset.label];
      if (element.matches('li.explore-swipeable')) return ['swipe to delete', rowText(element)];
      return null;
    };
    // Only the top layer (the last sheet or alert, else the screen) takes actions.
    const topLayer = () => {
      const layers = screen.querySelectorAll(':scope > .ui-sheet, :scope > .ui-alert, :scope > .ui-dialog');
      return layers.length > 0 ? layers[layers.length - 1] : screen;
    };
    const controlSelector = 'button, a.ui-link, input, select, select option, .ui-gesture, li.explore-swipeable';
    // A control by its kind, label and which of the top layer's controls with both it is (from 0).
    const identify = (element) => {
      const control = controlOf(element);
      if (!control) return null;
      const all = Array.from(topLayer().querySelectorAll(controlSelector));
      const same = all.filter((other) => { const c = controlOf(other); return c && c[0] === control[0] && c[1] === control[1]; });
      // `at`: its place among the screen's controls, for when its label changes ("Start" → "Stop").
      return { kind: control[0], label: control[1], n: same.indexOf(element), at: all.indexOf(element), of: all.length };
    };
    // The element that takes the focus for a gesture view: the first view it wraps.
    const faceOf = (view) => {
      let face = view;
      while (face.matches('.ui-gesture') && face.firstElementChild) face = face.firstElementChild;
      return face;
    };
    // The gesture view a focused element stands for, if it stands for one.
    const gestureOf = (element) => element.matches('[data-gesture-face]') ? element.closest('.ui-gesture') : null;
    const find = (identity) => identity && Array.from(topLayer().querySelectorAll(controlSelector))
      .filter((other) => { const c = controlOf(other); return c && c[0] === identity.kind && c[1] === identity.label; })[identity.n];
    const focusable = (element) => element && !element.disabled && element.tabIndex >= 0
      && !element.matches('option, select option, .explore-grabber');
    // Set while focus is moved by the script: focusing a field then is not the reader's action.
    let refocusing = false;
    // After a redraw: the control that was used, or the same control on the new screen (by its
    // label, else a control of its kind at its place), else the top layer's first control; an action from the panel's own buttons keeps its button (or the
    // same button, drawn again for the new state).
    const refocus = (identity, from) => {
      let target = null;
      if (from && !screen.contains(from)) {
        target = from.isConnected ? from : Array.from(actions.querySelectorAll('.explore-extra'))
          .find((b) => b.className === from.className && b.textContent === from.textContent);
      }
      if (!focusable(target) || target.hidden) {
        const controls = Array.from(topLayer().querySelectorAll(controlSelector));
        // By place only on a screen with as many controls: a pushed screen is another screen.
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
        // The control is in view (it was just used, or is on the screen just drawn): the page
        // does not jump to it.
        (target || actions.querySelector('.explore-restart')).focus({ preventScroll: true });
      } finally {
        refocusing = false;
      }
    };
    // The live region says what the reader's action led to; emptied first so a repeated message
    // is announced again.
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
    // The actions the screen shows no control for, as buttons beside it (waiting, scrolling,
    // pinching, rotating), and on the screen: rows to swipe away, a grabber to dismiss a sheet,
    // suggestions and a submit button for each field given texts.
    const decorate = () => {
      for (const extra of actions.querySelectorAll('.explore-extra')) extra.remove();
      const extra = (kind, edge, label) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'explore-extra explore-' + kind;
        button.textContent = label;
        // A clock drawn, not a glyph: no font on the reader's machine is needed for it.
        if (kind === 'wait') button.insertAdjacentHTML('afterbegin', clock);
        button.dataset.edge = String(data.edges.indexOf(edge));
        actions.appendChild(button);
      };
      for (const edge of edgesFrom('wait')) extra('wait', edge, words.wait.replace('{duration}', duration(edge.text || '')));
      for (const edge of edgesFrom('scroll to')) extra('scroll', edge, words.scroll.replace('{label}', edge.label));
      // A pinch and a turn, as the build tried them: buttons, as no key or click does either.
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
      // Gestures and a NavigationLink (a link without an address) are reachable by keyboard.
      for (const link of screen.querySelectorAll('a.ui-link')) {
        link.tabIndex = 0;
        link.setAttribute('role', 'link');
      }
      // A gesture's wrapper draws no box (it must not change the layout), so the view it wraps
      // takes the focus for it; a control inside keeps its own name.
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
    // Moves along an edge; `used` is the element the reader used (focus returns to it or to its
    // successor).
    const follow = (edge, used) => {
      const identity = used && screen.contains(used) ? identify(used) : null;
      const changed = data.states[edge.to] !== data.states[state];
      draw(edge.to);
      panes(edge.console, edge.bodies);
      status.textContent = '';
      announce(changed, edge.console);
      refocus(identity, used);
    };
    // The explored edge for using an element: as its control, or focusing or submitting a field
    // (`as`). A drag follows the drag the scenario made, wherever the reader drags to.
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
    // A field's text differing from the screen's: typed and not yet taken.
    const typed = (field) => field.value !== (field.getAttribute('value') || '');
    // Takes a field's text (Enter, its submit button): the explored state for that text, then the
    // submission from there. A text never explored is left in the field, and said so.
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
    // A click elsewhere takes a field's pending text first, when it was explored, then acts on the
    // clicked control as it is on the new screen: the click is never lost.
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
        // The grabber, the dimmed screen around a sheet, or a dialog's Cancel.
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
    // A long press is a press held; with a mouse, the context-menu click.
    screen.addEventListener('contextmenu', (event) => {
      const view = gesture(event.target, 'long-pressable view');
      if (!view) return;
      event.preventDefault();
      act(view);
    });
    // A drag on a draggable view; a swipe to the left on a row that can be swiped away.
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
    // A pinch is a trackpad's pinch (browsers report it as the wheel with Ctrl) or Ctrl and the
    // wheel; a rotation is Alt and the wheel. One gesture's burst of wheel events is one action.
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
    // Focusing a field whose focus the note follows moves to the state focusing it explored.
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
    // Keyboard: Enter takes a field's text and follows a link; Enter or Space uses a gesture view
    // (as its gesture) or a toggle; Delete swipes a row away; Escape dismisses the top layer.
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
        // On the row or a control in it (a toggle's switch).
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
    // The first opening loads the page's explorations, sets the box up, then opens it; from then
    // on the box's own handler does.
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
