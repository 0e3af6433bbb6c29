"""Per-language details of the front end: fonts chosen by the page's language, and a theme toggle
that can go back to following the system."""

import re

import pytest
from selenium.webdriver.common.by import By

from test_site import open_page

KOREAN, CHINESE = '"Noto Sans CJK KR"', '"Noto Sans CJK SC"'


@pytest.mark.parametrize("language,first,absent", [("ko", KOREAN, CHINESE), ("zh", CHINESE, KOREAN),
                                                   ("en", KOREAN, None)])
def test_fonts_follow_the_language_of_the_page(driver, base, language, first, absent):
    open_page(driver, base, f"{language}/01-state-and-binding.html")
    fonts = driver.execute_script("""
      const font = (selector) => getComputedStyle(document.querySelector(selector)).fontFamily;
      return [font('.note p'), font('.note h1'), font('pre.code code'), font('.preview')];""")
    for family in fonts:
        assert first in family, f"{language}: {family}"
        if absent is not None:
            assert absent not in family, f"{language}: a font of another language in {family}"
    # The language switcher names each language in its own fonts.
    korean_name = driver.execute_script(
        "return getComputedStyle(document.querySelector('.language-switcher [lang=\"ko\"]')).fontFamily")
    assert KOREAN in korean_name and CHINESE not in korean_name


def test_theme_toggle_goes_back_to_following_the_system(driver, base):
    if base.startswith("file:"):
        pytest.skip("storage is per file on file://")
    open_page(driver, base, "en/index.html")
    driver.execute_script("localStorage.removeItem('docbuild-theme')")
    open_page(driver, base, "en/index.html")
    toggle = driver.find_element(By.ID, "theme-toggle")
    state = lambda: driver.execute_script(
        "return [document.documentElement.dataset.theme || null, localStorage.getItem('docbuild-theme'),"
        " arguments[0].dataset.state, arguments[0].getAttribute('aria-label')]", toggle)
    system = driver.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'")
    other = "light" if system == "dark" else "dark"
    assert state()[:3] == [None, None, "system"]
    seen = []
    for expected in [other, system, None]:
        toggle.click()
        theme, saved, shown, label = state()
        assert theme == saved == expected and shown == (expected or "system")
        seen.append(label)
    assert len(set(seen)) == 3, f"the three states read the same: {seen}"
    open_page(driver, base, "en/01-state-and-binding.html")
    toggle = driver.find_element(By.ID, "theme-toggle")
    assert state()[:3] == [None, None, "system"]


@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("language,tap,back", [("ko", '"Delete account" 탭', "닫기"),
                                               ("zh", '点按 "Delete account"', "关闭")])
def test_step_labels_are_in_the_language_of_the_page(driver, base, width, language, tap, back):
    """The verbs of a run's steps are the page's language; the labels stay as the note wrote them."""
    driver.set_window_size(width, 900)
    try:
        open_page(driver, base, f"{language}/10-presentation.html")
        steps = driver.execute_script(
            "return Array.from(document.querySelectorAll('.timeline-step')).map((s) => s.textContent)")
        assert any(tap in step for step in steps), steps[:12]
        assert any(step.endswith(back) for step in steps), steps[:12]
        english = [step for step in steps if re.match(r"\d+(tap|type|dismiss|back|wait|toggle) ", step)]
        assert not english, english[:5]
        shown = driver.execute_script(
            "return Array.from(document.querySelectorAll('.timeline-step')).filter((s) => s.checkVisibility()).length")
        assert shown > 0
    finally:
        driver.set_window_size(1280, 900)
