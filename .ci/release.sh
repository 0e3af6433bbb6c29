# Sourced by the scripts that build docbuild: the one release build they share.
#
# Release, but each module compiled file by file (-no-whole-module-optimization) instead of as one
# whole: swift-syntax's SwiftSyntax module is one serial whole-module compile of about 7 minutes on
# the 2-core machine, and file by file it takes under 2 with both cores busy. docbuild's own work is
# measured within a few percent of the whole-module build (.ci/bench/README.md, "Building docbuild").
release_flags=(-c release -Xswiftc -no-whole-module-optimization)

# Builds docbuild and the state engine in one SwiftPM run, so the engine compiles beside
# swift-syntax instead of after it; extra arguments go to `swift build` (`--build-tests`).
release_build() { swift build "${release_flags[@]}" "$@"; }

# The folder release_build writes docbuild and the engine into.
release_bin() { swift build "${release_flags[@]}" --show-bin-path; }
