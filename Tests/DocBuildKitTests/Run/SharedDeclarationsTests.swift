import Foundation
import Testing

@testable import DocBuildKit

/// A page's blocks build on each other, so a merged batch holds the same types many times: each
/// is compiled once, and every example still gives what it gives alone.
@Suite struct SharedDeclarationsTests {
  /// A page's first block: a model, a view that prints qualified names and its line, a root.
  static let first = """
    import SwiftUI

    final class Counter: ObservableObject {
      @Published var value = 0
      deinit { print("Counter gone") }
    }

    struct CounterView: View {
      @ObservedObject var counter: Counter
      var body: some View {
        let _ = Self._printChanges()
        Button("Count \\(counter.value)") {
          counter.value += 1
          print(counter, [counter], #line, String(reflecting: CounterView.self))
        }
      }
    }

    struct ContentView: View {
      @StateObject private var counter = Counter()
      var body: some View { CounterView(counter: counter) }
    }
    """

  /// The page's second block, assembled with the first: the same model and view on the same
  /// lines, another root.
  static let second = first.replacingOccurrences(
    of: "var body: some View { CounterView(counter: counter) }",
    with: "var body: some View { VStack { CounterView(counter: counter); Text(\"more\") } }")

  /// A third block that changes the model on its own lines: the view's text is the same, but
  /// it means another type.
  static let third = first.replacingOccurrences(
    of: "@Published var value = 0", with: "@Published var value = 10")

  static func declarations(_ source: String) -> [String: SharedDeclarations.Declaration] {
    Dictionary(
      uniqueKeysWithValues: SharedDeclarations.declarations(in: source).map { ($0.name, $0) })
  }

  @Test func aTypeIsTheSameWhenItsTextLinesImportsAndUsesAre() throws {
    let first = Self.declarations(Self.first)
    let second = Self.declarations(Self.second)
    let third = Self.declarations(Self.third)
    #expect(Set(first.keys) == ["Counter", "CounterView", "ContentView"])
    #expect(first["Counter"]?.identity == second["Counter"]?.identity)
    #expect(first["CounterView"]?.identity == second["CounterView"]?.identity)
    #expect(first["ContentView"]?.identity != second["ContentView"]?.identity)
    #expect(first["CounterView"]?.uses == ["Counter"])
    #expect(first["CounterView"]?.parts == [8...17])
    // The same text, but the model it uses changed.
    #expect(first["Counter"]?.identity != third["Counter"]?.identity)
    #expect(first["CounterView"]?.identity != third["CounterView"]?.identity)

    // Lines moved: the view prints its `#line`, so it is another view; the model cannot tell.
    let moved = Self.declarations("\n" + Self.first)
    #expect(moved["CounterView"]?.identity != first["CounterView"]?.identity)
    #expect(moved["Counter"]?.identity == first["Counter"]?.identity)
    // Imports: their set counts, not their order or repeats.
    let reordered = Self.declarations(
      Self.first.replacingOccurrences(of: "import SwiftUI", with: "import Combine")
        + "\nimport SwiftUI\nimport Combine\n")
    let again = Self.declarations(
      Self.first.replacingOccurrences(of: "import SwiftUI", with: "import SwiftUI")
        + "\nimport Combine\nimport SwiftUI\n")
    #expect(reordered["Counter"]?.identity == again["Counter"]?.identity)
    #expect(reordered["Counter"]?.identity != first["Counter"]?.identity)
  }

