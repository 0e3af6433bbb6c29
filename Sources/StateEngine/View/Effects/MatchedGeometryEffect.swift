import Foundation

/// Which geometry a matched view takes from the source of its group.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static var position: Self { Self(rawValue: 1) }
  public static var size: Self { Self(rawValue: 2) }
  public static var frame: MatchedGeometryProperties { [.position, .size] }
}

/// Matching views share their frame in an animation: there is no layout or animation here, so each
/// view keeps its own place and the effect is recorded by name.
extension View {
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    accepted("matchedGeometryEffect")
  }
}
