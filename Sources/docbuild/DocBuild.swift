import ArgumentParser
import DocBuildKit
import Foundation

@main
struct DocBuild: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "docbuild",
    abstract:
      "Compile markdown notes about SwiftUI into a static HTML site whose examples have run.",
    discussion: """
      Notes live in language folders (ko/, zh/, en/) below the input folder. Swift examples are \
      compiled against the embedded state engine, run through their scenarios, and checked \
      against their expected output. Problems are reported as path:line:col: error|warning: \
      message; the build goes on past them and exits non-zero when any is an error.
      """
  )

  @Argument(help: "The folder of notes, e.g. content/.")
  var input: String

  @Argument(help: "The folder to write the site to, e.g. site/. It is replaced as a whole.")
  var output: String

  @Flag(
    help:
      "Verify only: write nothing, and fail when an example fails or mismatches, or the output folder is not what this build would write."
  )
  var check = false

  @Flag(
    help: "Rewrite expected-output blocks that do not match with what the examples actually did.")
  var bless = false

  @Flag(help: "Do not compile or run Swift examples.")
  var noRun = false

  @Flag(help: "Do not read or write the example cache (.docbuild-cache/ beside the input folder).")
  var noCache = false

  @Option(
    help: ArgumentHelp(
      "Write each assembled example (the code as compiled) to this folder.", valueName: "folder"))
  var emitUnits: String?

  @Flag(
    help:
      "List every Swift block with what happened to it and why (not run: the reason; failed: the first error)."
  )
  var explain = false

  func run() throws {
    let diagnostics = DiagnosticEngine(consumers: [DiagnosticConsoleWriter().consumer])
    let inputURL = URL(fileURLWithPath: input)
    let options = BuildOptions(
      input: inputURL, output: URL(fileURLWithPath: output), runExamples: !noRun,
      cacheFolder: noCache ? nil : BuildOptions.defaultCacheFolder(for: inputURL), check: check,
      bless: bless, unitsFolder: emitUnits.map { URL(fileURLWithPath: $0) },
      progress: ProgressLine.standardError().update)
    let summary: BuildSummary
    do {
      summary = try SiteBuilder(options: options, diagnostics: diagnostics).build()
    } catch let failure as BuildFailure {
      FileHandle.standardError.write(Data("error: \(failure.description)\n".utf8))
      throw ExitCode.failure
    }
    if explain { summary.exampleReport.forEach { print($0) } }
    print(summary.examples.line)
    print(summary.line)
    if summary.errors > 0 { throw ExitCode.failure }
  }
}
