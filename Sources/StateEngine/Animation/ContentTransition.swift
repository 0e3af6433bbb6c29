/// How a view's content changes when it is replaced in an animation (digits rolling, a cross
/// fade). Transitions are visual only and the engine completes them within the step: accepted.
public struct ContentTransition: Hashable, Sendable {
  private let name: String

  public static var identity: Self { Self(name: "identity") }
  public static var opacity: Self { Self(name: "opacity") }
  public static var interpolate: Self { Self(name: "interpolate") }

  public static func numericText(countsDown: Bool = false) -> Self { Self(name: "numericText") }
  public static func numericText(value: Double) -> Self { Self(name: "numericText") }
}

extension View {
  public func contentTransition(_ transition: ContentTransition) -> some View {
    accepted("contentTransition")
  }
}
