import Foundation

/// A markdown note found in the input folder.
struct NoteFile: Hashable, Sendable {
  /// Path relative to the input folder, with `/` separators (`ko/state.md`).
  var path: String
  var url: URL

  static let extensions: Set<String> = ["md", "markdown"]
}
