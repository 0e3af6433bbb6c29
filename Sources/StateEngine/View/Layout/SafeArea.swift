import Foundation

/// The kinds of safe area a view can extend into.
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static var container: Self { Self(rawValue: 1) }
  public static var keyboard: Self { Self(rawValue: 2) }
  public static var all: SafeAreaRegions { [.container, .keyboard] }
}

/// The preview has no safe areas: extending into them is recorded by name.
extension View {
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    accepted("ignoresSafeArea")
  }
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    accepted("ignoresSafeArea")
  }
}
