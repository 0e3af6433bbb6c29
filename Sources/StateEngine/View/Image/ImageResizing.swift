import Foundation

/// How an image fills its frame and how it is coloured: the preview shows the symbol's name, so
/// these return the image unchanged.
extension Image {
  public enum ResizingMode: Hashable, Sendable { case tile, stretch }
  public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
  public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
    -> Image
  {
    self
  }
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
  public func interpolation(_ interpolation: Interpolation) -> Image { self }
  public func antialiased(_ isAntialiased: Bool) -> Image { self }
}
