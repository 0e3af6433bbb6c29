import Foundation
import Testing

@testable import DocBuildKit

/// The seeds and the corpus as their authors wrote them, no annotation added: every Swift block
/// with what docbuild did with it and why (`--explain`), kept in a golden file reviewed by hand.
/// A block that is Swift a developer could paste into a SwiftUI project runs; the others say why.
@Suite struct SharedNotesOutcomeTests {
  @Test func everyBlockOfTheSharedNotesRunsOrSaysWhy() throws {
    let root = RealNotesSiteTests().stage()
    defer { try? FileManager.default.removeItem(at: root) }
    let summary = try SiteBuilder(
      options: BuildOptions(
        input: root.appendingPathComponent("content"), output: root.appendingPathComponent("site"),
        runExamples: true, cacheFolder: root.appendingPathComponent("cache")),
      diagnostics: DiagnosticEngine()
    ).build()
    let report = summary.exampleReport
    try GoldenFile.check(
      report.joined(separator: "\n") + "\n", against: "examples/shared-notes.txt")

    // The Chinese article's programs, which its text is about, all run.
    let seed = try String(
      contentsOf: root.appendingPathComponent("content/zh/seed-003.md"), encoding: .utf8)
    for program in [
      "struct Test1", "struct Test2", "struct Test3", "struct Counters", "class StateObjectClass",
    ] {
      let lines = Self.fenceLines(in: seed) { $0.contains(program) }
      #expect(!lines.isEmpty, "\(program)")
      for line in lines {
        let outcome = report.first { $0.hasPrefix("zh/seed-003.md:\(line): ") }
        #expect(outcome?.hasPrefix("zh/seed-003.md:\(line): run") == true, "\(outcome ?? "-")")
      }
    }
    // Every failure is the note's own mistake, reviewed by hand.
    let failed = Set(
      report.filter { $0.contains(": failed (") }.map {
        $0.components(separatedBy: ": failed (")[0]
      })
    #expect(
      failed == Set(Self.notesOwnMistakes.keys),
      "\(failed.symmetricDifference(Self.notesOwnMistakes.keys))")

    // Roots that need arguments are built as the page builds them, and view expressions run
    // beside the members the page declared before them.
    for block in [
      "zh/seed-003.md:215",
      "zh/shwezhu__shwezhu.github.io__content__post__ios__swiftui__002-property-wrappers.md:24",
      "zh/YiGuan-z__note__src__swift__learn__CustomDataStructs.md:101",
      "zh/YiGuan-z__note__src__swift__learn__CustomDataStructs.md:148",
    ] {
      #expect(report.contains { $0.hasPrefix("\(block): run (completed)") }, "\(block)")
    }

    // Nothing is "not run" for a reason other than the note's: listings, logs, syntax errors,
    // foreign modules, types the note never shows, API the engine lacks (named), or a type
    // declared in one of these blocks — except the blocks listed below, each with why.
    let allowed = [
      "API listing", "console log", "syntax error", "foreign module", "excerpt", "engine lacks",
      "needs a block that does not compile",
    ]
    let otherReasons = Set(
      report.filter { line in
        line.contains(": not run (") && !allowed.contains { line.contains("not run (\($0))") }
      }.map { $0.components(separatedBy: ": not run (")[0] })
    #expect(
      otherReasons == Set(Self.leftNotRun.keys),
      "\(otherReasons.symmetricDifference(Self.leftNotRun.keys))")

    // A type or function SwiftUI, Combine or Observation declares is never one "the note never
    // declares" (members are left out: a note's own `items` may share a platform member's name).
    for line in report where line.contains("never declares") {
      // The names between the last "uses" and "never declares" (an "engine lacks" reason names
      // the platform's missing API before them).
      let named = line.components(separatedBy: "never declares")[0]
        .components(separatedBy: "uses ").last!
        .split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }.map { String($0.element) }
      let platform = named.filter { PlatformAPI.shared.module(of: $0) != nil }
      #expect(platform.isEmpty, "\(line)")
    }
  }

  /// Blocks still not run for a reason the target does not allow, and why.
  static let leftNotRun: [String: String] = [
    "zh/YiGuan-z__note__src__swift__learn__CustomDataStructs.md:294":
      "`.onAppear(…)` and `.onDelete(…)` are lines to put in place of the view's own: `.onDelete` belongs to the `ForEach` inside `ViewModelBootcamp`, and docbuild applies a chain to the whole view, not into its body"
  ]

  /// The blocks that fail, and why that is the note's doing.
  static let notesOwnMistakes: [String: String] = [
    "zh/seed-003.md:648":
      "`.assign(to: $query)` passes the publisher without `&`: Combine's `assign(to:)` takes it inout, so Xcode rejects this line too",
    "en/WeZZard__Gatsblog__content___posts__2022-08-19-using-functional-binding-to-observe-in-swiftui__index.md:94":
      "its `// ...` elides the `@State var selection` that `$selection` needs",
    "en/k-stannard__ios-notes__SwiftUI__DataFlow.md:101":
      "an App whose `body` is `some View`, not `some Scene`",
    "ko/Glsme__iOS-Handbook__SwiftUI__DataFlow.md:20":
      "uses `Model` with @StateObject; the page's only `Model` is the @Observable one of a later block",
    "ko/Glsme__iOS-Handbook__SwiftUI__DataFlow.md:40":
      "`$model.count` on a `let model` (its comment says @Bindable, its code does not use it)",
    "ko/Yoojin99__TIL__도서__Objc Thinking in SwiftUI__03. State and Binding.md:171":
      "a View without `body`, the note's own counter-example",
    "ko/Yoojin99__TIL__도서__Objc Thinking in SwiftUI__03. State and Binding.md:283":
      "constructs `Counter(model:)` whose `model` is `private let`",
    "ko/Yoojin99__TIL__도서__Objc Thinking in SwiftUI__03. State and Binding.md:342":
      "an empty interpolation `\\()` in a string",
    "ko/Yoojin99__TIL__도서__Objc Thinking in SwiftUI__03. State and Binding.md:398":
      "shows what the @Observable macro generates, a computed property without a type",
    "ko/seed-000.md:65": "calls `DataModel(name:)`; the note's `DataModel` has no such initializer",
    "ko/seed-002.md:171": "a View without `body`, the note's own counter-example",
    "zh/seed-003.md:629":
      "`Counter（）` is written with full-width parentheses, which Swift reads as part of the name",
  ]

  /// The lines of the ```swift fences whose code satisfies `matches`.
  static func fenceLines(in text: String, where matches: (String) -> Bool) -> [Int] {
    let lines = text.components(separatedBy: "\n")
    var result: [Int] = []
    var index = 0
    while index < lines.count {
      guard lines[index].hasPrefix("```swift") else {
        index += 1
        continue
      }
      let end = lines[(index + 1)...].firstIndex { $0.hasPrefix("```") } ?? lines.count
      if matches(lines[(index + 1)..<end].joined(separator: "\n")) { result.append(index + 1) }
      index = end + 1
    }
    return result
  }
}
