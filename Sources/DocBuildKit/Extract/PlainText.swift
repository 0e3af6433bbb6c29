import Foundation

/// Text in a Swift fence that is not code: a flow drawn with arrows (`HomeView → ListView`, or
/// steps joined by `↓`), sentences or phrases in words, or a cheat sheet listing modifiers with
/// notes in words beside them. It is shown, neither compiled nor reported as a Swift error.
public enum PlainText: String, Hashable, Sendable {
  case diagram
  case prose
  /// Receiverless modifiers (`.transition(.slide)`), one a line, among lines of words.
  case cheatSheet = "cheat sheet"
  /// Modifiers named in a list separated by commas (`.preference(), .onPreferenceChange()`),
  /// as a sentence lists them: no code, and no view for them to modify.
  case modifierList = "list of modifiers"
  /// A command typed at the debugger's prompt (`po model`, `expression Self._printChanges()`).
  case debuggerCommand = "debugger command"
  /// A list of what goes where, not a program (`Outline`): declarations only a type holds
  /// (`@Binding var count: Int`) beside statements, or the same name declared twice.
  case outline
  /// Declarations only a type holds beside a modifier chain that has no view to modify.
  case outlineWithChain = "outline with a modifier chain"
  /// A container whose content is only a comment, holding a modifier with no view to modify
  /// (`NavigationStack { /* content */ .navigationTitle("") }`).
  case containerOutline = "outline of a container"
  /// A class declaring methods without bodies, as a protocol would, beside a type of the block
  /// that implements them (`DesignSketch`).
  case designSketch = "design sketch"
  /// A fence with nothing in it.
  case empty = "empty code block"

  /// Why it is not run, for the build summary.
  var reason: String {
    switch self {
    case .diagram, .prose, .cheatSheet: "\(rawValue), not Swift"
    case .modifierList: "a list of modifier names, not a program: shown, not run"
    case .debuggerCommand: "an LLDB debugger command, not Swift: shown, not run"
    case .outline:
      "an outline: a list of declarations and statements, not a program: shown, not run"
    case .outlineWithChain:
      "an outline: declarations beside a chain of modifiers that has no view to modify: shown, not run"
    case .containerOutline:
      "an outline: the container's content is only a comment, and the modifier in it has no view to modify: shown, not run"
    case .designSketch:
      "a design sketch: a class declares methods without bodies, as only a protocol may, and another type of the block implements them: shown, not run"
    case .empty: "an empty code block: nothing to run"
    }
  }

