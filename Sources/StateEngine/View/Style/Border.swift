import Foundation

/// A border is, as in SwiftUI, a rectangle's stroke laid over the content.
extension View {
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width))
  }
}
