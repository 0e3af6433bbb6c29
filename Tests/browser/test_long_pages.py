"""Long pages on a phone: the header's first row stays, a way back to the top, a menu that closes
after a choice, "On this page" marking the section read, a compact step switcher, and
flowcharts that fit with a way to zoom."""

import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from test_site import CHAPTER, open_page


@pytest.fixture
def phone(driver):
    driver.set_window_size(390, 844)
    yield driver
    driver.set_window_size(1280, 900)


def test_the_header_stays_reachable_and_a_button_leads_back_to_the_top(phone, base):
    open_page(phone, base, "en/" + CHAPTER)
    up = phone.find_element(By.CSS_SELECTOR, ".back-to-top")
    assert not up.is_displayed(), "back-to-top before any scrolling"
    # Scrolling down moves the header out of the way; the first scroll back up brings it back.
    for y in [2000, 4000]:
        phone.execute_script("window.scrollTo(0, arguments[0])", y)
        time.sleep(0.05)
    time.sleep(0.3)
    assert phone.execute_script("return document.querySelector('.site-header').getBoundingClientRect().bottom") <= 0
    phone.execute_script("window.scrollTo(0, 3900)")
    time.sleep(0.3)
    menu = phone.find_element(By.CSS_SELECTOR, ".menu-button")
    box = phone.execute_script("return arguments[0].getBoundingClientRect().toJSON()", menu)
    assert 0 <= box["top"] and box["bottom"] < 80, f"the menu button scrolled away: {box}"
    assert phone.execute_script("return document.elementFromPoint(arguments[0], arguments[1]) === arguments[2]",
                                box["left"] + 5, box["top"] + 5, menu), "the menu button is covered"
    assert up.is_displayed()
    up.click()
    assert phone.execute_script("return window.scrollY") == 0


def test_the_phone_menu_closes_after_a_choice(phone, base):
    open_page(phone, base, "en/" + CHAPTER)
    phone.find_element(By.CSS_SELECTOR, ".menu-button").click()
    link = phone.find_elements(By.CSS_SELECTOR, ".page-toc a")[2]
    target = link.get_attribute("hash")[1:]
    link.click()
    time.sleep(0.3)
    assert not phone.find_element(By.CSS_SELECTOR, ".sidebar").is_displayed()
    assert phone.find_element(By.CSS_SELECTOR, ".menu-button").get_attribute("aria-expanded") == "false"
    # The section chosen is shown below the header, not under it.
    top = phone.execute_script("return document.getElementById(arguments[0]).getBoundingClientRect().top", target)
    header = phone.execute_script("return document.querySelector('.site-header').getBoundingClientRect().bottom")
    assert header <= top < 300


def test_on_this_page_marks_the_section_being_read(driver, base):
    open_page(driver, base, "en/" + CHAPTER)
    links = driver.find_elements(By.CSS_SELECTOR, ".page-toc a")
    assert len(links) > 3
    for link in [links[0], links[3], links[-1]]:
        section = link.get_attribute("hash")[1:]
        driver.execute_script("document.getElementById(arguments[0]).scrollIntoView()", section)
        driver.execute_script("window.dispatchEvent(new Event('scroll'))")
        driver.execute_script("return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        marked = [a.get_attribute("hash") for a in links if a.get_attribute("aria-current") == "location"]
        assert marked == ["#" + section] or (link == links[-1] and len(marked) == 1), marked


def test_a_run_with_many_steps_switches_them_on_one_row(phone, base):
    open_page(phone, base, "en/" + CHAPTER)
    tablists = [t for t in phone.find_elements(By.CSS_SELECTOR, ".run-timeline .timeline")
                if len(t.find_elements(By.CSS_SELECTOR, '[role="tab"]')) >= 10]
    assert tablists, "no run of ten steps or more"
    tablist = tablists[0]
    tabs = tablist.find_elements(By.CSS_SELECTOR, '[role="tab"]')
    assert tablist.size["height"] < 1.8 * tabs[0].size["height"], "the steps take more than one row"
    phone.execute_script("arguments[0].scrollIntoView({block: 'center'})", tablist)
    phone.execute_script("arguments[0].focus()", tabs[0])
    tabs[0].send_keys(Keys.END)
    last = phone.execute_script("""
      const [list, tab] = arguments;
      const a = list.getBoundingClientRect(), b = tab.getBoundingClientRect();
      return [b.left >= a.left - 1 && b.right <= a.right + 1, tab.getAttribute('aria-selected'),
              document.getElementById(tab.getAttribute('aria-controls')).hidden];""", tablist, tabs[-1])
    assert last == [True, "true", False], "the chosen step is not in view with its panel shown"


def test_flowcharts_fit_the_phone_and_zoom_to_full_size(phone, base):
    open_page(phone, base, "ko/01-state-and-binding.html")
    figure = phone.find_element(By.CSS_SELECTOR, "figure.mermaid")
    fits = "return arguments[0].querySelector('svg').getBoundingClientRect().width <= arguments[0].clientWidth + 0.5"
    assert phone.execute_script(fits, figure), "the flowchart is wider than the column"
    zoom = phone.find_element(By.CSS_SELECTOR, ".diagram-zoom")
    zoom.click()
    assert zoom.get_attribute("aria-pressed") == "true"
    # At full size no label is drawn under 12 px: the chart scrolls sideways instead.
    smallest = phone.execute_script("""
      const labels = Array.from(arguments[0].querySelectorAll('text'));
      return Math.min(...labels.map((t) => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a));""", figure)
    assert smallest >= 11.99
    assert not phone.execute_script(fits, figure)
    zoom.click()
    assert phone.execute_script(fits, figure)
