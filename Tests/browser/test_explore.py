"""Explore without a mouse and without dead ends: whole scenarios replayed with Tab, Enter and Space
only (focus never falls to the page's body), texts taken on Enter and kept when never tried, a click
after typing that still counts, sheets closed and delayed updates reached by waiting, rows swiped
away, views pinched and turned."""

import re
import time

import pytest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from test_site import EXPLORED_STEP, RECORDED_STEPS, errors, open_page, wait_open

# The element a scenario step uses on the live screen (the top layer) or beside it, by kind and
# label, as a reader finds it; null when there is none.
TARGET = """
  const [box, kind, label] = arguments;
  const screen = box.querySelector('.explore-screen');
  const layers = screen.querySelectorAll(':scope > .ui-sheet, :scope > .ui-alert, :scope > .ui-dialog');
  const layer = layers.length > 0 ? layers[layers.length - 1] : screen;
  const all = (selector, within) => Array.from((within || layer).querySelectorAll(selector));
  // What takes the focus for a gesture view: the view it wraps.
  const gestureFace = (gesture) => {
    const view = all(`.ui-gesture[data-gesture="${gesture}"]`).find((v) => v.dataset.label === label);
    return view ? view.querySelector('[data-gesture-face]') : null;
  };
  switch (kind) {
    case 'tap': return all('button.ui-button, button.ui-tab').find((b) => b.textContent === label) || null;
    case 'toggle': return all('.ui-toggle input').find((i) => i.closest('.ui-toggle').querySelector('span').textContent === label) || null;
    case 'type': return all('input.ui-textfield').find((i) => i.placeholder === label) || null;
    case 'open': return all('a.ui-link').find((a) => a.textContent === label) || null;
    case 'back': return all('button.ui-back')[0] || null;
    case 'wait': return all('.explore-wait', box).find((b) => b.textContent.replace(/\\s/g, '').includes(label)) || null;
    case 'dismiss': return all('.explore-grabber')[0] || null;
    case 'swipe': return all('li.explore-swipeable').find((row) => row.textContent.trim() === label) || null;
    case 'scroll': return all('.explore-scroll', box).find((b) => b.textContent.includes(label)) || null;
    case 'pinch': return all('.explore-pinch', box).find((b) => b.textContent.includes('“' + label + '”')) || null;
    case 'rotate': return all('.explore-rotate', box).find((b) => b.textContent.includes('“' + label + '”')) || null;
    case 'pinch view': return all('.ui-gesture[data-gesture="pinchable view"]').find((v) => v.dataset.label === label) || null;
    case 'rotate view': return all('.ui-gesture[data-gesture="rotatable view"]').find((v) => v.dataset.label === label) || null;
    case 'double tap': return gestureFace('double-tappable view');
    case 'long press': return gestureFace('long-pressable view');
  }
  return null;"""
STEP = re.compile(r'^(tap|toggle|open|swipe to delete|scroll to|double tap|long press) "([^"]*)"$'
                  r'|^type "([^"]*)" into "([^"]*)"$'
                  r'|^(back|dismiss)$|^wait (\S+)$')
GESTURE = re.compile(r'^(pinch|rotate) "([^"]*)" by \S+$')
FOCUS = """
  const [box, target] = arguments;
  const active = document.activeElement;
  return {
    body: active === document.body || active === null,
    inside: box.contains(active),
    onTarget: active === target,
    before: !!target && !!(active.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_PRECEDING),
  };"""


def explore_run(driver, marker):
    """The first run of the page whose first screen shows `marker`, its Explore box opened by
    keyboard (the toggle focused, Enter): the box and the recorded steps."""
    for run in driver.find_elements(By.CSS_SELECTOR, ".run"):
        boxes = run.find_elements(By.CSS_SELECTOR, ".explore")
        recorded = driver.execute_script(RECORDED_STEPS, run)
        if boxes and recorded and marker in recorded[0]["screen"]:
            box = boxes[0]
            toggle = box.find_element(By.CSS_SELECTOR, ".explore-toggle")
            driver.execute_script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].focus()", toggle)
            driver.switch_to.active_element.send_keys(Keys.ENTER)
            wait_open(driver, toggle)
            return box, recorded
    raise AssertionError(f"no explorable run shows {marker!r}")


