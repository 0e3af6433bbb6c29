import Foundation

/// How SF Symbols are coloured: one colour, their own colours, layers of one colour, or a palette.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String

  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  public static let palette = SymbolRenderingMode(name: "palette")
}

extension View {
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    accepted("symbolRenderingMode")
  }
}

/// On an image, the mode keeps it an `Image`, so it can still go into `Text(_:)`.
extension Image {
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}
