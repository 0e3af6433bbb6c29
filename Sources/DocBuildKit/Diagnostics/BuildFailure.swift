/// A failure that stops the whole build (as opposed to a diagnostic about one note).
public struct BuildFailure: Error, CustomStringConvertible {
  public var description: String
  init(_ description: String) { self.description = description }
}
