"""Page weight: what a first visit to a chapter loads stays as small as it was before the reader's
site grew (median chapter page and its stylesheet and scripts, uncompressed), and no web fonts."""

import pathlib
import re
import statistics

from conftest import SITE

# Measured with .ci/page-weight: the median chapter loaded 87 KB of CSS and JavaScript before the
# phone previews and navigation were added, and its page was 36 KB.
FIRST_LOAD_BUDGET = 90_000
PAGE_BUDGET = 45_000


def first_load(page):
    html = page.read_text(encoding="utf-8")
    links = re.findall(r'<link rel="stylesheet" href="([^"]+)"', html) + re.findall(r'<script src="([^"]+)"', html)
    files = {(page.parent / link).resolve() for link in links if "://" not in link}
    return sum(f.stat().st_size for f in files if f.exists())


def test_a_chapter_loads_no_more_than_before():
    chapters = sorted(SITE.glob("*/[0-9][0-9]-*.html"))
    assert chapters
    assert statistics.median(p.stat().st_size for p in chapters) <= PAGE_BUDGET
    assert statistics.median(first_load(p) for p in chapters) <= FIRST_LOAD_BUDGET


def test_no_web_fonts():
    css = (SITE / "assets" / "style.css").read_text(encoding="utf-8")
    assert "@font-face" not in css and ".woff" not in css
