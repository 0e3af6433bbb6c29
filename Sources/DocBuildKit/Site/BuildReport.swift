import Foundation

/// `--report report.json`: every diagnostic and every example's outcome, for machines (CI
/// dashboards, counting the most-wanted engine APIs). The shape is `schemas/report.schema.json`;
/// `format` changes when it does.
public struct BuildReport: Codable, Sendable {
  public struct Problem: Codable, Sendable {
    public var severity: String
    public var id: String
    public var message: String
    /// Relative to the input folder, or absolute for problems of the whole input.
    public var path: String
    public var line: Int?
    public var column: Int?
    public var notes: [String]
  }

  public struct Totals: Codable, Sendable {
    public var pages: Int
    public var warnings: Int
    public var errors: Int
    public var examplesRun: Int
    public var examplesCompiledOnly: Int
    public var examplesNotRun: Int
    public var examplesFailed: Int
    public var examplesIgnored: Int
    public var seconds: Double
  }

  public var format = 1
  public var totals: Totals
  public var diagnostics: [Problem]
  public var examples: [ReportedExample]

  public init(summary: BuildSummary, diagnostics: [Diagnostic]) {
    self.init(summary: summary, diagnostics: diagnostics, examples: summary.exampleEntries)
  }

  init(summary: BuildSummary, diagnostics: [Diagnostic], examples: [ReportedExample]) {
    let counts = summary.examples
    totals = Totals(
      pages: summary.pages.values.reduce(0, +), warnings: summary.warnings,
      errors: summary.errors, examplesRun: counts.run, examplesCompiledOnly: counts.compiledOnly,
      examplesNotRun: counts.notRun.values.reduce(0, +), examplesFailed: counts.failed,
      examplesIgnored: counts.ignored, seconds: summary.seconds)
    self.diagnostics = diagnostics.map {
      Problem(
        severity: $0.severity.rawValue, id: $0.id, message: $0.message, path: $0.path,
        line: $0.range?.start.line, column: $0.range?.start.column, notes: $0.notes)
    }
    self.examples = examples
  }

  /// Pretty, key-sorted JSON.
  public func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }
}