def parse(title):
    gesture = GESTURE.match(title)
    if gesture:
        return gesture.group(1), gesture.group(2), None
    match = STEP.match(title)
    assert match, f"a step Explore has no keyboard way to do: {title}"
    verb, label, typed, field, bare, duration = match.groups()
    if verb in ("double tap", "long press"):
        return verb, label, None
    if verb:
        return verb.split()[0], label, None
    if typed is not None:
        return "type", field, typed
    if bare:
        return bare, "", None
    return "wait", duration, None


def tab_to(driver, box, kind, label):
    """Tabs (backwards when the control lies before the focus) until the step's control has focus;
    the focus is never on the body on the way."""
    for _ in range(60):
        target = driver.execute_script(TARGET, box, kind, label)
        assert target is not None, f"no control for {kind} {label!r}"
        focus = driver.execute_script(FOCUS, box, target)
        assert not focus["body"], f"focus fell to the body on the way to {kind} {label!r}"
        if focus["onTarget"]:
            return target
        keys = Keys.SHIFT + Keys.TAB if focus["before"] else Keys.TAB
        driver.switch_to.active_element.send_keys(keys)
    raise AssertionError(f"Tab never reached {kind} {label!r}")


def replay_by_keyboard(driver, box, recorded):
    """Does every recorded step with the keyboard alone, checking each screen, console and bodies
    against the run's and that the focus stays in the box; returns how many steps it did."""
    for step in recorded[1:]:
        kind, label, typed = parse(step["title"])
        target = tab_to(driver, box, kind, label)
        if kind == "type":
            target.send_keys(Keys.CONTROL + "a")
            target.send_keys(typed + Keys.ENTER)
        elif kind == "toggle":
            target.send_keys(Keys.SPACE)
        elif kind == "swipe":
            target.send_keys(Keys.DELETE)
        elif kind == "rotate":
            target.send_keys(Keys.SPACE)
        else:
            target.send_keys(Keys.ENTER)
        shown = driver.execute_script(EXPLORED_STEP, box)
        where = step["title"]
        assert shown["status"] == "", f"{where}: {shown['status']}"
        assert (shown["screen"], shown["console"], shown["bodies"]) == (step["screen"], step["console"], step["bodies"]), where
        focus = driver.execute_script(FOCUS, box, None)
        assert not focus["body"] and focus["inside"], f"{where}: focus left the box"
    return len(recorded) - 1


@pytest.fixture(params=[(390, 844), (1280, 900)], ids=["phone", "desktop"])
def sized(request, driver):
    driver.set_window_size(*request.param)
    yield driver
    driver.set_window_size(1280, 900)


def test_whole_scenarios_are_replayed_with_the_keyboard_alone(sized, base):
    driver = sized
    driver.get_log("browser")
    replayed = 0
    # A delayed update reached by waiting, sheets closed by their grabber, a text typed and entered,
    # a row swiped away, a list scrolled.
    for chapter, marker in [("09-time-and-async.html", "Remind me"),
                            ("04-stateobject-vs-observedobject.html", "Show owned"),
                            ("10-presentation.html", "Compose"),
                            ("11-lists-and-identity.html", "Bread first"),
                            ("11-lists-and-identity.html", "Mark 60")]:
        open_page(driver, base, "en/" + chapter)
        box, recorded = explore_run(driver, marker)
        replayed += replay_by_keyboard(driver, box, recorded)
    assert replayed >= 20
    problems = errors(driver)
    assert not problems, problems


def test_each_action_is_announced_in_the_pages_language(driver, base):
    for language, heard in [("en", "New screen: "), ("ko", "새 화면: "), ("zh", "新画面：")]:
        open_page(driver, base, language + "/09-time-and-async.html")
        box, _ = explore_run(driver, "Remind me")
        region = box.find_element(By.CSS_SELECTOR, ".explore-announcement")
        assert region.get_attribute("aria-live") == "polite"
        said = lambda: (time.sleep(0.2), region.get_attribute("textContent"))[1]
        # The tap prints and changes nothing on screen; the second second's wait brings the update.
        tab_to(driver, box, "tap", "Remind me").send_keys(Keys.ENTER)
        assert said().startswith(driver.execute_script("return window.DOCBUILD_EXPLORE_WORDS.sameScreen") + ". "), said()
        assert said().endswith(": reminder scheduled")
        tab_to(driver, box, "wait", "1")
        for _ in range(2):
            driver.switch_to.active_element.send_keys(Keys.ENTER)
        assert said().startswith(heard), said()
        assert "reminder fired" in said()


