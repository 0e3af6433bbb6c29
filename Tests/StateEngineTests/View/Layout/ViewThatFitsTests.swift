import Testing

@testable import EngineHost
@testable import StateEngine

/// A counter whose wide form counts in its own state; the narrow forms never show.
private struct Score: View {
  var body: some View {
    ViewThatFits(in: .horizontal) {
      WideScore()
      Text("Narrow score")
      Text("S")
    }
  }
}

private struct WideScore: View {
  @State private var points = 0

  var body: some View {
    HStack {
      Text("Points: \(points)")
      Button("Add point") { points += 1 }
    }
  }
}

/// A single child: it is the first and the last.
private struct Lone: View {
  var body: some View {
    ViewThatFits { Text("Only choice") }
  }
}

extension Engine {
  /// `ViewThatFits` shows "the first child view that fits" (Apple's documentation). The engine
  /// lays nothing out, so it shows the first child, the one SwiftUI picks when there is room;
  /// only that child is in the tree, and its state lives while it is shown.
  @Suite struct ViewThatFitsChoice {
    @Test func onlyTheFirstChildIsShownAndItsStateLives() throws {
      let host = ViewHost(Score())
      try host.tap("Add point")
      try host.tap("Add point")
      let html = host.snapshotHTML()
      #expect(html.contains("Points: 2"))
      #expect(!html.contains("Narrow score") && !html.contains(">S<"))
    }

    @Test func aSingleChildIsShown() {
      #expect(ViewHost(Lone()).snapshotHTML().contains("Only choice"))
    }
  }
}
