import Foundation

/// Glass shapes that blend and morph into one another as they near. Nothing is laid out or
/// animated here, so the container shows its content as a group, and the identities, unions and
/// transitions that steer the morphing are accepted only.
public struct GlassEffectContainer<Content: View>: ContainerView {
  public typealias Body = Never
  static var kind: Primitive.ContainerKind { .group }
  let content: Content

  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

/// How a glass shape appears and disappears in its container.
public struct GlassEffectTransition: Sendable {
  public static var matchedGeometry: Self { Self() }
  public static var materialize: Self { Self() }
  public static var identity: Self { Self() }
}

extension View {
  public func glassEffectID(
    _ id: (some Hashable & Sendable)?, in namespace: Namespace.ID
  ) -> some View {
    accepted("glassEffectID")
  }
  public func glassEffectUnion(
    id: (some Hashable & Sendable)?, namespace: Namespace.ID
  ) -> some View {
    accepted("glassEffectUnion")
  }
  public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
    accepted("glassEffectTransition")
  }
}
