import Foundation

/// How a view enters and leaves the screen. Transitions are visual only: an inserted view is on the
/// screen, a removed one gone, as soon as the step's update is done.
public struct AnyTransition: Sendable {
  let name: String

  public static var identity: Self { Self(name: "identity") }
  public static var opacity: Self { Self(name: "opacity") }
  public static var slide: Self { Self(name: "slide") }
  public static var scale: Self { Self(name: "scale") }
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    offset(CGSize(width: x, height: y))
  }
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(name: "asymmetric(\(insertion.name), \(removal.name))")
  }
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(name: "modifier")
  }

  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(name: "\(name)+\(other.name)")
  }
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
  public func transition(_ t: AnyTransition) -> some View { accepted("transition") }
}

/// Where a view is in a custom transition: about to appear, on the screen, or gone.
public enum TransitionPhase: Hashable, Sendable {
  case willAppear, identity, didDisappear

  public var isIdentity: Bool { self == .identity }

  /// -1 before appearing, 0 on the screen, 1 after disappearing.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// A custom transition (iOS 17): its body at each phase. As with `AnyTransition`, the view is at
/// rest as soon as the step's update is done.
public protocol Transition {
  associatedtype Body: View
  typealias Content = PlaceholderContentView<Self>
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
}

extension View {
  public func transition<T: Transition>(_ transition: T) -> some View { accepted("transition") }
}
