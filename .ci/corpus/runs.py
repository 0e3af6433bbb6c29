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
- compiled only: compiled, nothing of its own run, though it declares a view that could have been
  a root;
- nothing to run: compiled, and it declares no view and no statement (a model, a modifier, a
  style, a protocol, an extension) that no example that ran used: there is nothing to execute,
  as with a doc-test that only declares types; not runnable, and printed apart so that the share
  counting such blocks as runnable-not-run can be read too;
- not runnable: an API listing, a console log, code with the output it prints, the later fences
  of a program split over several (part of an example: the first fence runs it), a syntax
  error, another language's code (a Metal shader, `.strings` entries), a macro's declaration or
  its swift-syntax compiler plugin ("macro"), a foreign module (UIKit,
  AppKit), an excerpt of code the note never shows (names that no platform module declares
  either), a name or one statement shown alone for its syntax ("shown alone": `@State`, `$isOn`,
  `count += 1` when no view of the page declares `count`), or text (a diagram with arrows,
  words, a cheat sheet of modifiers and words, an outline of declarations and statements, an
  empty fence), a block the stored note ends inside ("cut off": its fence never closed, its
  code cut short), or code wrapped whole in another platform's `#if os(watchOS)` ("other
  platform": built for iOS it compiles to nothing);
- runnable, not run: everything else (failed, engine lacks, needs a block that does not
  compile, root needs arguments, fragments that found no context).

With an audit (`audit.tsv`: note id, block line, verdict, reason), it also gives the run share
with the notes' own mistakes taken out: a runnable block that did not run and whose verdict is
`note` (code real SwiftUI would reject too) leaves the runnable blocks, and so does a block that
only waits behind such a block ("needs a block that does not compile", where every block it names
as not compiling is audited `note`). `engine` (the engine's gap) and `docbuild` (extraction or the
runner) stay in.

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
    "API listing", "console log", "compiler message", "code with output", "part of an example",
    "syntax error", "not Swift", "foreign module", "excerpt", "shown alone", "text", "macro",
    "cut off", "other platform"
)
NOTHING_TO_RUN = "nothing to run"
BEHIND_NOTES_MISTAKE = "behind a note's mistake"
# A type that conforms to View (not ViewModifier, not a style): a block declaring one has a root.
VIEW_DECLARATION = re.compile(
    r"\b(?:struct|class|enum)\s+\w+(?:<[^>{]*>)?\s*:[^{]*(?<![\w.])View\b(?!\w)")
AUDIT = os.path.join(HERE, "audit.tsv")
VERDICTS = ("note", "engine", "docbuild")
RUN_ELSEWHERE = "run (in another block's example)"


def platform_names():
    """The types and functions of platform-api.txt, and its members' base names."""
    symbols, members = set(), set()
    path = os.path.join(ROOT, "Sources/DocBuildKit/Assets/platform-api.txt")
    for line in open(path, encoding="utf-8"):
        # `SliderTick @ iOS 26`: the name, without the platform it is for.
        line = line.split(" @ ")[0].strip()
        if not line or line.startswith("#") or line.startswith("["):
            continue
        if line.startswith("."):
            members.add(line[1:].split("(")[0])
        else:
            symbols.add(line.split("(")[0].split("<")[0])
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
        if "ranInExample" in example:
            return RUN_ELSEWHERE
        return "compiled only" if declares_view(example) else NOTHING_TO_RUN
    if status == "ignored":
        return "ignored"
    reason = example.get("reason", "")
    if status == "not-run":
        kind = reason.split(":")[0].strip()
        if kind in NOT_RUNNABLE:
            return "not runnable"
        return "not run: " + kind
    return "failed"


def block_source(example):
    """The code of an example's block, read from the note it was built from (`_path`, set when
    the reports are read); empty when that note is not at hand."""
    path = example.get("_path")
    if not path or not os.path.exists(path):
        return ""
    lines = open(path, encoding="utf-8").read().split("\n")
    code = []
    for line in lines[example["line"]:]:
        if line.lstrip().startswith(("```", "~~~")):
            break
        code.append(line)
    return "\n".join(code)


def declares_view(example):
    """Whether a block declares a type that conforms to View (so it could be run as a root);
    when its note is not at hand, counted as if it did."""
    source = block_source(example)
    return not source or bool(VIEW_DECLARATION.search(source))


