import Foundation
import Testing

@testable import StateEngine

extension Engine {
  /// `CGPoint`, `CGSize` and `CGRect` conform to `CustomDebugStringConvertible` (Apple's
  /// CoreGraphics documentation), describing themselves as their numbers in parentheses.
  @Suite struct CGGeometryDebugDescriptionTests {
    @Test func geometryDescribesItselfAsItsNumbers() {
      #expect(CGPoint(x: 1, y: 2.5).debugDescription == "(1.0, 2.5)")
      #expect(CGSize(width: 300, height: 0).debugDescription == "(300.0, 0.0)")
      #expect(
        CGRect(x: 0, y: 10, width: 300, height: 200).debugDescription == "(0.0, 10.0, 300.0, 200.0)"
      )
    }
  }
}
