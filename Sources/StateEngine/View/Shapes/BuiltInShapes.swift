/// SwiftUI's standard shapes; each shows as an empty box named after it.
public struct Rectangle: Shape, PrimitiveView {
  public typealias Body = Never
  public init() {}

  func makeElement() -> (Primitive, [Element]) { (.shape("Rectangle"), []) }
}

public struct Circle: Shape, PrimitiveView {
  public typealias Body = Never
  public init() {}

  func makeElement() -> (Primitive, [Element]) { (.shape("Circle"), []) }
}

public struct Ellipse: Shape, PrimitiveView {
  public typealias Body = Never
  public init() {}

  func makeElement() -> (Primitive, [Element]) { (.shape("Ellipse"), []) }
}

public struct Capsule: Shape, PrimitiveView {
  public typealias Body = Never
  public init(style: RoundedCornerStyle = .continuous) {}

  func makeElement() -> (Primitive, [Element]) { (.shape("Capsule"), []) }
}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

public struct RoundedRectangle: Shape, PrimitiveView {
  public typealias Body = Never
  public var cornerSize: CGSize

  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
  }

  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
  }

  func makeElement() -> (Primitive, [Element]) { (.shape("RoundedRectangle"), []) }
}

/// Clipping to a shape: accepted, not drawn.
extension View {
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    accepted("clipShape")
  }
}