def test_a_text_is_taken_on_enter_and_one_never_tried_stays_in_its_field(driver, base):
    open_page(driver, base, "en/10-presentation.html")
    box, recorded = explore_run(driver, "Compose")
    tab_to(driver, box, "tap", "Compose").send_keys(Keys.ENTER)
    field = tab_to(driver, box, "type", "Message")
    suggestions = driver.execute_script(
        "return Array.from(arguments[0].list ? arguments[0].list.options : []).map((o) => o.value)", field)
    assert suggestions == ["Lunch?"]
    before = driver.execute_script(EXPLORED_STEP, box)["screen"]
    field.send_keys("Dinner" + Keys.ENTER)
    shown = driver.execute_script(EXPLORED_STEP, box)
    assert shown["status"] == driver.execute_script("return window.DOCBUILD_EXPLORE_WORDS.textUnexplored") != ""
    assert field.get_attribute("value") == "Dinner", "the untried text was erased"
    # Leaving the field takes nothing: the screen is not redrawn under the pointer.
    field.send_keys(Keys.TAB)
    assert driver.execute_script("return arguments[0].isConnected", field)
    assert driver.execute_script(EXPLORED_STEP, box)["screen"] == before
    # The submit button beside the field takes a tried text.
    field.send_keys(Keys.CONTROL + "a")
    field.send_keys("Lunch?")
    box.find_element(By.CSS_SELECTOR, ".explore-submit").click()
    assert driver.execute_script(EXPLORED_STEP, box)["screen"] == recorded[2]["screen"]


def test_a_click_right_after_typing_is_not_lost(driver, base):
    open_page(driver, base, "en/10-presentation.html")
    box, recorded = explore_run(driver, "Compose")
    box.find_element(By.CSS_SELECTOR, ".explore-screen button.ui-button").click()
    field = box.find_element(By.CSS_SELECTOR, '.explore-screen input.ui-textfield[placeholder="Message"]')
    field.send_keys("Lunch?")
    close = [b for b in box.find_elements(By.CSS_SELECTOR, ".explore-screen button.ui-button") if b.text == "Close"]
    close[0].click()
    # The recorded run typed, then tapped Close: the click lands where the run's tap did.
    assert [step["title"] for step in recorded[2:4]] == ['type "Lunch?" into "Message"', 'tap "Close"']
    shown = driver.execute_script(EXPLORED_STEP, box)
    assert (shown["screen"], shown["console"]) == (recorded[3]["screen"], recorded[3]["console"])


