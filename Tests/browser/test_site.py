"""The generated site in Chromium, over http://127.0.0.1 and file://: previews laid out as SwiftUI
lays them out, search from the header, navigation between translations and chapters, no script
errors, inert previews, one h1 per page, and WCAG AA contrast in both themes."""

import re
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import LARGE_SITE, PORT, SITE, pages

CHAPTER = "04-stateobject-vs-observedobject.html"


def open_page(driver, base, path, theme=None):
    driver.get(base + path)
    if theme is not None:
        driver.execute_script("document.documentElement.dataset.theme = arguments[0];", theme)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")


def wait_open(driver, toggle):
    """Explore's first opening loads the page's explored states (its .explore.js): waits until the
    box is open."""
    WebDriverWait(driver, 10).until(lambda d: toggle.get_attribute("aria-pressed") == "true")


def errors(driver):
    return [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def test_hstack_preview_lays_out_its_children_in_a_row(driver, base):
    open_page(driver, base, "en/" + CHAPTER)
    rows = driver.execute_script("""
      return Array.from(document.querySelectorAll('.preview .ui-hstack'))
        .filter((stack) => stack.checkVisibility() && stack.children.length >= 2)
        .map((stack) => Array.from(stack.children).map((child) => {
          const box = child.getBoundingClientRect();
          return [box.left, box.right, box.top + box.height / 2];
        }));""")
    assert rows, "no HStack with two children on the chapter"
    for children in rows:
        for before, after in zip(children, children[1:]):
            assert after[0] >= before[1] - 0.5, f"not side by side: {children}"
            assert abs(after[2] - before[2]) < 4, f"not on one line: {children}"
    # A VStack of a preview is a column.
    columns = driver.execute_script("""
      return Array.from(document.querySelectorAll('.preview .ui-vstack'))
        .filter((stack) => stack.checkVisibility() && stack.children.length >= 2)
        .map((stack) => Array.from(stack.children).map((child) => child.getBoundingClientRect().top));""")
    assert columns
    for tops in columns:
        assert tops == sorted(tops) and len(set(tops)) == len(tops), f"not a column: {tops}"


def test_an_alert_floats_over_a_dimmed_screen(driver, base):
    open_page(driver, base, "en/10-presentation.html")
    found = driver.execute_script("""
      const preview = Array.from(document.querySelectorAll('.preview'))
        .find((p) => p.querySelector(':scope > .ui-alert'));
      if (!preview) return null;
      preview.closest('li, .run-step, details')?.scrollIntoView();
      const steps = preview.closest('.run-timeline');
      // Every step is shown at once, as without JavaScript, to measure this one.
      if (steps) steps.querySelectorAll('*').forEach((e) => { e.hidden = false; });
      const alert = preview.querySelector(':scope > .ui-alert');
      const outer = preview.getBoundingClientRect();
      const box = alert.getBoundingClientRect();
      return {position: getComputedStyle(alert).position,
              dim: getComputedStyle(preview, '::before').backgroundColor,
              centred: Math.abs((box.left + box.right) / 2 - (outer.left + outer.right) / 2) < 2,
              inside: box.width > 0 && box.top > outer.top && box.bottom < outer.bottom};""")
    assert found == {"position": "absolute", "dim": "rgba(0, 0, 0, 0.45)", "centred": True, "inside": True}


def test_padding_in_a_preview_is_the_examples_points(driver, base):
    open_page(driver, base, "en/12-debugging-rerenders.html")
    padding = driver.execute_script("""
      const box = document.querySelector('.preview .ui-modified[data-padding]');
      const style = getComputedStyle(box);
      return [style.paddingTop, style.paddingLeft,
              parseFloat(getComputedStyle(box.closest('.preview')).getPropertyValue('--ui-pt'))];""")
    # `.padding()` is the system's 16 points, each point 0.055rem of a 16px root.
    assert padding == ["14.08px", "14.08px", 0.055]


@pytest.mark.parametrize("language,query", [("ko", "바인딩"), ("zh", "状态"), ("en", "binding")])
def test_header_search_finds_with_snippets_and_marks_the_page_reached(driver, base, language, query):
    open_page(driver, base, f"{language}/index.html")
    driver.find_element(By.TAG_NAME, "body").send_keys("/")
    box = driver.switch_to.active_element
    assert box.get_attribute("name") == "q", "/ does not focus the search box"
    box.send_keys(query)
    WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".search-dropdown a"))
    first = driver.find_element(By.CSS_SELECTOR, ".search-dropdown a")
    snippet = first.find_element(By.CSS_SELECTOR, ".search-snippet")
    assert snippet.text.strip(), "a result without a snippet"
    assert driver.find_elements(By.CSS_SELECTOR, ".search-dropdown mark"), "the query is not marked in the results"
    first.click()
    WebDriverWait(driver, 10).until(lambda d: "?h=" in d.current_url)
    marks = driver.find_elements(By.CSS_SELECTOR, ".note mark")
    assert marks and any(query.lower() in m.text.lower() for m in marks), "the page reached has no marked words"
    # `s` focuses the box too.
    driver.find_element(By.TAG_NAME, "body").send_keys("s")
    assert driver.switch_to.active_element.get_attribute("name") == "q"


