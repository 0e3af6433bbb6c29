#!/usr/bin/env bash
# What compiling file by file (.ci/release.sh) costs docbuild at its work: the same sources built
# whole-module (`swift build -c release`, scratch .build-wmo) and file by file (.ci/release.sh),
# timed side by side on content/, each run of one right after the other's on the same load:
#  - cold: an empty example cache (compiling the examples is swiftc's work, not docbuild's);
#  - warm: nothing changed (parse, extract, cache look-ups, render, write: docbuild's own work);
#  - pages: --no-run on 1,000 generated notes (parse and render only).
# Each engine is the one built with its docbuild, so the examples also run on it.
# usage: bash .ci/bench/release-flags.sh [runs]   (medians of `runs`, default 5)
# WMO_BIN / FILE_BIN name already built bin folders instead of building them.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-5}
bash .ci/setup
source .ci/bench/common.sh
file_bin=${FILE_BIN:-$(built_binaries)}
if [ -z "${WMO_BIN:-}" ]; then
  swift build -c release --scratch-path .build-wmo >/dev/null
  WMO_BIN=$(swift build -c release --scratch-path .build-wmo --show-bin-path)
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r content "$work/content"
python3 .ci/bench/make-corpus.py "$work/corpus" 1000 >/dev/null

# run BIN KIND: one timed build of that kind.
run() {
  local bin=$1 kind=$2
  case "$kind" in
    cold) rm -rf "$work/cache-$bin_name"; elapsed "$bin/docbuild" --cache "$work/cache-$bin_name" "$work/content" "$work/site-$bin_name" ;;
    warm) elapsed "$bin/docbuild" --cache "$work/cache-$bin_name" "$work/content" "$work/site-$bin_name" ;;
    pages) elapsed "$bin/docbuild" --no-run "$work/corpus" "$work/pages-$bin_name" ;;
  esac
}
for kind in cold warm pages; do
  # One untimed build each first: a warm cache for `warm`, and the files in the page cache.
  for bin_name in wmo file; do
    bin=$WMO_BIN; [ "$bin_name" = file ] && bin=$file_bin
    run "$bin" cold >/dev/null 2>&1
  done
  pairs=$(for _ in $(seq "$runs"); do
    bin_name=wmo; a=$(run "$WMO_BIN" "$kind" 2>/dev/null | tail -1)
    bin_name=file; b=$(run "$file_bin" "$kind" 2>/dev/null | tail -1)
    echo "$a $b"
  done)
  wmo=$(echo "$pairs" | cut -d' ' -f1 | median)
  file=$(echo "$pairs" | cut -d' ' -f2 | median)
  ratio=$(awk -v a="$wmo" -v b="$file" 'BEGIN { printf "%.2f", b / a }')
  echo "$kind: whole-module ${wmo} s, file by file ${file} s: ${ratio}x"
  vs_baseline release-flags.sh "$kind" "$ratio"
done
