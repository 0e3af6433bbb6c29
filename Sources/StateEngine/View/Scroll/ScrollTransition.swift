/// Where a view is in its scroll view's visible region: coming in at the top or leading edge, in
/// view, or at the bottom or trailing edge. The engine lays nothing out, so every view is shown in
/// view (`identity`).
@frozen public enum ScrollTransitionPhase: Hashable, Sendable {
  case topLeading
  case identity
  case bottomTrailing

  public var isIdentity: Bool { self == .identity }

  /// -1 at the top or leading edge, 0 in view, 1 at the bottom or trailing edge.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}

/// How a scroll transition follows scrolling: interpolated with the position (`interactive`),
/// animated once the view crosses the threshold (`animated`), or not at all (`identity`). With
/// every view in view, all of them draw the same.
public struct ScrollTransitionConfiguration: Sendable {
  public static var identity: Self { Self() }
  public static var animated: Self { Self() }
  public static func animated(_ animation: Animation = .default) -> Self { Self() }
  public static var interactive: Self { Self() }
  public static func interactive(timingCurve: UnitCurve = .easeInOut) -> Self { Self() }

  public func animation(_ animation: Animation) -> Self { self }
}

extension View {
  /// The transition's closure is given the placeholder for this view and its phase; the engine
  /// draws the effect it returns for `identity`, the phase of a view in view.
  public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    visualEffect(transition(EmptyVisualEffect(), .identity))
  }

  public func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
    axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    visualEffect(transition(EmptyVisualEffect(), .identity))
  }
}
