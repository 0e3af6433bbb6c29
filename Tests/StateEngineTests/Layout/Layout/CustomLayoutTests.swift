import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

/// A layout that places its children in a row, wrapping at the proposed width.
private struct WrappingRow: Layout {
  var gap: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let width = sizes.reduce(0) { $0 + $1.width + gap }
    return CGSize(width: min(width, proposal.width ?? width), height: sizes.first?.height ?? 0)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var x = bounds.minX
    for subview in subviews {
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      x += subview.sizeThatFits(.unspecified).width + gap
    }
  }
}

private struct Tags: View {
  @State private var tags = ["swift", "ui"]

  var body: some View {
    VStack {
      WrappingRow {
        ForEach(tags, id: \.self) { Text($0) }
      }
      Button("Add") { tags.append("new") }
    }
  }
}

extension Engine {
  /// A type conforming to `Layout` sizes itself in `sizeThatFits(proposal:subviews:cache:)` and
  /// places its children in `placeSubviews(in:proposal:subviews:cache:)`; applied to views it is a
  /// container of them (Apple's documentation of `Layout`). The engine does no layout, so its
  /// children show as a vertical stack, updated like any other.
  @Suite struct CustomLayouts {
    @Test func aCustomLayoutShowsItsChildrenAsAStack() throws {
      let host = ViewHost(Tags())
      #expect(
        host.snapshotHTML()
          == "<div class=\"ui-vstack\"><div class=\"ui-vstack\"><p class=\"ui-text\">swift</p>"
          + "<p class=\"ui-text\">ui</p></div><button class=\"ui-button\">Add</button></div>")
      try host.tap("Add")
      #expect(host.snapshotHTML().contains("<p class=\"ui-text\">new</p></div>"))
    }

    /// "The proposed size with any unspecified dimensions replaced by the corresponding values of
    /// the given size" (Apple's documentation of `replacingUnspecifiedDimensions(by:)`).
    @Test func aProposalFillsItsOpenDimensions() {
      let proposal = ProposedViewSize(width: 120, height: nil)
      #expect(
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 5, height: 30))
          == CGSize(width: 120, height: 30))
      #expect(ProposedViewSize.unspecified.width == nil)
      #expect(
        ProposedViewSize(CGSize(width: 3, height: 4)) == ProposedViewSize(width: 3, height: 4))
    }
  }
}
