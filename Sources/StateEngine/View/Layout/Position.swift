import Foundation

/// Placing a view's centre at a point of its parent's space: recorded by name, as the engine does
/// no layout (the preview keeps the view where its parent's flow puts it).
extension View {
  public func position(_ position: CGPoint) -> some View { accepted("position") }
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { accepted("position") }
}
