import Foundation
import SwiftSyntax

/// What a line of a Swift fence that does not parse really holds, when the line itself shows it:
/// the parser's guess ("expected `;`") tells a reader nothing, while "line 44 is a markdown
/// heading" tells them the fence was not closed where they meant.
public enum SyntaxProblemCause: Hashable, Sendable {
  /// `## Title`: a heading of the note inside the fence (at note `line`), so the fence most
  /// likely runs on past where the author meant to close it.
  case heading(line: Int, text: String)
  /// A sentence in words (`다음 코드는 …`) inside the fence: the note's prose.
  case prose(line: Int, text: String)
  /// `<!--`, `-->` or a stray fence of backticks: markup, not Swift.
  case markup(line: Int, marker: String)
  /// `void viewDidLoad() {`: C or Objective-C written in a Swift fence.
  case cLike(line: Int, text: String)
  /// `pricate`: a keyword misspelt by one letter (`private`).
  case misspeltKeyword(line: Int, written: String, meant: String)
  /// `@mainstruct`: an attribute and the keyword after it run together (`@main struct`).
  case gluedWords(line: Int, written: String, meant: String)
  /// `State private var x = 0`: a property wrapper written without its `@`.
  case wrapperWithoutAt(line: Int, wrapper: String)
  /// `@Environment(\\\\.colorScheme)`: a key path whose backslash an export of the note
  /// escaped, doubling it (once or more), which Swift reads as no key path.
  case doubledBackslashes(line: Int, written: String, meant: String)
  /// `message?? "none"`: an infix operator written against the operand before it and apart from
  /// the one after, which Swift reads as a postfix operator followed by another statement.
  case operatorAgainstOperand(line: Int, written: String, meant: String)
  /// `onSave: { ... }`: a closure whose body the note elides with `...` (or `…`), which Swift
  /// reads as an operator with nothing to apply it to.
  case elidedClosure(line: Int, written: String)
  /// `ForEach(...) { ... in`, `func run(..., with...)`: arguments, parameters or a closure's
  /// parameters the note elides with `...` (`....`, `…`), which Swift cannot read there.
  case elidedCode(line: Int, written: String)
  /// `struct Card = View {`: a type's conformances written after `=` instead of `:` (`meant`).
  case equalsForColon(line: Int, written: String, meant: String)
  /// `isNameValid && ...`: the rest of a condition (more operands of `&&`, `||`) the note elides
  /// with `...` (or `…`), which Swift reads as an operator with nothing to apply it to.
  case elidedOperands(line: Int, written: String)
  /// The block ends with braces it opened still open: an excerpt cut off before its closing
  /// lines.
  case cutEnd(line: Int)
  /// `.` alone on a line: a modifier left unwritten, nothing after the dot.
  case loneDot(line: Int)
  /// `var rows = [ ... ]`: a list's elements the note elides with `...` (or `…`), which Swift
  /// reads as an operator with nothing to apply it to.
  case elidedElements(line: Int, written: String)
  /// `@State var model: Model = // ...` or `= ...`: a property whose initial value the note
  /// leaves out, `=` followed by nothing but a comment, or by an elision `mark` (`...`, `…`) that
  /// Swift reads as an operator with nothing to apply it to.
  case elidedValue(line: Int, name: String, mark: String?)
  /// A line of `...` alone, code the note leaves out, where the code around it does not parse
  /// without that code (a view's content left among its type's members, its `body` elided).
  case elisionMark(line: Int, mark: String)
  /// A `}` closing a brace the block never opens: the block starts inside a declaration whose
  /// first lines the note does not show.
  case cutStart(line: Int)
  /// The `}` at `line` closes `type` before `member` (at `memberLine`), written after it at a
  /// member's indentation: the `}` at `strayLine`, meant to close the type, closes nothing.
  case closedEarly(line: Int, type: String, member: String, memberLine: Int, strayLine: Int)
  /// `var total: Int { get }}`: a line ending in one `}` too many, which closes the declaration
  /// the block opened, so the `}` at `strayLine`, meant to close it, closes nothing.
  case doubledBrace(line: Int, strayLine: Int)
  /// The `}` at `line` closes nothing: the declaration the block opens with (at `opening`) is
  /// closed already (at `closing`), one `}` too many inside it.
  case extraBrace(line: Int, opening: Int, closing: Int)
  /// `for 20100 times` among `hello`, `world`: every line of the block is words and numbers
  /// without any of Swift's punctuation, text (a program's output, prose) put in a Swift fence.
  case plainText(line: Int, text: String)
  /// `0..&lt;n`: HTML entities (`written`, each once) for characters Swift needs, left by an
  /// export of the note to HTML, on every line (`lines`) that holds one (`HTMLEntityCode`).
  case htmlEntities(lines: [Int], written: [String])
  /// `LazyHGrid(rows: columns content: {`: two arguments without the comma between them, the
  /// first ending in `before`, the second labelled `after`.
  case missingComma(line: Int, before: String, after: String)
  /// `-----` alone on a line: a divider between two pieces of code (two files) in one fence.
  case divider(line: Int)
  /// `if user.isAdmin {`: one line quoted from a program for discussion, opening a brace the
  /// block never closes.
  case quotedLine(line: Int, text: String)
  /// `List { // rows here }`: a line comment that holds the `}` closing a brace opened before
  /// it, so the block's braces stay open though its closing lines are all there.
  case braceInComment(line: Int, text: String)
  /// `|`, `├── Text`: a drawing in text (a tree of views) inside the fence, not Swift.
  case drawing(line: Int, text: String)
  /// `Total: 3` after `print("Total:", total)`: what the program prints, pasted into the fence
  /// after its code.
  case pastedOutput(line: Int, text: String)
  /// `**if** isOn {`: markdown emphasis (`written`) an export left around code (`meant`).
  case markdownEmphasis(line: Int, written: String, meant: String)
  /// `var count: State(initialValue: 0)`: a value (`written`) where the property's type
  /// belongs; `meant` declares it with `=`.
  case valueAsType(line: Int, written: String, meant: String)
  /// `print(item. id)`, `. padding()`: a space after a member's dot (`written`), which Swift
  /// does not allow there (`meant`).
  case spaceAfterDot(line: Int, written: String, meant: String)
  /// `UIHostingController(root view: content)`: an argument label written as two words, a space
  /// inside it (`written`), where a call has one word before the colon.
  case spacedLabel(line: Int, written: String)
  /// `MyModifier: ViewModifier {`: a type's name and conformances with the keyword declaring it
  /// left out (`meant` puts `struct` back).
  case declarationKeywordMissing(line: Int, written: String, meant: String)
  /// `VStack { … }` straight among the members of the view `type`, which declares no
  /// `var body: some View {` line: the view expression has no property to be the value of.
  case bodyLineMissing(line: Int, type: String, text: String)
  /// `.supplementalActivityFamily(…)` written after the `}` closing the property `property`:
  /// a modifier belongs inside, after the view (or configuration) it modifies.
  case modifierAfterProperty(line: Int, modifier: String, property: String)
  /// A `)` closing no `(` of the block (`extra`), or a `(` the block never closes.
  case unbalancedParenthesis(line: Int, extra: Bool)
  /// `Button(<#title#>)`: an editor placeholder of Xcode's, left for the reader to fill in.
  case editorPlaceholder(line: Int, text: String)
  /// `.frame(width: , height: )`: arguments whose values the note leaves blank (`labels`).
  case blankArguments(line: Int, labels: [String])
  /// `"Tap "Save" to keep it"`: a quote inside a string literal left unescaped, which ends the
  /// string there; `written` is what follows, from that quote to the next (`"Save"`).
  case unescapedQuote(line: Int, written: String)
  /// `count !" 0`: an operator mistyped (`written`) where Swift has `meant` (`!=`).
  case mistypedOperator(line: Int, written: String, meant: String)
  /// `UIPasteboard.general./* kind */`, `state = /* a value */`: a block comment standing for a
  /// member or value the note leaves out, which Swift reads as nothing.
  case elidedByComment(line: Int, comment: String)

