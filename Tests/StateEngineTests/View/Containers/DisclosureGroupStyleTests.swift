import Testing

@testable import EngineHost
@testable import StateEngine

/// A style of the note's own, as Apple's documentation of `DisclosureGroupStyle` shows one: a
/// button that flips `configuration.isExpanded`, and the content while it is expanded.
private struct ArrowDisclosureStyle: DisclosureGroupStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      Button {
        configuration.isExpanded.toggle()
      } label: {
        Text(configuration.isExpanded ? "▾" : "▸")
        configuration.label
      }
      if configuration.isExpanded {
        configuration.content
      }
    }
  }
}

private struct Settings: View {
  @State private var advancedShown = false

  var body: some View {
    VStack {
      DisclosureGroup("General") {
        Text("Language")
      }
      DisclosureGroup("Advanced", isExpanded: $advancedShown) {
        Text("Cache size")
      }
      Text(advancedShown ? "advanced open" : "advanced closed")
    }
    .disclosureGroupStyle(ArrowDisclosureStyle())
  }
}

extension Engine {
  @Suite struct DisclosureGroupStyles {
    /// `DisclosureGroupStyleConfiguration` gives the style the group's `label`, `content` and an
    /// `isExpanded` binding (Apple's documentation): a group without a binding of its own keeps
    /// whether it is expanded, one with a binding writes it.
    @Test func aCustomStyleExpandsThroughTheConfigurationsBinding() throws {
      let host = ViewHost(Settings())
      #expect(!host.snapshotHTML().contains("Language"))
      try host.tap("▸ General")
      #expect(host.snapshotHTML().contains(">Language<"))
      try host.tap("▸ Advanced")
      #expect(host.snapshotHTML().contains(">advanced open<"))
      #expect(host.snapshotHTML().contains(">Cache size<"))
      try host.tap("▾ General")
      #expect(!host.snapshotHTML().contains("Language"))
    }
  }
}
