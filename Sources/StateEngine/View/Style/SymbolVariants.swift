import Foundation

/// Variants of SF Symbols (`.fill`, `.circle`, `.slash`…), combinable as in `.circle.fill`.
public struct SymbolVariants: Hashable, Sendable {
  let names: [String]

  public static var none: Self { Self(names: []) }
  public static var circle: Self { Self(names: ["circle"]) }
  public static var square: Self { Self(names: ["square"]) }
  public static var rectangle: Self { Self(names: ["rectangle"]) }
  public static var fill: Self { Self(names: ["fill"]) }
  public static var slash: Self { Self(names: ["slash"]) }

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
