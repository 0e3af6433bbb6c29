#!/usr/bin/env bash
# Benchmark of the site build: docbuild against hugo and pandoc on the same notes.
# usage: bash .ci/bench/site.sh [runs]     (release build; medians of `runs` runs, default 5)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-5}
bash .ci/setup
command -v hugo >/dev/null && command -v pandoc >/dev/null && [ -x /usr/bin/time ] || {
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq hugo pandoc time >/dev/null; }
swift build -c release --product docbuild >/dev/null
bin=$(swift build -c release --show-bin-path)/docbuild
source .ci/bench/common.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 .ci/bench/make-corpus.py "$work/corpus" 1000

# Hugo needs a site around the same notes, with the plainest layout.
mkdir -p "$work/hugo/layouts/_default"
cp -r "$work/corpus" "$work/hugo/content"
printf 'baseURL = "http://localhost/"\ndisableKinds = ["taxonomy","term","RSS","sitemap"]\n' > "$work/hugo/hugo.toml"
echo '<html><body>{{ .Content }}</body></html>' > "$work/hugo/layouts/_default/single.html"
echo '<html><body>{{ range .Pages }}{{ .Title }}{{ end }}</body></html>' > "$work/hugo/layouts/_default/list.html"

# measure NAME COMMAND…: prints the median wall time and the median peak memory of `runs` runs.
measure() {
  local name=$1; shift
  local times=() mems=()
  for _ in $(seq "$runs"); do
    /usr/bin/time -f '%e %M' -o "$work/time" "$@" >/dev/null 2>&1 || true
    read -r t m < "$work/time"; times+=("$t"); mems+=("$m")
  done
  local mt mm
  mt=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")
  mm=$(printf '%s\n' "${mems[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")
  local mb; mb=$(awk -v m="$mm" 'BEGIN { printf "%.1f", m / 1024 }')
  printf '%-34s %8.2f s %s\n' "$name" "$mt" "$(vs_baseline site.sh "$name: time" "$mt")"
  printf '%-34s %8s MB %s\n' "" "$mb" "$(vs_baseline site.sh "$name: peak memory" "$mb")"
}

echo "median of $runs runs, $(nproc) cores"
measure "docbuild content/ (warm cache)" "$bin" content "$work/site-content"
# The generated notes' Swift blocks are not run here: examples have their own benchmark (examples.sh).
measure "docbuild 1000 notes (--no-run)" "$bin" --no-run "$work/corpus" "$work/site-corpus"
measure "hugo 1000 notes" hugo --quiet -s "$work/hugo" -d "$work/site-hugo"
pandoc_all() { find "$work/corpus" -name '*.md' -print0 | xargs -0 -P "$(nproc)" -I{} pandoc -f gfm -t html -o /dev/null {}; }
export -f pandoc_all; export work
# One pandoc process per note, as many at a time as there are cores.
measure "pandoc 1000 notes" bash -c pandoc_all
