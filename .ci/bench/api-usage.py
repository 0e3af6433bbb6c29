#!/usr/bin/env python3
"""Which SwiftUI, Combine and Observation names the development corpus's code uses, and how many of
them the engine declares.

Reads the API inventory (.ci/api/*.tsv), the corpus manifest (.ci/corpus/manifest.tsv) and the
fetched notes (one file per manifest row, named by its id, in the cache folder: see
.ci/corpus/README.md). In each note's fenced code blocks (comments and string literals removed) it
counts, outside the names the note declares itself:
  - a type, protocol, property wrapper, macro or global function of the inventory (`List`, `@State`),
  - a member of the inventory written after a dot (`.padding`, `.sink`, `.easeInOut`),
  - an initializer's argument labels (`VStack(alignment:)`), matched when they are, in order, a
    subset of an inventory initializer's labels (defaulted arguments and trailing closures left out).
A name counts as declared by the engine when engine_api.declared finds it in the sources of a module
the inventory gives it (any of them, for names several modules declare); an initializer spelling
when the engine has a `public init` of that type whose labels contain the written ones in order.
Nothing is compiled: a declared name may still not type-check where a note uses it.

usage: python3 .ci/bench/api-usage.py [--cache DIR] [--write .ci/corpus/FIGURES.md]
"""
import argparse
import csv
import glob
import os
import re
from collections import Counter, defaultdict

from engine_api import ROOT, code_blocks, declared, engine_sources

TOP_LEVEL = {"type", "protocol", "propertyWrapper", "macro", "func"}
MEMBERS = {"modifier", "method", "static", "property", "member"}
MODULE_ORDER = ["SwiftUI", "Combine", "Observation"]
DECLARATION = re.compile(r"\b(?:struct|class|enum|protocol|actor|typealias|func|var|let|case)\s+`?([A-Za-z_]\w*)")
TOKEN = re.compile(r"(@|\.|\\\.)?\s*([A-Za-z_]\w*)")


def inventory():
    """Top-level names and member base names → the modules declaring them (in MODULE_ORDER, the first
    is the one shown), and type → init label lists."""
    names, members, inits = {}, {}, defaultdict(list)
    for path in sorted(glob.glob(os.path.join(ROOT, ".ci", "api", "*.tsv"))):
        with open(path, newline="", encoding="utf-8") as f:
            for row in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
                module, kind = row["module"], row["kind"]
                if module not in MODULE_ORDER:
                    continue
                if kind in TOP_LEVEL and not row["container"]:
                    names.setdefault(row["name"], set()).add(module)
                elif kind in MEMBERS:
                    members.setdefault(row["name"], set()).add(module)
                elif kind == "init" and row["labels"]:
                    inits[row["name"]].append(labels_of(row["labels"]))
    order = MODULE_ORDER.index
    names = {k: sorted(v, key=order) for k, v in names.items()}
    members = {k: sorted(v, key=order) for k, v in members.items()}
    return names, members, inits


def labels_of(spelled):
    """`(_:isPresented:)` → ['_', 'isPresented']."""
    return [label for label in spelled.strip("()").split(":") if label]


def is_subsequence(written, declared_labels):
    rest = iter(declared_labels)
    return all(label in rest for label in written)


def without_comments_and_strings(code):
    code = re.sub(r"/\*.*?\*/", " ", code, flags=re.S)
    code = re.sub(r'"""(.*?)"""', '""', code, flags=re.S)
    code = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', code)
    return re.sub(r"//[^\n]*", " ", code)


def call_arguments(code, start):
    """The top-level arguments of the parenthesised list whose `(` is at `start`."""
    depth, arguments, argument = 0, [], ""
    for i in range(start, min(len(code), start + 2000)):
        ch = code[i]
        if ch in "([{":
            depth += 1
            if depth == 1:
                continue
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                break
        if depth == 1 and ch == ",":
            arguments.append(argument)
            argument = ""
        elif depth >= 1:
            argument += ch
    if argument.strip():
        arguments.append(argument)
    return arguments


