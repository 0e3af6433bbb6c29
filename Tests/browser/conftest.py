"""Fixtures for the browser tests: the built site (SITE_DIR), served on 127.0.0.1 and opened from
file://, and one headless Chromium for the whole run. Screenshots go to ARTIFACTS_DIR."""

import functools
import http.server
import os
import pathlib
import tempfile
import threading

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

SITE = pathlib.Path(os.environ.get("SITE_DIR", "site")).resolve()
# A site of generated notes whose search indexes are split into parts (.ci/browser-tests builds it).
LARGE_SITE = pathlib.Path(os.environ["LARGE_SITE_DIR"]).resolve() if os.environ.get("LARGE_SITE_DIR") else None
ARTIFACTS = pathlib.Path(os.environ.get("ARTIFACTS_DIR") or tempfile.mkdtemp(prefix="docbuild-screens-"))
# The port the site is served on: .ci/browser-tests builds it with this address as its base URL,
# so canonical links and the root 404 page's absolute addresses lead to the served site.
PORT = int(os.environ.get("SITE_PORT", "0"))


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="session")
def server():
    handler = functools.partial(QuietHandler, directory=str(SITE))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", PORT), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    httpd.shutdown()


@pytest.fixture(scope="session", params=["http", "file"])
def base(request, server):
    """The site's root URL, once over a local server and once from file://."""
    return server if request.param == "http" else SITE.as_uri() + "/"


@pytest.fixture(scope="session")
def driver():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,900", "--lang=en-US", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    browser = webdriver.Chrome(options=options, service=service)
    browser.set_page_load_timeout(30)
    yield browser
    browser.quit()


@pytest.fixture(scope="session")
def artifacts():
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


def pages():
    """Every HTML page of the site, as paths relative to its root."""
    return sorted(str(p.relative_to(SITE)) for p in SITE.rglob("*.html"))
