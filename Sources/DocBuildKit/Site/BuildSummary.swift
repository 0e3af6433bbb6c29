import Foundation

/// What a build did, for the CLI's last line.
public struct BuildSummary: Sendable {
  /// The site's languages, in the order the line lists them.
  public var languages: [Language]
  public var pages: [Language: Int]
  public var examples: ExampleCounts
  public var warnings: Int
  public var errors: Int
  public var seconds: Double
  /// Each Swift block with its outcome and reason, one line each, in note and line order.
  public var exampleReport: [String] = []
  /// The same blocks, structured, for `--report`.
  public var exampleEntries: [ReportedExample] = []

  /// `Built 12 pages (ko 4, zh 4, en 4): 0 warnings, 0 errors in 0.42 s`
  public var line: String {
    let total = pages.values.reduce(0, +)
    let perLanguage = languages.map { "\($0.folder) \(pages[$0, default: 0])" }
      .joined(separator: ", ")
    let time = String(format: "%.2f", seconds)
    return "Built \(total) page\(total == 1 ? "" : "s") (\(perLanguage)): "
      + "\(warnings) warning\(warnings == 1 ? "" : "s"), \(errors) error\(errors == 1 ? "" : "s") in \(time) s"
  }
}
