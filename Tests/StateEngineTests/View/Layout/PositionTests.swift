import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

private struct Placed: View {
  @State private var taps = 0

  var body: some View {
    ZStack {
      Button("Tap \(taps)") { taps += 1 }.position(x: 80, y: 55)
      Text("Corner").position(CGPoint(x: 10, y: 10))
    }
  }
}

extension Engine {
  /// `position(x:y:)` "positions the center of this view at the specified coordinates in its
  /// parent's coordinate space" (Apple's documentation). The engine does no layout: it is recorded
  /// by name, and the view shows and works where its parent puts it.
  @Suite struct Positions {
    @Test func aPositionedViewShowsAndWorks() throws {
      let host = ViewHost(Placed())
      try host.tap("Tap 0")
      let html = host.snapshotHTML()
      #expect(html.contains(">Tap 1<") && html.contains(">Corner<"))
    }
  }
}
