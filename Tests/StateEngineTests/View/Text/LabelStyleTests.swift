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

/// Controls labelled with a `Label`, as list rows and settings screens write them.
private struct LabelledControls: View {
  @State private var isOn = false

  var body: some View {
    NavigationStack {
      List {
        NavigationLink {
          Text("Third row")
        } label: {
          Label("Row 3", systemImage: "3.circle")
        }
        Toggle(isOn: $isOn) { Label("Wi-Fi", systemImage: "wifi") }
        Button {
        } label: {
          Label("Share", systemImage: "square.and.arrow.up").labelStyle(.iconOnly)
        }
      }
    }
  }
}

extension Engine {
  @Suite struct LabelStyles {
    /// A `Label` is "a standard label for user interface items, consisting of an icon with a
    /// title" (Apple's documentation of `Label`); its accessible name is the title, which
    /// VoiceOver reads even when a style shows only the icon: the engine names controls by it.
    @Test func aControlLabelledWithALabelIsNamedByItsTitle() throws {
      let host = ViewHost(LabelledControls())
      #expect(host.availableControls().contains("button \"Share\" in LabelledControls"))
      try host.toggle("Wi-Fi")
      #expect(host.snapshotHTML().contains("<span>Wi-Fi</span>"))
      #expect(host.snapshotHTML().contains("role=\"switch\" checked"))
      try host.open("Row 3")
      #expect(host.snapshotHTML().contains("<p class=\"ui-text\">Third row</p>"))
    }

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
