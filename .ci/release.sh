# Sourced by the scripts that build docbuild: the one release build they share.
#
# Whole-module, optimised for size, with line tables only: swift-syntax's SwiftSyntax module is
# one serial whole-module compile, and -O with full debug info makes it ~7 minutes on the 2-core
# machine; -Osize inlines and specialises less and line tables are a fraction of full debug info,
# which halves it. File by file (-no-whole-module-optimization) would build faster still, but
# swift-syntax then runs ~5x slower (nothing inlines across its files) and docbuild with it.
# Measured in .ci/bench/README.md ("Building docbuild").
release_flags=(-c release -Xswiftc -Osize -Xswiftc -gline-tables-only)

# Builds docbuild and the state engine in one SwiftPM run, so the engine
# compiles on the second core while SwiftSyntax holds the first; extra arguments go to
# `swift build` (`--build-tests`).
release_build() { swift build "${release_flags[@]}" "$@"; }

# The folder release_build writes docbuild and the engine into.
release_bin() { swift build "${release_flags[@]}" --show-bin-path; }