def test_a_sheet_closes_from_the_dimmed_screen_and_waiting_brings_the_delayed_update(driver, base):
    open_page(driver, base, "en/04-stateobject-vs-observedobject.html")
    box, recorded = explore_run(driver, "Show owned")
    first = driver.execute_script(EXPLORED_STEP, box)["screen"]
    screen = box.find_element(By.CSS_SELECTOR, ".explore-screen")
    [b for b in screen.find_elements(By.CSS_SELECTOR, "button.ui-button") if b.text == "Show owned"][0].click()
    assert box.find_elements(By.CSS_SELECTOR, ".explore-screen > .ui-sheet")
    # The dimmed strip above the sheet, the whole screen in the window.
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", screen)
    height = screen.size["height"]
    ActionChains(driver).move_to_element_with_offset(screen, 0, -height // 2 + 4).click().perform()
    assert not box.find_elements(By.CSS_SELECTOR, ".explore-screen > .ui-sheet")
    assert driver.execute_script(EXPLORED_STEP, box)["screen"] == first

    open_page(driver, base, "en/09-time-and-async.html")
    box, recorded = explore_run(driver, "Remind me")
    assert not box.find_elements(By.CSS_SELECTOR, ".explore-wait"), "nothing is pending yet"
    box.find_element(By.CSS_SELECTOR, ".explore-screen button.ui-button").click()
    for _ in range(2):
        box.find_element(By.CSS_SELECTOR, ".explore-wait").click()
    assert driver.execute_script(EXPLORED_STEP, box)["screen"] == recorded[-1]["screen"]
    assert "Time to stretch" in recorded[-1]["screen"]


def test_a_row_is_swiped_away_with_the_pointer(driver, base):
    open_page(driver, base, "en/11-lists-and-identity.html")
    box, recorded = explore_run(driver, "Bread first")
    row = driver.execute_script(TARGET, box, "swipe", "Milk")
    assert row.get_attribute("aria-keyshortcuts") == "Delete"
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", row)
    ActionChains(driver).move_to_element(row).click_and_hold().move_by_offset(-60, 0).release().perform()
    screen = driver.execute_script(EXPLORED_STEP, box)["screen"]
    assert "Milk" not in screen and "Eggs" in screen and "Bread" in screen


def test_a_view_is_pinched_and_turned_with_the_keyboard_and_the_wheel(driver, base):
    open_page(driver, base, "en/00-authoring-guide.html")
    box, recorded = explore_run(driver, "Zoom 100%")
    # Tab reaches a button beside the screen for each; Enter pinches, Space turns.
    assert replay_by_keyboard(driver, box, recorded) == 2
    assert "Zoom 200%, turned 90°" in driver.execute_script(EXPLORED_STEP, box)["screen"]
    assert driver.execute_script(TARGET, box, "pinch", "photo").text == "Pinch “photo” to 2×"
    assert driver.execute_script(TARGET, box, "rotate", "photo").text == "Rotate “photo” by 90°"
    # A trackpad's pinch arrives as the wheel with Ctrl; a burst of them is one pinch.
    box.find_element(By.CSS_SELECTOR, ".explore-restart").click()
    wheel = """
      const [view, ctrl, alt] = arguments;
      const target = view.firstElementChild || view;
      for (let i = 0; i < 5; i += 1) {
        target.dispatchEvent(new WheelEvent('wheel', {deltaY: -10, ctrlKey: ctrl, altKey: alt, bubbles: true, cancelable: true}));
      }"""
    driver.execute_script(wheel, driver.execute_script(TARGET, box, "pinch view", "photo"), True, False)
    assert "Zoom 200%, turned 0°" in driver.execute_script(EXPLORED_STEP, box)["screen"]
    time.sleep(0.5)
    driver.execute_script(wheel, driver.execute_script(TARGET, box, "rotate view", "photo"), False, True)
    shown = driver.execute_script(EXPLORED_STEP, box)
    assert "Zoom 200%, turned 90°" in shown["screen"] and shown["status"] == ""
    problems = errors(driver)
    assert not problems, problems


def test_a_view_with_a_tap_or_long_press_gesture_is_reached_by_tab(driver, base):
    open_page(driver, base, "en/00-authoring-guide.html")
    box, recorded = explore_run(driver, "Hold to pin")
    # Tab stops on the heart and on the text (their gestures' wrappers draw no box of their own),
    # Enter double-taps the one and long-presses the other.
    assert replay_by_keyboard(driver, box, recorded) == 2
    assert "Pinned" in driver.execute_script(EXPLORED_STEP, box)["screen"]
    # The pressed text now reads "Pinned": no control of the new screen has the old name, so the
    # focus stays with the control of its kind at its place, the same text under its new name.
    assert driver.execute_script(TARGET, box, "long press", "Hold to pin") is None
    assert driver.execute_script(TARGET, box, "long press", "Pinned") == driver.switch_to.active_element
    problems = errors(driver)
    assert not problems, problems


def test_an_open_explore_panel_has_no_serious_accessibility_violation(driver, base):
    if base.startswith("file:"):
        pytest.skip("the same pages as over http")
    from axe_selenium_python import Axe

    from test_accessibility import AXE_CORE

    found = []
    # A field with its suggestions and submit button on a sheet with its grabber; swipeable rows
    # holding toggles; the clock button.
    for chapter, marker, tap in [("10-presentation.html", "Compose", "Compose"),
                                 ("11-lists-and-identity.html", "Bread first", None),
                                 ("09-time-and-async.html", "Remind me", "Remind me")]:
        for theme in ["light", "dark"]:
            open_page(driver, base, "en/" + chapter, theme)
            box, _ = explore_run(driver, marker)
            if tap:
                tab_to(driver, box, "tap", tap).send_keys(Keys.ENTER)
            axe = Axe(driver, str(AXE_CORE))
            axe.inject()
            results = driver.execute_async_script(
                "const done = arguments[arguments.length - 1];"
                "axe.run(arguments[0]).then(done, (e) => done({violations: [], error: String(e)}));", box)
            assert "error" not in results, results.get("error")
            assert results["passes"], "axe checked nothing"
            for violation in results["violations"]:
                if violation["impact"] in ("serious", "critical"):
                    found.append(f"{chapter} ({theme}): {violation['id']} {[n['target'] for n in violation['nodes'][:3]]}")
    assert not found, "\n".join(found)
