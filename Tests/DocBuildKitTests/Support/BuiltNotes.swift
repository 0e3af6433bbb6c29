import Foundation

@testable import DocBuildKit

/// Notes built once into a throwaway site, kept as the example report's lines and the text of
/// some pages: for suites whose tests all read one build (the examples compile once).
struct BuiltNotes {
  let report: [String]
  let pages: [String: String]

  /// Builds `notes` (path → markdown) and keeps the text of `pageNames` (`"ko/chores"`).
  init(_ notes: [String: String], pages pageNames: [String]) throws {
    let fixture = SiteFixture(notes)
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    report = summary.exampleReport
    pages = pageNames.reduce(into: [:]) { pages, name in
      pages[name] = TextOfHTML.decode(fixture.page(name + ".html"))
    }
  }

  /// The report's line for the block at `prefix` (`"ko/chores.md:14:"`), if it has one.
  func line(_ prefix: String) -> String? { report.first { $0.hasPrefix(prefix) } }
}
