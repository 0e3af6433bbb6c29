#!/usr/bin/env python3
"""Builds the development corpus as written and counts what happened to its Swift blocks.

    python3 .ci/corpus/runs.py DOCBUILD [--cache corpus-cache/] [--work DIR] [--json OUT]
                               [--chunk N]

Copies the cached notes of manifest.tsv, N at a time (default 25), into
DIR/<chunk>/input/<language>/, runs `DOCBUILD … --report … --no-cache` on each chunk (a chunk
keeps each merged compilation small: a batch with many broken examples compiles again once per
round of errors), and classifies every block:

- run: passed or ran (its program ran and, when it has one, its preview was drawn);
- run (in another block's example): a block with nothing to run of its own (a model, a child
  view) whose declarations a later example used when it ran (`ranInExample` in the report);
  counted as run, and shown apart in the summary;
- compiled only: compiled, nothing to run (declarations other blocks use);
- not runnable: an API listing, a console log, a syntax error, another language's code (a Metal
  shader, `.strings` entries), a foreign module (UIKit, AppKit),
  or an excerpt of code the note never shows (names that no platform module declares either);
- runnable, not run: everything else (failed, engine lacks, needs a block that does not
  compile, root needs arguments, fragments that found no context).

With an audit (`audit.tsv`: note id, block line, verdict, reason), it also gives the run share
with the notes' own mistakes taken out: a runnable block that did not run and whose verdict is
`note` (code real SwiftUI would reject too) leaves the runnable blocks. `engine` (the engine's gap)
and `docbuild` (extraction or the runner) stay in.

It also lists every reason that calls a platform name (a type or function platform-api.txt has,
or such a type's member) "never declared": such a reason is false, and the target is none.
"""
import argparse
import collections
import csv
import glob
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
NOT_RUNNABLE = (
    "API listing", "console log", "syntax error", "not Swift", "foreign module", "excerpt"
)
AUDIT = os.path.join(HERE, "audit.tsv")
VERDICTS = ("note", "engine", "docbuild")
RUN_ELSEWHERE = "run (in another block's example)"


def platform_names():
    """The types and functions of platform-api.txt, and its members' base names."""
    symbols, members = set(), set()
    path = os.path.join(ROOT, "Sources/DocBuildKit/Assets/platform-api.txt")
    for line in open(path, encoding="utf-8"):
        line = line.strip()
        if not line or line.startswith("#") or line.startswith("["):
            continue
        if line.startswith("."):
            members.add(line[1:].split("(")[0])
        else:
            symbols.add(line.split("(")[0])
    return symbols, members


def is_platform(name, symbols, members):
    """`Color` (a platform type), or `Text.contextMenu` (a platform type's platform member); a
    bare member name (`title`) is not: a note's own property may share it."""
    if "." in name:
        owner, member = name.rsplit(".", 1)
        return owner in symbols and member in members
    return name in symbols


def category(example):
    status = example["status"]
    if status in ("passed", "ran"):
        return "run"
    if status == "compiled-only":
        return RUN_ELSEWHERE if "ranInExample" in example else "compiled only"
    if status == "ignored":
        return "ignored"
    reason = example.get("reason", "")
    if status == "not-run":
        kind = reason.split(":")[0].strip()
        if kind in NOT_RUNNABLE:
            return "not runnable"
        return "not run: " + kind
    return "failed"


def audit_verdicts(path):
    """{(note id, block line): verdict} of an audit file; empty when there is none."""
    if not path or not os.path.exists(path):
        return {}
    verdicts = {}
    for row in csv.DictReader(open(path, encoding="utf-8"), delimiter="\t"):
        if row["verdict"] not in VERDICTS:
            sys.exit(f"{path}: {row['id']}:{row['line']}: unknown verdict {row['verdict']!r}")
        verdicts[(row["id"], int(row["line"]))] = row["verdict"]
    return verdicts


def block_key(example):
    """(note id, block line) of a report's example: `ko/0123abcd4567.md` line 12 → ('0123abcd4567', 12)."""
    return os.path.splitext(os.path.basename(example["note"]))[0], example["line"]


def is_runnable_not_run(kind):
    return kind not in ("run", RUN_ELSEWHERE, "compiled only", "not runnable", "ignored")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("docbuild")
    parser.add_argument("--cache", default=os.path.join(ROOT, "..", "corpus-cache"))
    parser.add_argument("--work", default="/tmp/docbuild-corpus-runs")
    parser.add_argument("--json")
    parser.add_argument("--chunk", type=int, default=25)
    parser.add_argument("--reuse", action="store_true",
                        help="classify the reports an earlier run left in --work, building nothing")
    parser.add_argument("--audit", default=AUDIT,
                        help="verdicts on failed blocks (default: the committed audit.tsv)")
    args = parser.parse_args()

    verdicts = audit_verdicts(args.audit)
    if args.reuse:
        return summarize(reused_examples(args.work), args.json, verdicts)
    rows = cached_rows(os.path.join(HERE, "manifest.tsv"), args.cache)
    summarize(build(args.docbuild, rows, args.work, args.chunk), args.json, verdicts)


def cached_note(cache, row):
    """The cached copy of a manifest row: `<id>.md`, or `<language>/<id>.md` (the held-out cache)."""
    for path in (os.path.join(cache, row["id"] + ".md"),
                 os.path.join(cache, row["language"], row["id"] + ".md")):
        if os.path.exists(path):
            return path
    return None


