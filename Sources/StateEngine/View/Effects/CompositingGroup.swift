import Foundation

extension View {
  /// Flattens the view before later effects (an opacity, a blend mode) apply to it as one layer.
  /// The engine's preview draws each view in its own layer already, so this changes nothing seen.
  public func compositingGroup() -> some View { accepted("compositingGroup") }
}
