import ArgumentParser
import DocBuildKit
import Foundation

/// How examples are run: shared by `build` and `serve`.
struct ExampleOptions: ParsableArguments {
  @Flag(
    help:
      "Do not compile or run Swift examples (the only way to skip them; refused with --check when notes have checked examples)."
  )
  var noRun = false

  @Flag(
    help:
      "Do not explore the examples' UIs: previews stay pictures, and each example is run once (as `no_explore` on every fence)."
  )
  var noExplore = false

  @Flag(
    help:
      "Do not read or write the example cache (.docbuild-cache/ beside the input folder, signed with DOCBUILD_CACHE_KEY or ~/.cache/docbuild/key)."
  )
  var noCache = false

  @Option(
    help: ArgumentHelp(
      "How examples are isolated: auto (bubblewrap when usable, else resource limits, with a warning), required (bubblewrap or the examples are not run; also `sandbox: required` in docbuild.yml), off (trusted notes only).",
      valueName: "mode"))
  var sandbox: SandboxMode = .auto

  /// Build options for `input`, with the engine built first when docbuild runs from a SwiftPM
  /// build folder that lacks it (`swift run docbuild …` on a fresh clone).
  func buildOptions(input: String, output: String) -> BuildOptions {
    let inputURL = URL(fileURLWithPath: input)
    if !noRun, EngineArtifacts.locate() == nil, let executable = Bundle.main.executableURL,
      let command = EngineBootstrap.command(forExecutable: executable)
    {
      printError("building the state engine (once): \(command.joined(separator: " "))")
      if let failure = EngineBootstrap.build(command) {
        printError("could not build the state engine:\n\(failure)")
      }
    }
    var options = BuildOptions(
      input: inputURL, output: URL(fileURLWithPath: output), runExamples: !noRun,
      cacheFolder: noCache ? nil : BuildOptions.defaultCacheFolder(for: inputURL),
      progress: ProgressLine.standardError().update)
    options.sandbox = sandbox
    options.explorePreviews = !noExplore
    return options
  }
}
