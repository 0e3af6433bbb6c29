import Foundation

/// The space a view prefers around it. With no layout the engine knows no preference: every
/// distance is zero.
public struct ViewSpacing: Sendable {
  public static var zero: Self { Self() }

  public init() {}

  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}

  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }

  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 0 }
}
