#!/usr/bin/env bash
# Where a cold build's time goes: one cold release build of content/ and one of N
# generated examples (make-examples.py), traced with strace (process starts and ends only:
# seccomp-filtered, so the compiler's own system calls are not stopped), split by cold-split.py
# into merged batch compiles, lone compiles, the engine probe, sandboxed runs and explorations,
# and docbuild's own work. Tracing adds a little to each process start.
# usage: bash .ci/bench/cold-split.sh [N [docbuild flags…]]   (N default 200)
# DOCBUILD_BIN=/path/to/docbuild splits another binary's builds (DOCBUILD_ENGINE_DIR for its engine).
set -euo pipefail
cd "$(dirname "$0")/../.."
size=${1:-200}
shift || true
command -v strace >/dev/null || { echo "needs strace (apt install strace)" >&2; exit 1; }
source .ci/bench/common.sh
bin=${DOCBUILD_BIN:-$(built_binaries)/docbuild}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r content "$work/content"
python3 .ci/make-examples.py "$work/generated" "$size" >/dev/null
for input in content generated; do
  echo "== $input (load $(cut -d' ' -f1-3 /proc/loadavg))"
  strace -f -ttt -v -s 4096 --seccomp-bpf -e trace=execve,clone,clone3,fork,vfork \
    -o "$work/trace" "$bin" --no-cache "$@" "$work/$input" "$work/site" >/dev/null 2>&1 || true
  # The baselines are named after the input: content, or N examples.
  label=content
  [ "$input" = content ] || label="$size examples"
  python3 .ci/bench/cold-split.py "$work/trace" --timeline --baseline "$label"
done
