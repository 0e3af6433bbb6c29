import Foundation

/// Variants of SF Symbols (`.fill`, `.circle`, `.slash`…), combinable as in `.circle.fill`.
public struct SymbolVariants: Hashable, Sendable {
  let names: [String]

  public static let none = SymbolVariants(names: [])
  public static let circle = SymbolVariants(names: ["circle"])
  public static let square = SymbolVariants(names: ["square"])
  public static let rectangle = SymbolVariants(names: ["rectangle"])
  public static let fill = SymbolVariants(names: ["fill"])
  public static let slash = SymbolVariants(names: ["slash"])

  public var circle: SymbolVariants { SymbolVariants(names: names + ["circle"]) }
  public var square: SymbolVariants { SymbolVariants(names: names + ["square"]) }
  public var rectangle: SymbolVariants { SymbolVariants(names: names + ["rectangle"]) }
  public var fill: SymbolVariants { SymbolVariants(names: names + ["fill"]) }
  public var slash: SymbolVariants { SymbolVariants(names: names + ["slash"]) }

  public func contains(_ other: SymbolVariants) -> Bool {
    other.names.allSatisfy(names.contains)
  }
}

extension View {
  public func symbolVariant(_ variant: SymbolVariants) -> some View { accepted("symbolVariant") }
}
