#!/usr/bin/env python3
"""Clusters the corpus blocks that failed to compile, or that the engine lacks API for.

    python3 .ci/corpus/failures.py [--work DIR] [--top N] [--blocks]

Reads the chunk reports that `runs.py` left in DIR (DIR/<chunk>/report.json, with the notes in
DIR/<chunk>/input/), and groups the blocks by what stopped them:

- a compile error, keyed by its message with the note's own names taken out, except the member,
  type or label swiftc says is missing ("no member `Color.systemBackground`"); a message that
  names nothing ("no exact matches in call to initializer") is keyed by the callee the source
  line has at the error's column;
- "engine lacks", once per API the reason names;
- a reason that calls a platform name "never declared", once per such name.

Clusters are ranked by the blocks they affect (a block counts once per cluster). With --blocks,
each cluster lists its blocks as note:line, with the audit's verdict (`audit.tsv`) when it has one.
"""
import argparse
import collections
import glob
import json
import os
import re

import runs

QUOTED = re.compile(r"'([^']*)'")
TICKED = re.compile(r"`([^`]+)`")
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def source_line(chunk, note, line):
    """The note's text at line (1-based), or "" when the note is not in the chunk."""
    path = os.path.join(chunk, "input", note)
    try:
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().split("\n")
    except OSError:
        return ""
    return lines[line - 1] if 0 < line <= len(lines) else ""


def callee_at(text, column):
    """The name called at column (1-based) of a source line: `Text` in `Text(…)`, `frame` in
    `.frame(…)`; the last identifier before the first parenthesis at or after the column."""
    start = max(column - 1, 0)
    head = text[start:]
    paren = head.find("(")
    if paren >= 0:
        head = head[:paren]
    names = IDENTIFIER.findall(head)
    if names:
        return names[-1]
    names = IDENTIFIER.findall(text[:start])
    return names[-1] if names else "?"


def owner(type_name):
    """'Binding<Subject>' → 'Binding'; `some View` stays as it is."""
    return type_name.split("<")[0]


def compile_key(message, chunk, note, line, column):
    """The cluster of one compile error message."""
    message = re.sub(r" \(at line \d+, (earlier|later) on the page\)$", "", message)
    message = re.sub(r" \(in code docbuild added\)$", "", message)
    message = re.sub(r" \[#\w+\]$", "", message).strip()
    quoted = QUOTED.findall(message)
    member = re.match(r"(?:value of )?type '([^']*)' has no (?:dynamic )?member '([^']*)'", message)
    if member:
        return f"no member `{owner(member.group(1))}.{member.group(2)}`"
    if message.startswith("cannot find type"):
        return f"cannot find type `{quoted[0]}`"
    if message.startswith("cannot find"):
        return "cannot find a name in scope (the note's own)"
    if "cannot be resolved without a contextual type" in message or message.startswith(
            "cannot infer contextual base"):
        return f"no contextual type for `.{quoted[0]}`"
    if message.startswith(("extra argument '", "incorrect argument label", "missing argument label")):
        callee = callee_at(source_line(chunk, note, line), column)
        labels = quoted[0] if quoted else ""
        return f"{message.split(' in call')[0].split(' (')[0].split(' ' + repr(labels))[0]} " \
               f"`{labels}` calling `{callee}`"
    if message.startswith(("no exact matches", "extra arguments at positions", "argument passed to call",
                           "missing argument for parameter")):
        callee = callee_at(source_line(chunk, note, line), column)
        return f"{re.sub(r' #.*', '', message.split(' in call')[0])} calling `{callee}`"
    if "is inaccessible due to" in message:
        return f"inaccessible `{quoted[0]}`"
    if "does not conform to protocol" in message:
        return f"a type of the note's does not conform to `{quoted[-1]}`"
    if "requires that" in message:
        return re.sub(r"'[^']*' conform", "'…' conform", message)
    # The rest is keyed by its message with every quoted name replaced.
    return QUOTED.sub("'…'", message)


def lacks_keys(reason):
    """The API names an "engine lacks" reason gives, each its own cluster."""
    head = reason.split(" yet")[0]
    return [f"engine lacks `{name}`" for name in TICKED.findall(head)]


def undeclared_platform_keys(reason, symbols, members):
    """A reason's "never declares" names that a platform module declares (as runs.py counts)."""
    if "never declares" not in reason:
        return []
    tail = reason.split("never declares")[0].split("uses ")[-1]
    return [f"platform name called undeclared `{name}`" for name in TICKED.findall(tail)
            if runs.is_platform(name, symbols, members)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--work", default="/tmp/docbuild-corpus-runs")
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument("--blocks", action="store_true", help="list each cluster's blocks")
    parser.add_argument("--audit", default=runs.AUDIT, help="verdicts shown with --blocks")
    args = parser.parse_args()
    symbols, members = runs.platform_names()
    verdicts = runs.audit_verdicts(args.audit)

    clusters = collections.defaultdict(set)
    for report_path in sorted(glob.glob(os.path.join(args.work, "*", "report.json"))):
        chunk = os.path.dirname(report_path)
        report = json.load(open(report_path, encoding="utf-8"))
        for example in report["examples"]:
            reason = example.get("reason", "")
            block = (example["note"], example["line"], verdicts.get(runs.block_key(example), ""))
            keys = []
            if example["status"] == "failed" and reason.startswith("compile error:"):
                found = re.match(r"compile error: (\d+):(\d+): (.*)", reason)
                if found:
                    line, column, message = int(found.group(1)), int(found.group(2)), found.group(3)
                    keys.append(compile_key(message, chunk, example["note"], line, column))
            elif example["status"] == "failed":
                keys.append(reason.split(":")[0])
            elif reason.startswith("engine lacks"):
                keys += lacks_keys(reason)
            keys += undeclared_platform_keys(reason, symbols, members)
            for key in keys:
                clusters[key].add(block)

    blocks = set().union(*clusters.values()) if clusters else set()
    print(f"{len(blocks)} blocks in {len(clusters)} clusters")
    ranked = sorted(clusters.items(), key=lambda item: (-len(item[1]), item[0]))
    for key, members in ranked[:args.top]:
        print(f"{len(members):4d}  {key}")
        if args.blocks:
            for note, line, verdict in sorted(members):
                print(f"        {note}:{line}" + (f"  ({verdict})" if verdict else ""))


if __name__ == "__main__":
    main()
