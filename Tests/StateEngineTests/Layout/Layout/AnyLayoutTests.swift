import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

/// A tile counting its own taps, so a test can see whether its state survives a change of layout.
private struct Tile: View {
  let name: String
  @State private var taps = 0

  var body: some View {
    Button("\(name) \(taps)") { taps += 1 }
  }
}

/// Tiles in one of three layouts, chosen by a button that moves to the next.
private struct Tiles: View {
  private let layouts = [
    AnyLayout(VStackLayout(spacing: 4)), AnyLayout(HStackLayout(alignment: .top)),
    AnyLayout(GridLayout(horizontalSpacing: 2, verticalSpacing: 2)),
  ]
  @State private var chosen = 0
  private var layout: AnyLayout { layouts[chosen] }

  var body: some View {
    VStack {
      layout {
        Tile(name: "North")
        Tile(name: "South")
      }
      Button("Next layout") { chosen = (chosen + 1) % layouts.count }
    }
  }
}

extension Engine {
  /// "Use an `AnyLayout` instance to enable dynamically changing the type of a layout container
  /// without destroying the state of the subviews" (Apple's documentation of `AnyLayout`); the
  /// stacks and the grid have layout forms for it, `HStackLayout`, `VStackLayout`, `ZStackLayout`
  /// and `GridLayout`, applied to views by calling them.
  @Suite struct AnyLayouts {
    @Test func aLayoutValueShowsItsChildrenAsItsContainer() {
      let html = ViewHost(Tiles()).snapshotHTML()
      #expect(
        html.hasPrefix(
          "<div class=\"ui-vstack\"><div class=\"ui-vstack\"><button class=\"ui-button\">North 0"))
      let zStack = ViewHost(
        ZStackLayout(alignment: .topLeading) {
          Text("Under")
          Text("Over")
        })
      #expect(zStack.snapshotHTML().hasPrefix("<div class=\"ui-zstack\">"))
    }

    @Test func changingTheLayoutKeepsTheChildrensState() throws {
      let host = ViewHost(Tiles())
      try host.tap("North 0")
      try host.tap("North 1")
      try host.tap("Next layout")
      #expect(
        host.snapshotHTML().contains("<div class=\"ui-hstack\"><button class=\"ui-button\">North 2")
      )
      try host.tap("South 0")
      try host.tap("Next layout")
      let html = host.snapshotHTML()
      #expect(html.contains("<div class=\"ui-grid\"><button class=\"ui-button\">North 2"))
      #expect(html.contains("South 1"))
    }

    @Test func aCustomLayoutWrappedShowsAsAVerticalStack() {
      struct Diagonal: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize
        {
          proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(
          in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
        ) {}
      }
      let host = ViewHost(AnyLayout(Diagonal()) { Text("One") })
      #expect(host.snapshotHTML() == "<div class=\"ui-vstack\"><p class=\"ui-text\">One</p></div>")
      #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
      #expect(ZStackLayout.layoutProperties.stackOrientation == nil)
    }
  }
}
