#!/usr/bin/env python3
"""How much of SwiftUI's, Combine's and Observation's API the engine implements.

Reads Sources/DocBuildKit/Assets/platform-api.txt (the names docbuild knows), looks for each name's
declaration in the engine's sources (Sources/StateEngine, Sources/EngineCombine, OpenCombine for
Combine, the toolchain's Observation interface, which the engine re-exports), and ranks the missing
ones by how often the notes in ../shared use them. A declaration found is counted as implemented.

usage: python3 .ci/bench/api-coverage.py [notes folder…]   (default: ../shared/seeds ../shared/corpus)
"""
import os, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from baseline import ratio_text

root = os.path.join(os.path.dirname(__file__), "..", "..")
def read_tree(*folders):
    text = []
    for folder in folders:
        for base, _, files in os.walk(os.path.join(root, folder)):
            for name in files:
                if name.endswith(".swift"):
                    with open(os.path.join(base, name), encoding="utf-8") as f:
                        text.append(f.read())
    return "\n".join(text)

engine = read_tree("Sources/StateEngine", "Sources/EngineCombine")
combine = engine + read_tree(".build/checkouts/OpenCombine/Sources/OpenCombine")
# Observation is the toolchain's own module, which the engine re-exports as SwiftUI does.
observation = ""
interface = "/opt/swift/usr/lib/swift/linux/Observation.swiftmodule/x86_64-unknown-linux-gnu.private.swiftinterface"
for candidate in [interface]:
    if os.path.exists(candidate):
        with open(candidate, encoding="utf-8") as f:
            observation = f.read()

sections, module = {}, None
with open(os.path.join(root, "Sources/DocBuildKit/Assets/platform-api.txt"), encoding="utf-8") as f:
    for line in f:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            module = line[1:-1]
            sections[module] = []
        else:
            sections[module].append(line)

def declared(name, source):
    if name.startswith("."):
        base = re.match(r"\.(\w+)", name).group(1)
        return re.search(r"(func|var|let|case)\s+`?%s`?\b" % re.escape(base), source) is not None
    base = re.match(r"[\w.]+", name).group(0).split(".")[-1]
    return re.search(r"(struct|class|enum|protocol|typealias|actor|func|var|let|macro)\s+%s\b" % re.escape(base), source) is not None

folders = sys.argv[1:] or [os.path.join(root, "..", "shared", "seeds"), os.path.join(root, "..", "shared", "corpus")]
notes = []  # the code of each note
for folder in folders:
    for base, _, files in os.walk(folder):
        for name in files:
            with open(os.path.join(base, name), encoding="utf-8", errors="replace") as f:
                # Only code counts: the words of the prose ("a table of…") are not API uses.
                notes.append("\n".join(re.findall(r"```[^\n]*\n(.*?)```", f.read(), re.S)))

def uses(name):
    """Uses in the notes that do not declare the name themselves (a note's own `class Settings`)."""
    base = re.match(r"\.?([\w]+)", name).group(1)
    pattern = (r"\.%s\b" if name.startswith(".") else r"\b%s\b") % re.escape(base)
    return sum(len(re.findall(pattern, code)) for code in notes if not declared(name, code))

total = covered = 0
missing = []
for module in ("SwiftUI", "Combine", "Observation"):
    names = sections.get(module, [])
    source = {"Combine": combine, "Observation": observation}.get(module, engine)
    have = [n for n in names if declared(n, source)]
    total += len(names); covered += len(have)
    print(f"{module}: {len(have)} of {len(names)} names ({100 * len(have) // max(1, len(names))} %)")
    missing += [(uses(n), module, n) for n in names if not declared(n, source)]
print(f"all: {covered} of {total} ({100 * covered // max(1, total)} %)"
      f" {ratio_text('api-coverage.py', 'names the engine declares', covered)}")
print("most used in the notes and still missing:")
for count, module, name in sorted(missing, key=lambda m: (-m[0], m[2]))[:15]:
    if count:
        print(f"  {name} ({module}): {count} uses")