def call_labels(code, start):
    """Argument labels of the call whose `(` is at `start`: `_` for an unlabelled argument."""
    spelled = []
    for argument in call_arguments(code, start):
        match = re.match(r"\s*([A-Za-z_]\w*)\s*:(?!:)", argument)
        spelled.append(match.group(1) if match else "_")
    return spelled


def engine_inits(source):
    """Type → label lists of the engine's `public init`s; the type is the nearest struct, class,
    enum, actor or extension above the init, indented less."""
    inits = defaultdict(list)
    lines = source.splitlines(keepends=True)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))
    container = re.compile(r"\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|final|private|fileprivate|internal)\s+)*(?:struct|class|enum|extension|actor)\s+([\w.]+)")
    for match in re.finditer(r"\bpublic\s+(?:convenience\s+)?init[?!]?(?:<[^>{]*>)?\(", source):
        line_index = max(0, next(i for i, o in enumerate(offsets) if o > match.start()) - 1)
        indent = len(lines[line_index]) - len(lines[line_index].lstrip())
        owner = None
        for previous in reversed(lines[:line_index]):
            found = container.match(previous)
            if found and len(previous) - len(previous.lstrip()) < indent:
                owner = found.group(1).split(".")[-1]
                break
        if owner:
            inits[owner].append([label for label in call_labels_of_declaration(source, match.end() - 1)])
    return inits


def call_labels_of_declaration(source, start):
    """Argument labels of a declaration's parameter list (`first second: T` → `first`)."""
    labels = []
    for parameter in call_arguments(source, start):
        names = re.match(r"\s*(?:@\w+\s+)*([A-Za-z_]\w*)(?:\s+([A-Za-z_]\w*))?\s*:", parameter)
        if names:
            labels.append(names.group(1))
    return labels


def measure(notes, names, members, inits):
    """Counters of uses (by spelled name) per language, and per-name note counts."""
    uses = Counter()
    uses_by_language = defaultdict(Counter)
    notes_using = Counter()
    init_uses = Counter()
    for language, code in notes:
        own = set(DECLARATION.findall(code))
        seen = set()
        for match in TOKEN.finditer(code):
            prefix, word = match.group(1), match.group(2)
            if word in own:
                continue
            if prefix in (".", "\\.") and word in members:
                spelled = "." + word
            elif prefix in (None, "@") and word in names:
                spelled = word
                after = code[match.end() : match.end() + 1]
                if after == "(" and word in inits:
                    written = call_labels(code, match.end())
                    known = any(is_subsequence(written, d) for d in inits[word])
                    if known:
                        init_uses[(word, tuple(written))] += 1
            else:
                continue
            uses[spelled] += 1
            uses_by_language[language][spelled] += 1
            seen.add(spelled)
        for spelled in seen:
            notes_using[spelled] += 1
    return uses, uses_by_language, notes_using, init_uses


def modules_of(spelled, names, members):
    return members[spelled[1:]] if spelled.startswith(".") else names[spelled]


def module_of(spelled, names, members):
    return modules_of(spelled, names, members)[0]


def percent(part, whole):
    return f"{100 * part / whole:.1f} %" if whole else "—"


