import Foundation

@testable import DocBuildKit

/// Stand-in tools for tests: shell scripts written and made executable.
enum ExecutableScript {
  /// Writes `body` as an `sh` script at `url` and returns once it can be started. A child spawned
  /// by another test while the file was open for writing keeps the write open a moment, and
  /// starting the script then fails ("text file busy"); once one start succeeded no writer is
  /// left, so the script is started (as a probe that does nothing) until one does.
  static func write(_ body: String, to url: URL) throws {
    let probe = "DOCBUILD_TEST_PROBE"
    try Data("#!/bin/sh\n[ -n \"$\(probe)\" ] && exit 0\n\(body)\n".utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    for _ in 0..<100 {
      let started = ChildProcess(
        executable: url, arguments: [], environment: [probe: "1"], timeout: 10
      ).run()
      if started.status == 0 { return }
      Thread.sleep(forTimeInterval: 0.01)
    }
  }
}
