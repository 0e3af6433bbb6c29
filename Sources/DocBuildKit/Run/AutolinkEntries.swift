import Foundation

/// What `swift-autolink-extract` writes for an example (the libraries its imported modules ask
/// to be linked with), learnt once per set of import lines and then written without running it:
/// the tool costs ~9 % of a cold build, and its answer depends only on the modules imported.
final class AutolinkEntries: @unchecked Sendable {
  private let lock = NSLock()
  private var learnt: [String: Data] = [:]

  /// Whether `command` is the autolink step of a learnt plan.
  static func isExtraction(_ command: [String]) -> Bool {
    command.first.map { URL(fileURLWithPath: $0).lastPathComponent == "swift-autolink-extract" }
      ?? false
  }

  /// Every line of `source` that mentions `import` (more than the import declarations when a
  /// comment or string says the word: a key that is too fine costs a run, never a wrong link).
  static func key(of source: String) -> String {
    source.split(separator: "\n", omittingEmptySubsequences: true)
      .filter { $0.contains("import") }.joined(separator: "\n")
  }

  /// Runs the extraction `command` with `run`, or writes its learnt output for `source`'s imports.
  func perform(
    _ command: [String], source: String, run: () -> ChildProcess.Result
  ) -> ChildProcess.Result {
    guard let flag = command.firstIndex(of: "-o"), flag + 1 < command.count else { return run() }
    let output = URL(fileURLWithPath: command[flag + 1])
    let key = Self.key(of: source)
    lock.lock()
    let known = learnt[key]
    lock.unlock()
    if let known, (try? known.write(to: output)) != nil {
      return .succeeded
    }
    let result = run()
    if result.status == 0, !result.timedOut,
      let data = FileManager.default.contents(atPath: output.path)
    {
      lock.lock()
      learnt[key] = data
      lock.unlock()
    }
    return result
  }
}
