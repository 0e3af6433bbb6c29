"""Previews drawn as an iPhone draws the same SwiftUI code: a portrait phone that scrolls inside,
stacks that take the width their flexible children ask for, alerts, dialogs and sheets."""

import pytest

from test_site import open_page

# Every step of every run shown at once, as without JavaScript, to measure them all.
SHOW_EVERY_STEP = """
  document.querySelectorAll('.run-timeline *').forEach((e) => { e.hidden = false; });"""


def test_a_preview_is_a_portrait_phone_that_scrolls_inside(driver, base):
    open_page(driver, base, "en/11-lists-and-identity.html")
    driver.execute_script(SHOW_EVERY_STEP)
    frames = driver.execute_script("""
      return Array.from(document.querySelectorAll('.run-step .preview')).map((p) => {
        const box = p.getBoundingClientRect();
        const scrolls = [p, ...p.querySelectorAll('*')].some((e) => e.scrollHeight > e.clientHeight + 1
          && ['auto', 'scroll'].includes(getComputedStyle(e).overflowY));
        return [box.width, box.height, scrolls, p.textContent.includes('Row 60')];
      });""")
    assert frames
    for width, height, _, _ in frames:
        assert abs(height / width - 852 / 393) < 0.02, f"not a 393 × 852 phone: {width} × {height}"
    # The long list (61 rows) scrolls inside its screen instead of growing the page.
    assert any(scrolls for _, _, scrolls, long_list in frames if long_list)


@pytest.mark.parametrize("chapter", ["03-observedobject.html", "04-stateobject-vs-observedobject.html",
                                     "09-time-and-async.html", "11-lists-and-identity.html"])
def test_lists_toggles_and_fields_fill_the_width_as_on_an_iphone(driver, base, chapter):
    driver.set_window_size(390, 844)
    try:
        open_page(driver, base, "en/" + chapter)
        driver.execute_script(SHOW_EVERY_STEP)
        narrow = driver.execute_script("""
          const narrow = [];
          let measured = 0;
          for (const element of document.querySelectorAll('.run-step .preview :is(.ui-list, .ui-toggle, .ui-textfield)')) {
            // Beside other views in a row, in a frame of a fixed width or in a list's row (the
            // list is measured), it shares or is sized.
            if (element.parentElement.closest('.ui-hstack, [data-width], .ui-alert, .ui-dialog, .ui-list, .ui-form')) continue;
            const layer = element.closest('.ui-sheet, .preview');
            const style = getComputedStyle(layer);
            const inner = layer.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            const width = element.getBoundingClientRect().width;
            measured += 1;
            if (width < 0.85 * inner) narrow.push(`${element.className} ${width.toFixed(0)} of ${inner.toFixed(0)}`);
          }
          return [measured, narrow];""")
        measured, problems = narrow
        assert measured > 0
        assert not problems, problems[:5]
    finally:
        driver.set_window_size(1280, 900)


def test_an_alert_with_two_buttons_puts_them_side_by_side(driver, base):
    open_page(driver, base, "en/10-presentation.html")
    driver.execute_script(SHOW_EVERY_STEP)
    rows = driver.execute_script("""
      return Array.from(document.querySelectorAll('.preview > .ui-alert'))
        .filter((alert) => alert.querySelectorAll(':scope > .ui-button').length === 2)
        .map((alert) => Array.from(alert.querySelectorAll(':scope > .ui-button')).map((b) => {
          const box = b.getBoundingClientRect();
          return [box.left, box.right, box.top];
        }));""")
    assert rows
    for (left_a, right_a, top_a), (left_b, right_b, top_b) in rows:
        assert abs(top_a - top_b) < 1, "the two buttons are not on one row"
        assert left_b >= right_a - 1 or left_a >= right_b - 1, "the two buttons overlap"


@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_alert_buttons_show_their_roles(driver, base, width, theme):
    """A destructive button is red and a cancel button bold, as on iOS; of two, cancel is on the
    left. A dialog's own cancel button replaces the system's."""
    driver.set_window_size(width, 900)
    try:
        open_page(driver, base, "en/10-presentation.html", theme)
        driver.execute_script(SHOW_EVERY_STEP)
        buttons = driver.execute_script("""
          return Array.from(document.querySelectorAll('.preview > .ui-alert .ui-button[data-role]')).map((b) => {
            const style = getComputedStyle(b);
            const other = b.parentElement.querySelector(`.ui-button:not([data-role="${b.dataset.role}"])`);
            return [b.dataset.role, style.color, Number(style.fontWeight), b.getBoundingClientRect().left,
                    other ? getComputedStyle(other).color : null, other ? other.getBoundingClientRect().left : null];
          });""")
        roles = {role for role, *_ in buttons}
        assert roles == {"destructive", "cancel"}, buttons
        red = "rgb(215, 0, 21)" if theme == "light" else "rgb(255, 105, 97)"
        for role, colour, weight, left, other_colour, other_left in buttons:
            if role == "destructive":
                assert colour == red and weight < 600
            else:
                assert weight >= 600 and colour != red
                assert other_left is not None and left < other_left, "cancel is not the left button"
    finally:
        driver.set_window_size(1280, 900)


