import ArgumentParser
import DocBuildKit

@main
struct DocBuild: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "docbuild",
    abstract: "Compile markdown notes about SwiftUI into a static HTML site whose examples have run."
  )

  @Argument(help: "The folder of notes (content/).")
  var input: String

  @Argument(help: "The folder to write the site to (site/).")
  var output: String

  func run() throws {
    throw ExitCode.failure
  }
}
