import Testing

@testable import EngineHost
@testable import StateEngine

private struct StyledLabels: View {
  var body: some View {
    VStack {
      Label("Both", systemImage: "star")
      Label("Icon", systemImage: "bolt").labelStyle(.iconOnly)
      Label("Title", systemImage: "leaf").labelStyle(.titleOnly)
      Label {
        Text("Custom")
      } icon: {
        Image(systemName: "flag")
      }
      .labelStyle(.titleAndIcon)
    }
  }
}

/// A style of the note's own, as Apple's documentation of `LabelStyle` shows one: it composes the
/// configuration's icon and title.
private struct TrailingIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      configuration.icon
    }
  }
}

private struct OwnStyledLabel: View {
  var body: some View {
    ScrollView {
      Label("Mine", systemImage: "pin").labelStyle(TrailingIconLabelStyle())
    }
    .defaultScrollAnchor(.bottom)
  }
}

extension Engine {
  @Suite struct LabelStyles {
    /// A custom `LabelStyle` ("create a custom label style by declaring a type that conforms to
    /// the `LabelStyle` protocol and implementing the `makeBody(configuration:)` method", Apple's
    /// documentation) type-checks, and the label still shows its title and icon; a scroll view's
    /// `defaultScrollAnchor` is accepted.
    @Test func aStyleOfTheNotesOwnTypeChecks() {
      let html = ViewHost(OwnStyledLabel()).snapshotHTML()
      #expect(html.contains("data-symbol=\"pin\""))
      #expect(html.contains("<p class=\"ui-text\">Mine</p>"))
    }

    /// `iconOnly` "displays only the label's icon", `titleOnly` "only the label's title",
    /// `titleAndIcon` both (Apple's documentation of `LabelStyle`).
    @Test func aStyleChoosesTheLabelsParts() {
      #expect(
        ViewHost(StyledLabels()).snapshotHTML()
          == "<div class=\"ui-vstack\">"
          + "<div class=\"ui-label\"><span class=\"ui-image\" data-symbol=\"star\"></span><p class=\"ui-text\">Both</p></div>"
          + "<div class=\"ui-label\"><span class=\"ui-image\" data-symbol=\"bolt\"></span></div>"
          + "<div class=\"ui-label\"><p class=\"ui-text\">Title</p></div>"
          + "<div class=\"ui-label\"><span class=\"ui-image\" data-symbol=\"flag\"></span><p class=\"ui-text\">Custom</p></div>"
          + "</div>")
    }
  }
}
