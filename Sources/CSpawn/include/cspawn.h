// GNU extensions of posix_spawn that Swift's Glibc module does not import (they need _GNU_SOURCE).
#ifndef DOCBUILD_CSPAWN_H
#define DOCBUILD_CSPAWN_H

#include <spawn.h>
#include <stdint.h>

/// pipe2(fds, O_CLOEXEC): both ends close on exec, so no other child inherits them.
int cspawn_pipe_cloexec(int fds[2]);
/// The child closes every descriptor from `lowest` up before exec.
int cspawn_addclosefrom(posix_spawn_file_actions_t *actions, int lowest);
/// The child changes to `path` before exec.
int cspawn_addchdir(posix_spawn_file_actions_t *actions, const char *path);

/// Starts the process that reaps orphans: when the calling process ends, however it ends (SIGKILL
/// too), it kills every process group it was told of and still knows. It reads the groups from
/// the returned socket, `+group` when one starts and `-group`
/// when it has ended (`cspawn_tell_reaper`). Returns that descriptor (close-on-exec), or -1 with
/// errno.
int cspawn_start_orphan_reaper(void);
/// Tells the reaper `group` (see above); never raises SIGPIPE. 0, or -1 when the reaper is gone.
int cspawn_tell_reaper(int reaper, int32_t group);

#endif
