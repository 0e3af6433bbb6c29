import Foundation

/// The kinds of safe area a view can extend into.
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
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
