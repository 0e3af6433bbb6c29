import Testing

@testable import EngineHost
@testable import StateEngine

/// Notifies by hand, as tutorials do with `objectWillChange.send()` in `willSet`, through a publisher the
/// class declares itself (CombineTests covers the synthesized one).
private final class Account: ObservableObject {
  let objectWillChange = ObservableObjectPublisher()

  var name = "Ann" {
    willSet { objectWillChange.send() }
  }
}

private struct AccountEditor: View {
  @ObservedObject var account: Account

  var body: some View {
    Button("Rename") { account.name = "Bo" }
  }
}

private struct AccountBadge: View {
  @ObservedObject var account: Account

  var body: some View {
    Text("Badge")
  }
}

private struct AccountScreen: View {
  @StateObject var account = Account()

  var body: some View {
    VStack {
      Text("Name \(account.name)")
      AccountEditor(account: account)
      AccountBadge(account: account)
    }
  }
}

private final class Settings: ObservableObject {
  @Published var isEnabled = false
}

private struct SettingsToggle: View {
  @ObservedObject var settings: Settings

  var body: some View {
    Toggle("Enabled", isOn: $settings.isEnabled)
  }
}

private struct SettingsScreen: View {
  @StateObject var settings = Settings()

  var body: some View {
    VStack {
      Text(settings.isEnabled ? "On" : "Off")
      SettingsToggle(settings: settings)
    }
  }
}

extension Engine {
  @Suite struct ObservedObjects {
    @Test func anyObjectWillChangeRerunsEveryObserver() throws {
      let host = ViewHost(AccountScreen())
      try host.tap("Rename")
      #expect(bodyNames(host.reports.last!) == ["AccountScreen", "AccountEditor", "AccountBadge"])
      #expect(host.snapshotHTML().contains("Name Bo"))
    }

    @Test func bindingsThroughTheWrapperWriteTheObject() throws {
      let host = ViewHost(SettingsScreen())
      try host.toggle("Enabled")
      #expect(host.snapshotHTML().contains("<p class=\"ui-text\">On</p>"))
      #expect(host.snapshotHTML().contains("role=\"switch\" checked"))
      #expect(bodyNames(host.reports.last!) == ["SettingsScreen", "SettingsToggle"])
    }

    @Test func aDefaultObjectIsRecreatedWithEachNewStruct() throws {
      LoudCounter.made = 0
      struct Holder: View {
        @State var ticks = 0
        var body: some View {
          VStack {
            Text("Ticks \(ticks)")
            Button("Tick") { ticks += 1 }
            BorrowedCounter()
          }
        }
      }
      let host = ViewHost(Holder())
      try host.tap("+1")
      #expect(host.snapshotHTML().contains("Borrowed 1"))
      try host.tap("Tick")
      #expect(host.reports.last?.console == ["Observed #2 init", "Observed #1 deinit"])
      #expect(host.snapshotHTML().contains("Borrowed 0"))
    }
  }
}
