// Linux calls the engine's batch runner (`ExampleBatch`) needs that Swift's Glibc module does not
// import: namespaces, mounts and prctl (they need _GNU_SOURCE, or are variadic).
#ifndef DOCBUILD_EXAMPLE_ISOLATION_H
#define DOCBUILD_EXAMPLE_ISOLATION_H

#include <stddef.h>
#include <sys/types.h>

/// Forks the process that runs one example of a batch, in user, mount, PID and IPC namespaces of
/// its own in which nothing of the batch's other runs can be seen or reached: `/tmp` and each of
/// the `hidden` folders are covered by empty file systems in memory, `/proc` shows only the
/// process itself, `folder` (which must lie in `/tmp` or a hidden folder) is made afresh in
/// them, and the `shown` folders (read-only: the engine, the Swift runtime) are bound back at
/// their places. The process then gives up the capabilities the namespaces gave it, so that it
/// cannot uncover what the mounts hide.
///
/// Returns, like fork, in two processes: in the caller the PID of the namespaces' first process
/// (which waits for the example and exits as it did, a signal n as status 128 + n, and whose end
/// ends every process of the namespace), or -1 with errno; in the example's process 0, in
/// `folder`, with `*failure` set to 0, or to the errno of the step that failed.
pid_t example_fork_isolated(
    const char *folder, const char *const *hidden, size_t hidden_count, const char *const *shown,
    size_t shown_count, int *failure);

/// Makes the calling process receive SIGKILL when `parent`, its parent, ends; -1 when it already
/// has.
int example_die_with_parent(int parent);

/// A file in memory (memfd_create), closed on exec; -1 with errno when none can be made.
int example_memory_file(const char *name);

/// Closes every descriptor from `lowest` up.
void example_close_from(int lowest);

#endif
