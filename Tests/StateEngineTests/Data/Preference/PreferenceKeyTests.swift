import Testing

@testable import EngineHost
@testable import StateEngine

/// Preferences flow from views to their ancestors. Apple's documentation of `PreferenceKey`: "a view
/// with multiple children automatically combines its values for a given preference into a single
/// value visible to its ancestors"; of `reduce(value:nextValue:)`: "this method receives its values
/// in view-tree order". OpenSwiftUI's `PreferenceCombiner`: the first child that sends a value
/// starts the combined value, the default is not reduced in.
private struct SumKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Shows the order values are combined in, and whether the default took part.
private struct DigitsKey: PreferenceKey {
  static let defaultValue = 9
  static func reduce(value: inout Int, nextValue: () -> Int) { value = value * 10 + nextValue() }
}

private struct TitleKey: PreferenceKey {
  static let defaultValue = "none"
  static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
}

private struct Scores: View {
  @State private var count = 2
  @State private var total = 0
  @State private var unrelated = 0

  var body: some View {
    VStack {
      Text("Total \(total)")
      Button("Add") { count += 1 }
      Button("Other \(unrelated)") { unrelated += 1 }
      ForEach(1...count, id: \.self) { score in
        Text("Score \(score)").preference(key: SumKey.self, value: score)
      }
    }
    .onPreferenceChange(SumKey.self) { value in
      print("total \(value)")
      total = value
    }
  }
}

private struct Digits: View {
  @State private var shown = 0

  var body: some View {
    VStack {
      Text("Digits \(shown)")
      Text("one").preference(key: DigitsKey.self, value: 1)
      Text("plain")
      Text("two").preference(key: DigitsKey.self, value: 2)
    }
    .onPreferenceChange(DigitsKey.self) { shown = $0 }
  }
}

/// `.preference` replaces what the content sends; `.transformPreference` changes it.
private struct Writers: View {
  @State private var replaced = 0
  @State private var transformed = 0

  var body: some View {
    VStack {
      Text("Replaced \(replaced)")
      Text("Transformed \(transformed)")
      VStack { Text("inner").preference(key: SumKey.self, value: 1) }
        .preference(key: SumKey.self, value: 5)
        .onPreferenceChange(SumKey.self) { replaced = $0 }
      VStack { Text("inner").preference(key: SumKey.self, value: 1) }
        .transformPreference(SumKey.self) { $0 += 100 }
        .onPreferenceChange(SumKey.self) { transformed = $0 }
    }
  }
}

private struct Silent: View {
  var body: some View {
    Text("Nothing sent")
      .onPreferenceChange(SumKey.self) { print("called with \($0)") }
  }
}

/// A child with its own state sends a new title; the overlay shows it after the same step.
private struct TitledPage: View {
  var body: some View {
    VStack {
      Editor()
    }
    .overlayPreferenceValue(TitleKey.self) { title in
      Text("Overlay \(title)")
    }
    .backgroundPreferenceValue(SumKey.self) { sum in
      Text("Background \(sum)")
    }
  }
}

private struct Editor: View {
  @State private var draft = 1

  var body: some View {
    Button("Next") { draft += 1 }
      .preference(key: TitleKey.self, value: "Draft \(draft)")
  }
}

extension Engine {
  @Suite struct Preferences {
    @Test func siblingsAreCombinedAndTheActionRunsAfterTheFirstUpdate() {
      let host = ViewHost(Scores())
      #expect(host.reports[0].console == ["total 3"])
      #expect(host.snapshotHTML().contains("Total 3"))
    }

    @Test func theActionRunsWhenTheValueChangesAndOnlyThen() throws {
      let host = ViewHost(Scores())
      try host.tap("Add")
      #expect(host.reports[1].console == ["total 6"])
      #expect(host.snapshotHTML().contains("Total 6"))
      try host.tap("Other 0")
      #expect(host.reports[2].console == [])
    }

    @Test func valuesAreReducedInTreeOrderWithoutTheDefault() {
      let host = ViewHost(Digits())
      #expect(host.snapshotHTML().contains("Digits 12"))
    }

    @Test func writersReplaceOrTransformWhatTheirContentSends() {
      let html = ViewHost(Writers()).snapshotHTML()
      #expect(html.contains("Replaced 5"))
      #expect(html.contains("Transformed 101"))
    }

    @Test func aContentThatSendsNothingNeverCallsTheAction() {
      let host = ViewHost(Silent())
      #expect(host.reports[0].console == [])
    }

    @Test func overlaysAndBackgroundsShowTheValueOfTheSameStep() throws {
      let host = ViewHost(TitledPage())
      #expect(host.snapshotHTML().contains("Overlay Draft 1"))
      // No view sends SumKey: the background is built from the default.
      #expect(host.snapshotHTML().contains("Background 0"))
      try host.tap("Next")
      #expect(host.snapshotHTML().contains("Overlay Draft 2"))
    }
  }
}
