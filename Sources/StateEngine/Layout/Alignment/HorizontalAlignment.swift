/// A guide that aligns views horizontally: one of the built-in guides or one named by an
/// `AlignmentID` type. Guides compare by the type that names them.
public struct HorizontalAlignment: Hashable, Sendable {
  let key: AlignmentKey

  public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }

  public static var leading: Self { Self(Leading.self) }
  public static var center: Self { Self(Center.self) }
  public static var trailing: Self { Self(Trailing.self) }

  private enum Leading: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
  }
  private enum Center: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
  }
  private enum Trailing: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
  }
}
