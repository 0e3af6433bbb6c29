#!/usr/bin/env bash
# Benchmark of `docbuild serve`, release build, on a copy of content/ in a git
# repository: the rebuild after a prose edit of one note (only what it changed is re-rendered)
# against a full rebuild of the site in memory, which every edit cost before and which an edit
# of docbuild.yml still costs. Times are the builds' own (the summary line), without the 0.2 s
# polling interval. usage: bash .ci/bench/serve.sh [runs]   (medians of `runs`, default 7)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-7}
bash .ci/setup
source .ci/bench/common.sh
bin=$(built_binaries)
# DOCBUILD_BASELINE=/folder/with/docbuild times another revision's binary against this engine.
if [ -n "${DOCBUILD_BASELINE:-}" ]; then
  export DOCBUILD_ENGINE_DIR=$bin
  bin=$DOCBUILD_BASELINE
fi
work=$(mktemp -d)
server=
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT
cp -r content "$work/content"
git -C "$work/content" init -q
git -C "$work/content" -c user.name=bench -c user.email=bench@example.org add .
git -C "$work/content" -c user.name=bench -c user.email=bench@example.org commit -qm notes
# Examples compiled once, so that both kinds of rebuild find them in the cache.
"$bin/docbuild" "$work/content" "$work/site" >/dev/null 2>&1
# Line-buffered: the summary lines must reach the log as each rebuild ends.
stdbuf -oL "$bin/docbuild" serve "$work/content" --port 0 >"$work/serve.log" 2>/dev/null &
server=$!
builds() { grep -c '^Built ' "$work/serve.log" || true; }
seconds() { grep '^Built ' "$work/serve.log" | tail -1 | sed -E 's/.* in ([0-9.]+) s$/\1/'; }
# Changes a file and waits for the rebuild it causes.
rebuilt() {
  local before; before=$(builds)
  "$@"
  local deadline=$((SECONDS + 120))
  until [ "$(builds)" -gt "$before" ]; do
    [ "$SECONDS" -lt "$deadline" ] || { echo "serve.sh: no rebuild within 120 s" >&2; exit 1; }
    sleep 0.05
  done
  seconds
}
until [ "$(builds)" -ge 1 ]; do sleep 0.1; done
note="$work/content/en/03-observedobject.md"
prose=$(for i in $(seq "$runs"); do
  rebuilt sh -c "printf '\nA sentence added while writing, number %s.\n' $i >> '$note'"; done | median)
full=$(for i in $(seq "$runs"); do
  rebuilt sh -c "printf '# edit %s\n' $i >> '$work/content/docbuild.yml'"; done | median)
echo "content/ in docbuild serve, release build, $(nproc) cores, medians of $runs rebuilds"
echo "prose edit of one note (re-renders what it changed)   $prose s  $(vs_baseline serve.sh 'prose edit of one note' "$prose")"
echo "full rebuild in memory (an edit of docbuild.yml)      $full s  $(vs_baseline serve.sh 'full rebuild in memory' "$full")"
