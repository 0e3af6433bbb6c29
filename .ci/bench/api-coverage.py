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
from engine_api import ROOT as root, code_blocks, declared, engine_sources

sources = engine_sources()

sections, module = {}, None
with open(os.path.join(root, "Sources/DocBuildKit/Assets/platform-api.txt"), encoding="utf-8") as f:
    for line in f:
        # `SliderTick @ iOS 26`: the name, without the platform it is for.
        line = line.split(" @ ")[0].strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            module = line[1:-1]
            sections[module] = []
        else:
            sections[module].append(line)

folders = sys.argv[1:] or [os.path.join(root, "..", "shared", "seeds"), os.path.join(root, "..", "shared", "corpus")]
notes = []  # the code of each note
for folder in folders:
    for base, _, files in os.walk(folder):
        for name in files:
            with open(os.path.join(base, name), encoding="utf-8", errors="replace") as f:
                # Only code counts: the words of the prose ("a table of…") are not API uses.
                notes.append("\n".join(code_blocks(f.read())))

def uses(name):
    """Uses in the notes that do not declare the name themselves (a note's own `class Settings`)."""
    base = re.match(r"\.?([\w]+)", name).group(1)
    pattern = (r"\.%s\b" if name.startswith(".") else r"\b%s\b") % re.escape(base)
    return sum(len(re.findall(pattern, code)) for code in notes if not declared(name, code))

total = covered = 0
missing = []
for module in ("SwiftUI", "Combine", "Observation"):
    names = sections.get(module, [])
    source = sources[module]
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