def waits_behind_notes_mistakes(example, examples, verdicts):
    """Whether a "needs a block that does not compile" block only waits behind the note's own
    mistakes: every block its reason points at (by line, or as the declarer of a name it names)
    is a failure audited `note`, or is itself not runnable (a syntax error, an excerpt of code the
    note never shows, UIKit code)."""
    reason = example.get("reason", "")
    if not reason.startswith("needs a block that does not compile"):
        return False
    others = [e for e in examples if e["note"] == example["note"] and e is not example]
    lines = [int(n) for n in re.findall(r"page's code at line (\d+)", reason)]
    if lines:
        needed = [e for e in others
                  if any(e["line"] <= n <= e["line"] + 1 + block_source(e).count("\n") for n in lines)]
    else:
        names = re.findall(r"`([A-Za-z_][A-Za-z0-9_]*)`", reason.split("declared in")[0])
        needed = [e for e in others for name in names
                  if re.search(r"\b(?:struct|class|enum|protocol|actor|typealias|func|var|let)\s+"
                               + re.escape(name) + r"\b", block_source(e))]
    return bool(needed) and all(
        category(e) == "not runnable"
        or (category(e) == "failed" and verdicts.get(block_key(e)) == "note") for e in needed)


def audit_verdict(example, kind, examples, verdicts):
    """The audit's verdict on a runnable block that did not run (`note`, `engine`, `docbuild`), or
    BEHIND_NOTES_MISTAKE when it only waits behind the note's own mistakes; None otherwise."""
    if not is_runnable_not_run(kind):
        return None
    verdict = verdicts.get(block_key(example))
    if not verdict and waits_behind_notes_mistakes(example, examples, verdicts):
        return BEHIND_NOTES_MISTAKE
    return verdict


def audited_category(example, examples, verdicts):
    """An example's category with the notes' own mistakes (and the blocks waiting behind them)
    counted as not runnable."""
    kind = category(example)
    verdict = audit_verdict(example, kind, examples, verdicts)
    return kind if verdict in (None, "engine", "docbuild") else "not runnable"


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
    return kind not in ("run", RUN_ELSEWHERE, "compiled only", NOTHING_TO_RUN, "not runnable",
                        "ignored")


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
    return [e for path in reports for e in chunk_examples(path)]


def chunk_examples(report_path):
    """The examples of one chunk's report, each with the path of its note's copy (`_path`)."""
    examples = json.load(open(report_path, encoding="utf-8"))["examples"]
    for example in examples:
        example["_path"] = os.path.join(os.path.dirname(report_path), "input", example["note"])
    return examples


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
        examples += chunk_examples(report_path)
    return examples


def figures(counter, with_nothing_to_run=False):
    """(runnable blocks, blocks run, run share in %) of a counter of categories; with
    `with_nothing_to_run`, blocks with nothing to run count as runnable and not run (the measure
    of earlier sessions)."""
    left_out = ("not runnable", "ignored") + (() if with_nothing_to_run else (NOTHING_TO_RUN,))
    runnable = sum(v for k, v in counter.items() if k not in left_out)
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
        # An excerpt whose "never declared" names include a platform name is not an excerpt
        # (a page's own declaration of a platform type, named with its line, is not that).
        reason = example.get("reason", "")
        if "never declares" in reason or "never shows" in reason:
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
        verdict = audit_verdict(example, kind, examples, verdicts)
        if verdict:
            audited_kinds[verdict] += 1
        audited_kind = kind if verdict in (None, "engine", "docbuild") else "not runnable"
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
    r, n, s = figures(counts, with_nothing_to_run=True)
    print(f"counting the {counts[NOTHING_TO_RUN]} blocks with nothing to run as runnable, not run "
          f"(earlier sessions' measure): runnable {r}, run {n} ({s:.1f} %)")
    r, n, s = figures(audited)
    print(f"without the notes' own mistakes (audit: {audited_kinds['note']} note, "
          f"{audited_kinds[BEHIND_NOTES_MISTAKE]} waiting behind one or behind a block "
          f"not runnable, {audited_kinds['engine']} engine, {audited_kinds['docbuild']} "
          f"docbuild, of {len(verdicts)} audited): runnable {r}, run {n} ({s:.1f} %)")
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
