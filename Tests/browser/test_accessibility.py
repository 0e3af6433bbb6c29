"""axe-core over every page of the site, light and dark: no serious or critical violation."""

import json
import pathlib

import axe_playwright_python
import pytest
from axe_selenium_python import Axe

from conftest import pages
from test_site import open_page


# axe-core 4.12 (.ci/setup-browser): the copy axe-selenium-python ships for Python 3.11 is 3.1.
AXE_CORE = pathlib.Path(axe_playwright_python.__file__).with_name("axe.min.js")

# A theme changes colours only: the page's elements, names and roles are the same in both. Light
# runs every rule; dark only the rules that read colours (a quarter less time a page).
RULES_BY_THEME = {
    "light": None,
    "dark": json.dumps({"runOnly": {"type": "rule", "values": ["color-contrast", "link-in-text-block"]}}),
}


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_axe_finds_no_serious_or_critical_violation(driver, base, theme):
    if base.startswith("file:"):
        pytest.skip("the same pages as over http")
    axe = Axe(driver, str(AXE_CORE))
    found = []
    for path in pages():
        open_page(driver, base, path, theme)
        axe.inject()
        results = axe.run(options=RULES_BY_THEME[theme])
        for violation in results["violations"]:
            if violation["impact"] in ("serious", "critical"):
                targets = [node["target"] for node in violation["nodes"][:3]]
                found.append(f"{path}: {violation['id']} ×{len(violation['nodes'])} {targets}")
    assert not found, f"{len(found)} serious or critical ({theme}):\n" + "\n".join(found[:30])
