"""The pages a reader enters and leaves by: the root 404 page as a host serves it for a missing
page at any depth (GitHub Pages does), the languages' homes as search engines and link previews
read them, and the chapter list's order."""

import pytest
from selenium.webdriver.support.ui import WebDriverWait

from conftest import LARGE_SITE, serve
from test_site import open_page

DEEP = "a/b/c/missing"


@pytest.fixture(scope="module")
def project_host():
    """A site built without a base URL, served as GitHub Pages serves a project site: under a
    folder of the host (/notes/)."""
    if LARGE_SITE is None:
        pytest.skip("LARGE_SITE_DIR is not set")
    httpd, address = serve(LARGE_SITE, "/notes/")
    yield address
    httpd.shutdown()


def check_not_found_page(driver, address, width, theme):
    """The root 404 page at `address` + a deep path: styled, in the theme, its language links
    leading to the languages' homes below `address`."""
    driver.set_window_size(width, 900)
    open_page(driver, address + DEEP, "", theme)
    # Links pointing at the right root: absolute ones at once, found ones once the root is found.
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "return Array.from(document.querySelectorAll('.languages a')).every((a) =>"
        " a.href.startsWith(arguments[0]) && /^[a-z]+\\/index\\.html$/.test(a.href.slice(arguments[0].length)))"
        " && getComputedStyle(document.querySelector('.languages')).listStyleType === 'none'", address))
    state = driver.execute_script("""
      const links = Array.from(document.querySelectorAll('.languages a'));
      const box = document.querySelector('.languages a').getBoundingClientRect();
      return [document.title, links.map((a) => a.href), getComputedStyle(document.body).backgroundColor,
              box.width, document.documentElement.scrollWidth];""")
    title, hrefs, background, card_width, scroll_width = state
    assert "Page not found" in title
    assert len(hrefs) == 3
    # Styled: the chooser's cards, the page's theme, nothing wider than the window.
    brightness = sum(int(part) for part in background[background.index("(") + 1:-1].split(",")[:3])
    assert (brightness > 600) if theme == "light" else (brightness < 150), background
    assert card_width > 200 and scroll_width <= width
    for href in hrefs:
        driver.get(href)
        assert "Page not found" not in driver.title and driver.title, href
    driver.set_window_size(1280, 900)


@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_root_404_page_served_at_a_deep_path_is_styled_and_leads_home(driver, server, width, theme):
    # The site's base URL is the server's address: its links are absolute.
    check_not_found_page(driver, server, width, theme)


@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_without_a_base_url_the_root_404_page_finds_the_site_root(driver, project_host, width, theme):
    check_not_found_page(driver, project_host, width, theme)


def test_language_homes_are_described_and_addressed_like_notes(driver, server):
    for language in ["ko", "zh", "en"]:
        open_page(driver, server, f"{language}/index.html")
        head = driver.execute_script("""
          const content = (selector) => document.querySelector(selector)?.getAttribute('content') ?? null;
          return [content('meta[name="description"]'), content('meta[property="og:description"]'),
                  document.querySelector('link[rel="canonical"]')?.href ?? null, content('meta[property="og:url"]'),
                  document.querySelectorAll('link[rel="alternate"][hreflang]').length];""")
        description, og_description, canonical, og_url, alternates = head
        assert description and description == og_description, language
        assert canonical == og_url == f"{server}{language}/index.html"
        assert alternates == 3


def test_chapter_zero_comes_first_in_the_chapter_list(driver, base):
    for language in ["ko", "zh", "en"]:
        open_page(driver, base, f"{language}/01-state-and-binding.html")
        numbers = driver.execute_script(
            "return Array.from(document.querySelectorAll('.sidebar .chapter-number')).map((n) => parseInt(n.textContent))")
        assert numbers and numbers == sorted(numbers) and numbers[0] == 0, numbers
