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

/// A style that marks a label and then draws it as the styles outside it do.
private struct StarredLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text("*")
      Label(configuration)
    }
  }
}

private struct NestedLabelStyles: View {
  @State private var undone = false

  var body: some View {
    VStack {
      Label("Settings", systemImage: "gear")
      Button {
        undone = true
      } label: {
        Label("Undo", systemImage: "arrow.uturn.backward")
      }
      if undone { Text("Undone") }
    }
    .labelStyle(StarredLabelStyle())
    .labelStyle(.iconOnly)
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
    /// documentation) draws the label: here its title before its icon. A scroll view's
    /// `defaultScrollAnchor` is accepted.
    @Test func aStyleOfTheNotesOwnDrawsTheLabel() {
      let html = ViewHost(OwnStyledLabel()).snapshotHTML()
      #expect(
        html.contains(
          "<div class=\"ui-hstack\"><p class=\"ui-text\">Mine</p>"
            + "<span class=\"ui-image\" data-symbol=\"pin\"></span></div>"))
      #expect(!html.contains("ui-label"))
    }

    /// A style set on a container draws every label inside it ("Sets the style for labels within
    /// this view", Apple's documentation of `labelStyle(_:)`); `Label(configuration)` in a style's
    /// body is the label as the styles outside draw it, here the system's `iconOnly`; a button
    /// labelled by a restyled label is named by the texts the style draws, its icon aside.
    @Test func aStyleOnAContainerDrawsItsLabelsAndComposesWithTheOuterStyle() throws {
      let host = ViewHost(NestedLabelStyles())
      let html = host.snapshotHTML()
      #expect(
        html.contains(
          "<div class=\"ui-hstack\"><p class=\"ui-text\">*</p><div class=\"ui-label\">"
            + "<span class=\"ui-image\" data-symbol=\"gear\"></span></div></div>"))
      // A button draws the texts of its label as its own, the icon aside.
      #expect(html.contains("<button class=\"ui-button\">* Undo</button>"))
      try host.tap("* Undo")
      #expect(host.snapshotHTML().contains(">Undone<"))
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
