/// The Swift code appended to a compilation unit to run it: it mounts the root view in the
/// engine's host (`EngineHost`, imported here so that the example's `import SwiftUI` shows none
/// of it). The scenario is not part of it: the driver gets it as data (`ScenarioScript`).
///
/// A unit with top-level code is compiled as `main.swift` and the driver follows its statements;
/// any other unit is compiled as a library with the driver as its `@main`, so that the globals
/// the page carries from block to block are initialised lazily, as in an app, not once per block.
/// In a merged compilation (`MergedBatch`) the driver is named `mergedName` instead, and the
/// batch's one `@main` calls it.
enum DriverSource {
  static func code(root: RootView?, topLevel: Bool, mergedName: String? = nil) -> String {
    let call: String
    switch root {
    case .type(let name): call = "EngineHost.ExampleDriver.run({ \(name)() })"
    case .preview(let expression): call = "EngineHost.ExampleDriver.run({ \(expression) })"
    case nil: call = "EngineHost.ExampleDriver.runProgram()"
    }
    if topLevel { return "\n// docbuild: run the example\nimport EngineHost\n\(call)\n" }
    // A `@main`'s `main` runs on the main actor: the merged driver says so itself.
    let declaration = mergedName.map { "@MainActor enum \($0)" } ?? "@main enum __DocbuildMain"
    return """

      // docbuild: run the example
      import EngineHost
      \(declaration) {
        static func main() {
          \(call)
        }
      }

      """
  }

  /// A Swift string literal holding exactly `text`.
  static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7f:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
