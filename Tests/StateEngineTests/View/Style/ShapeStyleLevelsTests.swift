import Testing

@testable import EngineHost
@testable import StateEngine

extension Engine {
  /// Every shape style has its own levels since iOS 17: `var secondary: some ShapeStyle` and the
  /// rest (Apple's documentation of `ShapeStyle.secondary`), as in `.background.secondary`.
  @Suite struct ShapeStyleLevels {
    @Test func aStylesLevelIsPaintedAsTheStyle() {
      let html = ViewHost(Text("Tag").foregroundStyle(Color.orange.secondary)).snapshotHTML()
      #expect(html.contains("data-foreground=\"orange\""), "\(html)")
      _ = ViewHost(Text("Card").background(.background.tertiary, in: .rect(cornerRadius: 8)))
    }
  }
}