@pytest.mark.parametrize("language,cancel", [("en", "Cancel"), ("ko", "취소"), ("zh", "取消")])
def test_a_dialog_has_the_system_cancel_button_and_no_clipped_label(driver, base, language, cancel):
    driver.set_window_size(390, 844)
    try:
        open_page(driver, base, f"{language}/10-presentation.html")
        driver.execute_script(SHOW_EVERY_STEP)
        dialogs = driver.execute_script("""
          return Array.from(document.querySelectorAll('.preview > .ui-dialog')).map((dialog) => {
            const screen = dialog.closest('.preview').getBoundingClientRect();
            const box = dialog.getBoundingClientRect();
            const clipped = Array.from(dialog.children).some((c) => c.scrollWidth > c.clientWidth + 1);
            const cancel = dialog.querySelector(':scope > .ui-button[data-role="cancel"]');
            const drawn = cancel && getComputedStyle(cancel, '::after').content;
            const label = cancel && (drawn && drawn !== 'none' ? drawn : JSON.stringify(cancel.textContent));
            return [label, clipped, box.top >= screen.top && box.bottom <= screen.bottom];
          });""")
        assert dialogs
        # The standard Cancel is labelled in the page's language; a note's own keeps its words.
        assert any(label == f'"{cancel}"' for label, _, _ in dialogs)
        for label, clipped, inside in dialogs:
            assert label is not None
            assert not clipped and inside
    finally:
        driver.set_window_size(1280, 900)


def test_a_sheet_stands_out_from_the_dimmed_screen_in_dark_mode(driver, base):
    open_page(driver, base, "en/10-presentation.html", "dark")
    driver.execute_script(SHOW_EVERY_STEP)
    colours = driver.execute_script("""
      return Array.from(document.querySelectorAll('.preview > .ui-sheet')).map((sheet) =>
        [getComputedStyle(sheet).backgroundColor, getComputedStyle(sheet.closest('.preview')).backgroundColor]);""")
    assert colours
    for sheet, screen in colours:
        # The dimmed screen is black in dark mode; the sheet is iOS's elevated grey.
        assert screen == "rgb(0, 0, 0)" and sheet == "rgb(28, 28, 30)"


# One preview of each kind, for a reviewer to hold beside an iPhone running the same code: the
# first preview showing the selector, or the first after the code that holds `code`.
KINDS = {"list": {"selector": ".ui-list"}, "toggles": {"selector": ".ui-toggle"},
         "sheet": {"selector": ":scope > .ui-sheet"}, "alert": {"selector": ":scope > .ui-alert"},
         "dialog": {"selector": ":scope > .ui-dialog"}, "navigation": {"selector": ".ui-navigation"},
         "form": {"selector": ".ui-form"}, "split": {"code": "NavigationSplitView"}}
FIND_PREVIEW = """
  const [selector, code] = arguments;
  const previews = Array.from(document.querySelectorAll('.run-step .preview'));
  if (selector) return previews.find((p) => p.querySelector(selector)) || null;
  const block = Array.from(document.querySelectorAll('pre.code')).find((pre) => pre.textContent.includes(code));
  if (!block) return null;
  return previews.find((p) => block.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_FOLLOWING) || null;"""


def test_screenshots_of_each_kind_of_preview_at_phone_width(driver, base, artifacts):
    if base.startswith("file:"):
        pytest.skip("once is enough")
    driver.set_window_size(390, 844)
    shots = set()
    try:
        for theme in ["light", "dark"]:
            for page in ["10-presentation.html", "11-lists-and-identity.html", "guide-reader-site.html",
                         "03-observedobject.html", "04-stateobject-vs-observedobject.html"]:
                open_page(driver, base, "en/" + page, theme)
                driver.execute_script(SHOW_EVERY_STEP)
                for kind, where in KINDS.items():
                    if (kind, theme) in shots:
                        continue
                    preview = driver.execute_script(FIND_PREVIEW, where.get("selector"), where.get("code"))
                    if preview is None:
                        continue
                    driver.execute_script("arguments[0].scrollIntoView({block: 'end'})", preview)
                    preview.screenshot(str(artifacts / f"preview-{kind}-{theme}.png"))
                    shots.add((kind, theme))
    finally:
        driver.set_window_size(1280, 900)
    assert shots == {(kind, theme) for kind in KINDS for theme in ["light", "dark"]}
    assert len(list(artifacts.glob("preview-*.png"))) == len(shots)


@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_list_or_form_that_is_the_whole_screen_fills_it(driver, base, width, theme):
    """As on iOS, a grouped list or form that is all of a screen (or all of a stack below its bar)
    paints its grey to the screen's edges and bottom, not as a box as tall as its rows."""
    driver.set_window_size(width, 900)
    try:
        open_page(driver, base, "en/guide-reader-site.html", theme)
        driver.execute_script(SHOW_EVERY_STEP)
        boxes = driver.execute_script("""
          return Array.from(document.querySelectorAll(
              '.run-step .preview > :is(.ui-list, .ui-form):only-child, .run-step .preview > .ui-navigation > .ui-navbar + :is(.ui-list, .ui-form):last-child'))
            .map((list) => {
              const screen = list.closest('.preview');
              const outer = screen.getBoundingClientRect(), box = list.getBoundingClientRect();
              const border = parseFloat(getComputedStyle(screen).borderTopWidth);
              return [list.className, outer.left + border, outer.right - border, outer.bottom - border,
                      box.left, box.right, box.bottom, getComputedStyle(list).backgroundColor];
            });""")
        assert len(boxes) >= 2, boxes
        grey = "rgb(242, 242, 247)" if theme == "light" else "rgb(0, 0, 0)"
        for name, left, right, bottom, box_left, box_right, box_bottom, colour in boxes:
            assert abs(box_left - left) < 1 and abs(box_right - right) < 1, f"{name} is narrower than the screen"
            assert box_bottom >= bottom - 1, f"{name} stops above the screen's bottom"
            assert colour == grey
    finally:
        driver.set_window_size(1280, 900)
