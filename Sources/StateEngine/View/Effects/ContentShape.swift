import Foundation

/// The kinds of hit-testing and previews a content shape applies to.
public struct ContentShapeKinds: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static var interaction: Self { Self(rawValue: 1) }
  public static var dragPreview: Self { Self(rawValue: 2) }
  public static var contextMenuPreview: Self { Self(rawValue: 4) }
  public static var hoverEffect: Self { Self(rawValue: 8) }
  public static var accessibility: Self { Self(rawValue: 16) }
}

/// The area that receives taps: every tap the scenario names reaches its view, so it is recorded.
extension View {
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    accepted("contentShape")
  }
  public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false)
    -> some View
  {
    accepted("contentShape")
  }
}

/// The shape containers inside use for their own corners: recorded by name.
extension View {
  public func containerShape<S: InsettableShape>(_ shape: S) -> some View {
    accepted("containerShape")
  }
}
