#!/usr/bin/env python3
"""Writes Sources/DocBuildKit/Assets/platform-api.txt from the API inventory in .ci/api/*.tsv.

The list keeps the format PlatformAPI.swift reads: `[Module]` headers, then one name a line:
a type, protocol or global function, an initializer with its labels (`Color(hue:saturation:…)`),
a generic type with its generic parameters (`Tab<Value, Content, Label>`),
or a member with its argument labels (`.alert(_:isPresented:actions:)`).
PlatformAPI keeps the first spelling of each member base name, so a spelling the previous list
had stays first, and a labelled spelling always comes before a bare one.

    python3 .ci/api/generate-platform-api.py              # rewrite the list
    python3 .ci/api/generate-platform-api.py --check      # exit 1 if the list is not up to date
    python3 .ci/api/generate-platform-api.py --toolchain  # first rewrite swift-toolchain.tsv
                                                          # from this machine's Swift toolchain
"""

import csv
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

API = Path(__file__).resolve().parent
LIST = API.parent.parent / "Sources/DocBuildKit/Assets/platform-api.txt"
MODULES = ["SwiftUI", "Combine", "Observation", "SwiftData", "UIKit", "AppKit", "Swift", "Foundation"]
# Kinds that name something a note can write at top level, and kinds that are members.
TOP_LEVEL = {"type", "protocol", "propertyWrapper", "macro", "func", "global"}
TOOLCHAIN_TSV = API / "swift-toolchain.tsv"
# The toolchain's modules whose public top-level names a note gets from `import SwiftUI` (which
# re-exports Foundation, and Foundation Dispatch), under the module a note would name.
TOOLCHAIN_MODULES = {
    "Swift": "Swift", "_Concurrency": "Swift", "_StringProcessing": "Swift",
    "Foundation": "Foundation", "FoundationEssentials": "Foundation",
    "FoundationInternationalization": "Foundation", "Dispatch": "Foundation",
}
SYMBOL_KINDS = {
    "swift.struct": "type", "swift.class": "type", "swift.enum": "type", "swift.typealias": "type",
    "swift.protocol": "protocol", "swift.func": "func", "swift.macro": "macro", "swift.var": "global",
}
MEMBERS = {"modifier", "method", "static", "property", "member"}

HEADER = """\
# Public names of Apple's frameworks that notes about SwiftUI use, one a line, under the module
# that declares them: a type, protocol or global function (`ColorPicker`, `withAnimation`), an
# initializer with its labels (`Color(hue:saturation:brightness:opacity:)`), a generic type with
# its generic parameters (`Tab<Value, Content, Label>`), or a member with its argument labels
# (`.alert(_:isPresented:actions:)`); ` @ iOS 26` after a name: API of an iOS newer than the
# engine follows, or of another platform only. docbuild reads it to tell a
# name the engine lacks ("the engine does not support `.alert(_:isPresented:actions:)` yet") from
# a name the note never declares, and a UIKit or AppKit name from both. The [Swift] and
# [Foundation] sections hold the standard library's and Foundation's top-level names, which no
# note needs to declare (read from the toolchain: swift-toolchain.tsv). Generated from the API
# inventory in .ci/api (see SOURCES.md there) by .ci/api/generate-platform-api.py: edit the
# inventory, not this file.
"""


def toolchain_rows():
    """The public top-level names of the Swift standard library and Foundation, as this machine's
    `swift-symbolgraph-extract` reads them from the toolchain's modules (names starting with `_`
    and operators left out), one row a name, sorted."""
    tool = shutil.which("swift-symbolgraph-extract")
    if tool is None:
        sys.exit("swift-symbolgraph-extract is not on PATH: --toolchain needs a Swift toolchain")
    triple = subprocess.run(
        ["swiftc", "-print-target-info"], capture_output=True, text=True, check=True)
    target = json.loads(triple.stdout)["target"]["triple"]
    rows = set()
    with tempfile.TemporaryDirectory() as out:
        for module in TOOLCHAIN_MODULES:
            subprocess.run(
                [tool, "-module-name", module, "-target", target, "-output-dir", out,
                 "-minimum-access-level", "public"], check=True, capture_output=True)
        for graph in Path(out).glob("*.symbols.json"):
            data = json.loads(graph.read_text())
            # `_Concurrency@Swift.symbols.json`: `_Concurrency`'s own names (`Task`).
            declaring = graph.name.split(".symbols.json")[0].split("@")[0]
            for symbol in data["symbols"]:
                path, kind = symbol["pathComponents"], SYMBOL_KINDS.get(symbol["kind"]["identifier"])
                name = path[0].split("(")[0]
                if len(path) != 1 or kind is None or name.startswith("_") or not name[0].isalpha():
                    continue
                rows.add((TOOLCHAIN_MODULES[declaring], kind, name))
    version = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout
    source = "swift-toolchain"
    with TOOLCHAIN_TSV.open("w", newline="") as file:
        file.write("module\tkind\tcontainer\tname\tlabels\tavailability\tsource\n")
        for module, kind, name in sorted(rows):
            file.write(f"{module}\t{kind}\t\t{name}\t\t\t{source}\n")
    print(f"{TOOLCHAIN_TSV}: {len(rows)} names from {version.splitlines()[0]}")