  /// What a block's lines are when they are text, else nil. `parses`: whether they parse as
  /// Swift. A flow with arrows can (Swift allows `→` as an operator), but an arrow outside a
  /// string or comment is an operator no module we compile with declares: a diagram, unless the
  /// block declares an operator itself.
  static func of(_ lines: [String], parses: Bool) -> PlainText? {
    if lines.allSatisfy({ $0.allSatisfy(\.isWhitespace) }) { return .empty }
    let code = outsideMultilineStrings(lines).map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isBlankOrComment }
    guard !code.isEmpty, !code.contains(where: { $0.contains(#/\boperator\b/#) }) else {
      return nil
    }
    let words = code.map(withoutStringsAndComments)
    if words.contains(where: hasArrow) { return .diagram }
    guard !parses else { return nil }
    // A line of words, or a template spelt in them (`condition ? what runs when true : …`); a
    // call with a placeholder in words (`Text(-your text here-)`) is Swift with a mistake.
    let isWords = { (line: String) in
      isPhrase(line)
        || (longestRunOfWords(in: line) >= 3 && !line.contains(where: "(){}[]\"".contains))
    }
    // `po model` reads as two words too.
    if words.allSatisfy(isDebuggerCommand) { return .debuggerCommand }
    if words.allSatisfy(isWords) { return .prose }
    if isModifierList(words) { return .modifierList }
    let modifiers = words.filter { $0.hasPrefix(".") }
    let notes = words.filter { !$0.hasPrefix(".") }
    if !modifiers.isEmpty, !notes.isEmpty, notes.allSatisfy({ longestRunOfWords(in: $0) >= 3 }) {
      return .cheatSheet
    }
    return nil
  }

  /// Names of modifiers (`.preference()`, `.onPreferenceChange(_:perform:)`), separated by
  /// commas or line breaks, with at least one comma: a list, as prose writes one.
  private static func isModifierList(_ lines: [String]) -> Bool {
    let items = lines.joined(separator: "\n").split { $0 == "," || $0 == "\n" }
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    return items.count >= 2 && lines.contains { $0.contains(",") }
      && items.allSatisfy {
        $0.wholeMatch(of: #/\.[A-Za-z_]\w*(\((?:(?:_|\w+):)*\))?\.?/#) != nil
      }
  }

  /// `po model.items`, `p count`, `e x = 1`, `expression Self._printChanges()`, `bt`: LLDB's
  /// commands, which a Swift statement never starts with followed by a space and a value.
  private static func isDebuggerCommand(_ line: String) -> Bool {
    line == "bt" || line.wholeMatch(of: #/(?:po|p|e|expr|expression|v|frame variable)(?: +-\S+)* +\S.*/#)
      != nil
  }

  /// The lines outside `"""` string literals, whose text may be anything.
  private static func outsideMultilineStrings(_ lines: [String]) -> [String] {
    var inside = false
    return lines.filter { line in
      let delimiters = line.ranges(of: "\"\"\"").count
      defer { if delimiters % 2 == 1 { inside.toggle() } }
      return !inside && delimiters == 0
    }
  }

  private static func isArrow(_ scalar: Unicode.Scalar) -> Bool {
    (0x2190...0x21FF).contains(scalar.value) || (0x27F0...0x27FF).contains(scalar.value)
      || (0x2900...0x297F).contains(scalar.value)
  }

  private static func hasArrow(_ line: String) -> Bool {
    line.unicodeScalars.contains(where: isArrow)
  }

  /// A line of words only (`View recreated`, `count recreated = 0`): at least two names in a row
  /// that are not Swift keywords, with nothing between them but spaces.
  private static func isPhrase(_ line: String) -> Bool {
    line.wholeMatch(of: #/[\p{L}_][\p{L}\p{N}_']*( +([\p{L}\p{N}_']+|=))+[.!?]?/#) != nil
      && longestRunOfWords(in: line) >= 2
  }

  /// The most names that follow one another separated by spaces only, none a keyword: two
  /// already never make Swift outside a string.
  static func longestRunOfWords(in line: String) -> Int {
    var longest = 0
    var run = 0
    for token in tokens(in: line) {
      switch token {
      case .word(let word) where !keywords.contains(word):
        run += 1
        longest = max(longest, run)
      case .space:
        continue
      default:
        run = 0
      }
    }
    return longest
  }

  private enum Token: Equatable {
    case word(String)
    case space
    case other
  }

  private static func tokens(in line: String) -> [Token] {
    var tokens: [Token] = []
    var word = ""
    for character in line {
      if character.isLetter || character.isNumber || character == "_" || character == "'" {
        word.append(character)
        continue
      }
      if !word.isEmpty {
        tokens.append(.word(word))
        word = ""
      }
      if character == " " {
        if tokens.last != .space { tokens.append(.space) }
      } else {
        tokens.append(.other)
      }
    }
    if !word.isEmpty { tokens.append(.word(word)) }
    return tokens
  }

  private static func withoutStringsAndComments(_ line: String) -> String {
    let withoutStrings = line.replacing(#/"(?:[^"\\]|\\.)*"/#, with: "\"\"")
    guard let comment = withoutStrings.firstRange(of: "//") else { return withoutStrings }
    return String(withoutStrings[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces)
  }

  /// Words Swift puts side by side (`private var`, `for item in`, `async throws`).
  private static let keywords: Set<String> = [
    "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class",
    "continue", "convenience", "default", "defer", "deinit", "do", "dynamic", "else", "enum",
    "extension", "fallthrough", "fileprivate", "final", "for", "func", "guard", "if", "import",
    "in", "indirect", "init", "inout", "internal", "is", "lazy", "let", "mutating", "nonisolated",
    "nonmutating", "open", "override", "private", "protocol", "public", "repeat", "required",
    "rethrows", "return", "some", "static", "struct", "subscript", "switch", "throw", "throws",
    "try", "typealias", "unowned", "var", "weak", "where", "while", "consuming", "borrowing",
    "package", "each", "macro",
  ]
}
