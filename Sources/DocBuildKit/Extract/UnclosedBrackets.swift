import SwiftSyntax

/// Brackets a block leaves open at its end: authors often stop a block before the closing braces
/// of its view (`VStack {` … `.font(.title)` and the fence). When closing what is still open at
/// the end, in order, is all the block lacks to parse, the closers are compiled as hidden lines
/// after its last line; a block with any other syntax error, or cut off in the middle of a line
/// (`{ $0.width/`, `Split(columnV`, a lone loop header), is left as written.
extension HiddenLines {
  /// Appends the closers of the brackets left open at the end when they are all that keeps the
  /// compiled code from parsing; true when it appended any (the page then says the block was
  /// completed).
  mutating func closeBracketsLeftOpen() -> Bool {
    let code = compiledCode
    // Counted as characters first, so that the blocks whose brackets all close (nearly all of
    // them) are not parsed a second time here.
    guard !compiledLines.isEmpty, Self.opensMoreThanItCloses(code),
      let tree = SwiftSource.parse(code)
    else { return false }
    let tokens = Array(tree.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind != .endOfFile })
    guard tree.hasError, Self.endsWhereAStatementCan(tokens),
      let closers = BracketBalance(tokens).closersOfOpen, !closers.isEmpty
    else { return false }
    let closed = code + closers.map { "\($0)\n" }.joined()
    guard SwiftSource.parse(closed)?.hasError == false else { return false }
    let lastLine = compiledLines[compiledLines.count - 1].codeLine
    for closer in closers {
      compiledLines.append(
        CompiledLine(text: closer, codeLine: lastLine, columnShift: 0, isHidden: true))
    }
    return true
  }

  /// Whether the last token can end a statement: a closer, a literal, `?`, or a name that does
  /// not directly follow an opening bracket or a dot (`{con`, `(columnV`, `.num` are cut off).
  private static func endsWhereAStatementCan(_ tokens: [TokenSyntax]) -> Bool {
    guard let last = tokens.last else { return false }
    switch last.tokenKind {
    case .rightBrace, .rightParen, .rightSquare, .stringQuote, .multilineStringQuote,
      .integerLiteral, .floatLiteral, .postfixQuestionMark, .exclamationMark:
      return true
    case .identifier, .keyword:
      guard tokens.count > 1 else { return true }
      let previous = tokens[tokens.count - 2].tokenKind
      return ![.leftBrace, .leftParen, .leftSquare, .period].contains(previous)
    default:
      return false
    }
  }

  private static func opensMoreThanItCloses(_ code: String) -> Bool {
    var balance = 0
    for character in code.utf8 {
      switch character {
      case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): balance += 1
      case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): balance -= 1
      default: continue
      }
    }
    return balance > 0
  }
}
