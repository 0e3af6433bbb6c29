/// A guide that aligns views vertically: one of the built-in guides or one named by an
/// `AlignmentID` type. Guides compare by the type that names them.
public struct VerticalAlignment: Hashable, Sendable {
  let key: AlignmentKey

  public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }

  public static var top: Self { Self(Top.self) }
  public static var center: Self { Self(Center.self) }
  public static var bottom: Self { Self(Bottom.self) }
  /// The engine sets no text, so a baseline falls at the bottom of the view.
  public static var firstTextBaseline: Self { Self(FirstTextBaseline.self) }
  public static var lastTextBaseline: Self { Self(LastTextBaseline.self) }

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
