import Testing

@testable import EngineHost
@testable import StateEngine

/// A style of the note's own, as Apple's documentation of `MenuStyle` shows one: it draws
/// `Menu(configuration)` inside views of its own.
private struct TaggedMenuStyle: MenuStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text("Menu:")
      Menu(configuration)
    }
  }
}

private struct ShareMenu: View {
  @State private var shared = "nothing"

  var body: some View {
    VStack {
      Text("Shared \(shared)")
      Menu("Share") {
        Button("Copy") { shared = "copy" }
      }
      .menuStyle(TaggedMenuStyle())
      Menu("Plain") {
        Button("Other") {}
      }
      .menuStyle(.button)
    }
  }
}

extension Engine {
  @Suite struct MenuStyles {
    /// "To create a custom menu style, … implement `makeBody(configuration:)`" and
    /// `Menu(_ configuration:)` "creates a menu based on a menu style configuration" (Apple's
    /// documentation of `MenuStyle` and `Menu`): the style's views show beside a menu that still
    /// opens and runs its items; a system style leaves the menu alone.
    @Test func aCustomStyleDrawsTheMenuItIsGiven() throws {
      let host = ViewHost(ShareMenu())
      #expect(host.snapshotHTML().components(separatedBy: ">Menu:<").count == 2)
      try host.tap("Share")
      try host.tap("Copy")
      #expect(host.snapshotHTML().contains(">Shared copy<"))
    }
  }
}