def report(manifest, notes, names, members, inits, cache):
    sources = engine_sources()
    engine_init_labels = engine_inits(sources["SwiftUI"])
    uses, by_language, notes_using, init_uses = measure(notes, names, members, inits)
    # a name several modules declare (`.map`: Gesture and Publisher) is the engine's if any has it
    has = {s: any(declared(s, sources[m]) for m in modules_of(s, names, members)) for s in uses}

    total = sum(uses.values())
    covered = sum(n for s, n in uses.items() if has[s])
    lines = ["# Figures: SwiftUI names the development corpus uses", ""]
    lines += [
        f"Measured by `python3 .ci/bench/api-usage.py` over {len(notes)} cached notes of "
        f"`.ci/corpus/manifest.tsv` (cache: `{os.path.basename(os.path.normpath(cache))}/`), against the "
        "inventory in `.ci/api` and the engine's sources. A name counts as the engine's when its sources "
        "declare it (`engine_api.declared`: a crude search, no compile): whether each use really "
        "type-checks is left for a compile-based measure. Members are matched by name alone: `.large` "
        "counts whichever type's `large` a note meant, and a name several modules declare is the "
        "engine's when any of them has it.",
        "",
        "| measure | value |",
        "|---|---|",
        f"| name uses | {total} |",
        f"| uses of names the engine declares | {covered} ({percent(covered, total)}) |",
        f"| distinct names used | {len(uses)} |",
        f"| distinct names the engine declares | {sum(has.values())} ({percent(sum(has.values()), len(uses))}) |",
    ]
    init_total = sum(init_uses.values())
    init_covered = sum(
        n for (t, w), n in init_uses.items() if any(is_subsequence(list(w), d) for d in engine_init_labels.get(t, []))
    )
    lines.append(
        f"| initializer calls with labels the inventory knows | {init_total}, of which the engine has a matching `public init`: {init_covered} ({percent(init_covered, init_total)}) |"
    )

    lines += ["", "## Per language", "", "| language | notes | name uses | engine declares | distinct names | engine declares |", "|---|---|---|---|---|---|"]
    counted = Counter(language for language, _ in notes)
    for language in sorted(by_language):
        c = by_language[language]
        t = sum(c.values())
        k = sum(n for s, n in c.items() if has[s])
        d = sum(1 for s in c if has[s])
        lines.append(f"| {language} | {counted[language]} | {t} | {k} ({percent(k, t)}) | {len(c)} | {d} ({percent(d, len(c))}) |")

    topics = Counter((row["language"], row["topic"]) for row in manifest if row["id"] in cached_ids(cache))
    lines += ["", "## Cached notes per topic", "", "| topic | " + " | ".join(sorted(counted)) + " | all |", "|---" * (len(counted) + 2) + "|"]
    for topic in sorted({t for _, t in topics}):
        row = [topics[(language, topic)] for language in sorted(counted)]
        lines.append(f"| {topic} | " + " | ".join(map(str, row)) + f" | {sum(row)} |")

    missing = sorted((s for s in uses if not has[s]), key=lambda s: (-uses[s], s))
    lines += ["", "## The 100 most-used names the engine does not declare", "", "| # | name | module | uses | notes |", "|---|---|---|---|---|"]
    for rank, spelled in enumerate(missing[:100], 1):
        lines.append(f"| {rank} | `{spelled}` | {module_of(spelled, names, members)} | {uses[spelled]} | {notes_using[spelled]} |")

    unknown_inits = Counter()
    for (t, w), n in init_uses.items():
        if not any(is_subsequence(list(w), d) for d in engine_init_labels.get(t, [])):
            unknown_inits[f"{t}({''.join(l + ':' for l in w)})"] += n
    lines += ["", "## The 30 most-used initializer spellings (known to the inventory) without a matching engine `public init`", "", "| spelling | uses |", "|---|---|"]
    for spelled, n in unknown_inits.most_common(30):
        lines.append(f"| `{spelled}` | {n} |")
    return "\n".join(lines) + "\n"


def cached_ids(cache):
    return {os.path.splitext(name)[0] for name in os.listdir(cache)}


def load_notes(manifest, cache):
    notes = []
    for row in manifest:
        path = os.path.join(cache, row["id"] + ".md")
        if os.path.exists(path):
            with open(path, encoding="utf-8", errors="replace") as f:
                code = "\n".join(without_comments_and_strings(block) for block in code_blocks(f.read()))
            notes.append((row["language"], code))
    return notes


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cache", default=os.environ.get("CORPUS_CACHE", "/work/corpus-cache"))
    parser.add_argument("--write", help="write the figures to this file instead of printing them")
    args = parser.parse_args()
    with open(os.path.join(ROOT, ".ci", "corpus", "manifest.tsv"), newline="", encoding="utf-8") as f:
        manifest = list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
    names, members, inits = inventory()
    text = report(manifest, load_notes(manifest, args.cache), names, members, inits, args.cache)
    if args.write:
        with open(args.write, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        print(text, end="")


if __name__ == "__main__":
    main()
