import Foundation

@testable import DocBuildKit

/// Runs JavaScript with node, for the tests that hold the search page's script to the Swift side.
enum NodeScript {
  /// node from `PATH`, or nil when the machine has none.
  static let executable: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("node")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }()

  static let missing = "node is not installed: the search script's JavaScript cannot be run"

  /// Runs `source` and decodes what it prints (one JSON value) as `T`.
  static func run<T: Decodable>(_ source: String, as type: T.Type) throws -> T {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("script.js")
    try Data(source.utf8).write(to: file)
    var process = ChildProcess(executable: executable!, arguments: [file.path], timeout: 60)
    // The terms of every page of `content/` run past an example's 1 MB.
    process.outputLimit = 16 << 20
    let result = process.run()
    guard result.status == 0, !result.truncated else {
      throw NodeFailure(message: result.truncated ? "output cut at its limit" : result.errorOutput)
    }
    return try JSONDecoder().decode(T.self, from: Data(result.output.utf8))
  }

  struct NodeFailure: Error {
    var message: String
  }
}
