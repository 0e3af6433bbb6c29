import SwiftSyntax

/// The tokens of a block that does not parse, as written, each with its line: parsed once for
/// every rule of `SyntaxProblemCause` that reads brackets, quotes or operators.
struct WrittenTokens {
  /// The tokens the block writes (none the parser only assumed), in order.
  private let tokens: [TokenSyntax]
  /// The line (1-based) of each token of `tokens`.
  private let lines: [Int]
  /// Whether a string literal is left open: it holds the rest of its line, brackets and all.
  private let leavesStringOpen: Bool
  let balance: BracketBalance

  init?(_ lines: [String]) {
    guard let tree = SwiftSource.parse(lines.joined(separator: "\n")) else { return nil }
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    tokens = tree.tokens(viewMode: .sourceAccurate).filter {
      $0.presence == .present && $0.tokenKind != .endOfFile
    }
    self.lines = tokens.map { $0.startLocation(converter: converter).line }
    leavesStringOpen = tree.tokens(viewMode: .all).contains {
      $0.tokenKind == .stringQuote && $0.presence == .missing
    }
    balance = BracketBalance(tokens)
  }

  /// The tokens of the lines up to `line`, included.
  func upTo(line: Int) -> ArraySlice<TokenSyntax> {
    tokens.prefix(lines.prefix { $0 <= line }.count)
  }

  /// The line of the first `)` closing no `(` (`extra`), or else of the last `(` the block
  /// leaves open; nil when they balance, or a string left open explains them.
  func unbalancedParenthesis() -> (line: Int, extra: Bool)? {
    guard !leavesStringOpen else { return nil }
    if let extra = balance.unopened.first(where: { $0.tokenKind == .rightParen }) {
      return (line(of: extra), true)
    }
    return balance.open.last { $0.tokenKind == .leftParen }.map { (line(of: $0), false) }
  }

  /// `"Tap "Save" to keep it"`: on `line`, a string literal's closing quote with a word right
  /// after it and another quote later on the line, the quote being one inside the string the
  /// author meant. What follows it, up to that next quote included (`"Save"`).
  func unescapedQuote(onLine line: Int) -> String? {
    let onLine = indices(onLine: line)
    for index in onLine.dropLast() {
      let quote = tokens[index]
      let word = tokens[index + 1]
      guard quote.tokenKind == .stringQuote,
        quote.parent?.as(StringLiteralExprSyntax.self)?.closingQuote.id == quote.id,
        quote.trailingTrivia.isEmpty, word.leadingTrivia.isEmpty,
        word.tokenKind.isWord,
        let next = onLine.first(where: { $0 > index + 1 && tokens[$0].tokenKind == .stringQuote })
      else { continue }
      return tokens[index...next].map(\.description).joined()
    }
    return nil
  }

  /// `if name !" "" {`: on `line`, an operator between two operands that holds a quote, as the
  /// shifted key of a keyboard types it (`!"` for `!=`).
  func mistypedOperator(onLine line: Int) -> String? {
    let onLine = indices(onLine: line)
    for index in onLine.dropFirst().dropLast() {
      let operation = tokens[index]
      let quote = tokens[index + 1]
      guard case .prefixOperator(let text) = operation.tokenKind,
        MistypedOperator.meant[text + "\""] != nil,
        quote.tokenKind == .stringQuote, operation.trailingTrivia.isEmpty,
        quote.leadingTrivia.isEmpty, tokens[index - 1].endsAnOperand,
        // Apart from the operand before: a `!` against it would unwrap it.
        !(tokens[index - 1].trailingTrivia.isEmpty && operation.leadingTrivia.isEmpty)
      else { continue }
      return text + "\""
    }
    return nil
  }

  /// The first line opening with an argument's label (`label:`) inside a call's parentheses,
  /// after a line that ends an argument: a closing bracket or quote, or a labelled value
  /// (`isOn: $flag`), not a label whose parameter name the line gives (`willConnectTo` over
  /// `session: UISceneSession`). With the label of the argument before (else that line's code)
  /// and the label after, each with its `:`.
  func missingCommaBetweenLines() -> (line: Int, before: String, after: String)? {
    for start in tokens.indices.dropFirst() where lines[start] != lines[start - 1] {
      guard let after = label(at: start),
        BracketBalance(tokens[..<start]).open.last?.tokenKind == .leftParen
      else { continue }
      let previous = indices(onLine: lines[start - 1])
      let argument = previous.drop { index in
        previous.contains { $0 >= index && [.comma, .leftParen].contains(tokens[$0].tokenKind) }
      }
      let last = tokens[start - 1]
      guard last.endsAnArgument || (last.tokenKind.isWord && argument.contains(where: isColon))
      else { continue }
      let before = label(at: previous[0]) ?? argument.first.flatMap(label(at:))
      return (lines[start], before ?? SyntaxProblemCause.shortened(code(of: previous)), after)
    }
    return nil
  }

  /// `name:` when the tokens from `index` are a word and a colon.
  private func label(at index: Int) -> String? {
    guard tokens.indices.contains(index + 1), tokens[index].tokenKind.isWord,
      isColon(index + 1)
    else { return nil }
    return tokens[index].text + ":"
  }

  private func isColon(_ index: Int) -> Bool { tokens[index].tokenKind == .colon }

  /// The code of the tokens at `indices`, one line's, without its comments.
  private func code(of indices: [Int]) -> String {
    let spacing = { (trivia: Trivia) in
      trivia.pieces.contains {
        if case .spaces = $0 { true } else if case .tabs = $0 { true } else { false }
      }
        ? " " : ""
    }
    return indices.enumerated().map { offset, index in
      (offset == 0 ? "" : spacing(tokens[index].leadingTrivia)) + tokens[index].text
        + (offset == indices.count - 1 ? "" : spacing(tokens[index].trailingTrivia))
    }.joined()
  }

  private func indices(onLine line: Int) -> [Int] {
    lines.indices.filter { lines[$0] == line }
  }

  private func line(of token: TokenSyntax) -> Int {
    lines[tokens.firstIndex { $0.id == token.id }!]
  }
}

extension TokenKind {
  /// A name, keyword or number: what Swift never writes straight after a string literal.
  fileprivate var isWord: Bool {
    switch self {
    case .identifier, .keyword, .integerLiteral, .floatLiteral: true
    default: false
    }
  }
}

extension TokenSyntax {
  /// Whether the token ends an argument whatever comes before it: a closing bracket or quote.
  fileprivate var endsAnArgument: Bool {
    [.rightParen, .rightSquare, .rightBrace, .stringQuote].contains(tokenKind)
  }

  /// Whether the token can end an operand: a name, a literal, a closing bracket or quote.
  fileprivate var endsAnOperand: Bool {
    switch tokenKind {
    case .identifier, .integerLiteral, .floatLiteral, .rightParen, .rightSquare, .stringQuote,
      .keyword(.`self`), .keyword(.`true`), .keyword(.`false`), .keyword(.`nil`):
      true
    default: false
    }
  }
}