def test_a_large_index_loads_only_the_parts_a_query_needs(driver):
    assert LARGE_SITE is not None, "LARGE_SITE_DIR is not set: run the tests with .ci/browser-tests"
    index_parts = len(list(LARGE_SITE.glob("en/search-index-*.js")))
    text_parts = len(list(LARGE_SITE.glob("en/search-text-*.js")))
    assert index_parts > 1 and text_parts > 1, "the generated site's index is not split"
    driver.get((LARGE_SITE / "en" / "note-0002.html").as_uri())
    loaded = lambda kind: driver.execute_script(
        "return Array.from(document.querySelectorAll('script[src]')).map((s) => s.getAttribute('src'))"
        ".filter((src) => src.includes(arguments[0]));", kind + "-")
    driver.find_element(By.TAG_NAME, "body").send_keys("/")
    assert loaded("search-index") == [], "parts load before any query"
    # "2402" begins no term but those of the generated note 2402 (its title, its counter and one
    # table cell; no other English note's cell, j × i, begins with it). Pasted at once: typed,
    # each prefix ("2", "24") would load the parts its own results need.
    driver.execute_script("arguments[0].value = '2402'; arguments[0].dispatchEvent(new Event('input'));",
                          driver.switch_to.active_element)
    WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".search-dropdown a .search-snippet"))
    results = driver.find_elements(By.CSS_SELECTOR, ".search-dropdown a")
    assert len(results) == 1 and "note 2402" in results[0].text
    # One word: the part of its first character, and the text of its result's page only.
    assert len(loaded("search-index")) == 1 < index_parts
    assert len(loaded("search-text")) == 1 < text_parts


def test_search_page_answers_q_links_with_snippets(driver, base):
    open_page(driver, base, "ko/search.html?q=" + "상태")
    # The page loads the index when it reads the query.
    WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#search-results li"))
    results = driver.find_elements(By.CSS_SELECTOR, "#search-results li")
    assert results[0].find_element(By.CSS_SELECTOR, ".search-snippet").text.strip()


def test_chapter_list_is_drawn_from_the_language_toc_script(driver, base):
    open_page(driver, base, "zh/index.html")
    chapters = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, ".note ol a")]
    assert len(chapters) > 10
    for page in ["zh/" + CHAPTER, "zh/search.html"]:
        open_page(driver, base, page)
        links = driver.find_elements(By.CSS_SELECTOR, ".sidebar .contents a")
        assert [a.get_attribute("href") for a in links] == chapters, "not the language's pages in order"
        current = [a.get_attribute("href") for a in links if a.get_attribute("aria-current") == "page"]
        assert current == ([] if page == "zh/search.html" else [driver.current_url]), "the page is not marked"
        assert not driver.find_elements(By.CSS_SELECTOR, ".contents-fallback"), "the no-script link stays"


def test_language_switcher_and_pager_land_on_the_right_pages(driver, base):
    open_page(driver, base, "ko/01-state-and-binding.html")
    driver.find_element(By.CSS_SELECTOR, '.language-switcher a[hreflang="en"]').click()
    WebDriverWait(driver, 10).until(lambda d: d.current_url.endswith("en/01-state-and-binding.html"))
    assert driver.find_element(By.CSS_SELECTOR, "html").get_attribute("lang") == "en"
    for expected in ["en/02-stateobject.html", "en/03-observedobject.html"]:
        driver.find_element(By.CSS_SELECTOR, "a[rel=next]").click()
        WebDriverWait(driver, 10).until(lambda d: d.current_url.endswith(expected))
        current = driver.find_element(By.CSS_SELECTOR, '.contents a[aria-current="page"]')
        assert current.get_attribute("href").endswith(expected)
    driver.find_element(By.CSS_SELECTOR, "a[rel=prev]").click()
    WebDriverWait(driver, 10).until(lambda d: d.current_url.endswith("en/02-stateobject.html"))


