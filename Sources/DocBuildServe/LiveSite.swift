import Foundation

/// The site `serve` shows: the files of the last build, kept in memory, and a version that
/// changes with every rebuild so that open pages know to reload.
final class LiveSite: @unchecked Sendable {
  struct State: Codable, Sendable {
    var version: Int
    /// The last build's diagnostics, formatted, for the overlay on the page.
    var problems: [String]
  }

  private let lock = NSLock()
  private var files: [String: Data] = [:]
  private var state = State(version: 0, problems: [])

  func replace(files: [String: Data], problems: [String]) {
    lock.withLock {
      self.files = files
      state = State(version: state.version + 1, problems: problems)
    }
  }

  func file(_ path: String) -> Data? { lock.withLock { files[path] } }
  var current: State { lock.withLock { state } }
}
