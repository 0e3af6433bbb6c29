import Testing

@testable import EngineHost
@testable import StateEngine

private struct Inbox: View {
  var body: some View {
    NavigationStack {
      Text("Messages")
        .navigationTitle("Inbox")
        .toolbarBackground(.visible, for: .navigationBar)
        .toolbarBackground(Color.indigo, for: .navigationBar, .tabBar)
        .toolbarColorScheme(.dark, for: .navigationBar)
        .toolbar(.hidden, for: .tabBar)
    }
  }
}

extension Engine {
  /// `toolbarBackground(_:for:)` "specifies the preferred visibility of backgrounds on a bar
  /// managed by SwiftUI" or its shape style, `toolbarColorScheme(_:for:)` its color scheme and
  /// `toolbar(_:for:)` whether the bar shows (Apple's documentation). The engine draws no system
  /// bars: the modifiers are accepted and the screen is as without them.
  @Suite struct ToolbarBackgrounds {
    @Test func theScreenIsAsWithoutThem() {
      let html = ViewHost(Inbox()).snapshotHTML()
      #expect(html.contains("<p class=\"ui-text\">Messages</p>"))
      #expect(html.contains("Inbox"))
    }
  }
}
