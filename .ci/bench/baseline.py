#!/usr/bin/env python3
"""The latest recorded figures (baselines.json) and a new figure's ratio to them.

    python3 .ci/bench/baseline.py SCRIPT METRIC VALUE
        prints "(1.04× the baseline 0.17 s)": VALUE divided by the recorded figure, or
        "(no baseline)" when SCRIPT has none named METRIC.
    python3 .ci/bench/baseline.py --lines SCRIPT
        copies standard input, appending that ratio to each line "METRIC median VALUE …" whose
        METRIC (spaces collapsed) has a baseline.

The other benchmark scripts written in Python import `ratio_text`. A ratio above 1 is more of
the figure than recorded: slower, bigger, or (for counts such as explored states) more.
"""
import json
import os
import re
import sys

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "baselines.json")


def baselines(script):
    with open(PATH, encoding="utf-8") as f:
        return json.load(f).get(script, {})


def ratio_text(script, metric, value):
    recorded = baselines(script).get(metric)
    if recorded is None or not recorded["value"]:
        return "(no baseline)"
    unit = recorded["unit"]
    figure = f"{recorded['value']:g}" + (unit if unit == "×" else " " + unit)
    return f"({float(value) / recorded['value']:.2f}× the baseline {figure})"


def annotate_lines(script):
    known = baselines(script)
    for line in sys.stdin:
        line = line.rstrip("\n")
        match = re.match(r"\s*(.*?)\s+median\s+([0-9.]+)", line)
        metric = match and " ".join(match.group(1).split())
        if metric in known:
            line += "  " + ratio_text(script, metric, match.group(2))
        print(line, flush=True)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--lines"] and len(sys.argv) == 3:
        annotate_lines(sys.argv[2])
    elif len(sys.argv) == 4:
        print(ratio_text(*sys.argv[1:]))
    else:
        sys.exit(__doc__)
