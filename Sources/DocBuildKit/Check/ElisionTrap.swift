/// `List(...) {...}`: an elision docbuild compiles as `fatalError("...")` (`ElidedCode`), so the
/// rest of the page compiles. A run that reaches it stops there with the mark as its message: the
/// note left that code out, which is no fault of the code it shows.
enum ElisionTrap {
  /// The mark (`...`, `…`) and its note line, when the crash in `errorOutput` (`main.swift:5:
  /// Fatal error: ...`) is such a stop on a line of the note in `unit`.
  static func reached(in errorOutput: String, unit: CompilationUnit) -> (text: String, line: Int)? {
    guard let stop = CrashStop.stopLine(in: errorOutput), let unitLine = stop.compiledLine,
      let mark = ["...", "…"].first(where: { stop.text == "Fatal error: \($0)" }),
      unit.sourceMap.lines.indices.contains(unitLine - 1),
      unit.sourceMap.lines[unitLine - 1].text.contains("fatalError(\"\(mark)\")"),
      let position = unit.sourceMap.noteLocation(forUnitLine: unitLine, column: 1)
    else { return nil }
    return (mark, position.line)
  }
}
