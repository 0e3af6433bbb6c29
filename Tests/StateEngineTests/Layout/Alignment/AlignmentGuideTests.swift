import Testing

@testable import EngineHost
@testable import StateEngine

private enum LabelColumn: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

private enum Midline: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 4 }
}

extension HorizontalAlignment {
  fileprivate static let labelColumn = HorizontalAlignment(LabelColumn.self)
}

extension VerticalAlignment {
  fileprivate static let midline = VerticalAlignment(Midline.self)
}

private struct SignUpRows: View {
  var body: some View {
    VStack(alignment: .labelColumn) {
      Text("Name").alignmentGuide(.labelColumn) { d in d[.trailing] }
      HStack(alignment: .midline) {
        Text("Mail").alignmentGuide(.midline) { d in d[VerticalAlignment.center] }
      }
    }
  }
}

extension Engine {
  /// A custom alignment is a guide named by an `AlignmentID` type, made with
  /// `HorizontalAlignment(_:)` or `VerticalAlignment(_:)`; `alignmentGuide(_:computeValue:)` sets a
  /// view's guide from its `ViewDimensions` (Apple's documentation of `AlignmentID` and
  /// `alignmentGuide(_:computeValue:)`).
  @Suite struct AlignmentGuides {
    @Test func aCustomGuideIsItsOwnAlignment() {
      #expect(HorizontalAlignment.labelColumn != .leading)
      #expect(HorizontalAlignment.labelColumn == HorizontalAlignment(LabelColumn.self))
      #expect(VerticalAlignment.midline != .center)
      #expect(VerticalAlignment.top != .bottom)
    }

    /// Guides the view does not set fall where their `AlignmentID` puts them; a set guide wins.
    @Test func dimensionsAnswerDefaultAndExplicitGuides() {
      let plain = ViewDimensions(width: 80, height: 20)
      #expect(plain[HorizontalAlignment.center] == 40)
      #expect(plain[HorizontalAlignment.trailing] == 80)
      #expect(plain[VerticalAlignment.bottom] == 20)
      #expect(plain[.midline] == 5)
      #expect(plain[explicit: .labelColumn] == nil)
      let moved = ViewDimensions(
        width: 80, height: 20, explicitGuides: [HorizontalAlignment.labelColumn.key: 12])
      #expect(moved[.labelColumn] == 12)
      #expect(moved[explicit: .labelColumn] == 12)
    }

    /// The engine does no layout: stacks on custom guides show as stacks, the guides by name.
    @Test func stacksOnCustomGuidesShowTheirContent() {
      #expect(
        ViewHost(SignUpRows()).snapshotHTML()
          == "<div class=\"ui-vstack\"><p class=\"ui-text\">Name</p>"
          + "<div class=\"ui-hstack\"><p class=\"ui-text\">Mail</p></div></div>")
    }
  }
}
