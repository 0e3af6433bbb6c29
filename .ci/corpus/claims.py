#!/usr/bin/env python3
"""Builds the claim notes and says, for each, whether the engine reproduces real SwiftUI.

    python3 .ci/corpus/claims.py DOCBUILD [--claims /work/heldout-cache/claims] [--work DIR]
                                 [--reuse]

A claim note (`<language>/<note id>-<line>.md` under --claims, see README.md) holds one behaviour
claim of a held-out note: the note's code, and a scenario with an expected output (or a
`compile_fail` fence) stating what real SwiftUI does. The notes are built with runs.py's code
(it imports `runs`) and each claim gets one verdict:

- reproduced: every block that checks something passed (a `compile_fail` block failed to compile
  as it should), and no block failed or was left unrun;
- contradicted: the example ran and the engine gave another outcome (an output or screen check
  that does not match, a scenario step the engine could not take, a `compile_fail` block that
  compiled, a crash);
- not run: a block did not compile (API the engine lacks, a platform difference) or was not run.

Printed: the three counts, then one line per claim with its verdict and docbuild's reason.
Nobody tunes docbuild on these notes: measure, don't fix against them.
"""
import argparse
import collections
import glob
import os

import runs

VERDICTS = ("reproduced", "contradicted", "not run")


def claim_rows(folder):
    """One row per claim note, in the shape runs.build copies: `id`, `language`, `file`."""
    rows = []
    for path in sorted(glob.glob(os.path.join(folder, "*", "*.md"))):
        language = os.path.basename(os.path.dirname(path))
        rows.append({"id": os.path.splitext(os.path.basename(path))[0], "language": language,
                     "file": path})
    if not rows:
        raise SystemExit(f"no claim notes in {folder}: write them first (README.md)")
    return rows


def verdict(examples):
    """(verdict, reason) of one claim note from the report entries of its blocks."""
    for example in examples:
        kind = runs.category(example)
        reason = " ".join((example.get("reason") or "").split())
        if kind == "failed":
            failure = reason.split(":")[0].strip()
            if failure == "compile error":
                return "not run", f"line {example['line']}: {reason}"
            return "contradicted", f"line {example['line']}: {reason}"
        if kind.startswith("not run") or kind == "not runnable":
            return "not run", f"line {example['line']}: {reason}"
    checked = [e for e in examples if e["status"] in ("passed", "compiled-only")]
    if not checked:
        return "not run", "no block checks anything"
    return "reproduced", ""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("docbuild")
    parser.add_argument("--claims", default="/work/heldout-cache/claims")
    parser.add_argument("--work", default="/tmp/docbuild-claims-runs")
    parser.add_argument("--reuse", action="store_true",
                        help="judge the report an earlier run left in --work, building nothing")
    args = parser.parse_args()

    rows = claim_rows(args.claims)
    if args.reuse:
        examples = runs.reused_examples(args.work)
    else:
        examples = runs.build(args.docbuild, rows, args.work, len(rows))
    by_note = collections.defaultdict(list)
    for example in examples:
        by_note[example["note"]].append(example)

    results = []
    for row in rows:
        note = f"{row['language']}/{row['id']}.md"
        results.append((note,) + verdict(by_note.get(note, [])))
    counts = collections.Counter(v for _, v, _ in results)
    print(f"claims: {len(results)}, " + ", ".join(f"{v}: {counts[v]}" for v in VERDICTS))
    for note, result, reason in results:
        print(f"  {note}: {result}" + (f": {reason}" if reason else ""))


if __name__ == "__main__":
    main()
