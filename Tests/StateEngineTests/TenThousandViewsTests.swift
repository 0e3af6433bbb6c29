import Testing

@testable import EngineHost
@testable import StateEngine

/// A leaf with state of its own; its button's label shows the count, so a tap renames it.
private struct Tally: View {
  let index: Int
  @State var count = 0

  var body: some View {
    HStack {
      Text("\(index): \(count)")
      Button(index.isMultiple(of: 1_000) ? "Same" : "Tap \(index) (\(count))") { count += 1 }
    }
  }
}

private struct Switch: View {
  let index: Int
  @State var isOn = false

  var body: some View {
    Toggle("Switch \(index)", isOn: $isOn)
  }
}

private struct TallyList: View {
  let size: Int

  var body: some View {
    VStack {
      ForEach(0..<size, id: \.self) { index in
        Tally(index: index)
        if index.isMultiple(of: 2_500) { Switch(index: index) }
      }
    }
  }
}

private final class Basket: ObservableObject {
  @Published var items = 0
  deinit { print("Basket deinit") }
}

private struct BasketRow: View {
  @ObservedObject var basket: Basket
  var body: some View { Button("Add \(basket.items)") { basket.items += 1 } }
}

/// A removed row's button held its object: the object goes in the step that removes the row.
private struct Shelf: View {
  @State var showsBasket = true

  var body: some View {
    VStack {
      Button("Hide") { showsBasket = false }
      if showsBasket { BasketRow(basket: Basket()) }
      ForEach(0..<10_000, id: \.self) { Text("Row \($0)") }
    }
  }
}

extension Engine {
  /// The benchmark's wide tree (`.ci/bench/engine.sh` times taps on it): a step re-runs only the
  /// leaf tapped, and its snapshot is the whole screen with only that leaf changed.
  @Suite struct TenThousandViews {
    static let size = 10_000

    private func text(_ index: Int, _ count: Int) -> String {
      "<p class=\"ui-text\">\(index): \(count)</p>"
    }

    private func button(_ index: Int, _ count: Int) -> String {
      "<button class=\"ui-button\">Tap \(index) (\(count))</button>"
    }

    @Test func aTapRerunsOneLeafAndTheSnapshotShowsOnlyItsChange() throws {
      let host = ViewHost(TallyList(size: Self.size))
      #expect(host.reports[0].bodies.count == Self.size + 4 + 1)
      try host.tap("Tap 4321 (0)")
      #expect(host.reports[1].bodies.map(\.view) == ["Tally"])
      let expected = host.reports[0].snapshot
        .replacingOccurrences(
          of: text(4321, 0) + button(4321, 0), with: text(4321, 1) + button(4321, 1))
      #expect(expected != host.reports[0].snapshot)
      #expect(host.reports[1].snapshot == expected)
    }

    @Test func laterTapsSeeEveryEarlierChange() throws {
      let host = ViewHost(TallyList(size: Self.size))
      try host.tap("Tap 1 (0)")
      try host.tap("Tap 9999 (0)")
      try host.tap("Tap 1 (1)")
      #expect(host.reports.dropFirst().allSatisfy { $0.bodies.count == 1 })
      let snapshot = host.reports[3].snapshot
      #expect(snapshot.contains(text(1, 2) + button(1, 2)))
      #expect(snapshot.contains(text(9999, 1) + button(9999, 1)))
      #expect(snapshot.contains(text(5001, 0) + button(5001, 0)))
    }

    @Test func aRenamedButtonIsFoundByItsNewLabelOnly() throws {
      let host = ViewHost(TallyList(size: Self.size))
      try host.tap("Tap 77 (0)")
      #expect(throws: HostError.self) { try host.tap("Tap 77 (0)") }
      try host.tap("Tap 77 (1)")
      #expect(host.reports.last?.snapshot.contains(text(77, 2)) == true)
    }

    @Test func controlsWithTheSameLabelAreCountedInScreenOrder() throws {
      let host = ViewHost(TallyList(size: Self.size))
      let error = #expect(throws: HostError.self) { try host.tap("Same") }
      #expect(
        error?.message
          == "10 buttons are labelled \"Same\"; name the view with `in` or pick one with `#2`")
      try host.tap("Same", index: 3)
      #expect(host.reports.last?.snapshot.contains(text(2000, 1)) == true)
      try host.tap("Same", index: 10)
      #expect(host.reports.last?.snapshot.contains(text(9000, 1)) == true)
    }

    @Test func aToggleDeepInTheTreeShowsItsNewValue() throws {
      let host = ViewHost(TallyList(size: Self.size))
      try host.toggle("Switch 7500")
      let toggles = host.reports[1].snapshot.components(separatedBy: "role=\"switch\"").dropFirst()
      #expect(toggles.map { $0.hasPrefix(" checked") } == [false, false, false, true])
    }

    @Test func anObjectHeldByARemovedButtonIsReleasedInThatStep() throws {
      let host = ViewHost(Shelf())
      try host.tap("Add 0")
      try host.tap("Hide")
      #expect(host.reports[2].console == ["Basket deinit"])
      #expect(host.reports[2].snapshot.contains("Add 1") == false)
      #expect(throws: HostError.self) { try host.tap("Add 1") }
    }
  }
}
