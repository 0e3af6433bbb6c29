import Testing

@testable import EngineHost
@testable import StateEngine

private struct Starred: ButtonStyle {
  let mark: String

  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text(mark)
      configuration.label
    }
  }
}

/// A style whose body holds a button of its own: that button is drawn by the next style out.
private struct WithHelp: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Button("Help") { print("help") }
    }
  }
}

private struct Checkmark: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      Text(configuration.isOn ? "☑" : "☐")
      configuration.label
    }
  }
}

/// A style that draws the system's toggle with a caption: the toggle inside is a switch again.
private struct Captioned: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      Toggle(isOn: configuration.$isOn) { configuration.label }
      Text("caption")
    }
  }
}

private struct Plain: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      configuration.label
      configuration.content
    }
  }
}

private struct Screen: View {
  @State private var wifi = false
  @State private var bluetooth = true
  @State private var airplane = false

  var body: some View {
    Form {
      Section {
        Button("Save") { print("save") }
        VStack {
          Button("Share") {}
        }
        .buttonStyle(Starred(mark: "+"))
        Button("Bordered") {}.buttonStyle(.bordered)
      }
      Section {
        Toggle("Wi-Fi", isOn: $wifi)
        Toggle("Bluetooth", isOn: $bluetooth)
        Toggle("Airplane", isOn: $airplane).toggleStyle(.switch)
      }
      .toggleStyle(Checkmark())
      GroupBox("Box") { Text("inside") }
    }
    .buttonStyle(Starred(mark: "*"))
    .groupBoxStyle(Plain())
  }
}

private struct Nested: View {
  @State private var on = false

  var body: some View {
    VStack {
      Button("Send") {}
      Toggle("Mute", isOn: $on)
    }
    .buttonStyle(WithHelp())
    .toggleStyle(Captioned())
  }
}

extension Engine {
  /// Control styles set on a container reach the controls inside it, the innermost winning:
  /// "Sets the style for buttons within this view" (`buttonStyle(_:)`), likewise
  /// `toggleStyle(_:)` and `groupBoxStyle(_:)` (Apple's documentation); SwiftUI passes them down
  /// the environment. A style's own controls are drawn by the style outside it, as OpenSwiftUI's
  /// style stack does.
  @Suite struct StylesThroughTheEnvironment {
    @Test func aContainersButtonStyleDrawsTheButtonsInside() throws {
      let host = ViewHost(Screen())
      let html = host.snapshotHTML()
      #expect(html.contains("<button class=\"ui-button\">* Save</button>"))
      #expect(html.contains("<button class=\"ui-button\">+ Share</button>"), "the innermost")
      #expect(html.contains("<button class=\"ui-button\">Bordered</button>"), "a system style")
      try host.tap("* Save")
      #expect(host.reports.last?.console == ["save"])
    }

    @Test func aContainersToggleStyleDrawsAndFlipsTheTogglesInside() throws {
      let host = ViewHost(Screen())
      let html = host.snapshotHTML()
      #expect(html.contains("☐ Wi-Fi") && html.contains("☑ Bluetooth"))
      #expect(!html.contains("☐ Airplane"), "the switch style set on it wins")
      try host.tap("* ☐ Wi-Fi")
      #expect(host.snapshotHTML().contains("☑ Wi-Fi"))
    }

    @Test func aContainersGroupBoxStyleDrawsTheGroupBoxesInside() {
      let html = ViewHost(Screen()).snapshotHTML()
      #expect(!html.contains("ui-groupbox") && html.contains("Box") && html.contains("inside"))
    }

    @Test func aStylesOwnControlsAreDrawnByTheStyleOutsideIt() throws {
      let host = ViewHost(Nested())
      let html = host.snapshotHTML()
      #expect(html.contains("Send") && html.contains("Help"))
      #expect(html.contains("class=\"ui-toggle\"") && html.contains("caption"))
      try host.tap("Help")
      #expect(host.reports.last?.console == ["help"])
      try host.toggle("Mute")
      #expect(host.snapshotHTML().contains("caption"))
    }
  }
}
