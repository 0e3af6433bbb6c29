#!/usr/bin/env bash
# What the release flags of .ci/release.sh cost docbuild at its work: the same sources built
# with plain `swift build -c release` (scratch .build-plain) and with .ci/release.sh's flags,
# timed side by side on content/, each run of one right after the other's on the same load:
#  - cold: an empty example cache (compiling the examples is swiftc's work, not docbuild's);
#  - warm: nothing changed (parse, extract, cache look-ups, render, write: docbuild's own work);
#  - pages: --no-run on 1,000 generated notes (parse and render only).
# Each engine is the one built with its docbuild, so the examples also run on it.
# usage: bash .ci/bench/release-flags.sh [runs]   (medians of `runs`, default 5)
# PLAIN_BIN (plain) / FLAGS_BIN (.ci/release.sh) name already built bin folders instead of building them.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-5}
bash .ci/setup
source .ci/bench/common.sh
flags_bin=${FLAGS_BIN:-$(built_binaries)}
if [ -z "${PLAIN_BIN:-}" ]; then
  swift build -c release --scratch-path .build-plain >/dev/null
  PLAIN_BIN=$(swift build -c release --scratch-path .build-plain --show-bin-path)
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 .ci/bench/make-corpus.py "$work/corpus" 1000 >/dev/null
# A copy of content/ per build: the example cache is the folder beside the input.
for name in plain flags; do mkdir -p "$work/$name" && cp -r content "$work/$name/content"; done
bin_of() { if [ "$1" = plain ]; then echo "$PLAIN_BIN"; else echo "$flags_bin"; fi; }

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
for name in plain flags; do run "$name" warm >/dev/null 2>&1; done
for kind in cold warm pages; do
  pairs=$(for _ in $(seq "$runs"); do
    a=$(run plain "$kind" 2>/dev/null | tail -1)
    b=$(run flags "$kind" 2>/dev/null | tail -1)
    echo "$a $b"
  done)
  plain=$(echo "$pairs" | cut -d' ' -f1 | median)
  flags=$(echo "$pairs" | cut -d' ' -f2 | median)
  ratio=$(awk -v a="$plain" -v b="$flags" 'BEGIN { printf "%.2f", b / a }')
  echo "$kind: plain -c release $plain s, .ci/release.sh $flags s: ${ratio}x $(vs_baseline release-flags.sh "$kind" "$ratio")"
done
