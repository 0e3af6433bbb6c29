/// The page's view docbuild placed a fragment in, its guess at where the fragment belongs
/// (`PageViewVariant`): named when the fragment fails there, so the failure reads as the
/// placement's, not the note's.
public struct GuessedHost: Hashable, Sendable {
  public var name: String
  /// The note line the view's declaration starts on.
  public var line: Int
}
