import ArgumentParser
import DocBuildKit
import Foundation

extension SandboxMode: ExpressibleByArgument {}

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

      The output folder is deleted and written anew, so docbuild only writes into a folder that \
      is absent, empty, or a site it wrote before (it holds a .docbuild-site file). It refuses, \
      before touching anything, an output that is /, your home folder, the input folder, a \
      folder that contains the input or lies inside it, a folder holding .git, or any other \
      non-empty folder.

      Exit status: 0 built (warnings allowed); 1 a note has an error, or an example failed or \
      could not be run; 2 refused (a dangerous output folder, --check with --bless, or \
      --check --no-run on notes with checked examples).
      """
  )

  @Argument(help: "The folder of notes, e.g. content/.")
  var input: String

  @Argument(
    help:
      "The folder to write the site to, e.g. site/. It is replaced as a whole: it must be absent, empty or a docbuild site."
  )
  var output: String

  @Flag(
    help:
      "Verify only: write nothing, and fail when an example fails or mismatches, or the output folder is not what this build would write."
  )
  var check = false

  @Flag(
    help: "Rewrite expected-output blocks that do not match with what the examples actually did.")
  var bless = false

  @Flag(
    help:
      "Do not compile or run Swift examples (the only way to skip them; refused with --check when notes have checked examples)."
  )
  var noRun = false

  @Flag(help: "Do not read or write the example cache (.docbuild-cache/ beside the input folder).")
  var noCache = false

  @Option(
    help: ArgumentHelp(
      "How examples are isolated: auto (bubblewrap when usable, else resource limits), required (bubblewrap or the examples are not run), off (trusted notes only).",
      valueName: "mode"))
  var sandbox: SandboxMode = .auto

  @Option(
    help: ArgumentHelp(
      "Write each assembled example (the code as compiled) to this folder.", valueName: "folder"))
  var emitUnits: String?

  func run() throws {
    // Stopped by Ctrl-C or a CI's SIGTERM: no example keeps running, no scratch folder stays.
    let signalSources = Teardown.installSignalHandlers()
    defer { withExtendedLifetime(signalSources) {} }
    let diagnostics = DiagnosticEngine(consumers: [DiagnosticConsoleWriter().consumer])
    let inputURL = URL(fileURLWithPath: input)
    var options = BuildOptions(
      input: inputURL, output: URL(fileURLWithPath: output), runExamples: !noRun,
      cacheFolder: noCache ? nil : BuildOptions.defaultCacheFolder(for: inputURL), check: check,
      bless: bless, unitsFolder: emitUnits.map { URL(fileURLWithPath: $0) },
      progress: ProgressLine.standardError().update)
    options.sandbox = sandbox
    let summary: BuildSummary
    do {
      summary = try SiteBuilder(options: options, diagnostics: diagnostics).build()
    } catch let failure as BuildFailure {
      FileHandle.standardError.write(Data("error: \(failure.description)\n".utf8))
      throw ExitCode.failure
    } catch let refusal as BuildRefusal {
      FileHandle.standardError.write(Data("error: \(refusal.description)\n".utf8))
      throw ExitCode(2)
    }
    if let notice = summary.examples.sandboxNotice {
      FileHandle.standardError.write(Data("note: \(notice)\n".utf8))
    }
    print(summary.examples.line)
    print(summary.line)
    if summary.errors > 0 { throw ExitCode.failure }
  }
}
