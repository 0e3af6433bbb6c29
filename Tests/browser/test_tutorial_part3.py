"""One explorable preview of each chapter of the tutorial's third part, at phone width in both
themes: the preview draws, and an action taken in Explore moves it to the next state."""

import pytest
from selenium.webdriver.common.by import By

from test_site import act_on_explored_screen, errors, open_page, wait_open

# A chapter, a text its example's preview shows first, the step to take, and what the explored
# screen must then hold (a text, or a CSS selector prefixed with `css:`).
PREVIEWS = [
    ("15-input-and-focus.html", "Add a comment", 'tap "Reply"', "css:.ui-focused input[placeholder='Add a comment']"),
    ("16-animation-as-state.html", "Show map", 'toggle "Show map"', "Map of the harbour"),
    ("17-preferences-and-geometry.html", "Shelf: Apples, Bread, Cheese", 'toggle "Show dates"',
     "Shelf: Apples, Bread, Cheese, Dates"),
]


def explore_box(driver, shows):
    """The Explore box of the first run whose first preview shows `shows`."""
    for run in driver.find_elements(By.CSS_SELECTOR, ".run"):
        boxes = run.find_elements(By.CSS_SELECTOR, ".explore")
        previews = run.find_elements(By.CSS_SELECTOR, ".run-step .preview")
        if boxes and previews and shows in previews[0].get_attribute("innerHTML"):
            return boxes[0]
    raise AssertionError(f"no explorable run showing {shows!r}")


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("language", ["en", "ko", "zh"])
@pytest.mark.parametrize("chapter,shows,step,after", PREVIEWS)
def test_a_preview_of_each_new_chapter_explores_at_phone_width(driver, base, theme, language, chapter, shows,
                                                               step, after):
    driver.set_window_size(390, 844)
    try:
        driver.get_log("browser")
        open_page(driver, base, f"{language}/{chapter}", theme)
        box = explore_box(driver, shows)
        preview = box.find_element(By.XPATH, "ancestor::*[contains(@class, 'run')]").find_element(
            By.CSS_SELECTOR, ".run-step .preview")
        width = preview.rect["width"]
        assert 0 < width <= 390, f"the preview is {width} px wide on a 390 px page"
        toggle = box.find_element(By.CSS_SELECTOR, ".explore-toggle")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", toggle)
        toggle.click()
        wait_open(driver, toggle)
        assert act_on_explored_screen(box, step)
        screen = box.find_element(By.CSS_SELECTOR, ".explore-screen")
        if after.startswith("css:"):
            assert screen.find_elements(By.CSS_SELECTOR, after[4:]), f"{step}: nothing matches {after[4:]}"
        else:
            assert after in screen.text, f"{step}: {screen.text!r}"
        assert box.find_element(By.CSS_SELECTOR, ".explore-status").text == ""
        assert not errors(driver)
    finally:
        driver.set_window_size(1280, 900)
