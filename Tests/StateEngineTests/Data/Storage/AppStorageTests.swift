import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

/// `@AppStorage` "reflects a value from UserDefaults and invalidates a view on a change in value in
/// that user default" (Apple's documentation of `AppStorage`): every view naming the key shows the
/// new value. Each run starts from empty defaults.
private enum Theme: String { case light, dark }

private struct LaunchCounter: View {
  @AppStorage("launches") private var launches = 0
  @AppStorage("theme") private var theme = Theme.light
  @AppStorage("nickname") private var nickname: String?

  var body: some View {
    VStack {
      Button("Launches \(launches)") { launches += 1 }
      Button("Theme \(theme.rawValue)") { theme = .dark }
      Button("Nickname \(nickname ?? "none")") { nickname = "Kim" }
      LaunchBadge()
      Toggle("Sound", isOn: $sound)
    }
  }

  @AppStorage("sound") private var sound = false
}

private struct LaunchBadge: View {
  @AppStorage("launches") private var launches = 0

  var body: some View {
    Text("Badge \(launches)")
  }
}

/// Optional raw-representable values (iOS 15): kept as their raw value, nil removes the key.
private enum Shelf: Int { case top = 1, bottom = 2 }

private struct Pantry: View {
  @AppStorage("lastTheme") private var lastTheme: Theme?
  @AppStorage("shelf") private var shelf: Shelf?

  var body: some View {
    VStack {
      Text("Last \(lastTheme?.rawValue ?? "unset"), shelf \(shelf.map { "\($0)" } ?? "unset")")
      Button("Choose") { (lastTheme, shelf) = (.dark, .bottom) }
      Button("Forget") { (lastTheme, shelf) = (nil, nil) }
    }
  }
}

/// `@SceneStorage` keeps its value for the scene; here for the run.
private struct Draft: View {
  @SceneStorage("draft") private var draft = ""

  var body: some View {
    VStack {
      TextField("Draft", text: $draft)
      Text("Saved \(draft)")
    }
  }
}

extension Engine {
  @Suite struct AppStorages {
    @Test func everyViewNamingTheKeyShowsTheNewValue() throws {
      let host = ViewHost(LaunchCounter())
      try host.tap("Launches 0")
      #expect(Set(bodyNames(host.reports[1])) == ["LaunchCounter", "LaunchBadge"])
      #expect(host.snapshotHTML().contains("Badge 1"))
      #expect(UserDefaults.standard.integer(forKey: "launches") == 1)
    }

    @Test func rawValuesOptionalsAndBindingsAreStored() throws {
      let host = ViewHost(LaunchCounter())
      try host.tap("Theme light")
      try host.tap("Nickname none")
      try host.toggle("Sound")
      #expect(UserDefaults.standard.string(forKey: "theme") == "dark")
      #expect(host.snapshotHTML().contains("Nickname Kim"))
      #expect(UserDefaults.standard.bool(forKey: "sound"))
    }

    @Test func optionalRawValuesAreStoredAsRawValuesAndNilRemovesThem() throws {
      let host = ViewHost(Pantry())
      #expect(host.snapshotHTML().contains("Last unset, shelf unset"))
      try host.tap("Choose")
      #expect(host.snapshotHTML().contains("Last dark, shelf bottom"))
      #expect(UserDefaults.standard.string(forKey: "lastTheme") == "dark")
      #expect(UserDefaults.standard.integer(forKey: "shelf") == 2)
      try host.tap("Forget")
      #expect(host.snapshotHTML().contains("Last unset, shelf unset"))
      #expect(UserDefaults.standard.object(forKey: "shelf") == nil)
    }

    @Test func everyRunStartsFromEmptyDefaults() throws {
      let first = ViewHost(LaunchCounter())
      try first.tap("Launches 0")
      let second = ViewHost(LaunchCounter())
      #expect(second.snapshotHTML().contains("Launches 0"))
      #expect(UserDefaults.standard.object(forKey: "launches") == nil)
    }

    @Test func sceneStorageKeepsItsValueForTheRun() throws {
      let host = ViewHost(Draft())
      try host.type("Hello", into: "Draft")
      #expect(host.snapshotHTML().contains("Saved Hello"))
      #expect(ViewHost(Draft()).snapshotHTML().contains("Saved </p>"))
    }
  }
}
