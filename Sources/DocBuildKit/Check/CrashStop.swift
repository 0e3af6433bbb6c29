/// Where and why a run stopped, read from what the program printed as it crashed
/// (`main/main.swift:18: Fatal error: Unexpectedly found nil while unwrapping an Optional value`):
/// the generated file's place turned into the note's line, the runtime's words kept apart, so
/// a page says the trap in its own language and never shows a path docbuild made.
struct CrashStop: Hashable, Sendable {
  /// The trap Swift's runtime stopped on, when it is one a reader meets often.
  enum Trap: String, Hashable, Sendable, CaseIterable {
    case nilUnwrapped, indexOutOfRange, castFailed, divisionByZero, invalidRange
  }

  /// The note's line the crash happened on, when the runtime named a line of the note's code.
  var line: Int?
  /// The runtime's words, without the file's path and line (`Fatal error: Index out of range`).
  var text: String

  var trap: Trap? { Self.trap(of: text) }

  /// The stop in `errorOutput` (`stopLine`); `noteLine` maps a line of the compiled file to the
  /// note's.
  static func of(_ errorOutput: String, noteLine: (Int) -> Int?) -> CrashStop? {
    guard let stop = stopLine(in: errorOutput) else { return nil }
    return CrashStop(line: stop.compiledLine.flatMap(noteLine), text: stop.text)
  }

  /// The line the program stopped on: its first `Fatal error` line, or the runtime's cast
  /// failure, or else its last line; with the compiled file's line it names, and the runtime's
  /// words after that place.
  static func stopLine(in errorOutput: String) -> (compiledLine: Int?, text: String)? {
    let lines = errorOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    guard
      let stop = lines.first(where: { $0.contains("Fatal error") })
        ?? lines.first(where: { $0.hasPrefix("Could not cast value") }) ?? lines.last
    else { return nil }
    // `main/main.swift:18: `: a place in the compiled file. Another file's place
    // (`Swift/ContiguousArrayBuffer.swift:600: `, the standard library's) is no line of the note.
    guard let place = stop.prefixMatch(of: #/(\S*)\.swift:(\d+): /#) else {
      return (nil, withoutAddresses(stop))
    }
    let compiled = place.1 == "main" || place.1.hasSuffix("/main")
    return (compiled ? Int(place.2) : nil, withoutAddresses(stop[place.range.upperBound...]))
  }

  /// The runtime names a type by its metadata's address too (`'Swift.Int' (0x7f82f85da698)`):
  /// a number that changes with every run, which would make two builds of a page differ.
  private static func withoutAddresses(_ text: some StringProtocol) -> String {
    String(text).replacing(#/ \(0x[0-9a-fA-F]+\)/#, with: "")
  }

  /// The English words of the example's failure, as the build's summary shows them.
  var message: String {
    "the example crashed" + (line.map { " at line \($0)" } ?? "") + ": " + text
  }

  /// Reads a failure's English words (`message`) back.
  static func parse(_ message: String) -> CrashStop? {
    guard let match = message.wholeMatch(of: #/the example crashed(?: at line (\d+))?: (.+)/#)
    else { return nil }
    return CrashStop(line: match.1.flatMap { Int($0) }, text: String(match.2))
  }

  private static func trap(of text: String) -> Trap? {
    let words = text.replacing(#/^Fatal error: /#, with: "")
    if words.hasPrefix("Unexpectedly found nil while") { return .nilUnwrapped }
    if words.hasPrefix("Index out of range") || words.hasSuffix("index is out of range") {
      return .indexOutOfRange
    }
    if words.hasPrefix("Could not cast value") { return .castFailed }
    if words.hasPrefix("Division by zero") || words.hasPrefix("Division results in an overflow") {
      return .divisionByZero
    }
    if words.hasPrefix("Range requires lowerBound <= upperBound")
      || words.hasPrefix("Can't form Range with upperBound < lowerBound")
    {
      return .invalidRange
    }
    return nil
  }
}
