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


class PagesHandler(http.server.SimpleHTTPRequestHandler):
    """Serves a site under `prefix` as GitHub Pages does: the site's root 404.html, with status
    404, for any missing path."""

    prefix = "/"

    def log_message(self, *args):
        pass

    def translate_path(self, path):
        if not path.startswith(self.prefix):
            return str(pathlib.Path(self.directory) / "no such file")
        return super().translate_path("/" + path[len(self.prefix):])

    def send_error(self, code, message=None, explain=None):
        page = pathlib.Path(self.directory) / "404.html"
        if code != 404 or not page.exists():
            return super().send_error(code, message, explain)
        body = page.read_bytes()
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)


def serve(directory, prefix="/", port=0):
    """Serves `directory` at http://127.0.0.1:port/prefix/ on a thread: (server, address)."""
    handler = functools.partial(type("Handler", (PagesHandler,), {"prefix": prefix}), directory=str(directory))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_address[1]}{prefix}"


@pytest.fixture(scope="session")
def server():
    httpd, address = serve(SITE, port=PORT)
    yield address
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
