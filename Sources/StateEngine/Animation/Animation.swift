/// Animations are not played: a change made inside `withAnimation` is applied at once (the state
/// SwiftUI animates towards is the state the engine shows), and recorded as animated with it.
public struct Animation: Hashable, Sendable {
  let name: String

  public static var `default`: Animation { Animation(name: "default") }
  public static var easeIn: Self { Self(name: "easeIn") }
  public static var easeOut: Self { Self(name: "easeOut") }
  public static var easeInOut: Self { Self(name: "easeInOut") }
  public static var linear: Self { Self(name: "linear") }
  public static var spring: Self { Self(name: "spring") }
  public static var bouncy: Self { Self(name: "bouncy") }
  public static var smooth: Self { Self(name: "smooth") }
  public static func easeIn(duration: Double) -> Animation { .easeIn }
  public static func easeOut(duration: Double) -> Animation { .easeOut }
  public static func easeInOut(duration: Double) -> Animation { .easeInOut }
  public static func linear(duration: Double) -> Animation { .linear }
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation { .spring }
  public static var snappy: Self { Self(name: "snappy") }
  public static var interactiveSpring: Self { Self(name: "interactiveSpring") }
  // SwiftUI has both spring forms with every argument defaulted; `.spring()` means the first.
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  { .spring }
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation { .interactiveSpring }
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation { .spring }
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .bouncy
  }
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .smooth
  }
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .snappy
  }
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
  ) -> Animation { Animation(name: "timingCurve") }
  public func delay(_ delay: Double) -> Animation { self }
  public func speed(_ speed: Double) -> Animation { self }
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
}

/// The state writes of `body` are animated with `animation`: the changes they cause are recorded
/// as animated, and applied at once.
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}
