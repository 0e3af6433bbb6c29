#!/usr/bin/env bash
# Memory and time of one big note by shape: a note's memory should grow with its size, no faster.
# For each shape, a note of 1 MB and one of 8 MB is built alone (--no-run: the examples' cost
# is not the parser's or the renderer's); peak RSS less that of a one-line note, divided by the
# note's bytes, is the ratio the guide's limits table quotes. Release build, median of `runs`.
# usage: bash .ci/bench/note-memory.sh [runs] [shapes…]
#        (DOCBUILD_BIN=path/to/docbuild measures that binary instead of building one)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-3}
shift || true
shapes=("$@")
[ ${#shapes[@]} -gt 0 ] || shapes=(prose headings code table list links angles brackets amps langles line)
bash .ci/setup
source .ci/bench/common.sh
[ -x /usr/bin/time ] || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time >/dev/null; }
if [ -n "${DOCBUILD_BIN:-}" ]; then
  bin=$DOCBUILD_BIN
else
  bin=$(built_binaries)/docbuild
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# measure FOLDER: "median-seconds median-peak-KB" of `runs` builds of FOLDER.
measure() {
  local times=() mems=()
  for _ in $(seq "$runs"); do
    rm -rf "$work/site"
    /usr/bin/time -f '%e %M' -o "$work/time" "$bin" --no-run --no-cache "$1" "$work/site" >/dev/null 2>&1 || true
    read -r t m < "$work/time"; times+=("$t"); mems+=("$m")
  done
  echo "$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p") $(printf '%s\n' "${mems[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")"
}

mkdir -p "$work/empty/en"
echo "# One line" > "$work/empty/en/note.md"
read -r _ base < <(measure "$work/empty")
echo "median of $runs runs; a one-line note peaks at $((base / 1024)) MB, subtracted below"
printf '%-9s %6s %9s %10s %7s\n' shape note time peak ratio
for shape in "${shapes[@]}"; do
  for megabytes in 1 8; do
    mkdir -p "$work/$shape-$megabytes/en"
    note="$work/$shape-$megabytes/en/note.md"
    python3 .ci/bench/make-big-note.py "$shape" "$megabytes" "$note"
    bytes=$(stat -c %s "$note")
    read -r t m < <(measure "$work/$shape-$megabytes")
    ratio=$(awk -v m="$m" -v b="$base" -v n="$bytes" 'BEGIN { printf "%.1f", (m - b) * 1024 / n }')
    awk -v s="$shape" -v mb="$megabytes" -v t="$t" -v m="$m" -v r="$ratio" \
      'BEGIN { printf "%-9s %4d MB %7.2f s %7.0f MB %6.1f×", s, mb, t, m / 1024, r }'
    echo "  peak $(vs_baseline note-memory.sh "$shape $megabytes MB: peak ÷ note" "$ratio")," \
      "time $(vs_baseline note-memory.sh "$shape $megabytes MB: time" "$t")"
  done
done
