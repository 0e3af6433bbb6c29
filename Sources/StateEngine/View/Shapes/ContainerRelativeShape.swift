import Foundation

/// The shape of the container a view is in, inset by the view's position in it ("A shape that is
/// replaced by an inset version of the current container shape. If no container shape was defined,
/// is replaced by a rectangle", Apple's documentation). Examples define no container shapes (only
/// widgets do), so it is always a rectangle.
public struct ContainerRelativeShape: InsettableShape, PrimitiveView {
  public typealias Body = Never
  public init() {}

  public func path(in rect: CGRect) -> Path { Path(rect) }
  public func inset(by amount: CGFloat) -> ContainerRelativeShape { self }

  func makeElement() -> (Primitive, [Element]) { (.shape("Rectangle"), []) }
}
