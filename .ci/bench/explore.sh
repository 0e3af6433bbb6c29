#!/usr/bin/env bash
# Benchmark of explorable previews, release build, on content/: the cold build
# (empty example cache) with the examples' UIs explored, against the same build with
# `--no-explore` (each example run once, as before explorable previews), run alternately side by
# side; medians of `runs` and their ratio, and what the exploration reported.
# usage: bash .ci/bench/explore.sh [runs]   (default 3)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-3}
bash .ci/setup
source .ci/bench/common.sh
bin=$(built_binaries)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r content "$work/content"
cold() {
  rm -rf "$work/.docbuild-cache" "$work/site"
  local s; s=$(now)
  "$bin/docbuild" "$@" "$work/content" "$work/site" >"$work/log" 2>&1
  awk -v s="$s" -v e="$(now)" 'BEGIN { printf "%.2f\n", e - s }'
}
: >"$work/explored"; : >"$work/plain"
for _ in $(seq "$runs"); do
  cold --no-explore >>"$work/plain"
  cold >>"$work/explored"
done
plain=$(median <"$work/plain")
explored=$(median <"$work/explored")
echo "content/, cold builds, $(nproc) cores, medians of $runs runs"
echo "without exploring (--no-explore)  $plain s  $(vs_baseline explore.sh 'cold build --no-explore' "$plain")"
echo "with explorable previews          $explored s  ($(awk -v a="$explored" -v b="$plain" 'BEGIN { printf "%.2f", a / b }')x)" \
  "$(vs_baseline explore.sh 'cold build exploring' "$explored")"
grep '^Explored' "$work/log"
data=$(cat "$work"/site/*/*.explore.js | wc -c)
echo "data beside the pages: $data bytes in $(ls "$work"/site/*/*.explore.js | wc -l) files," \
  "largest $(ls -S "$work"/site/*/*.explore.js | head -1 | xargs wc -c | awk '{print $1}') bytes" \
  "$(vs_baseline explore.sh 'explore data bytes' "$data")"
