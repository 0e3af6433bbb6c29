#!/usr/bin/env python3
"""Writes one note of a given shape and size, for the memory benchmark (note-memory.sh).

usage: make-big-note.py SHAPE MEGABYTES OUT.md
shapes: prose (Korean, Chinese and English sentences with inline markup), headings (the same
heading over and over), code (Swift blocks), table (one long table), list (nested list items),
links (paragraphs of links), angles (runs of `<`, which cmark keeps one node per character);
one paragraph of `[` (brackets), `&` (amps) or `<` (langles) lines, and one single line of `[`
(line): no blank line to cut at.
"""
import sys

shape, megabytes, out = sys.argv[1], float(sys.argv[2]), sys.argv[3]
size = int(megabytes * 1024 * 1024)
parts = ["---\ntitle: A big note\n---\n\n"]
written = len(parts[0].encode())
index = 0
while written < size:
    index += 1
    if shape == "prose":
        part = (f"## 부분 {index}\n\n뷰가 가진 값은 *다시 그릴 때* 남습니다. 视图持有的值在重绘时保留。 "
                f"A view's **own value** survives a redraw, and [the next page](next.md) shows `@State` at work.\n\n")
    elif shape == "headings":
        part = "## One more section\n\n"
    elif shape == "code":
        part = (f"```swift\nstruct Row{index}: View {{\n  @State private var taps = 0\n"
                f"  var body: some View {{ Button(\"Tap \\(taps)\") {{ taps += 1 }} }}\n}}\n```\n\n")
    elif shape == "table":
        part = ("| n | 값 | code |\n|---|---|---|\n" if index == 1 else "") + f"| {index} | 칸 {index} | `x` |\n"
    elif shape == "list":
        part = "  " * (index % 30) + f"- item {index}\n"
    elif shape == "links":
        part = " ".join(f"[link {j}](https://example.org/{index}/{j})" for j in range(16)) + "\n\n"
    elif shape == "angles":
        part = "<" * 4000 + "\n\n"
    elif shape in ("brackets", "amps", "langles"):
        part = {"brackets": "[", "amps": "&", "langles": "<"}[shape] * 4000 + "\n"
    elif shape == "line":
        part = "[" * 4000
    else:
        sys.exit(f"unknown shape {shape}")
    parts.append(part)
    written += len(part.encode())
with open(out, "w") as f:
    f.write("".join(parts))
