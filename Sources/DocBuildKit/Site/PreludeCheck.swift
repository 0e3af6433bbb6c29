/// Compiles each prelude on its own before any example uses it. A file that does not compile is
/// one error at its own line, and the examples compile without it: no block is blamed for a
/// prelude's mistake.
struct PreludeCheck {
  let memo: ExampleResultMemo

  /// The preludes as the examples get them, and the errors of the files left out.
  func checked(_ preludes: [Prelude?]) -> (preludes: [Prelude?], diagnostics: [Diagnostic]) {
    var verdicts: [Prelude: Prelude?] = [:]
    var diagnostics: [Diagnostic] = []
    let checked = preludes.map { prelude -> Prelude? in
      guard let prelude else { return nil }
      if let known = verdicts[prelude] { return known }
      let (usable, found) = usable(prelude)
      verdicts[prelude] = .some(usable)
      for diagnostic in found where !diagnostics.contains(diagnostic) {
        diagnostics.append(diagnostic)
      }
      return usable
    }
    return (checked, diagnostics)
  }

  /// `prelude` without its files that do not compile, and an error for each of those.
  private func usable(_ prelude: Prelude) -> (Prelude?, [Diagnostic]) {
    var prelude = prelude
    var found: [Diagnostic] = []
    while !prelude.files.isEmpty {
      let unit = prelude.unit
      let job = ExampleJob(
        unit: unit, scenario: Scenario(steps: []), kind: .typecheck,
        timeout: PageExamples.defaultTimeout)
      let result = memo.result(of: job, key: memo.cacheKey(of: job)).result
      if result.compiled { return (prelude, found) }
      guard let error = result.errors.first(where: { $0.severity == .error }),
        unit.sourceMap.lines.indices.contains(error.line - 1),
        case .prelude(let file, let line) = unit.sourceMap.lines[error.line - 1].origin
      else {
        // Nothing points into one file (a crash of the compiler): none of them is used.
        for file in prelude.files {
          found.append(
            .error(
              "prelude.compile-error",
              "the prelude does not compile (\(Self.firstLine(of: result.compilerOutput))); the examples compile without it",
              path: file.path))
        }
        return (nil, found)
      }
      let column = Locator.scalarColumn(
        in: unit.sourceMap.lines[error.line - 1].text, utf8Column: error.column)
      let position = SourcePosition(line: line, column: column)
      found.append(
        .error(
          "prelude.compile-error",
          "the prelude does not compile: \(error.text); the examples compile without this file",
          path: file, range: SourceRange(start: position, end: position)))
      prelude.files.removeAll { $0.path == file }
    }
    return (nil, found)
  }

  private static func firstLine(of output: String) -> String {
    output.split(separator: "\n").first.map(String.init) ?? "no message"
  }
}