  /// What reports its line when it runs (a crash message, `#line`) is shared only by examples
  /// that hold it on the same lines.
  @Test func aTypeThatCanTellItsLineIsSharedOnlyOnTheSameLines() {
    func identity(_ member: String, at line: Int, in unit: String = "") -> String? {
      let code =
        "import SwiftUI\n" + unit + String(repeating: "\n", count: line)
        + "struct Probe {\n  var value: Int?\n  func read() -> Int { \(member) }\n}\n"
      return Self.declarations(code)["Probe"]?.identity
    }
    #expect(identity("value ?? 0", at: 1) == identity("value ?? 0", at: 5))
    #expect(identity("value == nil ? 0 : 1", at: 1) == identity("value == nil ? 0 : 1", at: 5))
    for telling in [
      "value!", "try! Int(value ?? 0).advanced(by: 0)", "#line", "Int(#fileID.count)",
      "value ?? { fatalError(\"none\") }()", "{ precondition(value != nil); return 0 }()",
    ] {
      #expect(identity(telling, at: 1) != nil, "\(telling) is shared on its own lines")
      #expect(identity(telling, at: 1) != identity(telling, at: 5), "\(telling)")
    }
    // An implicitly unwrapped optional anywhere in the example unwraps at the reader's line.
    let unwrapping = "struct Holder { var count: Int! }\n"
    #expect(
      identity("value ?? 0", at: 1, in: unwrapping) != identity("value ?? 0", at: 5, in: unwrapping)
    )
  }

  @Test func whatTheCompilerCouldFindWithoutANameIsNeverShared() {
    let view = """
      import SwiftUI

      struct Badge: View {
        var body: some View { Text("b") }
      }

      """
    #expect(Set(Self.declarations(view).keys) == ["Badge"])
    // An operator function can be a conformance's witness; an extension of a type the example
    // does not declare can add members anything uses.
    #expect(Self.declarations(view + "func == (a: Badge, b: Badge) -> Bool { true }\n").isEmpty)
    #expect(Self.declarations(view + "extension Text { var big: Text { self } }\n").isEmpty)
    // A type that uses a global of the example stays with it, and so do the types using it.
    let global = view.replacingOccurrences(of: "Text(\"b\")", with: "Text(label)")
    #expect(
      Self.declarations(global + "let label = \"x\"\nstruct Row { var badge: Badge }\n").isEmpty)
    // Generic types, property wrappers, a type sharing its line, an extension using another
    // type of the example: kept with the example.
    #expect(Self.declarations("struct Box<T> { var value: T }\n").isEmpty)
    #expect(
      Self.declarations("@propertyWrapper struct Loud { var wrappedValue: Int }\n").isEmpty)
    #expect(Self.declarations("struct A {}; struct B {}\n").isEmpty)
    let extended = Self.declarations(
      view + "struct Other {}\nextension Badge { var other: Other { Other() } }\n")
    #expect(extended["Badge"] == nil && extended["Other"] != nil)
    // An extension of the type alone goes with it.
    let ownExtension = Self.declarations(
      view + "extension Badge: Equatable {\n  static let shared = Badge()\n}\n")
    #expect(ownExtension["Badge"]?.parts == [3...5, 6...8])
  }

  @Test func examplesThatShareTypesBatchTogether() {
    let sources = [Self.first, Self.third, "import SwiftUI\nstruct Lone {}\n", Self.second]
    let declarations = sources.map { SharedDeclarations.declarations(in: $0) }
    #expect(
      MergedBatch.sharingGroups([0, 1, 2, 3], declarations: declarations) == [[0, 3], [1], [2]])
  }

  @Test func sharedTypesCompileOnceAndEachExampleGivesWhatItGivesAlone() throws {
    let runner = try ExampleJobFixture.runner()
    // The third starts at 10: its taps are not found, as alone. The fourth holds the first's
    // code a line lower: its view prints another `#line`, its model is the same.
    let sources = [Self.first, Self.second, Self.third, "\n" + Self.first]
    let jobs = sources.map {
      ExampleJobFixture.job($0, taps: ["Count 0", "Count 1"], explores: true)
    }
    let batch = MergedBatch(
      runner: runner, jobs: jobs, rewritten: jobs.map { MergedSource.rewritten($0)! },
      folder: TestPaths.temporaryFolder().appendingPathComponent("batch"))
    let plan = SharedDeclarations.plan(
      members: Array(jobs.indices),
      sources: Dictionary(uniqueKeysWithValues: sources.enumerated().map { ($0, $1) }),
      declarations: Dictionary(
        uniqueKeysWithValues: batch.declarations.enumerated().map { ($0, $1) }),
      path: { "/shared\($0)/main.swift" })
    #expect(plan.files.map(\.users) == [[0, 1, 3], [0, 1]], "the model, then the view")
    #expect(plan.removedLines[0] == [3...6, 8...17] && plan.removedLines[2] == nil)
    #expect(plan.removedLines[3] == [4...7])

    let merged = batch.run { _ in }
    #expect(merged.alone.isEmpty, "the batch compiled merged")
    for (job, result) in zip(jobs, merged.results) {
      #expect(
        ExampleJobFixture.untimed(result)
          == ExampleJobFixture.untimed(runner.perform(job)))
    }
    let console = merged.results[1].run?.report?.steps.flatMap(\.console) ?? []
    #expect(console.contains("main.Counter [main.Counter] 14 main.CounterView"))
    let lower = merged.results[3].run?.report?.steps.flatMap(\.console) ?? []
    #expect(lower.contains("main.Counter [main.Counter] 15 main.CounterView"))
    #expect(console.contains { $0.hasPrefix("CounterView: ") }, "_printChanges names the view")
    // The view that owns the object and the one that observes it.
    #expect(
      merged.results[1].run?.report?.steps.last?.bodies.map(\.view) == [
        "ContentView", "CounterView",
      ])
  }
}
