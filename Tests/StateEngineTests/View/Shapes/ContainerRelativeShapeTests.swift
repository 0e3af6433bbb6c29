import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

extension Engine {
  /// `ContainerRelativeShape` "is replaced by an inset version of the current container shape. If
  /// no container shape was defined, is replaced by a rectangle" (Apple's documentation): examples
  /// define none, so it is a rectangle and draws as one.
  @Suite struct ContainerRelativeShapes {
    @Test func withoutAContainerShapeItIsARectangle() {
      let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
      #expect(ContainerRelativeShape().path(in: rect) == Rectangle().path(in: rect))
      let html = ViewHost(ContainerRelativeShape().fill(.blue)).snapshotHTML()
      #expect(html.contains("ui-rectangle"))
    }
  }
}
