#!/usr/bin/env bash
# Benchmark of the site build at scale, release build: `--no-run` builds of generated
# notes (make-corpus.py: ko/zh/en mixed) against Hugo on the same notes, run side by side
# (docbuild, hugo, docbuild, hugo…). For each size: median wall time and peak memory (RSS), the
# output's bytes and the notes' own bytes, the ratios to Hugo; then the exponent k of a
# least-squares fit time ∝ notes^k (and memory, output) over the sizes: 1 is linear.
# usage: bash .ci/bench/site-scale.sh [runs [sizes…]]   (medians of `runs`, default 3; sizes 1000 5000 10000 20000)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-3}
shift || true
if [ $# -gt 0 ]; then sizes=("$@"); else sizes=(1000 5000 10000 20000); fi
bash .ci/setup
command -v hugo >/dev/null && [ -x /usr/bin/time ] || {
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq hugo time >/dev/null; }
# DOCBUILD_BENCH_CONFIG=debug only checks the script quickly; figures come from release builds.
config=${DOCBUILD_BENCH_CONFIG:-release}
swift build -c "$config" --product docbuild >/dev/null
bin=$(swift build -c "$config" --show-bin-path)/docbuild
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source .ci/bench/common.sh
bytes() { find "$1" -type f -printf '%s\n' | awk '{ s += $1 } END { print s + 0 }'; }

# run NAME OUT COMMAND…: one timed run, appended to $work/NAME as "seconds kilobytes bytes".
run() {
  local name=$1 out=$2; shift 2
  rm -rf "$out"
  /usr/bin/time -f '%e %M' -o "$work/time" "$@" >/dev/null 2>&1 || { echo "$name failed" >&2; exit 1; }
  echo "$(cat "$work/time") $(bytes "$out")" >> "$work/$name"
}

echo "median of $runs runs, $(nproc) cores, $(hugo version | cut -d' ' -f1-2)" >&2
: > "$work/results"
for n in "${sizes[@]}"; do
  corpus="$work/corpus-$n"
  python3 .ci/bench/make-corpus.py "$corpus" "$n"
  # Hugo needs a site around the same notes, with the plainest layout.
  hugo_site="$work/hugo-$n"
  mkdir -p "$hugo_site/layouts/_default"
  cp -r "$corpus" "$hugo_site/content"
  printf 'baseURL = "http://localhost/"\ndisableKinds = ["taxonomy","term","RSS","sitemap"]\n' > "$hugo_site/hugo.toml"
  echo '<html><body>{{ .Content }}</body></html>' > "$hugo_site/layouts/_default/single.html"
  echo '<html><body>{{ range .Pages }}{{ .Title }}{{ end }}</body></html>' > "$hugo_site/layouts/_default/list.html"
  rm -f "$work/docbuild" "$work/hugo"
  for _ in $(seq "$runs"); do
    run docbuild "$work/site" "$bin" --no-run "$corpus" "$work/site"
    run hugo "$work/site-hugo" hugo --quiet -s "$hugo_site" -d "$work/site-hugo"
  done
  notes=$(bytes "$corpus")
  line="$n $notes"
  for tool in docbuild hugo; do
    t=$(cut -d' ' -f1 "$work/$tool" | median)
    m=$(cut -d' ' -f2 "$work/$tool" | median)
    o=$(cut -d' ' -f3 "$work/$tool" | median)
    line="$line $t $m $o"
  done
  echo "$line" >> "$work/results"
  echo "done: $line" >&2
  rm -rf "$corpus" "$hugo_site" "$work/site" "$work/site-hugo"
done

python3 - "$work/results" <<'PY'
import math, sys
sys.path.insert(0, ".ci/bench")
from baseline import ratio_text
rows = [list(map(float, line.split())) for line in open(sys.argv[1])]
mb = lambda b: b / 1e6
print("| notes | notes' bytes | docbuild time | hugo time | time ÷ hugo | docbuild peak RSS | hugo peak RSS | RSS ÷ hugo | docbuild output | hugo output | output ÷ notes |")
print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for n, notes, dt, dm, do, ht, hm, ho in rows:
    print(f"| {int(n):,} | {mb(notes):.1f} MB | {dt:.2f} s | {ht:.2f} s | {dt / ht:.2f} | {dm / 1024:.0f} MB"
          f" | {hm / 1024:.0f} MB | {dm / hm:.2f} | {mb(do):.1f} MB | {mb(ho):.1f} MB | {do / notes:.2f} |")
def exponent(xs, ys):
    lx, ly = [math.log(x) for x in xs], [math.log(y) for y in ys]
    mx, my = sum(lx) / len(lx), sum(ly) / len(ly)
    return sum((a - mx) * (b - my) for a, b in zip(lx, ly)) / sum((a - mx) ** 2 for a in lx)
print()
for n, notes, dt, dm, do, *_ in rows:
    name = f"{int(n)} notes"
    print(f"{name}: time {ratio_text('site-scale.sh', name + ': time', dt)}, "
          f"peak RSS {ratio_text('site-scale.sh', name + ': peak RSS', dm / 1024)}, "
          f"output {ratio_text('site-scale.sh', name + ': output', mb(do))}")
if len(rows) > 1:
    n = [r[0] for r in rows]
    for name, t, m, o in [("docbuild", 2, 3, 4), ("hugo", 5, 6, 7)]:
        print(f"\n{name}: time ∝ notes^{exponent(n, [r[t] for r in rows]):.2f}, "
              f"peak RSS ∝ notes^{exponent(n, [r[m] for r in rows]):.2f}, "
              f"output ∝ notes^{exponent(n, [r[o] for r in rows]):.2f}")
PY
