#!/usr/bin/env bash
# Benchmark of examples at scale, release build: cold builds (`--no-cache`) of
# generated notes with 20, 80 and 200 distinct examples (make-examples.py), against
#  - bare swiftc compiling the same programs one by one on one core, divided by the cores, and
#  - one whole-module swiftc of the same programs merged into one module (one binary that runs
#    each example by its number), the floor a merged compilation could reach.
# usage: bash .ci/bench/examples-scale.sh [runs [sizes…]]   (medians of `runs`, default 3; sizes 20 80 200)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-3}
shift || true
if [ $# -gt 0 ]; then sizes=("$@"); else sizes=(20 80 200); fi
# DOCBUILD_BENCH_FLAGS adds flags to docbuild's cold builds (`--no-explore`: the merged figure
# runs no example, docbuild runs each and by default explores its UI in a second run).
# DOCBUILD_BASELINE=/path/to/docbuild (another revision's release binary; its engine beside it)
# adds its cold builds, each right after one of this build's, and the ratio baseline ÷ this.
# DOCBUILD_BENCH_CONFIG=debug only checks the script quickly; figures come from release builds.
config=${DOCBUILD_BENCH_CONFIG:-release}
source .ci/bench/common.sh
bin=$(built_binaries "$config")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
cores=$(nproc)
read -r -a bench_flags <<<"${DOCBUILD_BENCH_FLAGS:-}"
flags=(-swift-version 5 -Onone -suppress-warnings -module-alias SwiftUI=StateEngine -module-alias Combine=EngineCombine
  -I "$bin/Modules" -Xcc "-fmodule-map-file=$bin/COpenCombineHelpers.build/module.modulemap"
  -L "$bin" -lSwiftUIEngine -Xlinker -rpath -Xlinker "$bin" -use-ld=lld)

# Each unit compiled alone, as docbuild's units are: library units with their own @main.
serial() {
  local units=$1 out=$2
  mkdir -p "$out"
  for unit in "$units"/*.swift; do
    extra=()
    [ -e "${unit%.swift}.library" ] && extra+=(-parse-as-library)
    if [ -e "${unit%.swift}.typecheck" ]; then extra+=(-typecheck); else extra+=(-o "$out/unit"); fi
    cp "$unit" "$out/main.swift"
    (cd "$out" && taskset -c 0 swiftc "${flags[@]}" "${extra[@]}" main.swift >/dev/null 2>&1 || true)
  done
}

# The same units in one module: each driver renamed and called by number from one @main.
merge() {
  local units=$1 out=$2 n=0
  rm -rf "$out" && mkdir -p "$out"
  local entry="$out/entry.swift"
  printf '@main enum __Merged {\n  static func main() {\n    switch CommandLine.arguments[1] {\n' >"$entry"
  for unit in "$units"/*.swift; do
    sed "s/@main enum __DocbuildMain/enum __DocbuildMain$n/" "$unit" >"$out/unit$n.swift"
    printf '    case "%d": __DocbuildMain%d.main()\n' "$n" "$n" >>"$entry"
    n=$((n + 1))
  done
  printf '    default: break\n    }\n  }\n}\n' >>"$entry"
}
merged() { (cd "$1" && swiftc "${flags[@]}" -parse-as-library -wmo -module-name Merged ./*.swift -o merged >/dev/null 2>&1); }

echo "examples at scale: $cores cores; docbuild cold and merged: medians of $runs runs in turn; bare swiftc: one run"
printf '| examples | docbuild cold | bare swiftc one by one ÷ %d cores | merged whole-module swiftc | docbuild ÷ merged | bare ÷ docbuild |\n' "$cores"
printf '|---:|---:|---:|---:|---:|---:|\n'
: >"$work/ratios"
for size in "${sizes[@]}"; do
  notes="$work/notes-$size"
  python3 .ci/make-examples.py "$notes" "$size"
  build() {
    "$bin/docbuild" --no-cache ${bench_flags[@]+"${bench_flags[@]}"} "$@" "$notes" "$work/site-$size" >/dev/null 2>&1 || true
  }
  rm -rf "$work/units-$size" && build --emit-units "$work/units-$size"
  count=$(ls "$work/units-$size"/*.swift | wc -l)
  [ "$count" = "$size" ] || { echo "expected $size units, got $count" >&2; exit 1; }
  merge "$work/units-$size" "$work/merged-$size"
  baseline_build() {
    [ -z "${DOCBUILD_BASELINE:-}" ] || "$DOCBUILD_BASELINE" --no-cache "$notes" "$work/site-$size" >/dev/null 2>&1 || true
  }
  # Side by side: each run is a docbuild cold build, the merged compile (and the baseline's cold
  # build) in turn, on the same machine load.
  runs_out=$(for _ in $(seq "$runs"); do
    echo "$(elapsed build) $(elapsed merged "$work/merged-$size") $(elapsed baseline_build)"; done)
  [ -x "$work/merged-$size/merged" ] || { echo "the merged module did not compile" >&2; exit 1; }
  cold=$(echo "$runs_out" | cut -d' ' -f1 | median)
  whole=$(echo "$runs_out" | cut -d' ' -f2 | median)
  if [ -n "${DOCBUILD_BASELINE:-}" ]; then
    before=$(echo "$runs_out" | cut -d' ' -f3 | median)
    echo "$size examples: baseline cold $before s, this $cold s (baseline ÷ this = $(ratio "$before" "$cold")×)"
  fi
  bare=$(elapsed serial "$work/units-$size" "$work/serial-$size")
  bare=$(ratio "$bare" "$cores")
  echo "| $size | $cold s | $bare s | $whole s | $(ratio "$cold" "$whole")× | $(ratio "$bare" "$cold")× |"
  {
    echo "$size examples: docbuild cold $(vs_baseline examples-scale.sh "$size examples: docbuild cold" "$cold")"
    echo "$size examples: merged $(vs_baseline examples-scale.sh "$size examples: merged whole-module swiftc" "$whole")"
    echo "$size examples: bare ÷ cores $(vs_baseline examples-scale.sh "$size examples: bare swiftc ÷ cores" "$bare")"
  } >>"$work/ratios"
done
echo
cat "$work/ratios"
