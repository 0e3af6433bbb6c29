import Foundation

/// The day each note was last committed, when the content folder is in a git repository: one
/// `git log` over the folder (newest first, so a note's first appearance is its last commit),
/// not one per note. Outside a repository, or without git, there are none.
enum LastCommitDates {
  /// Note path relative to `root` → `YYYY-MM-DD` (the committer's date).
  static func of(_ root: URL) -> [String: String] {
    let result = ChildProcess(
      executable: URL(fileURLWithPath: "/usr/bin/env"),
      arguments: [
        "git", "-c", "core.quotepath=off", "log", "--relative", "--name-only", "--format=%x00%cs",
        "--",
        ".",
      ],
      currentDirectory: root, timeout: 60, outputLimit: 1 << 26
    ).run()
    guard result.status == 0, !result.truncated else { return [:] }
    var dates: [String: String] = [:]
    var date = ""
    for line in result.output.split(separator: "\n") {
      if line.first == "\0" {
        date = String(line.dropFirst())
      } else if dates[String(line)] == nil {
        dates[String(line)] = date
      }
    }
    return dates
  }
}
