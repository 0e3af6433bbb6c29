import Testing

@testable import EngineHost
@testable import StateEngine

private struct Counters: View {
  @State private var first = 0
  @State private var second = 0

  var body: some View {
    VStack {
      Text("\(first) \(second)")
      Button("+") { first += 1 }
      Button("+") { second += 1 }
    }
  }
}

private struct Fruits: View {
  @State private var fruits = ["Apple", "Banana", "Cherry"]

  var body: some View {
    List {
      ForEach(fruits, id: \.self) { fruit in
        Text(fruit)
      }
      .onDelete { offsets in
        print("delete \(offsets.map { $0 })")
        fruits.remove(atOffsets: offsets)
      }
    }
  }
}

private struct Chores: View {
  @State private var chores = ["Dishes", "Laundry"]

  var body: some View {
    List {
      ForEach(chores, id: \.self) { chore in
        HStack {
          Text(chore)
          Image(systemName: "checkmark.circle")
        }
      }
      .onDelete { chores.remove(atOffsets: $0) }
    }
  }
}

private struct Favorite: View {
  @State private var likes = 0

  var body: some View {
    VStack {
      Text("\(likes) likes")
      Button {
        likes += 1
      } label: {
        Image(systemName: "heart")
        Text("Like")
      }
    }
  }
}

private struct Guests: View {
  @State private var first = ""
  @State private var second = ""

  var body: some View {
    VStack {
      TextField("Name", text: $first)
      TextField("Name", text: $second)
      Text("[\(first)] [\(second)]")
    }
  }
}

private struct Settings: View {
  @State private var flavor = "Vanilla"
  @State private var volume = 0.5

  var body: some View {
    Form {
      Picker("Flavor", selection: $flavor) {
        Text("Vanilla").tag("Vanilla")
        Text("Mint").tag("Mint")
      }
      Slider(value: $volume, in: 0...1) { Text("Volume") }
      Text("\(flavor) at \(volume)")
    }
  }
}

extension Engine {
  @Suite struct GestureActions {
    @Test func anIndexPicksOneOfSeveralControlsWithTheSameLabel() throws {
      let host = ViewHost(Counters())
      #expect(throws: HostError.self) { try host.tap("+") }
      try host.tap("+", index: 2)
      #expect(host.snapshotHTML().contains(">0 1<"))
      #expect(host.reports.last?.step == "tap \"+\" #2")
      let error = try #require(throws: HostError.self) { try host.tap("+", index: 3) }
      #expect(error.message == "There is no button #3 labelled \"+\", only 2")
    }

    /// Swiping a row calls `onDelete` with that row's offset ("the closure receives the offsets of the
    /// deleted rows", Apple's documentation of `onDelete(perform:)`).
    @Test func swipingARowDeletesItsOffset() throws {
      let host = ViewHost(Fruits())
      try host.swipeToDelete("Banana")
      #expect(host.reports.last?.console == ["delete [1]"])
      #expect(!host.snapshotHTML().contains("Banana"))
      #expect(host.snapshotHTML().contains("Cherry"))
    }

    /// A reader names a row by its text; the symbol beside it is not part of what the row says.
    @Test func aRowIsNamedByItsTextWithoutItsSymbol() throws {
      let host = ViewHost(Chores())
      try host.swipeToDelete("Laundry")
      #expect(!host.snapshotHTML().contains("Laundry"))
      #expect(host.snapshotHTML().contains("Dishes"))
      #expect(throws: HostError.self) { try host.swipeToDelete("checkmark.circle") }
    }

    /// A button with a symbol beside its text is tapped by its text, as a reader names it; the
    /// whole label still names it too.
    @Test func aButtonIsNamedByItsTextBesideItsSymbol() throws {
      let host = ViewHost(Favorite())
      try host.tap("Like")
      try host.tap("heart Like")
      #expect(host.snapshotHTML().contains(">2 likes<"))
      #expect(throws: HostError.self) { try host.tap("heart") }
    }

    /// Fields with the same placeholder are told apart by their place, as buttons are.
    @Test func typingIntoTheSecondOfTwoFieldsWithOneLabel() throws {
      let host = ViewHost(Guests())
      #expect(throws: HostError.self) { try host.type("Ada", into: "Name") }
      try host.type("Ada", into: "Name", index: 2)
      #expect(host.snapshotHTML().contains("[] [Ada]"))
      #expect(host.reports.last?.step == "type \"Ada\" into \"Name\" #2")
    }

    @Test func pickingAnOptionAndDraggingASlider() throws {
      let host = ViewHost(Settings())
      try host.pick("Mint", in: "Flavor")
      try host.drag("Volume", to: 0.8)
      #expect(host.snapshotHTML().contains("Mint at 0.8"))
      try host.drag("Volume", to: 3)
      #expect(host.snapshotHTML().contains("Mint at 1.0"))
      #expect(throws: HostError.self) { try host.pick("Chocolate", in: "Flavor") }
    }
  }
}
