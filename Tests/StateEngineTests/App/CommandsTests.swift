import Testing

@testable import EngineHost
@testable import StateEngine

private struct Editor: View {
  @State private var words = 0

  var body: some View {
    Button("Words \(words)") { words += 1 }
  }
}

private struct FormatCommands: Commands {
  var body: some Commands {
    CommandMenu("Format") {
      Button("Bold") {}.keyboardShortcut("b")
      Divider()
      Button("Italic") {}
    }
    CommandGroup(replacing: .appInfo) {
      Button("About Editor") {}
    }
  }
}

private struct EditorApp: App {
  var body: some Scene {
    Settings {
      Text("Preferences")
    }
    WindowGroup {
      Editor()
    }
    .commands {
      FormatCommands()
      SidebarCommands()
      CommandGroup(after: .newItem) { Button("New Tab") {} }
    }
  }
}

extension Engine {
  /// `commands(content:)` adds `Commands` (a `CommandMenu`, a `CommandGroup` placed before, after
  /// or instead of a standard group) to a scene's menu bar, and `Settings` is a Mac app's settings
  /// window (Apple's documentation of each). The engine has no menu bar and mounts the app's first
  /// window: the commands type-check and are not shown, the settings window is skipped.
  @Suite struct AppCommands {
    @Test func anAppWithCommandsAndSettingsShowsItsWindow() throws {
      let host = ViewHost(EditorApp())
      #expect(bodyNames(host.reports[0]) == ["EditorApp", "Editor"])
      let html = host.snapshotHTML()
      #expect(html.contains("<button class=\"ui-button\">Words 0</button>"))
      #expect(!html.contains("Preferences") && !html.contains("Format") && !html.contains("Bold"))
      try host.tap("Words 0")
      #expect(host.snapshotHTML().contains(">Words 1<"))
    }

    @Test func groupsKeepTheirPlacement() {
      #expect(CommandGroup(before: .help) { EmptyView() }.placement == .help)
      #expect(CommandGroupPlacement.appInfo != .appSettings)
    }
  }
}
