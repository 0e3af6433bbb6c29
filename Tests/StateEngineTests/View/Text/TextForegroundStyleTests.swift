import Testing

@testable import EngineHost
@testable import StateEngine

/// The View modifier, as a view of any type gets it.
private func viewForegroundStyle<V: View, S: ShapeStyle>(_ view: V, _ style: S) -> some View {
  view.foregroundStyle(style)
}

extension Engine {
  /// `Text.foregroundStyle(_:)` "sets the style of the text displayed by this view" and returns
  /// `Text` (Apple's documentation, iOS 17), so `+` joins a styled text; other views keep the
  /// View modifier, and a text alone draws as it did with it.
  @Suite struct TextForegroundStyle {
    @Test func aStyledTextStillJoins() {
      let styled: Text = Text("b").foregroundStyle(.green)
      let joined: Text = Text("a") + styled
      #expect(joined.content == "ab")
      #expect(styled.styling == [Appearance.Attribute(name: "foreground", value: "green")])
    }

    @Test func aTextAloneDrawsAsWithTheViewModifier() {
      #expect(
        ViewHost(Text("Due").foregroundStyle(.secondary)).snapshotHTML()
          == ViewHost(viewForegroundStyle(Text("Due"), .secondary)).snapshotHTML())
      #expect(
        ViewHost(Text("Due").foregroundStyle(Color.red.opacity(0.5))).snapshotHTML()
          == ViewHost(viewForegroundStyle(Text("Due"), Color.red.opacity(0.5))).snapshotHTML())
      #expect(
        ViewHost(Text("Due").foregroundStyle(.red)).snapshotHTML()
          == "<div class=\"ui-modified\" data-foreground=\"red\"><p class=\"ui-text\">Due</p></div>"
      )
      let image = ViewHost(Image(systemName: "star").foregroundStyle(.green)).snapshotHTML()
      #expect(image.contains("data-foreground=\"green\"><span class=\"ui-image\""))
    }
  }
}
