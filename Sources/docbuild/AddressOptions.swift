import ArgumentParser
import DocBuildKit

/// The site's addresses, over those of `docbuild.yml`: shared by `build` and `serve`.
struct AddressOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The site's public address: pages get canonical links and a sitemap.xml is written (overrides docbuild.yml's baseURL).",
      valueName: "url"))
  var baseURL: String?

  @Option(
    help: ArgumentHelp(
      "Where notes are edited; {path} is replaced with the note's path, appended when absent (overrides docbuild.yml's editURL).",
      valueName: "pattern"))
  var editURL: String?

  func apply(to options: inout BuildOptions) {
    options.baseURL = baseURL
    options.editURL = editURL
  }
}
