import Foundation

/// How SF Symbols are coloured: one colour, their own colours, layers of one colour, or a palette.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String

  public static var monochrome: Self { Self(name: "monochrome") }
  public static var multicolor: Self { Self(name: "multicolor") }
  public static var hierarchical: Self { Self(name: "hierarchical") }
  public static var palette: Self { Self(name: "palette") }
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
