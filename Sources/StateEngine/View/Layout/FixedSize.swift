import Foundation

/// Keeping a view at its ideal size, and the order in which siblings get space: recorded by name,
/// as the engine does no layout.
extension View {
  public func fixedSize() -> some View { accepted("fixedSize") }
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { accepted("fixedSize") }
  public func layoutPriority(_ value: Double) -> some View { accepted("layoutPriority") }
}