def cached_rows(manifest, cache):
    """The rows of a manifest whose notes are in the cache, each with its cached file as `file`."""
    rows = []
    for row in csv.DictReader(open(manifest, encoding="utf-8"), delimiter="\t"):
        row["file"] = cached_note(cache, row)
        if row["file"]:
            rows.append(row)
    if not rows:
        sys.exit(f"no cached notes in {cache}: fetch them first (README.md)")
    return rows


def reused_examples(work):
    """The examples of the reports an earlier build left in `work`."""
    reports = sorted(glob.glob(os.path.join(work, "*", "report.json")))
    return [e for path in reports for e in json.load(open(path, encoding="utf-8"))["examples"]]


def build(docbuild, rows, work, chunk_size):
    """Builds the rows' notes as written, `chunk_size` notes a build, and returns the examples of
    every report."""
    shutil.rmtree(work, ignore_errors=True)
    examples = []
    for start in range(0, len(rows), chunk_size):
        chunk = os.path.join(work, str(start // chunk_size))
        for row in rows[start:start + chunk_size]:
            folder = os.path.join(chunk, "input", row["language"])
            os.makedirs(folder, exist_ok=True)
            shutil.copy(row["file"], os.path.join(folder, row["id"] + ".md"))
        report_path = os.path.join(chunk, "report.json")
        subprocess.run(
            [docbuild, os.path.join(chunk, "input"), os.path.join(chunk, "out"),
             "--report", report_path, "--no-cache"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        examples += json.load(open(report_path, encoding="utf-8"))["examples"]
    return examples


def figures(counter):
    """(runnable blocks, blocks run, run share in %) of a counter of categories."""
    runnable = sum(v for k, v in counter.items() if k not in ("not runnable", "ignored"))
    run = counter["run"] + counter[RUN_ELSEWHERE]
    return runnable, run, (100.0 * run / runnable if runnable else 0.0)


def summarize(examples, json_path, verdicts=None):
    """Prints what happened to the blocks, and writes it to json_path when given; with verdicts
    (`audit_verdicts`), also the figures without the blocks that are the notes' own mistakes."""
    verdicts = verdicts or {}

    symbols, members = platform_names()
    counts = collections.Counter()
    per_language = collections.defaultdict(collections.Counter)
    # The same counts with the notes' own mistakes taken out of the runnable blocks.
    audited = collections.Counter()
    audited_per_language = collections.defaultdict(collections.Counter)
    audited_kinds = collections.Counter()
    false_reasons = []
    for example in examples:
        kind = category(example)
        # An excerpt whose "never declared" names include a platform name is not an excerpt.
        reason = example.get("reason", "")
        if "never declares" in reason or reason.startswith("excerpt"):
            # Only the names after the last "uses": "engine lacks" names the platform's first.
            undeclared = reason.split("never declares")[0].split("uses ")[-1]
            named = set(re.findall(r"`([A-Za-z_][A-Za-z0-9_.]*)`", undeclared))
            wrong = sorted(n for n in named if is_platform(n, symbols, members))
            if wrong:
                false_reasons.append((example["note"], example["line"], wrong))
                kind = "not run: platform name called undeclared"
        language = example["note"].split("/")[0]
        counts[kind] += 1
        per_language[language][kind] += 1
        verdict = verdicts.get(block_key(example)) if is_runnable_not_run(kind) else None
        if verdict:
            audited_kinds[verdict] += 1
        audited_kind = "not runnable" if verdict == "note" else kind
        audited[audited_kind] += 1
        audited_per_language[language][audited_kind] += 1

    runnable, run, share = figures(counts)
    print(f"blocks: {sum(counts.values())}, runnable: {runnable}, run: {run} ({share:.1f} %), "
          f"of which {counts[RUN_ELSEWHERE]} in another block's example")
    for kind, value in counts.most_common():
        print(f"  {kind}: {value}")
    for language in sorted(per_language):
        r, n, s = figures(per_language[language])
        print(f"  {language}: runnable {r}, run {n} ({s:.1f} %)")
    if verdicts:
        r, n, s = figures(audited)
        print(f"without the notes' own mistakes (audit: {audited_kinds['note']} note, "
              f"{audited_kinds['engine']} engine, {audited_kinds['docbuild']} docbuild, of "
              f"{len(verdicts)} audited): runnable {r}, run {n} ({s:.1f} %)")
        for language in sorted(audited_per_language):
            r, n, s = figures(audited_per_language[language])
            print(f"  {language}: runnable {r}, run {n} ({s:.1f} %)")
    print(f"reasons calling a platform name undeclared: {len(false_reasons)}")
    for note, line, names in false_reasons[:20]:
        print(f"  {note}:{line}: {', '.join(names)}")
    if json_path:
        audited_runnable, _, _ = figures(audited)
        json.dump({"counts": counts, "runnable": runnable, "run": run,
                   "perLanguage": per_language, "falseReasons": false_reasons,
                   "audited": {"counts": audited, "runnable": audited_runnable,
                               "verdicts": audited_kinds,
                               "perLanguage": audited_per_language}},
                  open(json_path, "w"), indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
