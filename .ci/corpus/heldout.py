#!/usr/bin/env python3
"""Builds the held-out notes as written and shows what happened to their Swift blocks.

    python3 .ci/corpus/heldout.py DOCBUILD [--manifest heldout.tsv] [--cache /work/heldout-cache]
                                  [--work DIR] [--chunk N] [--reuse] [--json OUT] [--audit TSV]

The notes of a held-out manifest (heldout.tsv by default, or heldout2.tsv; cached as
`<language>/<id>.md` under --cache, see README.md) are built the way
runs.py builds the development corpus, and their blocks are classified the same way. Printed:
the run share overall and per language (runs.py's summary), the run share of the data-flow notes
alone, and one line per block that did not run with the reason docbuild showed, so that a reader
can judge whether each reason is true. Nobody tunes docbuild on these notes: measure, don't fix
against them.
"""
import argparse
import collections
import os

import runs

HELDOUT = os.path.join(runs.HERE, "heldout.tsv")


def note_id(example):
    """The manifest id of the note an example comes from (`ko/<id>.md` → `<id>`)."""
    return os.path.splitext(os.path.basename(example["note"]))[0]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("docbuild")
    parser.add_argument("--manifest", default=HELDOUT,
                        help="the held-out set to build: heldout.tsv (default) or heldout2.tsv")
    parser.add_argument("--cache", default="/work/heldout-cache",
                        help="the folder holding the manifest's notes as <language>/<id>.md")
    parser.add_argument("--work",
                        help="where the builds go (default /tmp/docbuild-<manifest name>-runs)")
    parser.add_argument("--chunk", type=int, default=20)
    parser.add_argument("--json")
    parser.add_argument("--audit",
                        help="verdicts on the set's failed blocks (runs.py's audit.tsv columns), "
                             "read after the set was measured, to take the notes' own mistakes out")
    parser.add_argument("--reuse", action="store_true",
                        help="classify the reports an earlier run left in --work, building nothing")
    args = parser.parse_args()

    if not os.path.exists(args.manifest):
        args.manifest = os.path.join(runs.HERE, args.manifest)
    name = os.path.splitext(os.path.basename(args.manifest))[0]
    args.work = args.work or f"/tmp/docbuild-{name}-runs"
    rows = runs.cached_rows(args.manifest, args.cache)
    if args.reuse:
        examples = runs.reused_examples(args.work)
    else:
        examples = runs.build(args.docbuild, rows, args.work, args.chunk)
    print(f"held-out notes: {len(rows)} cached of those {os.path.basename(args.manifest)} lists")
    if args.audit and not os.path.exists(args.audit):
        args.audit = os.path.join(runs.HERE, args.audit)
    verdicts = runs.audit_verdicts(args.audit)
    runs.summarize(examples, args.json, verdicts)

    topics = {row["id"]: row["topic"] for row in rows}
    data_flow = [e for e in examples if topics.get(note_id(e)) == "data-flow"]
    runnable, run, share = runs.figures(collections.Counter(runs.category(e) for e in data_flow))
    print(f"data-flow notes: runnable {runnable}, run {run} ({share:.1f} %)")
    if verdicts:
        audited = collections.Counter(
            runs.audited_category(e, examples, verdicts) for e in data_flow)
        runnable, run, share = runs.figures(audited)
        print(f"data-flow notes without the notes' own mistakes: runnable {runnable}, "
              f"run {run} ({share:.1f} %)")

    print("blocks not run, with the reason shown:")
    for example in examples:
        kind = runs.category(example)
        if kind in ("run", runs.RUN_ELSEWHERE, runs.NOTHING_TO_RUN, "ignored"):
            continue
        reason = " ".join((example.get("reason") or "").split())
        print(f"  {example['note']}:{example['line']}: [{kind}] {reason}")


if __name__ == "__main__":
    main()
