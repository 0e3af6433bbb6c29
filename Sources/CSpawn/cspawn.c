#define _GNU_SOURCE
#include "cspawn.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <sys/socket.h>
#include <unistd.h>

int cspawn_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

int cspawn_addclosefrom(posix_spawn_file_actions_t *actions, int lowest) {
  return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
}

int cspawn_addchdir(posix_spawn_file_actions_t *actions, const char *path) {
  return posix_spawn_file_actions_addchdir_np(actions, path);
}

/// The groups the reaper knows; more at once are not tracked (a build runs a few dozen).
#define REAPER_GROUPS 4096

/// The reaper's whole life, in the forked child of a threaded process: async-signal-safe calls
/// only. It survives the signals of a terminal and of its parent's process group, and ends when
/// its parent's end of the socket closes, which the kernel does when the parent dies.
static void reap_orphans(int input) {
  static int32_t groups[REAPER_GROUPS];
  int count = 0;
  signal(SIGINT, SIG_IGN);
  signal(SIGTERM, SIG_IGN);
  signal(SIGHUP, SIG_IGN);
  signal(SIGQUIT, SIG_IGN);
  setsid();
  if (input < 3) input = fcntl(input, F_DUPFD, 3);
  int null = open("/dev/null", O_RDWR);
  for (int fd = 0; fd < 3; fd++) dup2(null, fd);
  if (input != 3 && dup2(input, 3) != 3) _exit(1);
  close_range(4, ~0U, 0);
  for (;;) {
    int32_t value;
    ssize_t got = recv(3, &value, sizeof value, 0);
    if (got < 0 && errno == EINTR) continue;
    if (got != sizeof value) break;
    if (value > 0 && count < REAPER_GROUPS) {
      groups[count++] = value;
    } else if (value < 0) {
      for (int index = 0; index < count; index++) {
        if (groups[index] == -value) {
          groups[index] = groups[--count];
          break;
        }
      }
    }
  }
  for (int index = 0; index < count; index++) kill(-groups[index], SIGKILL);
  _exit(0);
}

int cspawn_start_orphan_reaper(void) {
  int fds[2];
  if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, fds) != 0) return -1;
  pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    return -1;
  }
  if (pid == 0) {
    close(fds[1]);
    reap_orphans(fds[0]);
  }
  close(fds[0]);
  return fds[1];
}

int cspawn_tell_reaper(int reaper, int32_t group) {
  return send(reaper, &group, sizeof group, MSG_NOSIGNAL) == sizeof group ? 0 : -1;
}
