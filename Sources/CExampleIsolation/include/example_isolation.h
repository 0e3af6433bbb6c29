// Linux calls the engine's batch runner (`ExampleBatch`) needs that Swift's Glibc module does not
// import: namespaces, mounts and prctl (they need _GNU_SOURCE, or are variadic).
#ifndef DOCBUILD_EXAMPLE_ISOLATION_H
#define DOCBUILD_EXAMPLE_ISOLATION_H

#include <stddef.h>

/// Moves the calling process, a batch's child that is about to run one example, into user, mount,
/// PID and IPC namespaces of its own, in which nothing of its siblings can be seen or reached:
/// `/tmp` and each of the `hidden` folders are covered by empty file systems, `/proc` shows only
/// the process itself, and `folder` (read-write, the example's own) and the `shown` folders
/// (read-only, the engine and the Swift runtime) are bound back at their places. The mounts are
/// then locked (a second user namespace), so that the example cannot uncover what they hide.
///
/// Returns 0 in the process that goes on to run the example (the second process of the new PID
/// namespace), with `folder` as its working folder, or -1 with errno when a step failed. The
/// caller and the namespace's first process never return: each waits for the process below it
/// and exits as that one did (a signal n as status 128 + n), and the first process dies with the
/// caller, taking every process of the namespace with it.
int example_isolate(
    const char *folder, const char *const *hidden, size_t hidden_count, const char *const *shown,
    size_t shown_count);

/// Makes the calling process receive SIGKILL when `parent`, its parent, ends; -1 when it already
/// has.
int example_die_with_parent(int parent);

/// Closes every descriptor from `lowest` up.
void example_close_from(int lowest);

#endif