def inventory_rows():
    for path in sorted(API.glob("*.tsv")):
        with path.open(newline="") as file:
            yield from csv.DictReader(file, delimiter="\t", quoting=csv.QUOTE_NONE)


def previous_lines():
    """The lines of the list as it is now, section by section, in their order."""
    if not LIST.exists():
        return {}
    sections, module = {}, ""
    for line in LIST.read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            module = line[1:-1]
            sections.setdefault(module, [])
        else:
            sections[module].append(line)
    return sections


def beyond_engine(availability):
    """`iOS 26`, `watchOS 10`: API of an iOS newer than the one the engine follows (18), or of
    another platform only. Written after the name (`SliderTick @ iOS 26`), so that a reason can
    say so rather than call it a gap the engine will fill; older iOS versions are left off."""
    match = re.fullmatch(r"(?:iOS )?(\d+)(?:\.\d+)?", availability)
    return availability != "" and (match is None or int(match.group(1)) > 18)


def spellings(rows):
    """Module → (top-level names, member spellings) from the inventory."""
    names = {module: set() for module in MODULES}
    members = {module: set() for module in MODULES}
    for row in rows:
        module, kind, container = row["module"], row["kind"], row["container"]
        spelled = row["name"] + row["labels"]
        if beyond_engine(row["availability"]):
            spelled += " @ " + row["availability"]
        if kind in TOP_LEVEL and not container:
            names[module].add(spelled)
        elif kind in TOP_LEVEL:
            # `Publishers.CombineLatest3`: a nested type, written through the type that holds it.
            names[module].add(container + "." + spelled)
        elif kind == "generic" and container:
            # `Tab<Value, Content, Label>`: written bare as a type, the name can only be a page's
            # own type that shadows the platform's.
            names[module].add(container + row["labels"])
        elif kind == "init" and container:
            # `Color(hue:saturation:brightness:opacity:)`: a call with these labels is the
            # platform's, which the engine may lack.
            names[module].add(container + spelled[len(row["name"]):])
        elif kind in MEMBERS:
            members[module].add("." + spelled)
    return names, members


def base(member):
    return member[1:].split("(")[0].split(" @ ")[0]


def ordered_members(module, members, previous):
    """Members by base name; within a base name, the previous list's spellings first, then
    labelled spellings before a bare one (the bare `.alert` is a README's shorthand, left out
    unless the list had it before a labelled one came: `.interactive` beside `.interactive(_:)`)."""
    labelled = {base(m) for m in members if "(" in m}
    earlier = {m: i for i, m in enumerate(previous.get(module, []))}
    kept = [m for m in members if "(" in m or base(m) not in labelled or m in earlier]
    return sorted(kept, key=lambda m: (base(m), m not in earlier, earlier.get(m, 0), "(" not in m, m))


def first_spellings(previous):
    """Member base name → module whose section held its first spelling in the previous list."""
    first = {}
    for module in MODULES:
        for line in previous.get(module, []):
            if line.startswith("."):
                first.setdefault(base(line), module)
    return first


def render(rows):
    previous = previous_lines()
    names, members = spellings(rows)
    # A base name keeps the first spelling it had: an earlier section does not take it over
    # (the inventory still has those spellings; PlatformAPI looks members up by base name only).
    owner = first_spellings(previous)
    out = [HEADER]
    for module in MODULES:
        own = {m for m in members[module] if MODULES.index(owner.get(base(m), module)) <= MODULES.index(module)}
        out.append(f"[{module}]")
        out.extend(sorted(names[module]))
        out.extend(ordered_members(module, own, previous))
        out.append("")
    return "\n".join(out)


def missing_from(text, previous):
    """Lines of the previous list that the new one lost, as `[Module] line`."""
    generated = previous_lines_of(text)
    return [
        f"[{module}] {line}"
        for module, lines in previous.items()
        for line in lines
        if line not in generated.get(module, set())
    ]


def previous_lines_of(text):
    sections, module = {}, ""
    for line in text.splitlines():
        if line.startswith("[") and line.endswith("]"):
            module = line[1:-1]
            sections[module] = set()
        elif line and not line.startswith("#"):
            sections[module].add(line)
    return sections


def main():
    if "--toolchain" in sys.argv[1:]:
        toolchain_rows()
    text = render(list(inventory_rows()))
    lost = missing_from(text, previous_lines())
    if lost:
        sys.exit("the generated list would lose names the list has now:\n" + "\n".join(lost))
    if "--check" in sys.argv[1:]:
        if LIST.read_text() != text:
            sys.exit(f"{LIST} is not generated from .ci/api: run {Path(__file__).name}")
        return
    LIST.write_text(text)
    print(f"{LIST}: {sum(1 for l in text.splitlines() if l and not l.startswith(('#', '[')))} names")


if __name__ == "__main__":
    main()
