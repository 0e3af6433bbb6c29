import Foundation
import Testing

@testable import DocBuildKit

/// The seeds' documented behaviour, reproduced end to end through docbuild: their code is read
/// from shared/seeds at test time, given the scenario the article describes, and checked against
/// the log or the re-render sets the article reports.
@Suite struct SeedExamplesTests {
  static func seed(_ prefix: String) throws -> String {
    let name = try #require(
      try FileManager.default.contentsOfDirectory(atPath: TestPaths.seeds.path).first {
        $0.hasPrefix(prefix)
      })
    return try String(contentsOf: TestPaths.seeds.appendingPathComponent(name), encoding: .utf8)
  }

  /// The Chinese article's Test1: tapping 刷新 re-creates the @ObservedObject (a new init, then the
  /// old one's deinit) while the @StateObject survives. Its log is taken from the article, ids as `{int}`.
  @Test func chineseArticleTest1LogsWhatTheArticleReports() throws {
    var lines = try Self.seed("003").components(separatedBy: "\n")
    let test1 = try #require(lines.firstIndex { $0.hasPrefix("struct Test1: View") })
    let fenceEnd = try #require(lines[test1...].firstIndex { $0.hasPrefix("```") })
    let logStart = try #require(lines[fenceEnd...].firstIndex { $0.hasPrefix("type:Observed") })
    let log = lines[logStart...].prefix { !$0.hasPrefix("```") }.map {
      $0.replacingOccurrences(of: #"id:\d+"#, with: "id:{int}", options: .regularExpression)
    }
    #expect(log.count == 4)
    let inserted = ["", "```scenario", "tap \"刷新\"", "```", "", "```output"] + log + ["```"]
    lines.insert(contentsOf: inserted, at: fenceEnd + 1)
    let outputLine = fenceEnd + 1 + 6 + 1  // 1-based line of the first expected log line

    let fixture = SiteFixture(["zh/003.md": lines.joined(separator: "\n")])
    defer { fixture.remove() }
    let (_, diagnostics) = try fixture.build()
    let atTest1 = diagnostics.filter {
      guard let line = $0.range?.start.line else { return false }
      return (test1...(outputLine + log.count)).contains(line)
    }
    #expect(atTest1.isEmpty, "\(atTest1.map(\.formatted))")
    let page = TextOfHTML.decode(fixture.page("zh/003.html"))
    #expect(page.contains("type:StateObject id:"))
  }

  /// The article's documented compile error: assigning a @StateObject in `init` instead of
  /// `_counter = StateObject(wrappedValue:)`, with the message the article quotes.
  @Test func chineseArticleCompileFailGivesItsDocumentedError() throws {
    let text = try Self.seed("003")
    let quoted = try #require(
      text.range(
        of: #"Cannot assign to property: '\w+' is a get-only property"#, options: .regularExpression
      ))
    let message = String(text[quoted])
    let lines = text.components(separatedBy: "\n")
    let counters = try #require(
      lines.firstIndex { $0.hasPrefix("class Counter: ObservableObject") })
    let start = counters - 1
    let end = try #require(lines[counters...].firstIndex { $0.hasPrefix("```") })
    let code = lines[start..<end].joined(separator: "\n")
      .replacingOccurrences(
        of: "self._counter = StateObject(wrappedValue: counter)", with: "self.counter = counter")
    let note =
      "# compile_fail\n\n```swift compile_fail=\"\(message)\"\nimport SwiftUI\n\(code)\n```\n"
    let fixture = SiteFixture(["zh/compile-fail.md": note])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(summary.examples.compiledOnly == 1)
  }

  /// The Korean note's eight experiments (a `let` or `@Binding` child; `@State` or a `@Published`
  /// view model; changing the first or the fourth number): the bodies that run on a tap are the
  /// ones the note reports. The note is plain text, not fenced markdown: its code is cut out by
  /// section, and the view it does not repeat is taken from the section before.
  @Test func koreanNoteExperimentsRerenderWhatTheNoteReports() throws {
    let lines = try Self.seed("004").replacingOccurrences(of: "\\\\(", with: "\\(").components(
      separatedBy: "\n")
    let titles = lines.indices.filter {
      lines[$0].range(
        of: #"^(firstNumber|fourthNumber) 변경 - 별도의 구조체 \((let|@Binding var)\)"#,
        options: .regularExpression) != nil
    }
    #expect(titles.count == 8)
    // What the note's bullets say re-renders after the tap, section by section.
    let reported: [Set<String>] = [
      ["ContentView"], ["ContentView"], ["ContentView", "FourthView"], ["FourthView"],
      ["ContentView"], ["ContentView"], ["ContentView", "FourthView"],
      ["ContentView", "FourthView"],
    ]
    var model = ""
    var content = ""
    var note = "# 004\n\n"
    for (index, title) in titles.enumerated() {
      let section = lines[(title + 1)...].prefix { !$0.hasPrefix("  •") }.joined(separator: "\n")
      if let range = section.range(
        of: #"class ContentViewModel[\s\S]*?\n\}"#, options: .regularExpression)
      {
        model = String(section[range])
      }
      if let range = section.range(
        of: #"struct ContentView: View \{[\s\S]*?\n\}"#, options: .regularExpression)
      {
        content = String(section[range])
      }
      let fourth = try #require(
        section.range(of: #"struct FourthView: View \{[\s\S]*?\n\}"#, options: .regularExpression))
      var parent = content
      if section[fourth].contains("@Binding") {
        parent = parent.replacingOccurrences(
          of: "FourthView(fourthNumber: forthNumber)",
          with: "FourthView(fourthNumber: $forthNumber)"
        )
        .replacingOccurrences(
          of: "FourthView(fourthNumber: viewModel.fourthNumber)",
          with: "FourthView(fourthNumber: $viewModel.fourthNumber)")
      }
      let usesModel = parent.contains("viewModel")
      note += """
        ```swift standalone root=ContentView
        import SwiftUI
        # extension Color { static func random() -> Color { Color(red: .random(in: 0...1), green: .random(in: 0...1), blue: .random(in: 0...1)) } }
        \(usesModel ? model + "\n" : "")\(parent)
        \(section[fourth])
        ```

        ```scenario
        tap "Number Change Button"
        ```

        ```output
        -- tap "Number Change Button"
        bodies: \(reported[index].sorted().joined(separator: ", "))
        ```


        """
    }
    let fixture = SiteFixture(["ko/004.md": note])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(summary.examples.run == 8)
  }
}
