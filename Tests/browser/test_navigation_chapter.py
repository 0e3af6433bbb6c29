"""The navigation chapter's trail example on a phone, in light and dark: its preview shows the root
screen as an iPhone would, and exploring it pushes and pops through the stack."""

import pytest
from selenium.webdriver.common.by import By

from test_site import EXPLORED_STEP, open_page, wait_open

# The run whose first screen is the trail's root, and which can be explored.
TRAIL_RUN = """
  return Array.from(document.querySelectorAll('.run')).find((run) => run.querySelector('.explore')
    && run.querySelector('.run-step .preview').textContent.includes('Stops open: 0')) || null;"""
BOX = """
  const box = arguments[0].getBoundingClientRect();
  const style = getComputedStyle(arguments[0]);
  return {left: box.left, right: box.right, width: box.width, height: box.height,
          page: document.documentElement.clientWidth, wide: document.documentElement.scrollWidth,
          background: style.backgroundColor, text: style.color};"""
# What the reader does on the live screen, and a text the next screen must show.
WALK = [
    ("a.ui-link", "Start the trail", "Stop 1 of 3"),
    ("button.ui-button", "Run ahead", "Stop 2 of 3"),
    ("button.ui-back", "Back", "Stop 1 of 3"),
    ("button.ui-button", "Back to the start", "Stops open: 0"),
    ("button.ui-button", "Jump to the summit", "Stop 3 of 3"),
    ("button.ui-back", "Back", "Stop 2 of 3"),
]
SCREEN = {"light": ("rgb(255, 255, 255)", "rgb(0, 0, 0)"), "dark": ("rgb(0, 0, 0)", "rgb(255, 255, 255)")}


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_trail_preview_pushes_and_pops_at_phone_width(driver, base, theme):
    driver.set_window_size(390, 844)
    try:
        open_page(driver, base, "en/14-navigation.html", theme)
        run = driver.execute_script(TRAIL_RUN)
        assert run is not None, "no explorable run of the trail"
        preview = run.find_element(By.CSS_SELECTOR, ".run-step .preview")
        assert preview.is_displayed()
        assert preview.text.splitlines() == ["Stops open: 0", "Start the trail", "Jump to the summit"]
        box = driver.execute_script(BOX, preview)
        assert box["left"] >= 0 and box["right"] <= box["page"] and box["wide"] <= box["page"], box
        assert abs(box["height"] / box["width"] - 852 / 393) < 0.02, box
        assert (box["background"], box["text"]) == SCREEN[theme]

        explore = run.find_element(By.CSS_SELECTOR, ".explore")
        toggle = explore.find_element(By.CSS_SELECTOR, ".explore-toggle")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", toggle)
        toggle.click()
        wait_open(driver, toggle)
        screen = explore.find_element(By.CSS_SELECTOR, ".explore-screen")
        for selector, label, shows in WALK:
            controls = [c for c in screen.find_elements(By.CSS_SELECTOR, selector) if c.text == label]
            assert len(controls) == 1, f"{label}: {len(controls)} controls"
            controls[0].click()
            shown = driver.execute_script(EXPLORED_STEP, explore)
            assert shown["status"] == "", f"{label}: {shown['status']}"
            assert shows in screen.text.splitlines(), f"{label}: {screen.text!r}"
        assert "Stops open" not in screen.text
    finally:
        driver.set_window_size(1280, 900)
