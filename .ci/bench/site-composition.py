#!/usr/bin/env python3
"""What a built site's bytes are made of, each part divided by the notes' own bytes.

usage: site-composition.py NOTES_DIR SITE_DIR
Pages are cut into their head, header, sidebar, "On this page", pager and the note's article;
the article's markup is cut into Swift highlighting, table alignment, heading anchors and ids,
other tags and whitespace between tags, and text. Then the search files, each page's extra
files (explorable previews' data), the rest of each language folder and the shared assets.
The site's bytes ÷ the notes' are compared with the figure recorded for make-corpus.py's
1,000 notes, the input that baseline was measured on.
"""
import os, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from baseline import ratio_text

notes_dir, site = sys.argv[1], sys.argv[2]

def size_of(folder, keep=lambda path: True):
    total = 0
    for root, _, files in os.walk(folder):
        for name in files:
            path = os.path.join(root, name)
            if keep(path):
                total += os.path.getsize(path)
    return total

notes = size_of(notes_dir, lambda p: p.endswith(".md"))
parts = {}
def add(name, n):
    parts[name] = parts.get(name, 0) + n

# The article's markup, by kind; what no pattern takes is text.
# Highlighted tokens: <hl-kw>…</hl-kw> now, <span class="hl-keyword">…</span> before.
HIGHLIGHT = r'</?hl-[a-z]+>|<span[^>]*>|</span>'
article_kinds = [
    ("highlight markup", re.compile(r'<pre class="code swift"><code>.*?</code></pre>', re.S),
     lambda block: sum(len(t) for t in re.findall(HIGHLIGHT, block))),
    ("table alignment", re.compile(r'(?<=<table) class="[^"]*"|(?<=<t[hd]) style="[^"]*"'), None),
    ("heading anchors and ids", re.compile(r'<a class="heading-anchor"[^>]*>#</a>|(?<=<h[1-6]) id="[^"]*"'), None),
    ("whitespace between tags", re.compile(r'(?<=>)\s+(?=<)'), None),
    ("other tags", re.compile(r'<[^>]+>'), None),
]
pages = 0
for language in sorted(os.listdir(site)):
    folder = os.path.join(site, language)
    if not os.path.isdir(folder) or language == "assets":
        continue
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        size = os.path.getsize(path)
        if name.startswith("search"):
            add("search index" if "index" in name else "search text" if "text" in name else "search page", size)
            continue
        if ".explore." in name:
            add("per-page extra files", size)
            continue
        if not name.endswith(".html") or name in ("index.html", "404.html"):
            add("language files (home, toc.js, 404)", size)
            continue
        html = open(path, encoding="utf-8").read()
        pages += 1
        cuts = {
            "page head": (0, html.index("<body")),
            "page header": (html.index("<body"), html.index("</header>") + 10),
        }
        def between(name, start, end):
            a = html.find(start)
            if a >= 0:
                cuts[name] = (a, html.index(end, a) + len(end) + 1)
        between("sidebar", '<nav id="site-contents"', "</nav>")
        between("on this page", '<nav class="page-toc"', "</nav>")
        between("pager", '<nav class="pager"', "</nav>")
        a, b = html.index('<article class="note">'), html.index("</article>") + 11
        for name_, (s, e) in cuts.items():
            add(name_, len(html[s:e].encode()))
        add("page closing tags", len(html.encode()) - len(html[a:b].encode())
            - sum(len(html[s:e].encode()) for s, e in cuts.values()))
        article = html[a:b]
        for kind, pattern, markup in article_kinds:
            if markup:  # only the markup inside the matches is this kind's
                add("article: " + kind, sum(markup(m.group(0)) for m in pattern.finditer(article)))
                article = pattern.sub(lambda m: re.sub(HIGHLIGHT, "", m.group(0)), article)
            else:
                add("article: " + kind, sum(len(m.group(0).encode()) for m in pattern.finditer(article)))
                article = pattern.sub("", article)
        add("article: text", len(article.encode()))
add("assets", size_of(os.path.join(site, "assets")))
add("site root files", sum(os.path.getsize(os.path.join(site, f)) for f in os.listdir(site)
                           if os.path.isfile(os.path.join(site, f))))
total = size_of(site)
print(f"notes: {notes:,} bytes in {pages} pages; site: {total:,} bytes ({total / notes:.2f}× the notes)")
print("  " + ratio_text("site-composition.py", "site ÷ notes, make-corpus.py 1000 notes", total / notes))
print("| part | bytes | per page | ÷ notes' bytes |\n| --- | ---: | ---: | ---: |")
for name, n in sorted(parts.items(), key=lambda kv: -kv[1]):
    print(f"| {name} | {n:,} | {n / max(pages, 1):,.0f} | {n / notes:.3f} |")
print(f"| (unaccounted) | {total - sum(parts.values()):,} | | |")
