import ArgumentParser
import DocBuildKit
import Foundation

@main
struct DocBuild: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "docbuild",
    abstract:
      "Compile markdown notes about SwiftUI into a static HTML site whose examples have run.",
    discussion: BuildCommand.discussion,
    subcommands: [BuildCommand.self, ServeCommand.self],
    defaultSubcommand: BuildCommand.self
  )

  /// `--version` needs no folders, and says which engine and compiler examples would use.
  static func main() async {
    if CommandLine.arguments.dropFirst() == ["--version"] {
      print(VersionReport.text())
      return
    }
    // Stopped by Ctrl-C or a CI's SIGTERM: no example keeps running, no scratch folder stays.
    let signalSources = Teardown.installSignalHandlers()
    defer { withExtendedLifetime(signalSources) {} }
    do {
      var command = try parseAsRoot()
      if var command = command as? AsyncParsableCommand {
        try await command.run()
      } else {
        try command.run()
      }
    } catch {
      exit(withError: error)
    }
  }
}

extension SandboxMode: ExpressibleByArgument {}
extension DiagnosticConsoleWriter.Format: ExpressibleByArgument {}

extension Shard: ExpressibleByArgument {
  public init?(argument: String) { self.init(argument) }
}

/// Writes one line to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}
