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
python3 .ci/bench/make-corpus.py "$work/corpus" 1000 >/dev/null
# A copy of content/ per build: the example cache is the folder beside the input.
for name in wmo file; do mkdir -p "$work/$name" && cp -r content "$work/$name/content"; done
bin_of() { if [ "$1" = wmo ]; then echo "$WMO_BIN"; else echo "$file_bin"; fi; }

# run NAME KIND: one timed build of that kind with that build's docbuild.
run() {
  local bin
  bin=$(bin_of "$1")
  case "$2" in
    cold) rm -rf "$work/$1/.docbuild-cache"; elapsed "$bin/docbuild" "$work/$1/content" "$work/$1/site" ;;
    warm) elapsed "$bin/docbuild" "$work/$1/content" "$work/$1/site" ;;
    pages) elapsed "$bin/docbuild" --no-run "$work/corpus" "$work/$1/pages" ;;
  esac
}
# One untimed build each first: a warm cache, and the files in the page cache.
for name in wmo file; do run "$name" warm >/dev/null 2>&1; done
for kind in cold warm pages; do
  pairs=$(for _ in $(seq "$runs"); do
    a=$(run wmo "$kind" 2>/dev/null | tail -1)
    b=$(run file "$kind" 2>/dev/null | tail -1)
    echo "$a $b"
  done)
  wmo=$(echo "$pairs" | cut -d' ' -f1 | median)
  file=$(echo "$pairs" | cut -d' ' -f2 | median)
  ratio=$(awk -v a="$wmo" -v b="$file" 'BEGIN { printf "%.2f", b / a }')
  echo "$kind: whole-module $wmo s, file by file $file s: ${ratio}x $(vs_baseline release-flags.sh "$kind" "$ratio")"
done
