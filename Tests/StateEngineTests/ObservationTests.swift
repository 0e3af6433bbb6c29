import Testing

@testable import EngineHost
@testable import StateEngine

@Observable final class Profile {
  var name = "Ann"
  var age = 30
}

private struct NameLabel: View {
  let profile: Profile
  var body: some View { Text("Name \(profile.name)") }
}

private struct AgeLabel: View {
  let profile: Profile
  var body: some View { Text("Age \(profile.age)") }
}

private struct ProfileScreen: View {
  @State var profile = Profile()

  var body: some View {
    VStack {
      NameLabel(profile: profile)
      AgeLabel(profile: profile)
      Button("Rename") { profile.name = "Bo" }
      Button("Same name") { profile.name = "Ann" }
      Button("Birthday") { profile.age += 1 }
    }
  }
}

private struct Greeting: View {
  let text: String

  init(profile: Profile) {
    text = "Hello \(profile.name)"
  }

  var body: some View { Text(text) }
}

private struct GreetingScreen: View {
  @State var profile = Profile()

  var body: some View {
    VStack {
      Greeting(profile: profile)
      Button("Rename") { profile.name = "Bo" }
    }
  }
}

private struct NameEditor: View {
  @Bindable var profile: Profile

  var body: some View {
    TextField("Name", text: $profile.name)
  }
}

private struct EditorScreen: View {
  @State var profile = Profile()

  var body: some View {
    VStack {
      NameEditor(profile: profile)
      NameLabel(profile: profile)
    }
  }
}

private struct EnvironmentAge: View {
  @Environment(Profile.self) var profile

  var body: some View {
    Button("Age \(profile.age)") { profile.age += 1 }
  }
}

private struct EnvironmentScreen: View {
  @State var profile = Profile()

  var body: some View {
    VStack {
      Text("Top")
      EnvironmentAge()
    }
    .environment(profile)
  }
}

extension Engine {
  @Suite struct Observation {
    @Test func onlyBodiesThatReadTheChangedPropertyRerun() throws {
      let host = ViewHost(ProfileScreen())
      try host.tap("Rename")
      #expect(bodyNames(host.reports.last!) == ["NameLabel"])
      try host.tap("Birthday")
      #expect(bodyNames(host.reports.last!) == ["AgeLabel"])
    }

    @Test func writingAnEqualValueNotifiesNobody() throws {
      let host = ViewHost(ProfileScreen())
      try host.tap("Same name")
      #expect(host.reports.last?.bodies == [])
    }

    @Test func readsInAChildInitCountForTheParent() throws {
      let host = ViewHost(GreetingScreen())
      try host.tap("Rename")
      #expect(bodyNames(host.reports.last!) == ["GreetingScreen", "Greeting"])
      #expect(host.snapshotHTML().contains("Hello Bo"))
    }

    @Test func bindableMakesBindingsToProperties() throws {
      let host = ViewHost(EditorScreen())
      try host.type("Cy", into: "Name")
      #expect(host.snapshotHTML().contains("value=\"Cy\""))
      #expect(host.snapshotHTML().contains("Name Cy"))
    }

    @Test func stateHoldsTheObjectInstalledFirst() throws {
      let host = ViewHost(ProfileScreen())
      #expect(host.reports[0].created == ["Profile"])
    }

    @Test func environmentProvidesObservableObjects() throws {
      let host = ViewHost(EnvironmentScreen())
      try host.tap("Age 30")
      #expect(bodyNames(host.reports.last!) == ["EnvironmentAge"])
      #expect(host.snapshotHTML().contains("Age 31"))
    }
  }
}
