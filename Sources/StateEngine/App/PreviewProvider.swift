/// A type that produces view previews, as Xcode's canvas shows them: notes written before
/// `#Preview` declare their previews this way, and docbuild mounts the first of them.
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder @MainActor static var previews: Previews { get }
}

/// How the canvas lays a preview out; a preview's layout does not change what runs.
public enum PreviewLayout: Sendable {
  case device
  case sizeThatFits
  case fixed(width: Double, height: Double)
}

/// A simulated device for a preview, named as Xcode names it (`"iPhone 15"`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
}

extension View {
  /// Canvas settings: the view runs as it is.
  public func previewDisplayName(_ name: String?) -> Self { self }
  public func previewLayout(_ layout: PreviewLayout) -> Self { self }
  public func previewDevice(_ device: PreviewDevice?) -> Self { self }
}
