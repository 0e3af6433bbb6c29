# Sourced by the benchmark scripts: what each of them needs before it times anything.

source "$(dirname "${BASH_SOURCE[0]}")/../release.sh"

# Builds the engine and docbuild in `config` (release by default) and prints their folder.
built_binaries() {
  if [ "${1:-release}" = debug ]; then
    swift build >/dev/null
    swift build --show-bin-path
  else
    release_build >/dev/null
    release_bin
  fi
}

now() { date +%s.%N; }

# Runs the command and prints the seconds it took.
elapsed() { local s; s=$(now); "$@"; awk -v s="$s" -v e="$(now)" 'BEGIN { printf "%.2f\n", e - s }'; }

# The median of the numbers on standard input, one a line, from `runs` runs.
median() { sort -n | sed -n "$(((runs + 1) / 2))p"; }

# The figure's ratio to the one recorded in baselines.json: vs_baseline SCRIPT METRIC VALUE.
vs_baseline() { python3 "$(dirname "${BASH_SOURCE[0]}")/baseline.py" "$@"; }
