/// A file named by `prelude:` (in `docbuild.yml`, a language's entry or a note's front matter),
/// and where it is named, for the diagnostic when it cannot be read.
public struct PreludeReference: Hashable, Sendable {
  /// The path as written.
  public var path: String
  /// The file that names it (`docbuild.yml`, a note).
  public var namedIn: String
  public var line: Int

  public init(path: String, namedIn: String, line: Int) {
    self.path = path
    self.namedIn = namedIn
    self.line = line
  }
}
