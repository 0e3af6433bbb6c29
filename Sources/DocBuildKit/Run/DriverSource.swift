/// The Swift code appended to a compilation unit to run it: it mounts the root view in the
/// engine's host, plays the scenario, and has the engine write its report.
enum DriverSource {
  static func code(root: RootView?, scenario: Scenario) -> String {
    let rootExpression: String
    switch root {
    case .type(let name): rootExpression = "\(name)()"
    case .preview(let function): rootExpression = "\(function)()"
    case nil: return "\n// docbuild: report the program's output\nExampleDriver.runProgram()\n"
    }
    let actions = scenario.steps.map { "  (\(literal($0.description)), \(action($0.action)))," }
    return """

      // docbuild: mount the root view and play the scenario
      ExampleDriver.run({ \(rootExpression) }, actions: [
      \(actions.joined(separator: "\n"))
      ])

      """
  }

  private static func action(_ action: ScenarioStep.Action) -> String {
    switch action {
    case .tap(let label, let view): ".tap(\(literal(label)), in: \(optional(view)))"
    case .toggle(let label, let view): ".toggle(\(literal(label)), in: \(optional(view)))"
    case .type(let text, let field, let view):
      ".type(\(literal(text)), into: \(literal(field)), in: \(optional(view)))"
    case .open(let label, let view): ".open(\(literal(label)), in: \(optional(view)))"
    case .back: ".back"
    case .dismiss: ".dismiss"
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
