import Foundation

/// The toolchain's `swiftc`, found on PATH.
struct SwiftCompiler: Sendable {
  var executable: URL
  /// `swiftc --version`: part of every example's cache key.
  var version: String

  /// Tutorial code is written for Swift 5 mode (no strict concurrency), with plain one-line messages.
  static let flags = [
    "-swift-version", "5", "-Onone", "-diagnostic-style", "llvm", "-suppress-warnings",
  ]

  /// The first `swiftc` on PATH that starts; its version from `versions` when these binaries
  /// were asked before.
  static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    versions: CompilerVersionCache? = nil
  ) -> SwiftCompiler? {
    let folders = (environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
    for folder in folders {
      let candidate = URL(fileURLWithPath: folder).appendingPathComponent("swiftc")
      guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
      let ask = { () -> String? in
        let result = askDriver(candidate, arguments: ["--version"])
        return result.status == 0 ? result.output + result.errorOutput : nil
      }
      guard let version = versions.map({ $0.version(of: candidate, learn: ask) }) ?? ask() else {
        continue
      }
      return SwiftCompiler(executable: candidate, version: version)
    }
    return nil
  }

  /// Runs the driver `swiftc` for what it says (`--version`, `-###`), in a temporary folder of
  /// ours: it makes one even then, and leaves it behind. A build stopped meanwhile removes it.
  static func askDriver(_ swiftc: URL, arguments: [String]) -> ChildProcess.Result {
    let scratch = ScratchFolder.url("driver-")
    Teardown.shared.add(folder: scratch)
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer {
      try? FileManager.default.removeItem(at: scratch)
      Teardown.shared.remove(folder: scratch)
    }
    return ChildProcess(
      executable: swiftc, arguments: arguments, environment: environment(temporary: scratch),
      timeout: 60
    ).run()
  }

  /// docbuild's environment with `folder` as the temporary folder: the driver makes one of its
  /// own in it and, handing over to the frontend, never removes it; `folder` goes with the job.
  static func environment(temporary folder: URL) -> [String: String] {
    ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.path]) { $1 }
  }
}
