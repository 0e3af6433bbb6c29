/// The Swift code that runs a compilation unit: a call appended to the unit that hands its root
/// view to the engine's host, and the `harness` file compiled beside it. Only the harness file
/// imports the host (`EngineHost`): the example's own file sees what its `import SwiftUI` shows,
/// and nothing of the host. The scenario is not code: the driver gets it as data
/// (`ScenarioScript`).
///
/// A unit with top-level code is compiled as `main.swift` and the call follows its statements,
/// on the main actor; any other unit is compiled as a library with the call in its `@main`, so
/// that the globals the page carries from block to block are initialised lazily, as in an app,
/// not once per block.
/// In a merged compilation (`MergedBatch`) the `@main` is named `mergedName` instead, and the
/// batch's one `@main` calls it.
enum DriverSource {
  static func code(root: RootView?, topLevel: Bool, mergedName: String? = nil) -> String {
    let call: String
    switch root {
    case .type(let name): call = "__docbuildRun({ \(name)() })"
    case .preview(let expression): call = "__docbuildRun({ \(expression) })"
    case nil: call = "__docbuildRunProgram()"
    }
    // Top-level code runs on the main thread but, in Swift 5 mode, is not main-actor isolated
    // unless it awaits: the call says it is, as a `@main`'s `main` is, to reach the root.
    if topLevel {
      return "\n// docbuild: run the example\nMainActor.assumeIsolated { \(call) }\n"
    }
    // A `@main`'s `main` runs on the main actor: the merged driver says so itself.
    let declaration = mergedName.map { "@MainActor enum \($0)" } ?? "@main enum __DocbuildMain"
    return """

      // docbuild: run the example
      \(declaration) {
        static func main() {
          \(call)
        }
      }

      """
  }

  /// `source`, a unit with top-level code, with a call before its statements that lets a sleep
  /// its top-level code awaits move the engine's clock. The call joins the unit's first line
  /// when that is imports alone (`import SwiftUI`, `import SwiftUI; import SwiftData`), so that
  /// no line of the unit moves; a unit starting otherwise is left as it is (its awaited sleeps
  /// wait for a host, as before).
  static func startingProgram(_ source: String) -> String {
    let firstLine = source.prefix { $0 != "\n" }
    let isImport = { (statement: Substring) in
      let words = statement.split(separator: " ")
      return words.count == 2 && words[0] == "import"
        && words[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
    }
    guard firstLine.split(separator: ";").allSatisfy(isImport) else { return source }
    return firstLine + "; MainActor.assumeIsolated { __docbuildStartProgram() }"
      + source.dropFirst(firstLine.count)
  }

  /// The file beside an example's (`harnessFile`), or the head of a merged batch's entry: the
  /// functions its call names, which hand the root view or the program to the engine's host (whose
  /// `BindingHost` holds the state of a root's binding that docbuild chose: `ChosenValue`).
  static let harness = """
    // docbuild: the engine's host, seen by this file only
    import EngineHost
    import SwiftUI

    func __docbuildRun<Root: View>(_ makeRoot: () -> Root) { ExampleDriver.run(makeRoot) }
    func __docbuildRun<Root: App>(_ makeRoot: () -> Root) { ExampleDriver.run(makeRoot) }
    func __docbuildRunProgram() { ExampleDriver.runProgram() }
    func __docbuildStartProgram() { ExampleDriver.startProgram() }
    typealias \(ChosenValue.stateHost)<Value, Content: View> = EngineHost.BindingHost<Value, Content>

    """

  static let harnessFile = "driver.swift"

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
