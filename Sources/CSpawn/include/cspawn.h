// GNU extensions of posix_spawn that Swift's Glibc module does not import (they need _GNU_SOURCE).
#ifndef DOCBUILD_CSPAWN_H
#define DOCBUILD_CSPAWN_H

#include <spawn.h>

/// pipe2(fds, O_CLOEXEC): both ends close on exec, so no other child inherits them.
int cspawn_pipe_cloexec(int fds[2]);
/// The child closes every descriptor from `lowest` up before exec.
int cspawn_addclosefrom(posix_spawn_file_actions_t *actions, int lowest);
/// The child changes to `path` before exec.
int cspawn_addchdir(posix_spawn_file_actions_t *actions, const char *path);

#endif
