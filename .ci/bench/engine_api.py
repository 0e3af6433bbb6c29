"""What the engine declares, and the Swift code of notes: shared by api-coverage.py and api-usage.py.

The engine's API is read crudely from its sources (Sources/StateEngine, Sources/EngineCombine), plus
OpenCombine's for Combine (the engine re-exports it) and the toolchain's Observation interface.
A declaration found counts as implemented: whether a use really type-checks needs a compile.
"""
import os
import re

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
OBSERVATION_INTERFACE = (
    "/opt/swift/usr/lib/swift/linux/Observation.swiftmodule/x86_64-unknown-linux-gnu.private.swiftinterface"
)


def read_tree(*folders):
    """The text of every .swift file under the folders (relative to the repository root or absolute)."""
    text = []
    for folder in folders:
        for base, _, files in os.walk(os.path.join(ROOT, folder)):
            for name in sorted(files):
                if name.endswith(".swift"):
                    with open(os.path.join(base, name), encoding="utf-8") as f:
                        text.append(f.read())
    return "\n".join(text)


def opencombine_sources():
    """OpenCombine's sources from this checkout's build, or from OPENCOMBINE_SOURCES (a worktree
    without its own .build can point at another checkout's)."""
    folder = os.environ.get("OPENCOMBINE_SOURCES") or os.path.join(
        ROOT, ".build", "checkouts", "OpenCombine", "Sources", "OpenCombine"
    )
    return read_tree(folder) if os.path.isdir(folder) else ""


def engine_sources():
    """Module → the source text its names are looked up in."""
    engine = read_tree("Sources/StateEngine", "Sources/EngineCombine")
    observation = ""
    if os.path.exists(OBSERVATION_INTERFACE):
        with open(OBSERVATION_INTERFACE, encoding="utf-8") as f:
            observation = f.read()
    return {"SwiftUI": engine, "Combine": engine + opencombine_sources(), "Observation": observation}


def declared(name, source):
    """Whether `source` declares `name`: `.member(labels)` by its base name, else a type or function."""
    if name.startswith("."):
        base = re.match(r"\.(\w+)", name).group(1)
        return re.search(r"(func|var|let|case)\s+`?%s`?\b" % re.escape(base), source) is not None
    base = re.match(r"[\w.]+", name).group(0).split(".")[-1]
    return (
        re.search(r"(struct|class|enum|protocol|typealias|actor|func|var|let|macro)\s+%s\b" % re.escape(base), source)
        is not None
    )


def code_blocks(markdown):
    """The contents of the fenced code blocks of a markdown text."""
    return re.findall(r"```[^\n]*\n(.*?)```", markdown, re.S)
