/// The numbers of a note's log that may differ in our run (ids, addresses, timestamps), bound
/// consistently to the run's: the same number in the log is the same number in the run, and two
/// different numbers in the log are two different numbers in the run. Numbers of one or two
/// digits (counts, indices) are what the note claims and must be equal.
struct VaryingNumbers {
  /// log number → run number, and back.
  private(set) var bound: [String: String] = [:]
  private var reverse: [String: String] = [:]

  /// Whether `runLine` reads as `logLine` with the bindings so far, binding the new numbers when
  /// it does (nothing is bound when it does not).
  mutating func match(_ logLine: String, _ runLine: String) -> Bool {
    let log = Self.pieces(of: logLine)
    let run = Self.pieces(of: runLine)
    guard log.texts == run.texts, log.numbers.count == run.numbers.count else { return false }
    var trial = self
    for (logged, printed) in zip(log.numbers, run.numbers) {
      if !Self.varies(logged) {
        guard logged == printed else { return false }
        continue
      }
      if let known = trial.bound[logged], known != printed { return false }
      if let known = trial.reverse[printed], known != logged { return false }
      trial.bound[logged] = printed
      trial.reverse[printed] = logged
    }
    self = trial
    return true
  }

  /// The run numbers bound to a different log number: those that vary between runs.
  var variedRunNumbers: Set<String> {
    Set(bound.filter { $0.key != $0.value }.map(\.value))
  }

  /// `line` with each of `numbers` written as a placeholder (`{hex}` for `0x…`, else `{int}`).
  static func placeholders(_ line: String, for numbers: Set<String>) -> String {
    guard !numbers.isEmpty else { return line }
    var result = ""
    var rest = Substring(line)
    while let match = rest.firstMatch(of: number) {
      result += rest[..<match.range.lowerBound]
      let text = String(match.output)
      result += numbers.contains(text) ? (text.hasPrefix("0x") ? "{hex}" : "{int}") : text
      rest = rest[match.range.upperBound...]
    }
    return result + rest
  }

  /// A log line as a pattern for the output matcher: its varying numbers as placeholders.
  static func pattern(_ logLine: String) -> String {
    let numbers = Set(pieces(of: logLine).numbers.filter(varies))
    return placeholders(logLine, for: numbers)
  }

  private static func varies(_ number: String) -> Bool {
    number.hasPrefix("0x") || number.count >= 3
  }

  /// The text between numbers, and the numbers.
  private static func pieces(of line: String) -> (texts: [Substring], numbers: [String]) {
    var texts: [Substring] = []
    var numbers: [String] = []
    var rest = Substring(line.trimmingTrailingWhitespace)
    while let match = rest.firstMatch(of: number) {
      texts.append(rest[..<match.range.lowerBound])
      numbers.append(String(match.output))
      rest = rest[match.range.upperBound...]
    }
    texts.append(rest)
    return (texts, numbers)
  }

  nonisolated(unsafe) private static let number = #/0x[0-9a-fA-F]+|[0-9]+/#
}
