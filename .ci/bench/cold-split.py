#!/usr/bin/env python3
"""Splits a traced cold docbuild run into what its child processes did, by kind.

usage: cold-split.py TRACE [--timeline] [--baseline NAME]
TRACE is `strace -f -ttt -v -s 4096 --seccomp-bpf -e trace=execve,clone,clone3,fork,vfork`
of one docbuild run (cold-split.sh makes it). For each kind of child (merged batch compiles,
lone compiles, the engine probe, sandboxed runs and explorations…): how many, the sum of their
lifetimes, and the wall time during which at least one of them ran; and the wall time with no
child at all (docbuild's own work: parsing, assembling pages, rendering). The probe is what runs
before the first merged batch starts. With --baseline, figures recorded in baselines.json as
"NAME: …" are followed by the new figure's ratio to them.
"""
import os
import re
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from baseline import baselines, ratio_text

# --baseline NAME: compare with the figures recorded as "NAME: …" in baselines.json.
label = sys.argv[sys.argv.index("--baseline") + 1] if "--baseline" in sys.argv else None

parent, start, end, argv, env = {}, {}, {}, {}, {}
root = None
for line in open(sys.argv[1], encoding="utf-8", errors="replace"):
    match = re.match(r"(\d+)\s+(\d+\.\d+) (.*)", line.rstrip("\n"))
    if not match:
        continue
    pid, time, rest = int(match[1]), float(match[2]), match[3]
    if root is None:
        root, start[pid] = pid, time
    # posix_spawn's clone returns in a "resumed" line when another thread's line came between.
    clone = re.search(r"(?:clone3?|v?fork)\(.*= (\d+)$", rest) or re.search(
        r"<\.\.\. (?:clone3?|v?fork) resumed>.*= (\d+)$", rest)
    if clone:
        parent[int(clone[1])] = pid
        start.setdefault(int(clone[1]), time)
        continue
    if rest.startswith("execve(") and " = -1 " not in rest:
        call = re.match(r'execve\("([^"]*)", \[(.*?)\], \[(.*)\]', rest)
        if call:
            argv[pid], env[pid] = call[1] + " " + call[2], call[3]
        start.setdefault(pid, time)
    if rest.startswith("+++ exited") or rest.startswith("+++ killed"):
        end[pid] = time


def owner(pid):
    """The nearest ancestor that ran a program (threads of docbuild stand for docbuild)."""
    up = parent.get(pid)
    while up is not None and up != root and up not in argv:
        up = parent.get(up)
    return up


def kind(pid):
    command, environment = argv[pid], env.get(pid, "")
    program = command.split()[0].rsplit("/", 1)[-1]
    if program == "bwrap" and command.endswith('"true"'):
        return "sandbox trial (bwrap true)"
    if program in ("bwrap", "prlimit") or "DOCBUILD_REPORT" in environment:
        return "sandboxed explorations" if "DOCBUILD_EXPLORE" in environment else "sandboxed runs"
    if program == "swiftc" and '"-wmo"' in command:
        return "merged batch compile + link"
    if '"-###"' in command:
        return "learn the driver's commands (swiftc -###)"
    if '"--version"' in command:
        return "swiftc --version"
    if program == "swift-frontend":
        return "lone type-check" if '"-typecheck"' in command else "lone compile"
    if program == "swift-autolink-extract":
        return "lone swift-autolink-extract"
    if program in ("clang", "ld.lld", "ld", "swiftc"):
        return "lone link"
    if program == "git":
        return "git (last updated dates)"
    return "other: " + program


def union(intervals):
    total, current = 0.0, None
    for begin, finish in sorted(intervals):
        if current is None or begin > current[1]:
            total += current[1] - current[0] if current else 0
            current = [begin, finish]
        else:
            current[1] = max(current[1], finish)
    return total + (current[1] - current[0] if current else 0)


children = [pid for pid in argv if pid != root and owner(pid) == root]
first_batch = min(
    [start[pid] for pid in children if kind(pid) == "merged batch compile + link"] or [float("inf")])
groups = defaultdict(list)
for pid in children:
    name = kind(pid)
    if start[pid] < first_batch and name.startswith(("lone", "sandboxed")):
        name = "engine probe: " + name
    groups[name].append((start[pid], end.get(pid, end[root])))

total = end[root] - start[root]


def versus(metric, value):
    """The ratio to the recorded figure, when there is one."""
    name = f"{label}: {metric}"
    return " " + ratio_text("cold-split.sh", name, value) if name in baselines("cold-split.sh") else ""


print(f"total wall time {total:.2f} s{versus('whole build', total)}")
print("| kind | processes | sum of lifetimes | wall time with one running |")
print("| --- | ---: | ---: | ---: |")
for name, intervals in sorted(groups.items(), key=lambda item: -sum(e - s for s, e in item[1])):
    lifetimes = sum(e - s for s, e in intervals)
    wall = union(intervals)
    print(f"| {name} | {len(intervals)} | {lifetimes:.2f} s | {wall:.2f} s{versus(name, wall)} |")
alone = total - union([i for intervals in groups.values() for i in intervals])
print(f"| no child running (docbuild's own work) | | | {alone:.2f} s{versus('no child running', alone)} |")

if "--timeline" in sys.argv:
    origin = start[root]
    for name, intervals in sorted(groups.items()):
        first = min(s for s, _ in intervals) - origin
        last = max(e for _, e in intervals) - origin
        print(f"{name}: from {first:.2f} s to {last:.2f} s")