def test_pages_have_no_script_errors_one_h1_and_inert_previews(driver, base):
    driver.get_log("browser")
    for path in pages():
        open_page(driver, base, path)
        problems = driver.execute_script("""
          const problems = [];
          const h1 = document.querySelectorAll('h1').length;
          if (h1 !== 1) problems.push(h1 + ' h1');
          for (const preview of document.querySelectorAll('.preview')) {
            if (!preview.inert) problems.push('a preview that is not inert');
            if (preview.querySelector('nav, main, header, footer, aside, h1, h2, h3')) problems.push('a landmark or heading in a preview');
            for (const control of preview.querySelectorAll('button, input, select, textarea, a, [tabindex]')) {
              control.focus();
              if (document.activeElement === control) problems.push('focusable in a preview: ' + control.outerHTML);
            }
          }
          for (const anchor of document.querySelectorAll('[aria-hidden="true"]')) {
            if (anchor.matches('a[href], button, input') && anchor.tabIndex >= 0) problems.push('tab-reachable but aria-hidden');
          }
          return problems;""")
        assert not problems, f"{path}: {problems[:5]}"
        assert not errors(driver), f"{path}: {errors(driver)}"


def test_tab_order_never_enters_a_preview(driver, base):
    open_page(driver, base, "en/" + CHAPTER)
    body = driver.find_element(By.TAG_NAME, "body")
    seen = 0
    for _ in range(400):
        body = driver.switch_to.active_element
        body.send_keys(Keys.TAB)
        inside = driver.execute_script("return !!document.activeElement.closest('.preview')")
        assert not inside, "Tab reached a control inside a preview"
        seen += 1
        if driver.execute_script("return document.activeElement === document.body"):
            break
    assert seen > 5


PARSE_COLOURS = """
  const parse = (value) => {
    let m = value.match(/rgba?\\(([\\d.]+),? ([\\d.]+),? ([\\d.]+)(?:,? \\/? ?([\\d.]+))?\\)/);
    if (m) return [+m[1] / 255, +m[2] / 255, +m[3] / 255, m[4] === undefined ? 1 : +m[4]];
    m = value.match(/color\\(srgb ([\\d.e-]+) ([\\d.e-]+) ([\\d.e-]+)(?: \\/ ([\\d.]+))?\\)/);
    if (m) return [+m[1], +m[2], +m[3], m[4] === undefined ? 1 : +m[4]];
    return null;
  };
  const luminance = ([r, g, b]) => [r, g, b]
    .map((c) => c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
  const over = (top, below) => top.slice(0, 3).map((c, i) => c * top[3] + below[i] * (1 - top[3])).concat([1]);
  const background = (element) => {
    const layers = [];
    for (let e = element; e; e = e.parentElement) {
      const colour = parse(getComputedStyle(e).backgroundColor);
      if (colour && colour[3] > 0) { layers.push(colour); if (colour[3] === 1) break; }
    }
    let result = [1, 1, 1, 1];
    if (layers.length && layers[layers.length - 1][3] === 1) result = layers.pop();
    for (const layer of layers.reverse()) result = over(layer, result);
    return result;
  };
"""


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_text_meets_wcag_aa_contrast(driver, base, theme):
    if base.startswith("file:"):
        pytest.skip("colours do not depend on the scheme")
    failures = []
    for path in pages():
        open_page(driver, base, path, theme)
        failures += driver.execute_script(PARSE_COLOURS + """
          const failures = [];
          const seen = new Set();
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          while (walker.nextNode()) {
            const node = walker.currentNode;
            const element = node.parentElement;
            if (!node.nodeValue.trim() || seen.has(element)) continue;
            seen.add(element);
            if (!element.checkVisibility() || element.closest('.skip-link')) continue;
            // Under a sheet, an alert or a dialog, the screen is dimmed on purpose.
            const preview = element.closest('.preview');
            const layers = ':scope > :is(.ui-sheet, .ui-alert, .ui-dialog)';
            if (preview && preview.querySelector(layers) && !element.closest('.ui-sheet, .ui-alert, .ui-dialog')) continue;
            const style = getComputedStyle(element);
            const colour = parse(style.color);
            if (!colour) continue;
            const back = background(element);
            const text = over(colour, back);
            const [a, b] = [luminance(text), luminance(back)].sort((x, y) => y - x);
            const ratio = (a + 0.05) / (b + 0.05);
            if (ratio < 4.5) failures.push(`${ratio.toFixed(2)} ${style.color} on ${back.map((c) => Math.round(c * 255))} ${element.tagName}.${element.className} "${node.nodeValue.trim().slice(0, 30)}"`);
          }
          return failures;""")
    assert not failures, f"{len(failures)} pairs below 4.5:1 ({theme}): {sorted(set(failures))[:15]}"


