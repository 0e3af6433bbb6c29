#define _GNU_SOURCE
#include "example_isolation.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <linux/capability.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

/// What of the whole /proc an example still sees besides itself: facts about the machine that
/// the Swift runtime, Foundation and Dispatch may read.
static const char *const machine_files[] = {"cpuinfo", "meminfo", "stat", "uptime", "loadavg"};

/// How many thread IDs of the example's PID namespace lead to its own folder (`self`).
/// libdispatch's thread pool reads `/proc/<tid>/stat` of each of its workers and traps when the
/// file is missing; IDs are handed out from 1 in a new namespace, one per thread ever started.
static const int thread_ids = 4096;

static int write_text(const char *path, const char *text) {
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  size_t length = strlen(text);
  ssize_t written = write(fd, text, length);
  int saved = errno;
  close(fd);
  errno = saved;
  return written == (ssize_t)length ? 0 : -1;
}

/// Maps the caller's user and group to themselves in the user namespace it just made.
static int map_identity(uid_t uid, gid_t gid) {
  char line[64];
  if (write_text("/proc/self/setgroups", "deny") != 0) return -1;
  snprintf(line, sizeof line, "%u %u 1", (unsigned)uid, (unsigned)uid);
  if (write_text("/proc/self/uid_map", line) != 0) return -1;
  snprintf(line, sizeof line, "%u %u 1", (unsigned)gid, (unsigned)gid);
  return write_text("/proc/self/gid_map", line);
}

/// Waits for `child` and exits as it did. As the first process of a PID namespace it also reaps
/// whatever else of the namespace ends meanwhile.
static _Noreturn void exit_as(pid_t child) {
  int status = 0;
  for (;;) {
    pid_t ended = waitpid(-1, &status, 0);
    if (ended == child) break;
    if (ended == -1 && errno != EINTR) _exit(125);
  }
  if (WIFSIGNALED(status)) _exit(128 + WTERMSIG(status));
  _exit(WEXITSTATUS(status));
}

/// Creates `path` and the folders above it that are missing.
static int make_folders(const char *path) {
  char partial[PATH_MAX];
  size_t length = strlen(path);
  if (length == 0 || length >= sizeof partial) {
    errno = ENAMETOOLONG;
    return -1;
  }
  memcpy(partial, path, length + 1);
  for (size_t index = 1; index <= length; index++) {
    if (partial[index] != '/' && partial[index] != '\0') continue;
    char saved = partial[index];
    partial[index] = '\0';
    if (mkdir(partial, 0755) != 0 && errno != EEXIST) return -1;
    partial[index] = saved;
  }
  return 0;
}

/// Covers `path` with an empty file system, when it exists. Its size is bounded as the batch's
/// own /tmp is (docbuild's `Sandbox.memoryFolderLimit`): a run's folder lies in it.
static int cover(const char *path) {
  struct stat info;
  if (stat(path, &info) != 0) return errno == ENOENT ? 0 : -1;
  return mount("tmpfs", path, "tmpfs", MS_NOSUID | MS_NODEV, "mode=0755,size=256m");
}

/// Binds what `fd` (opened before anything was covered) names at `path`, unless `path` still
/// shows it; the bind keeps the original's flags (read-only stays read-only).
static int show(int fd, const char *path) {
  struct stat original, current;
  if (fstat(fd, &original) != 0) return -1;
  if (stat(path, &current) == 0 && current.st_dev == original.st_dev
      && current.st_ino == original.st_ino)
    return 0;
  if (make_folders(path) != 0) return -1;
  char source[64];
  snprintf(source, sizeof source, "/proc/self/fd/%d", fd);
  return mount(source, path, NULL, MS_BIND | MS_REC, NULL);
}

