/// A guide that aligns views vertically: one of the built-in guides or one named by an
/// `AlignmentID` type. Guides compare by the type that names them.
public struct VerticalAlignment: Hashable, Sendable {
  let key: AlignmentKey

  public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }

  public static let top = VerticalAlignment(Top.self)
  public static let center = VerticalAlignment(Center.self)
  public static let bottom = VerticalAlignment(Bottom.self)
  /// The engine sets no text, so a baseline falls at the bottom of the view.
  public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
  public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)

  private enum Top: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
  }
  private enum Center: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
  }
  private enum Bottom: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
  }
  private enum FirstTextBaseline: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
  }
  private enum LastTextBaseline: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
  }
}
