import ArgumentParser
import DocBuildKit
import Foundation

@main
struct DocBuild: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "docbuild",
    abstract: "Compile markdown notes about SwiftUI into a static HTML site.",
    discussion: """
      Notes live in language folders (ko/, zh/, en/) below the input folder. Problems are \
      reported as path:line:col: error|warning: message; the build goes on past them and \
      exits non-zero when any is an error.
      """
  )

  @Argument(help: "The folder of notes, e.g. content/.")
  var input: String

  @Argument(help: "The folder to write the site to, e.g. site/. It is replaced as a whole.")
  var output: String

  func run() throws {
    let diagnostics = DiagnosticEngine(consumers: [DiagnosticConsoleWriter().consumer])
    let options = BuildOptions(
      input: URL(fileURLWithPath: input), output: URL(fileURLWithPath: output))
    let summary: BuildSummary
    do {
      summary = try SiteBuilder(options: options, diagnostics: diagnostics).build()
    } catch let failure as BuildFailure {
      FileHandle.standardError.write(Data("error: \(failure.description)\n".utf8))
      throw ExitCode.failure
    }
    print(summary.line)
    if summary.errors > 0 { throw ExitCode.failure }
  }
}