/// Replaces /proc with one that holds the process's own folder as `self`, the machine files and
/// the thread IDs that lead to `self`: built in `staging` (inside a covered, empty /tmp) while the old /proc still resolves the
/// descriptors, then moved over /proc.
static int replace_proc(int self_fd, const char *staging) {
  if (mkdir(staging, 0755) != 0) return -1;
  if (mount("tmpfs", staging, "tmpfs", MS_NOSUID | MS_NODEV, "mode=0555") != 0) return -1;
  char path[PATH_MAX], source[64];
  snprintf(path, sizeof path, "%s/self", staging);
  if (mkdir(path, 0555) != 0) return -1;
  snprintf(source, sizeof source, "/proc/self/fd/%d", self_fd);
  if (mount(source, path, NULL, MS_BIND | MS_REC, NULL) != 0) return -1;
  for (size_t index = 0; index < sizeof machine_files / sizeof *machine_files; index++) {
    snprintf(source, sizeof source, "/proc/%s", machine_files[index]);
    if (access(source, R_OK) != 0) continue;
    snprintf(path, sizeof path, "%s/%s", staging, machine_files[index]);
    int file = open(path, O_CREAT | O_WRONLY | O_CLOEXEC, 0444);
    if (file < 0) return -1;
    close(file);
    if (mount(source, path, NULL, MS_BIND, NULL) != 0) return -1;
  }
  for (int tid = 1; tid <= thread_ids; tid++) {
    snprintf(path, sizeof path, "%s/%d", staging, tid);
    if (symlink("self", path) != 0) return -1;
  }
  // Searched, never listed: the numbers name no other process, and a listing would say they do.
  if (chmod(staging, 0111) != 0) return -1;
  if (mount(staging, "/proc", NULL, MS_MOVE, NULL) != 0) return -1;
  return rmdir(staging);
}

/// Gives up every capability the new user namespace gave: without CAP_SYS_ADMIN the example
/// cannot undo the mounts that hide the batch, and in a namespace it makes itself they are
/// locked (mounts copied into a less privileged namespace cannot be undone there).
static int drop_capabilities(void) {
  struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
  struct __user_cap_data_struct data[2];
  memset(data, 0, sizeof data);
  return (int)syscall(SYS_capset, &header, data);
}

/// Hides what the example must not see, in its own mount namespace (see the header).
static int hide_the_batch(
    const char *folder, const char *const *hidden, size_t hidden_count, const char *const *shown,
    size_t shown_count) {
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) return -1;
  int self_fd = open("/proc/self", O_PATH | O_DIRECTORY | O_CLOEXEC);
  if (self_fd < 0) return -1;
  int shown_fds[64];
  if (shown_count > sizeof shown_fds / sizeof *shown_fds) {
    errno = E2BIG;
    return -1;
  }
  for (size_t index = 0; index < shown_count; index++) {
    shown_fds[index] = open(shown[index], O_PATH | O_CLOEXEC);
    if (shown_fds[index] < 0) return -1;
  }
  if (cover("/tmp") != 0) return -1;
  for (size_t index = 0; index < hidden_count; index++) {
    if (cover(hidden[index]) != 0) return -1;
  }
  if (make_folders(folder) != 0) return -1;
  for (size_t index = 0; index < shown_count; index++) {
    if (show(shown_fds[index], shown[index]) != 0) return -1;
  }
  if (replace_proc(self_fd, "/tmp/.proc") != 0) return -1;
  close(self_fd);
  for (size_t index = 0; index < shown_count; index++) close(shown_fds[index]);
  if (chdir(folder) != 0) return -1;
  return drop_capabilities();
}

pid_t example_fork_isolated(
    const char *folder, const char *const *hidden, size_t hidden_count, const char *const *shown,
    size_t shown_count, int *failure) {
  *failure = 0;
  uid_t uid = getuid();
  gid_t gid = getgid();
  // The namespaces' first process, forked with them. glibc's fork() cannot make namespaces;
  // the raw call is safe here because the batch's process has one thread.
  pid_t first = (pid_t)syscall(
      SYS_clone, CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWIPC | SIGCHLD, NULL, NULL,
      NULL, NULL);
  if (first != 0) return first;
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) _exit(125);
  if (map_identity(uid, gid) != 0) _exit(125);
  // The example must not be that first process: the kernel ignores the signals such a process
  // sends itself, so abort() would not end it as it ends a program.
  pid_t example = fork();
  if (example < 0) _exit(125);
  if (example > 0) exit_as(example);
  if (hide_the_batch(folder, hidden, hidden_count, shown, shown_count) != 0) *failure = errno;
  return 0;
}

int example_die_with_parent(int parent) {
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return -1;
  return getppid() == parent ? 0 : -1;
}

int example_memory_file(const char *name) { return memfd_create(name, MFD_CLOEXEC); }

void example_close_from(int lowest) {
  if (syscall(SYS_close_range, (unsigned)lowest, ~0U, 0) == 0) return;
  long limit = sysconf(_SC_OPEN_MAX);
  for (long fd = lowest; fd < (limit > 0 && limit < 65536 ? limit : 65536); fd++) close((int)fd);
}
