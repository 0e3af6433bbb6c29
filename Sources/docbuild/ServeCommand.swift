import ArgumentParser
import DocBuildKit
import DocBuildServe
import Foundation

/// `docbuild serve content/`: the authoring loop.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the site on 127.0.0.1, rebuild it when a note changes, and reload open pages.",
    discussion: """
      The site is built in memory (nothing is written but the example cache) and served with one \
      script added to each page, which reloads it after a rebuild and shows the build's errors \
      over it. Stop with Ctrl-C.
      """)

  @Argument(help: "The folder of notes, e.g. content/.")
  var input: String

  @Option(help: "The port to listen on (0: any free port).")
  var port: UInt16 = 8000

  @OptionGroup var examples: ExampleOptions

  @OptionGroup var addresses: AddressOptions

  func run() async throws {
    let writer = DiagnosticConsoleWriter(pathPrefix: input)
    var options = examples.buildOptions(input: input, output: input)
    addresses.apply(to: &options)
    let server = try SiteServer(options: options, port: port) { summary, diagnostics in
      for diagnostic in diagnostics { writer.consumer(diagnostic) }
      if let summary { print(summary.line) }
    }
    server.rebuild()
    print("Serving http://127.0.0.1:\(server.port)/ (Ctrl-C to stop)")
    await server.run()
  }
}