  /// The cause read from the lines of a block that does not parse, looking at the line of the
  /// first error (`errorLine`, 1-based in `lines`) and the one before it; `noteLine` maps a line
  /// of `lines` to the note's.
  /// `lines` are as written, elision marks included.
  static func of(_ lines: [String], errorLine: Int, noteLine: (Int) -> Int) -> SyntaxProblemCause? {
    // Every entity breaks the code wherever the parser stops: all of them are the cause.
    let entityLines = lines.indices.filter { !HTMLEntityCode.entities(in: lines[$0]).isEmpty }
    if !entityLines.isEmpty {
      return .htmlEntities(
        lines: entityLines.map { noteLine($0 + 1) },
        written: entityLines.flatMap { HTMLEntityCode.entities(in: lines[$0]) }.firstOccurrences)
    }
    let tokens = WrittenTokens(lines)
    if lines.indices.contains(errorLine - 1), isPlainText(lines) {
      return .plainText(
        line: noteLine(errorLine), text: lines[errorLine - 1].trimmingCharacters(in: .whitespaces))
    }
    let written = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    if written.count == 1, let only = lines.firstIndex(of: written[0]),
      written[0].trimmingCharacters(in: .whitespaces).hasSuffix("{")
    {
      return .quotedLine(
        line: noteLine(only + 1), text: written[0].trimmingCharacters(in: .whitespaces))
    }
    if lines.indices.contains(errorLine - 1), closesUnopenedBrace(lines, tokens, at: errorLine) {
      if let tokens, let early = TypeClosedEarly.find(lines, tokens, strayLine: errorLine) {
        return .closedEarly(
          line: noteLine(early.line), type: early.type, member: early.member,
          memberLine: noteLine(early.memberLine), strayLine: noteLine(errorLine))
      }
      if let tokens, let doubled = DoubledClosingBrace.find(lines, tokens, strayLine: errorLine) {
        return .doubledBrace(line: noteLine(doubled), strayLine: noteLine(errorLine))
      }
      if let tokens, let extra = ExtraClosingBrace.find(lines, tokens, strayLine: errorLine) {
        return .extraBrace(
          line: noteLine(errorLine), opening: noteLine(extra.opening),
          closing: noteLine(extra.closing))
      }
      return .cutStart(line: noteLine(errorLine))
    }
    // The parser stops at the last line written, still inside braces the block opened.
    if let last = lines.lastIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }),
      errorLine >= last + 1
    {
      let open = tokens?.balance.excess(of: .leftBrace) ?? 0
      if open > 0 {
        // The braces a comment swallowed explain the open ones: the block is whole.
        let swallowing = lines.indices.filter { closingBracesInComment(lines[$0]) > 0 }
        if let first = swallowing.first,
          swallowing.map({ closingBracesInComment(lines[$0]) }).reduce(0, +) >= open
        {
          // The line's end, where the swallowed `}` is.
          let text = lines[first].trimmingCharacters(in: .whitespaces)
          return .braceInComment(
            line: noteLine(first + 1), text: text.count > 30 ? "…" + text.suffix(29) : text)
        }
        return .cutEnd(line: noteLine(last + 1))
      }
    }
    if lines.indices.contains(errorLine - 1),
      let output = pastedOutput(lines, errorLine: errorLine)
    {
      return .pastedOutput(line: noteLine(errorLine), text: shortened(output))
    }
    if let cause = shapeOfBlock(lines, errorLine: errorLine, noteLine: noteLine) {
      return cause
    }
    for index in [errorLine, errorLine - 1] where lines.indices.contains(index - 1) {
      // (`!" "a"` holds a quote that looks unescaped: the operator is the fault.)
      if let written = tokens?.mistypedOperator(onLine: index) {
        return .mistypedOperator(
          line: noteLine(index), written: written, meant: MistypedOperator.meant[written]!)
      }
      if let written = tokens?.unescapedQuote(onLine: index) {
        return .unescapedQuote(line: noteLine(index), written: shortened(written))
      }
      if let cause = of(lines[index - 1], noteLine: noteLine(index)) { return cause }
      // `import SwiftUIstruct` over `Card: View {`: the line after reads as the rest of it.
      if let match = lines[index - 1].wholeMatch(of: #/\s*import\s+([A-Za-z_][A-Za-z0-9_]*)\s*/#),
        let glued = GluedKeyword.split(
          module: String(match.1), in: lines.joined(separator: "\n"))
      {
        return .gluedWords(
          line: noteLine(index), written: String(match.1),
          meant: "\(glued.module) \(glued.keyword)")
      }
    }
    if let comma = missingCommaBetweenLines(lines, noteLine: noteLine) { return comma }
    // Said only when no line shows more: a parenthesis is the parser's last guess too.
    if let found = tokens?.unbalancedParenthesis() {
      return .unbalancedParenthesis(line: noteLine(found.line), extra: found.extra)
    }
    // `[Todo]= []` in a type's member: the parser may blame the type's first line instead.
    for (index, line) in lines.enumerated() {
      if let written = operatorAgainstOperand(in: line) {
        return .operatorAgainstOperand(
          line: noteLine(index + 1), written: written.operand + written.operator,
          meant: written.operand + " " + written.operator)
      }
    }
    return nil
  }

  /// What the block's shape around the error shows: a view expression among a view's members
  /// with no `body` line, or a modifier after the brace closing a property.
  private static func shapeOfBlock(_ lines: [String], errorLine: Int, noteLine: (Int) -> Int)
    -> SyntaxProblemCause?
  {
    let indent = { (line: String) in line.prefix { $0 == " " || $0 == "\t" }.count }
    // (A view among members is said wherever it stands: the parser may stop short of it.)
    for index in lines.indices {
      let text = lines[index].trimmingCharacters(in: .whitespaces)
      // The line that opens what `text` stands in: the nearest before it indented less.
      let opener = lines[..<index].lastIndex { line in
        !line.trimmingCharacters(in: .whitespaces).isEmpty && indent(line) < indent(lines[index])
      }
      if text.wholeMatch(of: #/\p{Lu}[\p{L}\p{N}_]*\s*[({].*/#) != nil, let opener,
        let type = lines[opener].firstMatch(
          of: #/\bstruct\s+([\p{L}_][\p{L}\p{N}_]*)\s*:[^{]*\bView\b[^{]*\{\s*$/#),
        // (A `...` line among the members stands for the `body` the note leaves out.)
        !lines[(opener + 1)..<index].contains(where: {
          ["...", "....", "…"].contains($0.trimmingCharacters(in: .whitespaces))
        }),
        !lines[(opener + 1)...].prefix(while: {
          indent($0) > indent(lines[opener]) || $0.trimmingCharacters(in: .whitespaces).isEmpty
        }).contains(where: { $0.contains("var body") })
      {
        return .bodyLineMissing(
          line: noteLine(index + 1), type: String(type.1), text: shortened(text))
      }
      if index + 1 == errorLine || index + 1 == errorLine - 1,
        let modifier = text.prefixMatch(of: #/\.([\p{L}_][\p{L}\p{N}_]*)\(/#),
        let close = lines[..<index].lastIndex(where: {
          !$0.trimmingCharacters(in: .whitespaces).isEmpty
        }), lines[close].trimmingCharacters(in: .whitespaces) == "}",
        let open = lines[..<close].lastIndex(where: { indent($0) == indent(lines[close]) }),
        let property = lines[open].firstMatch(
          of: #/\b(?:var|let)\s+([\p{L}_][\p{L}\p{N}_]*)\s*:[^=]*\{\s*$/#)
      {
        return .modifierAfterProperty(
          line: noteLine(index + 1), modifier: "." + modifier.1, property: String(property.1))
      }
    }
    return nil
  }

  /// Whether the line `errorLine` is a lone `}` that closes more braces than the block opened
  /// before it (outside strings and comments).
  private static func closesUnopenedBrace(
    _ lines: [String], _ tokens: WrittenTokens?, at errorLine: Int
  ) -> Bool {
    guard lines[errorLine - 1].trimmingCharacters(in: .whitespaces) == "}", let tokens else {
      return false
    }
    return BracketBalance(tokens.upTo(line: errorLine)).excess(of: .leftBrace) < 0
  }

  /// The `}` after the `//` of a line (outside strings): braces a line comment swallowed.
  private static func closingBracesInComment(_ line: String) -> Int {
    let code = line.replacing(#/"(?:[^"\\]|\\.)*"/#, with: "\"\"")
    guard let comment = code.firstRange(of: "//") else { return 0 }
    return code[comment.upperBound...].filter { $0 == "}" }.count
  }

  /// The line `errorLine` when it is what the block's code prints, pasted after it: it starts
  /// with the words of a `print("…")` of the block, or follows a comment announcing output
  /// (`// Output:`, `// 输出`, `// 출력`).
  private static func pastedOutput(_ lines: [String], errorLine: Int) -> String? {
    let text = lines[errorLine - 1].trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty, !text.hasPrefix("//") else { return nil }
    let printed = lines.prefix(errorLine - 1).flatMap { line in
      line.matches(of: #/\bprint\(\s*"([^"\\]{3,}?)(?:\\\(|")/#).map {
        String($0.1).trimmingCharacters(in: .whitespaces)
      }
    }
    if printed.contains(where: { $0.count >= 3 && text.hasPrefix($0) }) { return text }
    let before = lines.prefix(errorLine - 1).last {
      !$0.trimmingCharacters(in: .whitespaces).isEmpty
    }
    guard let before = before?.trimmingCharacters(in: .whitespaces), before.hasPrefix("//"),
      before.lowercased().firstMatch(of: #/\b(output|prints|console)\b|输出|打印|출력|결과/#) != nil
    else { return nil }
    return text
  }

  private static func of(_ line: String, noteLine: Int) -> SyntaxProblemCause? {
    let text = line.trimmingCharacters(in: .whitespaces)
    if text == "." { return .loneDot(line: noteLine) }
    // (`// ...` alone is a comment, which Swift reads.)
    let beforeComment = text.prefix { $0 != "/" }.trimmingCharacters(in: .whitespaces)
    if ElisionMark.isMark(text), ["...", "....", "…"].contains(beforeComment) {
      return .elisionMark(line: noteLine, mark: beforeComment)
    }
    if text.wholeMatch(of: #/-{3,}|={3,}/#) != nil { return .divider(line: noteLine) }
    if let comma = missingComma(in: text) {
      return .missingComma(line: noteLine, before: comma.before, after: comma.after)
    }
    if let placeholder = text.firstMatch(of: #/<#.*?#>/#) {
      return .editorPlaceholder(line: noteLine, text: shortened(String(placeholder.0)))
    }
    let code = text.replacing(#/"(?:[^"\\]|\\.)*"/#, with: "\"\"")
    let blanks = code.matches(of: #/([\p{L}_][\p{L}\p{N}_]*)\s*:(?:\s*,|\s+\))/#).map {
      String($0.1)
    }
    if !blanks.isEmpty { return .blankArguments(line: noteLine, labels: blanks) }
    // A comment where a member (after `.`) or a value (after `=`, `(`, `,`, `:`) goes.
    if let comment = code.firstMatch(of: #/(?:[.=(,:]|\breturn)\s*(\/\*.*?\*\/)\s*(?:[),{]|$)/#) {
      return .elidedByComment(line: noteLine, comment: shortened(String(comment.1)))
    }
    if let dot = code.firstMatch(
      of: #/(?:^|[\p{L}_][\p{L}\p{N}_]*|[)\]])\.[ \t]+([\p{L}_][\p{L}\p{N}_]*)/#),
      code.firstRange(of: "//").map({ dot.range.lowerBound < $0.lowerBound }) ?? true
    {
      let written = String(dot.0)
      return .spaceAfterDot(
        line: noteLine, written: written, meant: written.replacing(#/\.[ \t]+/#, with: "."))
    }
    // (Not a signature's `_ name:` or `to url:`, which a function's parameters write.)
    if code.firstMatch(of: #/\b(?:func|init|subscript|case)\b|\bin\s*$|->/#) == nil,
      let label = code.firstMatch(
        of: #/[(,]\s*(\p{Ll}[\p{L}\p{N}_]*[ \t]+[\p{Ll}_][\p{L}\p{N}_]*)\s*:/#)
    {
      return .spacedLabel(line: noteLine, written: String(label.1))
    }
    if let type = text.wholeMatch(
      of:
        #/(\p{Lu}[\p{L}\p{N}_]*)\s*:\s*(\p{Lu}[\p{L}\p{N}_]*(?:\s*,\s*\p{Lu}[\p{L}\p{N}_]*)*)\s*\{/#
    ) {
      return .declarationKeywordMissing(
        line: noteLine, written: "\(type.1): \(type.2)", meant: "struct \(type.1): \(type.2)")
    }
    if let elided = text.firstMatch(of: #/\[\s*(?:\.\.\.|…)\s*\]/#) {
      return .elidedElements(line: noteLine, written: String(elided.0))
    }
    if let property = text.wholeMatch(
      of:
        #/.*\b(?:var|let)\s+([\p{L}_][\p{L}\p{N}_]*)[^=]*=\s*(?:(\.{3,4}|…)\s*(?:\/\/.*)?|\/\/.*)/#)
    {
      return .elidedValue(
        line: noteLine, name: String(property.1), mark: property.2.map(String.init))
    }
    if text.wholeMatch(of: #/#{1,6}[ \t]+\S.*/#) != nil {
      return .heading(line: noteLine, text: text)
    }
    // Not `2**3`, a power operator a note declares.
    if let emphasis = text.firstMatch(
      of: #/(?:^|[^\p{L}\p{N}_)\]])\*\*([\p{L}_][\p{L}\p{N}_]*)\*\*/#)
    {
      return .markdownEmphasis(
        line: noteLine, written: "**\(emphasis.1)**", meant: String(emphasis.1))
    }
    if isDrawing(text) { return .drawing(line: noteLine, text: shortened(text)) }
    if let value = text.firstMatch(
      of:
        #/\b(var|let)\s+([\p{L}_][\p{L}\p{N}_]*)\s*:\s*([A-Z][\p{L}\p{N}_.]*(?:<[^>=]*>)?\(.*\))\s*$/#
    ) {
      return .valueAsType(
        line: noteLine, written: "\(value.2): \(value.3)",
        meant: "\(value.1) \(value.2) = \(value.3)")
    }
    if let marker = ["<!--", "-->", "```", "~~~"].first(where: { text.hasPrefix($0) }) {
      return .markup(line: noteLine, marker: marker)
    }
    if text.firstMatch(of: #/^(void|int|char|float|double|BOOL|NSInteger|id)\s+\*?\w+\s*\(/#) != nil
      || text.firstMatch(of: #/^[-+]\s*\(\w+\s*\*?\)\s*\w+/#) != nil
      || text.hasPrefix("@interface") || text.hasPrefix("@implementation")
    {
      return .cLike(line: noteLine, text: text)
    }
    if let elided = text.firstMatch(
      of: #/\{\s*(?:[\p{L}_][\p{L}\p{N}_, ]*\s+in\s+)?(?:\.\.\.|…|\.(?: \.){2})\s*\}/#)
    {
      return .elidedClosure(line: noteLine, written: String(elided.0))
    }
    if let type = text.firstMatch(
      of:
        #/^(?:\w+\s+)*(?:struct|class|enum|actor|extension)\s+([\p{L}_][\p{L}\p{N}_]*)\s*=\s*([\p{L}_][\p{L}\p{N}_.]*)/#
    ) {
      return .equalsForColon(
        line: noteLine, written: "\(type.1) = \(type.2)", meant: "\(type.1): \(type.2)")
    }
    if let elided = text.firstMatch(
      of: #/[\p{L}\p{N}_)\]]\s*(?:&&|\|\|)\s*(?:\.{3,4}|…)(?=\s*(?:[)}]|$))/#)
    {
      let start = text[..<elided.range.lowerBound].lastIndex(of: " ").map(text.index(after:))
      return .elidedOperands(
        line: noteLine,
        written: shortened(String(text[(start ?? text.startIndex)..<elided.range.upperBound])))
    }
    // An elision between brackets or commas, not a range's `...` between two operands.
    if text.firstMatch(
      of:
        #/(?:[(,{]\s*(?:\.{3,4}|…)(?=\s*(?:[),}]|in\b|$)))|\((?:[^()"]*,\s*)?[\p{L}_][\p{L}\p{N}_]*(?:\.{3,4}|…)\)/#
    )
      != nil
    {
      return .elidedCode(line: noteLine, written: shortened(text))
    }
    if let wrapper = wrapperWithoutAt(in: text) {
      return .wrapperWithoutAt(line: noteLine, wrapper: wrapper)
    }
    if let keyPath = doubledBackslashes(in: text) {
      return .doubledBackslashes(line: noteLine, written: keyPath.written, meant: keyPath.meant)
    }
    if let written = operatorAgainstOperand(in: text) {
      return .operatorAgainstOperand(
        line: noteLine, written: written.operand + written.operator,
        meant: written.operand + " " + written.operator)
    }
    if let glued = gluedAttribute(in: text) {
      return .gluedWords(line: noteLine, written: glued.written, meant: glued.meant)
    }
    if let found = misspeltKeyword(in: text) {
      return .misspeltKeyword(line: noteLine, written: found.written, meant: found.meant)
    }
    if isSentence(text) { return .prose(line: noteLine, text: text) }
    return nil
  }

  /// `(rows: columns content: {`: a labelled argument whose value, a name, is followed by the
  /// next argument's label with no comma between them (outside strings and comments).
  private static func missingComma(in text: String) -> (before: String, after: String)? {
    let code = text.replacing(#/"(?:[^"\\]|\\.)*"/#, with: "\"\"").prefix { $0 != "/" }
    guard
      let match = code.firstMatch(
        of:
          #/[(,]\s*([\p{L}_][\p{L}\p{N}_]*\s*:\s*[$\\]?[\p{L}_.][\p{L}\p{N}_.]*)\s+([\p{L}_][\p{L}\p{N}_]*)\s*:/#
      )
    else { return nil }
    return (String(match.1), String(match.2) + ":")
  }

  /// `receiveCompletion: { … }` over `receiveValue: { … }`: an argument opening its line inside
  /// a call's parentheses, after a line that ends an argument with no comma.
  static func missingCommaBetweenLines(_ lines: [String], noteLine: (Int) -> Int)
    -> SyntaxProblemCause?
  {
    WrittenTokens(lines)?.missingCommaBetweenLines().map {
      .missingComma(line: noteLine($0.line), before: $0.before, after: $0.after)
    }
  }

  /// A word of the line, outside strings and comments, one letter away from a keyword that
  /// stands before a declaration (`@State pricate var`, `pubic func`) or a binding (`gaurd let`),
  /// and no keyword itself.
  private static func misspeltKeyword(in text: String) -> (written: String, meant: String)? {
    let code = text.replacing(#/"(?:[^"\\]|\\.)*"/#, with: "\"\"")
    let words = code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    for (word, next) in zip(words, words.dropFirst()) where word.count >= 4 {
      guard !declarationKeywords.contains(word), declarationKeywords.contains(next) else {
        continue
      }
      let keywords =
        ["let", "var"].contains(next) ? declarationKeywords + ["guard"] : declarationKeywords
      let near = keywords.filter {
        $0.count >= 4 && EditDistance.between(Array(word), Array($0)) == 1
      }
      if near.count == 1 { return (word, near[0]) }
    }
    return misspeltOpeningKeyword(in: code)
  }

  /// `extnesion Card {`, `retrun total`: a line opening with a word one slip from a keyword that
  /// starts a declaration or statement, followed by a name, where Swift reads two expressions.
  private static func misspeltOpeningKeyword(in code: String) -> (written: String, meant: String)? {
    guard let match = code.prefixMatch(of: #/\s*([a-z]{4,})\s+[\p{L}_]/#) else { return nil }
    let word = String(match.1)
    guard !openingKeywords.contains(word) else { return nil }
    let near = openingKeywords.filter { EditDistance.between(Array(word), Array($0)) == 1 }
    return near.count == 1 ? (word, near[0]) : nil
  }

  /// Keywords that open a line and are followed by a name.
  private static let openingKeywords = [
    "extension", "struct", "class", "enum", "protocol", "import", "func", "return",
  ]

  /// Keywords written before a declaration's own keyword (`private var`, `static func`), and
  /// those keywords.
  private static let declarationKeywords = [
    "private", "public", "internal", "fileprivate", "static", "final", "override", "mutating",
    "lazy", "weak", "var", "let", "func", "struct", "class", "enum", "init",
  ]

  /// `State private var`, `Environment(\.dismiss) var`: a line opening with the name of a
  /// property wrapper (with its arguments) followed by a declaration, where Swift needs `@`.
  private static func wrapperWithoutAt(in text: String) -> String? {
    guard
      let match = text.prefixMatch(
        of:
          #/([A-Z][A-Za-z]+)(?:\([^)]*\))?\s+(?:private|public|fileprivate|internal|static|lazy|weak|var|let)\b/#
      ),
      propertyWrappers.contains(String(match.1))
    else { return nil }
    return String(match.1)
  }

  /// The property wrappers of SwiftUI, SwiftData and Combine that stand before a `var`.
  private static let propertyWrappers: Set<String> = [
    "State", "Binding", "Bindable", "ObservedObject", "StateObject", "EnvironmentObject",
    "Environment", "FocusState", "FocusedValue", "FocusedBinding", "AppStorage", "SceneStorage",
    "Published", "GestureState", "Namespace", "FetchRequest", "SectionedFetchRequest", "Query",
    "ScaledMetric",
  ]

  /// `\\.colorScheme`, `\\Item.date` outside a string: two backslashes or more before a key
  /// path's `.name` or its root type.
  private static func doubledBackslashes(in text: String) -> (written: String, meant: String)? {
    let code = text.replacing(#/"(?:[^"\\]|\\.)*"/#, with: "\"\"")
    guard
      let match = code.firstMatch(
        of: #/(\\{2,})((?:\p{Lu}[\p{L}\p{N}_]*)?\.[\p{L}_][\p{L}\p{N}_]*)/#)
    else {
      return nil
    }
    return (String(match.0), "\\" + match.2)
  }

  /// `value?? fallback`, `count== 0`: an infix operator touching the name, call or subscript
  /// before it, with a space after it (outside strings). Not `<`, `>` (`Array<Int> `), nor
  /// operators that are also prefix or postfix (`!`, `-`).
  private static func operatorAgainstOperand(in text: String)
    -> (operand: String, operator: String)?
  {
    let code = text.replacing(#/"(?:[^"\\]|\\.)*"/#, with: "\"\"")
    let outsideComment = code.firstRange(of: "//").map { String(code[..<$0.lowerBound]) } ?? code
    guard
      let match = outsideComment.firstMatch(
        of: #/((?:[\p{L}\p{N}_]+|\[[^\[\]]*\])[)\]]?)(\?\?|==|!=|&&|\|\||\+=|-=|=)\s/#)
    else { return nil }
    return (String(match.1), String(match.2))
  }

  /// `@mainstruct`: a known attribute followed, with no space, by a keyword declaring something.
  private static func gluedAttribute(in text: String) -> (written: String, meant: String)? {
    guard let match = text.firstMatch(of: #/^@([A-Za-z]+)/#) else { return nil }
    let word = String(match.1)
    for keyword in GluedKeyword.keywords where word.hasSuffix(keyword) {
      let attribute = String(word.dropLast(keyword.count))
      if KnownAttributes.names.contains(attribute) {
        return ("@\(word)", "@\(attribute) \(keyword)")
      }
    }
    return nil
  }

  /// Whether the line draws in text: it holds box-drawing characters (`├──`, `└`), or it is
  /// only bars, dashes and pluses with a bar among them (`|`, `+--|`), which Swift never writes.
  private static func isDrawing(_ text: String) -> Bool {
    let box = text.unicodeScalars.contains { (0x2500...0x257F).contains($0.value) }
    if box {
      return text.unicodeScalars.first.map { (0x2500...0x257F).contains($0.value) } ?? false
    }
    return text.contains("|") && text.allSatisfy { "|-+ ".contains($0) }
      && !text.contains("||")
  }

  /// Whether every line of the block is words and numbers only (no brace, parenthesis, operator
  /// or quote of Swift's), one of them at least two words side by side.
  private static func isPlainText(_ lines: [String]) -> Bool {
    let written = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    return !written.isEmpty
      && written.allSatisfy { $0.wholeMatch(of: #/[\p{L}\p{N}_]+(?: [\p{L}\p{N}_]+)*/#) != nil }
      && written.contains { $0.contains(" ") }
  }

  /// Words side by side outside string literals and comments, which Swift never writes: three
  /// names in a row, or two in a line of Hangul, kana or Han (Swift allows them in names).
  private static func isSentence(_ text: String) -> Bool {
    guard !text.hasPrefix("//"), !text.hasPrefix("/*"), !text.hasPrefix("*") else { return false }
    let code = text.replacing(#/"(?:[^"\\]|\\.)*"/#, with: "\"\"")
    let outsideComment = code.firstRange(of: "//").map { String(code[..<$0.lowerBound]) } ?? code
    // A string left open (`Text("Number of people: \(count)`) holds words, and is Swift's mistake.
    guard !outsideComment.replacing("\"\"", with: "").contains("\"") else { return false }
    let run = PlainText.longestRunOfWords(in: outsideComment)
    let asian = outsideComment.unicodeScalars.contains { scalar in
      (0xAC00...0xD7A3).contains(scalar.value) || (0x3040...0x30FF).contains(scalar.value)
        || (0x4E00...0x9FFF).contains(scalar.value)
    }
    return run >= 3 || (asian && run >= 2)
  }

  /// The note line the cause is at.
  public var line: Int {
    switch self {
    case .heading(let line, _), .prose(let line, _), .markup(let line, _), .cLike(let line, _),
      .misspeltKeyword(let line, _, _), .gluedWords(let line, _, _),
      .wrapperWithoutAt(let line, _), .doubledBackslashes(let line, _, _),
      .operatorAgainstOperand(let line, _, _), .elidedClosure(let line, _),
      .elidedCode(let line, _), .elidedOperands(let line, _), .equalsForColon(let line, _, _),
      .cutEnd(let line),
      .loneDot(let line),
      .elidedElements(let line, _), .elidedValue(let line, _, _), .elisionMark(let line, _),
      .cutStart(let line), .closedEarly(let line, _, _, _, _), .doubledBrace(let line, _),
      .extraBrace(let line, _, _),
      .plainText(let line, _),
      .missingComma(let line, _, _), .divider(let line), .quotedLine(let line, _),
      .braceInComment(let line, _), .drawing(let line, _), .pastedOutput(let line, _),
      .markdownEmphasis(let line, _, _), .valueAsType(let line, _, _),
      .spaceAfterDot(let line, _, _), .spacedLabel(let line, _),
      .declarationKeywordMissing(let line, _, _), .bodyLineMissing(let line, _, _),
      .modifierAfterProperty(let line, _, _), .unbalancedParenthesis(let line, _),
      .editorPlaceholder(let line, _), .blankArguments(let line, _),
      .elidedByComment(let line, _), .unescapedQuote(let line, _),
      .mistypedOperator(let line, _, _):
      line
    case .htmlEntities(let lines, _): lines[0]
    }
  }

  /// The first line of `lines` (a block as written) whose cause, read as a failing line's is,
  /// `matches` (an elision, a missing comma): what else the block holds that Swift cannot read,
  /// wherever its first syntax error is.
  static func firstLine(
    of lines: [String], noteLine: (Int) -> Int, where matches: (SyntaxProblemCause) -> Bool
  ) -> SyntaxProblemCause? {
    for (index, line) in lines.enumerated() {
      if let cause = of(line, noteLine: noteLine(index + 1)), matches(cause) { return cause }
    }
    return nil
  }

  /// Code the note leaves out with a mark (`...`, `…`), as written, and its note line: a mark on
  /// its own line, or one standing for a closure's body, arguments, operands or elements.
  var elision: (line: Int, written: String)? {
    switch self {
    case .elisionMark(let line, let written), .elidedClosure(let line, let written),
      .elidedCode(let line, let written), .elidedOperands(let line, let written),
      .elidedElements(let line, let written):
      (line, written)
    case .elidedValue(let line, _, let mark?): (line, mark)
    default: nil
    }
  }

  /// The text the parser reads past before it stops, and its note line: where the problem is
  /// said to be, rather than where the parser stops.
  var misreadText: (line: Int, text: String)? {
    switch self {
    case .elisionMark(let line, let mark): (line, mark)
    case .mistypedOperator(let line, let written, _): (line, written)
    default: nil
    }
  }

  /// In English, for the build summary.
  public var message: String { text(in: .en) }

  /// At most 30 characters of a line, for quoting it.
  static func shortened(_ text: String) -> String {
    text.count > 30 ? text.prefix(30) + "…" : text
  }
}
