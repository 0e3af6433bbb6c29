/// How many lines text may take: accepted, the preview wraps text as the browser does.
extension View {
  public func lineLimit(_ number: Int?) -> some View { accepted("lineLimit") }

  /// With `reservesSpace`, the view keeps room for `limit` lines even when its text is shorter.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { accepted("lineLimit") }

  public func lineLimit(_ limit: ClosedRange<Int>) -> some View { accepted("lineLimit") }

  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { accepted("lineLimit") }

  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { accepted("lineLimit") }
}
