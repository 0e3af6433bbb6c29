import Testing

@testable import EngineHost
@testable import StateEngine

private final class Theme: ObservableObject {
  let name: String
  init(name: String) { self.name = name }
}

private struct ThemeName: View {
  @EnvironmentObject var theme: Theme
  var body: some View { Text("Theme \(theme.name)") }
}

private struct Unrelated: View {
  var body: some View { ThemeName() }
}

private struct ThemeSwitcher: View {
  @State var dark = false
  let light = Theme(name: "light")
  let night = Theme(name: "night")

  var body: some View {
    VStack {
      Unrelated()
      Button("Switch theme") { dark.toggle() }
    }
    .environmentObject(dark ? night : light)
  }
}

@Observable private final class Meter {
  var level = 0
}

private struct MeterLabel: View {
  let meter: Meter

  var body: some View {
    let _ = Self._printChanges()
    Text("Level \(meter.level)")
  }
}

private struct MeterScreen: View {
  @State var meter = Meter()

  var body: some View {
    VStack {
      MeterLabel(meter: meter)
      Button("Raise") { meter.level += 1 }
    }
  }
}

extension Engine {
  @Suite struct EnvironmentAndDependencies {
    @Test func aNewEnvironmentObjectReachesReadersBelowSkippedViews() throws {
      let host = ViewHost(ThemeSwitcher())
      try host.tap("Switch theme")
      #expect(bodyNames(host.reports.last!) == ["ThemeSwitcher", "ThemeName"])
      #expect(host.snapshotHTML().contains("Theme night"))
    }

    @Test func observationChangesPrintAsDependencies() throws {
      let host = ViewHost(MeterScreen())
      try host.tap("Raise")
      #expect(host.reports.last?.console == ["MeterLabel: @dependencies changed."])
    }
  }
}