def test_stylesheet_colour_pairs_meet_wcag_aa():
    """Every text colour of the stylesheet on every background it is drawn on, both themes,
    computed from the light-dark() pairs of assets/style.css itself."""
    css = (SITE / "assets" / "style.css").read_text()
    pairs = {name: (light, dark) for name, light, dark in
             re.findall(r"(--[\w-]+):\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)", css)}

    def luminance(hex_colour):
        channels = [int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
        linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    def ratio(a, b):
        high, low = sorted([luminance(a), luminance(b)], reverse=True)
        return (high + 0.05) / (low + 0.05)

    def mix(a, b, share):
        return "#" + "".join(f"{round(int(a[i:i + 2], 16) * share + int(b[i:i + 2], 16) * (1 - share)):02x}" for i in (1, 3, 5))

    texts = ["--text", "--muted", "--link", "--hl-keyword", "--hl-type", "--hl-string", "--hl-number",
             "--hl-comment", "--hl-attribute", "--hl-directive", "--hl-label"]
    callouts = ["--note", "--info", "--tip", "--success", "--important", "--warning", "--caution", "--danger"]
    page_backgrounds = ["--background", "--surface", "--code-background"]
    failures = []
    for theme in (0, 1):
        for text in texts + callouts:
            for back in page_backgrounds:
                if ratio(pairs[text][theme], pairs[back][theme]) < 4.5:
                    failures.append((theme, text, back))
        for callout in callouts:  # the callout's title on its own tinted background
            tinted = mix(pairs[callout][theme], pairs["--background"][theme], 0.08)
            for text in [callout, "--text", "--link"]:
                if ratio(pairs[text][theme], tinted) < 4.5:
                    failures.append((theme, text, callout + " background"))
        for text in ["--ui-label", "--ui-tint", "--ui-secondary"]:
            for back in ["--ui-screen", "--ui-cell", "--ui-grouped", "--ui-bar"]:
                if ratio(pairs[text][theme], pairs[back][theme]) < 4.5:
                    failures.append((theme, text, back))
    assert not failures
    # Callout kinds are told apart by colour and icon.
    kinds = re.findall(r"\.callout-(\w+) \{ --callout: var\((--\w+)\); --icon: (\"[^\"]+\")", css)
    assert len({k[1] for k in kinds}) == len(kinds) == 8
    assert len({k[2] for k in kinds}) == 8


def test_code_keeps_a_monospace_font_on_korean_and_chinese_pages(driver, base):
    for language in ["ko", "zh", "en"]:
        open_page(driver, base, f"{language}/01-state-and-binding.html")
        fonts = driver.execute_script("""
          const mono = (e) => getComputedStyle(e).fontFamily.startsWith('ui-monospace');
          return [mono(document.querySelector('pre.code code')), mono(document.querySelector(':not(pre) > code'))];""")
        assert fonts == [True, True], f"{language}: code font is not monospace"


def test_phone_shows_the_title_first_and_the_menu_on_demand(driver, base):
    driver.set_window_size(390, 844)
    try:
        open_page(driver, base, "ko/" + CHAPTER)
        title = driver.find_element(By.CSS_SELECTOR, ".note h1").rect
        assert title["y"] < 250, f"the title starts at y = {title['y']}"
        sidebar = driver.find_element(By.CSS_SELECTOR, ".sidebar")
        assert not sidebar.is_displayed()
        driver.find_element(By.CSS_SELECTOR, ".menu-button").click()
        assert sidebar.is_displayed()
        assert driver.find_element(By.CSS_SELECTOR, ".page-toc").is_displayed()
    finally:
        driver.set_window_size(1280, 900)


def test_theme_toggle_remembers_the_choice(driver, base):
    if base.startswith("file:"):
        pytest.skip("storage is per file on file://")
    open_page(driver, base, "en/index.html")
    driver.execute_script("localStorage.removeItem('docbuild-theme')")
    before = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    driver.find_element(By.ID, "theme-toggle").click()
    after = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    assert before != after
    open_page(driver, base, "en/" + CHAPTER)
    assert driver.execute_script("return getComputedStyle(document.body).backgroundColor") == after
    driver.execute_script("localStorage.removeItem('docbuild-theme')")


def test_screenshots_of_a_chapter(driver, base, artifacts):
    if base.startswith("file:"):
        pytest.skip("once is enough")
    for width, height, name in [(390, 844, "phone"), (1280, 900, "desktop")]:
        driver.set_window_size(width, height)
        for theme in ["light", "dark"]:
            open_page(driver, base, "ko/" + CHAPTER, theme)
            driver.save_screenshot(str(artifacts / f"chapter-{name}-{theme}.png"))
            driver.execute_script("document.querySelector('.preview').scrollIntoView({block: 'start'})")
            time.sleep(0.1)
            driver.save_screenshot(str(artifacts / f"chapter-{name}-{theme}-preview.png"))
    driver.set_window_size(1280, 900)
    assert len(list(artifacts.glob("chapter-*.png"))) == 8


# What a run box recorded for each step (title, screen text, console, bodies) and, read the same
# way, what its explorable preview shows now.
RECORDED_STEPS = """
  const run = arguments[0];
  const text = (element) => element ? element.textContent : '';
  return Array.from(run.querySelectorAll('.run-step')).map((step) => ({
    title: text(step.querySelector('.run-step-title strong')),
    screen: text(step.querySelector('.preview')),
    console: text(step.querySelector('.run-step-details > pre.console')),
    bodies: text(step.querySelector('.run-step-details > p.bodies')),
  }));"""
EXPLORED_STEP = """
  const box = arguments[0];
  const output = box.querySelector('.explore-console');
  return {
    screen: box.querySelector('.explore-screen').textContent,
    console: output.hidden ? '' : output.textContent,
    bodies: box.querySelector('.explore-bodies').textContent,
    status: box.querySelector('.explore-status').textContent,
  };"""
STEP = re.compile(r'^(tap|toggle|open) "([^"]*)"$|^type "([^"]*)" into "([^"]*)"$|^back$')


def act_on_explored_screen(box, title):
    """Does a scenario step on the explorable preview as a reader would; False when the step is
    not one a reader does by clicking (waits, `in View`, `#2`)."""
    match = STEP.match(title)
    if not match:
        return False
    screen = box.find_element(By.CSS_SELECTOR, ".explore-screen")
    if title == "back":
        screen.find_element(By.CSS_SELECTOR, "button.ui-back").click()
        return True
    verb, label, typed, field = match.groups()
    if typed is not None:
        element = screen.find_element(By.CSS_SELECTOR, f'input.ui-textfield[placeholder="{field}"]')
        element.clear()
        element.send_keys(typed + Keys.ENTER)
        return True
    selector = {"tap": "button.ui-button, button.ui-tab", "toggle": ".ui-toggle", "open": "a.ui-link"}[verb]
    matches = [e for e in screen.find_elements(By.CSS_SELECTOR, selector)
               if (e.find_element(By.TAG_NAME, "span") if verb == "toggle" else e).text == label]
    assert len(matches) == 1, f"{title}: {len(matches)} controls"
    matches[0].click()
    return True


def test_clicking_through_explorable_previews_replays_the_scenarios(driver, base):
    driver.get_log("browser")
    replayed = 0
    for chapter in ["01-state-and-binding.html", "04-stateobject-vs-observedobject.html", "08-observation.html",
                    "10-presentation.html"]:
        open_page(driver, base, "en/" + chapter)
        for run in driver.find_elements(By.CSS_SELECTOR, ".run"):
            boxes = run.find_elements(By.CSS_SELECTOR, ".explore")
            if not boxes:
                continue
            box = boxes[0]
            recorded = driver.execute_script(RECORDED_STEPS, run)
            toggle = box.find_element(By.CSS_SELECTOR, ".explore-toggle")
            driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", toggle)
            toggle.click()
            wait_open(driver, toggle)
            shown = driver.execute_script(EXPLORED_STEP, box)
            first = recorded[0]
            assert (shown["screen"], shown["console"], shown["bodies"]) == (first["screen"], first["console"], first["bodies"])
            for step in recorded[1:]:
                if not act_on_explored_screen(box, step["title"]):
                    break
                shown = driver.execute_script(EXPLORED_STEP, box)
                where = f"{chapter}: {step['title']}"
                assert shown["status"] == "", f"{where}: {shown['status']}"
                assert shown["screen"] == step["screen"], where
                assert shown["console"] == step["console"], where
                assert shown["bodies"] == step["bodies"], where
                replayed += 1
            toggle.click()
            assert box.find_element(By.CSS_SELECTOR, ".explore-panel").get_attribute("hidden") is not None
    assert replayed >= 10, f"only {replayed} scenario steps replayed"
    problems = errors(driver)
    assert not problems, problems


def test_an_action_outside_the_explored_states_says_so(driver, base):
    open_page(driver, base, "en/01-state-and-binding.html")
    box = driver.find_element(By.CSS_SELECTOR, ".explore")
    toggle = box.find_element(By.CSS_SELECTOR, ".explore-toggle")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", toggle)
    toggle.click()
    wait_open(driver, toggle)
    screen = box.find_element(By.CSS_SELECTOR, ".explore-screen")
    # The counter is explored six taps deep: the seventh was never tried.
    for taps in range(1, 8):
        screen.find_element(By.CSS_SELECTOR, "button.ui-button").click()
        shown = driver.execute_script(EXPLORED_STEP, box)
        if taps <= 6:
            assert f"Taps: {taps}" in shown["screen"] and shown["status"] == ""
    assert "Taps: 6" in shown["screen"]
    assert shown["status"] == "This action was not explored when the site was built"
    box.find_element(By.CSS_SELECTOR, ".explore-restart").click()
    assert "Taps: 0" in driver.execute_script(EXPLORED_STEP, box)["screen"]


def test_an_explorable_preview_is_keyboard_reachable_only_while_exploring(driver, base):
    open_page(driver, base, "en/01-state-and-binding.html")
    box = driver.find_element(By.CSS_SELECTOR, ".explore")
    toggle = box.find_element(By.CSS_SELECTOR, ".explore-toggle")
    reachable = """
      const box = arguments[0];
      return Array.from(box.querySelectorAll('.explore-screen button, .explore-screen input, .explore-screen a'))
        .some((control) => { control.focus(); return document.activeElement === control; });"""
    assert not driver.execute_script(reachable, box)
    # Until the reader first opens it, the box holds its toggle and nothing else: the panes are
    # built (hidden and inert) by the first opening.
    assert driver.execute_script("return arguments[0].children.length", box) == 1
    # Keyboard only: Tab from the toggle, Enter on it, then Tab into the live screen and press.
    driver.execute_script("arguments[0].focus()", toggle)
    toggle.send_keys(Keys.ENTER)
    wait_open(driver, toggle)
    for _ in range(5):
        driver.switch_to.active_element.send_keys(Keys.TAB)
        if driver.execute_script("return !!document.activeElement.closest('.explore-screen')"):
            break
    assert driver.execute_script("return document.activeElement.textContent") == "Add one"
    driver.switch_to.active_element.send_keys(Keys.ENTER)
    assert "Taps: 1" in driver.execute_script(EXPLORED_STEP, box)["screen"]
    toggle.send_keys(Keys.ENTER)
    assert not driver.execute_script(reachable, box)


def test_every_note_names_its_own_address_and_the_sitemap_lists_it(driver, server):
    if not PORT:
        pytest.skip("SITE_PORT is not set: run the tests with .ci/browser-tests")
    sitemap = (SITE / "sitemap.xml").read_text()
    # The notes' pages (a language's contents, search and 404 pages are not notes).
    for path in pages():
        if path.rsplit("/", 1)[-1] in ("index.html", "404.html", "search.html"):
            continue
        open_page(driver, server, path)
        links = driver.execute_script("""
          return [document.querySelector('link[rel="canonical"]')?.href,
                  document.querySelector('meta[property="og:url"]')?.content];""")
        assert links == [server + path, server + path], path
        assert f"<loc>{server}{path}</loc>" in sitemap, path
