/// The Swift code appended to a compilation unit to run it: it mounts the root view in the
/// engine's host, plays the scenario, and has the engine write its report.
///
/// A unit with top-level code is compiled as `main.swift` and the driver follows its statements;
/// any other unit is compiled as a library with the driver as its `@main`, so that the globals
/// the page carries from block to block are initialised lazily, as in an app, not once per block.
/// In a merged compilation (`MergedBatch`) the driver is named `mergedName` instead, and the
/// batch's one `@main` calls it.
enum DriverSource {
  static func code(
    root: RootView?, scenario: Scenario, topLevel: Bool, mergedName: String? = nil
  ) -> String {
    let call: String
    switch root {
    case .type(let name): call = "ExampleDriver.run({ \(name)() }, actions: \(actions(scenario)))"
    case .preview(let expression):
      call = "ExampleDriver.run({ \(expression) }, actions: \(actions(scenario)))"
    case nil: call = "ExampleDriver.runProgram()"
    }
    if topLevel { return "\n// docbuild: run the example\n\(call)\n" }
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

  private static func actions(_ scenario: Scenario) -> String {
    let items = scenario.steps.map { "(\(literal($0.description)), \(action($0.action)))" }
    return "[" + items.joined(separator: ", ") + "]"
  }

  private static func action(_ action: ScenarioStep.Action) -> String {
    switch action {
    case .tap(let label, let view, let index):
      ".tap(\(literal(label)), in: \(optional(view)), index: \(index.map(String.init) ?? "nil"))"
    case .toggle(let label, let view, let index):
      ".toggle(\(literal(label)), in: \(optional(view)), index: \(index.map(String.init) ?? "nil"))"
    case .type(let text, let field, let view):
      ".type(\(literal(text)), into: \(literal(field)), in: \(optional(view)))"
    case .open(let label, let view): ".open(\(literal(label)), in: \(optional(view)))"
    case .back: ".back"
    case .dismiss: ".dismiss"
    case .wait(let seconds): ".wait(seconds: \(seconds))"
    case .pick(let option, let picker): ".pick(\(literal(option)), in: \(literal(picker)))"
    case .drag(let label, let value): ".drag(\(literal(label)), to: \(value))"
    case .swipeToDelete(let label): ".swipeToDelete(\(literal(label)))"
    case .scroll(let label): ".scroll(to: \(literal(label)))"
    }
  }

  private static func optional(_ text: String?) -> String { text.map(literal) ?? "nil" }

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
