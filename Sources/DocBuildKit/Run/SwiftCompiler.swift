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

  static func locate(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> SwiftCompiler?
  {
    let folders = (environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
    for folder in folders {
      let candidate = URL(fileURLWithPath: folder).appendingPathComponent("swiftc")
      guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
      let result = ChildProcess(executable: candidate, arguments: ["--version"], timeout: 30).run()
      guard result.status == 0 else { continue }
      return SwiftCompiler(executable: candidate, version: result.output + result.errorOutput)
    }
    return nil
  }
}
