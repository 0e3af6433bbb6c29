import ArgumentParser
import DocBuildKit
import Foundation

/// `docbuild content/ site/`: the default command.
struct BuildCommand: ParsableCommand {
  static let discussion = """
    Notes live in language folders (ko/, zh/, en/, or those docbuild.yml lists) below the input folder. Swift examples are \
    compiled against the embedded state engine, run through their scenarios, and checked \
    against their expected output. Problems are reported as path:line:col: error|warning: \
    message; the build goes on past them and exits non-zero when any is an error.

    The output folder is deleted and written anew, so docbuild only writes into a folder that \
    is absent, empty, or a site it wrote before (it holds a .docbuild-site file). It refuses, \
    before touching anything, an output that is /, your home folder, the input folder, a \
    folder that contains the input or lies inside it, a folder holding .git, or any other \
    non-empty folder.

    Exit status: 0 built (warnings allowed); 1 a note has an error, or an example failed or \
    could not be run; 2 refused (a dangerous output folder, --check with --bless or --suggest, or \
    --check --no-run on notes with checked examples).
    """

  static let configuration = CommandConfiguration(
    commandName: "build", abstract: "Build the site (the default command).",
    discussion: discussion)

  @Argument(help: "The folder of notes, e.g. content/.")
  var input: String

  @Argument(
    help:
      "The folder to write the site to, e.g. site/. It is replaced as a whole: it must be absent, empty or a docbuild site."
  )
  var output: String

  @Flag(
    help:
      "Verify only: write no site and no note (only the example cache, with the results this run computed), and fail when an example fails or mismatches, or the output folder is not what this build would write."
  )
  var check = false

  @Flag(
    help: "Rewrite expected-output blocks that do not match with what the examples actually did.")
  var bless = false

  @Flag(
    help:
      "After each program whose run reproduces a log the note shows, write the scenario and expected-output blocks that check it from then on (the log itself stays as written)."
  )
  var suggest = false

  @Flag(
    help:
      "Make a log the run of its program does not reproduce an error (by default a warning: the note may describe another SwiftUI version)."
  )
  var strictLogs = false

  @OptionGroup var examples: ExampleOptions

  @OptionGroup var addresses: AddressOptions

  @Option(
    help: ArgumentHelp(
      "How problems are printed: text (path:line:col: severity: message) or github (GitHub Actions annotations).",
      valueName: "format"))
  var format: DiagnosticConsoleWriter.Format = .text

  @Option(
    help: ArgumentHelp(
      "Run only part i of n of the examples (e.g. 2/4) into the example cache and write no site; a last build over the merged caches compiles nothing.",
      valueName: "i/n"))
  var shard: Shard?

  @Flag(
    help:
      "List every Swift block with what happened to it and why (not run: the reason; failed: the first error)."
  )
  var explain = false

  @Option(
    help: ArgumentHelp(
      "Write every diagnostic and every example's outcome (status, reason, seconds, cache hit) to this JSON file (schema: schemas/report.schema.json).",
      valueName: "file"))
  var report: String?

  @Option(
    help: ArgumentHelp(
      "Write each assembled example (the code as compiled) to this folder.", valueName: "folder"))
  var emitUnits: String?

  func run() throws {
    let diagnostics = DiagnosticEngine(consumers: [
      DiagnosticConsoleWriter(format: format, pathPrefix: input).consumer
    ])
    var options = examples.buildOptions(input: input, output: output)
    options.check = check
    options.bless = bless
    options.suggest = suggest
    options.strictLogs = strictLogs
    options.shard = shard
    addresses.apply(to: &options)
    options.unitsFolder = emitUnits.map { URL(fileURLWithPath: $0) }
    let summary: BuildSummary
    do {
      summary = try SiteBuilder(options: options, diagnostics: diagnostics).build()
    } catch let failure as BuildFailure {
      printError("error: \(failure.description)")
      throw ExitCode.failure
    } catch let refusal as BuildRefusal {
      printError("error: \(refusal.description)")
      throw ExitCode(2)
    }
    if let notice = summary.examples.sandboxNotice { printError("note: \(notice)") }
    if explain { summary.exampleReport.forEach { print(InertConsoleText.of($0)) } }
    if let report {
      do {
        try BuildReport(summary: summary, diagnostics: diagnostics.diagnostics).json()
          .write(to: URL(fileURLWithPath: report), options: .atomic)
      } catch {
        printError("error: could not write the report to \(report): \(error.localizedDescription)")
        throw ExitCode.failure
      }
    }
    print(summary.examples.line)
    if summary.examples.explored > 0 { print(summary.examples.exploredLine) }
    print(summary.line)
    if summary.errors > 0 { throw ExitCode.failure }
  }
}
