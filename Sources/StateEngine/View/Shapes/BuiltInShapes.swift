import Foundation

/// SwiftUI's standard shapes; each shows as an empty box named after it, and gives its outline to
/// `trim`, `Path` and shapes built on it.
public struct Rectangle: InsettableShape, PrimitiveView {
  public typealias Body = Never
  public init() {}

  public func path(in rect: CGRect) -> Path { Path(rect) }
  public func inset(by amount: CGFloat) -> Rectangle { self }

  func makeElement() -> (Primitive, [Element]) { (.shape("Rectangle"), []) }
}

public struct Circle: InsettableShape, PrimitiveView {
  public typealias Body = Never
  public init() {}

  /// The largest circle centred in the rectangle, starting from its trailing point as SwiftUI's does.
  public func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
      startAngle: .zero, endAngle: .degrees(360), clockwise: false)
    path.closeSubpath()
    return path
  }
  public func inset(by amount: CGFloat) -> Circle { self }

  func makeElement() -> (Primitive, [Element]) { (.shape("Circle"), []) }
}

public struct Ellipse: InsettableShape, PrimitiveView {
  public typealias Body = Never
  public init() {}

  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  public func inset(by amount: CGFloat) -> Ellipse { self }

  func makeElement() -> (Primitive, [Element]) { (.shape("Ellipse"), []) }
}

public struct Capsule: InsettableShape, PrimitiveView {
  public typealias Body = Never
  public var style: RoundedCornerStyle
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }

  public func path(in rect: CGRect) -> Path {
    let radius = min(rect.width, rect.height) / 2
    return Path(roundedRect: rect, cornerRadius: radius)
  }
  public func inset(by amount: CGFloat) -> Capsule { self }

  func makeElement() -> (Primitive, [Element]) { (.shape("Capsule"), []) }
}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

public struct RoundedRectangle: InsettableShape, PrimitiveView {
  public typealias Body = Never
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle

  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize) }
  public func inset(by amount: CGFloat) -> RoundedRectangle { self }

  func makeElement() -> (Primitive, [Element]) {
    (.shape("RoundedRectangle"), [])
  }
}
