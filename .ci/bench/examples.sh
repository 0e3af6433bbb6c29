#!/usr/bin/env bash
# Benchmark of executable notes, release build, on content/:
#  cold build (empty cache), warm build (nothing changed), build after editing one note;
#  and the baseline: the same examples compiled one by one with bare swiftc on one core.
# usage: bash .ci/bench/examples.sh [runs]   (medians of `runs`, default 3)
# DOCBUILD_BASELINE=/path/to/docbuild (another revision's release binary) adds its cold build,
# timed in turn with this one's, and the ratio; it runs against this engine, or against
# DOCBUILD_BASELINE_ENGINE (a folder) when its engine speaks another interface.
# DOCBUILD_BENCH_FLAGS adds flags to this build's runs (`--no-explore`, to compare with a
# baseline from before explorable previews).
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-3}
bash .ci/setup
source .ci/bench/common.sh
bin=$(built_binaries)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r content "$work/content"
read -r -a bench_flags <<<"${DOCBUILD_BENCH_FLAGS:-}"
build() { "$bin/docbuild" ${bench_flags[@]+"${bench_flags[@]}"} "$@" "$work/content" "$work/site" >/dev/null 2>&1; }

baseline=${DOCBUILD_BASELINE:-}
baseline_build() {
  DOCBUILD_ENGINE_DIR="${DOCBUILD_BASELINE_ENGINE:-$bin}" "$baseline" "$work/content" "$work/site" \
    >"$work/baseline.log" 2>&1 || true
}
if [ -n "$baseline" ]; then
  # A baseline that cannot run the examples (an engine of another interface) fails fast: refuse.
  # Its engine may lack what a later example uses: such a block fails to compile, and is timed.
  rm -rf "$work/.docbuild-cache"
  baseline_build
  grep -Eq '^Examples: [1-9][0-9]* run' "$work/baseline.log" \
    || { echo "the baseline ran no example: set DOCBUILD_BASELINE_ENGINE" >&2; exit 1; }
  # Side by side: each baseline run right after one of this build's, on the same machine load.
  pairs=$(for _ in $(seq "$runs"); do
    rm -rf "$work/.docbuild-cache"; a=$(elapsed build)
    rm -rf "$work/.docbuild-cache"
    b=$(elapsed baseline_build)
    echo "$a $b"; done)
  cold=$(echo "$pairs" | cut -d' ' -f1 | median)
  before=$(echo "$pairs" | cut -d' ' -f2 | median)
else
  cold=$(for _ in $(seq "$runs"); do rm -rf "$work/.docbuild-cache"; elapsed build; done | median)
fi
warm=$(for _ in $(seq "$runs"); do elapsed build; done | median)
edit=$(for i in $(seq "$runs"); do
  # A comment added to the first Swift block of one note changes that note's units only.
  sed -i "0,/^import SwiftUI/s//import SwiftUI \/\/ edit $i/" "$work/content/en/01-state-and-binding.md"
  elapsed build; done | median)
rm -rf "$work/units" && build --no-cache --emit-units "$work/units"
count=$(ls "$work/units"/*.swift | wc -l)

flags=(-swift-version 5 -Onone -suppress-warnings -module-alias SwiftUI=StateEngine -module-alias Combine=EngineCombine
  -I "$bin/Modules" -Xcc "-fmodule-map-file=$bin/COpenCombineHelpers.build/module.modulemap"
  -L "$bin" -lSwiftUIEngine -Xlinker -rpath -Xlinker "$bin")
serial() {
  for unit in "$work/units"/*.swift; do
    extra=()
    [ -e "${unit%.swift}.library" ] && extra+=(-parse-as-library)
    if [ -e "${unit%.swift}.typecheck" ]; then extra+=(-typecheck); else extra+=(-o "$work/unit"); fi
    cp "$unit" "$work/main.swift"
    (cd "$work" && taskset -c 0 swiftc "${flags[@]}" "${extra[@]}" main.swift >/dev/null 2>&1 || true)
  done
}
bare=$(elapsed serial)
cores=$(nproc)
# The baselines of a build with flags are recorded under the metric's name and the flags.
with_flags() { echo "$1${DOCBUILD_BENCH_FLAGS:+ $DOCBUILD_BENCH_FLAGS}"; }
echo "content/: $count distinct examples to compile, $cores cores, medians of $runs runs"
echo "cold build (empty cache)           $cold s  $(vs_baseline examples.sh "$(with_flags 'cold build')" "$cold")"
if [ -n "$baseline" ]; then
  speedup=$(awk -v a="$before" -v b="$cold" 'BEGIN { printf "%.2f", a / b }')
  echo "cold build, baseline docbuild      $before s  (baseline ÷ this = $speedup×)" \
    "$(vs_baseline examples.sh "$(with_flags 'baseline binary ÷ this')" "$speedup")"
fi
echo "warm build (nothing changed)       $warm s  $(vs_baseline examples.sh "$(with_flags 'warm build')" "$warm")"
echo "after editing one note             $edit s  $(vs_baseline examples.sh "$(with_flags 'after editing one note')" "$edit")"
echo "bare swiftc, one by one, one core  $bare s  (÷ $cores cores = $(awk -v b="$bare" -v c="$cores" 'BEGIN { printf "%.2f", b / c }') s)" \
  "$(vs_baseline examples.sh 'bare swiftc, one by one, one core' "$bare")"
echo "per example: docbuild cold $(awk -v t="$cold" -v n="$count" 'BEGIN { printf "%.3f", t / n }') s, bare swiftc $(awk -v t="$bare" -v n="$count" 'BEGIN { printf "%.3f", t / n }') s"
