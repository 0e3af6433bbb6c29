# Sourced by the benchmark scripts: what each of them needs before it times anything.

# Builds the engine and docbuild in `config` (release by default) and prints their folder.
built_binaries() {
  local config=${1:-release}
  swift build -c "$config" --product SwiftUIEngine >/dev/null
  swift build -c "$config" --product docbuild >/dev/null
  swift build -c "$config" --show-bin-path
}

now() { date +%s.%N; }

# Runs the command and prints the seconds it took.
elapsed() { local s; s=$(now); "$@"; awk -v s="$s" -v e="$(now)" 'BEGIN { printf "%.2f\n", e - s }'; }

# The median of the numbers on standard input, one a line, from `runs` runs.
median() { sort -n | sed -n "$(((runs + 1) / 2))p"; }

# The figure's ratio to the one recorded in baselines.json: vs_baseline SCRIPT METRIC VALUE.
vs_baseline() { python3 "$(dirname "${BASH_SOURCE[0]}")/baseline.py" "$@"; }
