import Foundation
import Testing

@testable import DocBuildKit

/// `--report report.json`: what a CI dashboard reads, checked against the schema kept in the repo.
@Suite struct BuildReportTests {
  @Test func theReportOfABuildValidatesAndSaysWhatHappened() throws {
    let wrong = ExampleRunTests.counter.replacingOccurrences(of: "count = 2", with: "count = 3")
    let fixture = SiteFixture([
      "en/01-right.md": ExampleRunTests.counter,
      "en/02-wrong.md": wrong.replacingOccurrences(of: "Count: ", with: "Total: "),
      "en/03-listing.md":
        "# Listing\n\n```swift\n@frozen struct State<Value>\n```\n\n[missing](nowhere.md)\n",
    ])
    defer { fixture.remove() }
    let diagnostics = DiagnosticEngine()
    let summary = try SiteBuilder(
      options: fixture.options(),
      diagnostics: diagnostics
    ).build()
    let data = try BuildReport(summary: summary, diagnostics: diagnostics.diagnostics).json()

    let schemaData = try Data(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("schemas/report.schema.json"))
    let schema = try #require(try JSONSerialization.jsonObject(with: schemaData) as? [String: Any])
    let report = try JSONSerialization.jsonObject(with: data)
    #expect(JSONSchemaCheck.violations(of: report, against: schema) == [])

    let decoded = try JSONDecoder().decode(BuildReport.self, from: data)
    #expect(decoded.totals.examplesRun == 1)
    #expect(decoded.totals.examplesFailed == 1)
    let byNote = Dictionary(grouping: decoded.examples, by: \.note)
    #expect(byNote["en/01-right.md"]?.first?.status == "passed")
    #expect(byNote["en/01-right.md"]?.first?.cached == false)
    #expect((byNote["en/01-right.md"]?.first?.seconds ?? 0) > 0)
    let failed = try #require(byNote["en/02-wrong.md"]?.first)
    #expect(failed.status == "failed")
    #expect(failed.reason?.hasPrefix("output mismatch") == true, "\(failed.reason ?? "")")
    let listing = try #require(byNote["en/03-listing.md"]?.first)
    #expect(listing.status == "not-run")
    #expect(listing.reason?.hasPrefix("API listing") == true, "\(listing.reason ?? "")")
    #expect(decoded.diagnostics.contains { $0.id == "link.missing-note" && $0.line == 7 })

    // A second build answers from the cache, and says so.
    let again = DiagnosticEngine()
    let second = try SiteBuilder(
      options: fixture.options(),
      diagnostics: again
    ).build()
    let cached = BuildReport(summary: second, diagnostics: again.diagnostics)
    #expect(cached.examples.first { $0.note == "en/01-right.md" }?.cached == true)
  }

  /// The checker itself catches what the schema forbids (so a passing check means something).
  @Test func theSchemaCheckFindsViolations() throws {
    let schemaData = try Data(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("schemas/report.schema.json"))
    let schema = try #require(try JSONSerialization.jsonObject(with: schemaData) as? [String: Any])
    let bad: [String: Any] = [
      "format": 1, "totals": ["pages": 1], "diagnostics": [],
      "examples": [["note": "a.md", "line": "3", "status": "maybe", "extra": true]],
    ]
    let problems = JSONSchemaCheck.violations(of: bad, against: schema)
    #expect(problems.contains { $0.contains("missing warnings") })
    #expect(problems.contains { $0.contains("$.examples[0].line: expected integer") })
    #expect(problems.contains { $0.contains("is not one of") })
    #expect(problems.contains { $0.contains("unexpected extra") })
  }
}
