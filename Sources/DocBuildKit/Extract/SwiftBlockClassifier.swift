import SwiftSyntax

/// Classifies a Swift block with no annotation needed, by parsing its compiled code (hidden lines
/// included) with SwiftParser:
///
/// - another language's code (a Metal shader, `.strings` entries): not Swift;
/// - a diagram with arrows, words, a cheat sheet of modifiers and words: text;
/// - attributes alone, a name alone (a type, a key path, a value), a requirement such as
///   `var body: some View`: shown alone; so is one statement over state no view of the page
///   declares (`count += 1`), which the notebook decides with the page at hand;
/// - parse errors: a console log when its lines read as one (`(lldb) p x`, `type:Observed id:5 init`,
///   timestamps, `[Tag] …`, `$R0 = …`), an API listing when a type is declared without a body
///   (`@frozen struct State<Value>`), otherwise invalid, with the first error's note position;
/// - declarations without bodies outside protocols, `{ get }` accessors outside protocols, or
///   `@available` protocols: an API listing;
/// - members lifted out of a type (`init`, a property wrapper such as `@State var x = 0`, a lone
///   `var body`, a computed property of type `some View`, or a property or method reading names the
///   block does not declare or using `self`): a fragment of members;
/// - only view expressions (`VStack { … }`, `MyView(name: name).id(name)`): a view-expression
///   fragment; only modifiers (`.onAppear { … }`): a modifier-chain fragment; only statements reading
///   undeclared values: a snippet fragment, and so are plain `let`/`var` values beside nothing but
///   statements when one reads undeclared values (`let b = Binding(get: { text }, …)`): locals of
///   a body, which no stored property's initializer could be;
/// - a macro declaration, or its plugin (code importing swift-syntax, or conforming to a macro
///   role or `CompilerPlugin`): a macro;
/// - code that prints, followed by the types it printed (`CodeWithOutput`): code with output;
/// - everything else is a program. A view expression standing next to declarations becomes the
///   program's root, like a `#Preview`.
public enum SwiftBlockClassifier {
  public static func classify(_ codeBlock: CodeBlock) -> SwiftBlockCategory {
    analyze(codeBlock, hiddenLines: HiddenLines(code: codeBlock.code)).category
  }

  public static func analyze(_ codeBlock: CodeBlock, hiddenLines: HiddenLines) -> SwiftBlockAnalysis
  {
    let lines = hiddenLines.compiledLines.map(\.text)
    guard let tree = SwiftSource.parse(hiddenLines.compiledCode) else {
      let position = hiddenLines.notePosition(line: 1, column: 1, in: codeBlock)
      let message = "brackets nested more than \(SwiftSource.maximumNesting) deep are not parsed"
      return SwiftBlockAnalysis(
        category: .invalid(SyntaxProblem(message: message, position: position)), items: [])
    }
    if let language = ForeignLanguage.of(lines.map { Substring($0) }, parses: !tree.hasError) {
      return SwiftBlockAnalysis(category: .otherLanguage(language), items: [])
    }
    if tree.hasError, QuotedCompilerMessage.matches(lines.map { Substring($0) }) {
      return SwiftBlockAnalysis(category: .compilerMessage, items: [])
    }
    if let text = PlainText.of(lines, parses: !tree.hasError),
      !ConsoleLogDetector.isConsoleLog(lines.map { Substring($0) })
    {
      return SwiftBlockAnalysis(category: .plainText(text), items: [])
    }
    let locator = Locator(tree: tree, lines: lines)
    if tree.hasError {
      if ConsoleLogDetector.isConsoleLog(lines.map { Substring($0) }) {
        return SwiftBlockAnalysis(category: .consoleLog, items: [])
      }
      if let alone = ShownAlone.attributes(lines) ?? ShownAlone.labelledArgument(lines) {
        return SwiftBlockAnalysis(category: .shownAlone(alone), items: [])
      }
      if declaresTypeWithoutBody(tree) || onlyTypealiasesLackValues(tree)
        || listsSignaturesOnly(lines)
      {
        return SwiftBlockAnalysis(category: .apiListing, items: [])
      }
      let quote = TypographicQuotes.first(in: tree, locator: locator)
      let problem = quote ?? firstSyntaxProblem(in: tree, locator: locator)
      var position = hiddenLines.notePosition(
        line: problem.line, column: problem.column, in: codeBlock)
      // A misplaced quote says it all; otherwise the failing line may show what it holds.
      let cause =
        quote != nil
        ? nil
        : SyntaxProblemCause.of(
          hiddenLines.compiledLines.map { $0.writtenBeforeElision ?? $0.text },
          errorLine: problem.line
        ) {
          hiddenLines.notePosition(line: $0, column: 1, in: codeBlock).line
        }
      // The parser reads past a line of `...` alone, and blames what follows a mistyped
      // operator: the position is the mark's, or the operator's, own.
      if let (line, written) = cause?.misreadText,
        let column = Self.column(of: written, onNoteLine: line, in: codeBlock)
      {
        position = SourcePosition(line: line, column: column)
      }
      return SwiftBlockAnalysis(
        category: .invalid(
          SyntaxProblem(message: problem.message, position: position, cause: cause)),
        items: [])
    }
    // Full-width quotes are letters to Swift: `Text(＂Hi＂)` parses, and fails to compile.
    if let quote = TypographicQuotes.first(in: tree, locator: locator) {
      let position = hiddenLines.notePosition(line: quote.line, column: quote.column, in: codeBlock)
      return SwiftBlockAnalysis(
        category: .invalid(SyntaxProblem(message: quote.message, position: position)), items: [])
    }
    if DesignSketch.matches(tree) {
      return SwiftBlockAnalysis(category: .plainText(.designSketch), items: [])
    }
    if isAPIListing(tree) {
      return SwiftBlockAnalysis(category: .apiListing, items: [])
    }
    if MacroCode.matches(tree) {
      return SwiftBlockAnalysis(category: .macro, items: [])
    }
    if let platforms = OtherPlatformCode.platforms(of: tree) {
      return SwiftBlockAnalysis(category: .otherPlatform(platforms), items: [])
    }
    if CodeWithOutput.matches(tree) {
      return SwiftBlockAnalysis(category: .codeWithOutput, items: [])
    }
    if let alone = ShownAlone.of(tree) {
      return SwiftBlockAnalysis(category: .shownAlone(alone), items: [])
    }
    return ItemAnalysis(tree: tree, locator: locator).result
  }

  // MARK: API listings

  private static func declaresTypeWithoutBody(_ tree: SourceFileSyntax) -> Bool {
    var sawTypeWithoutBody = false
    for item in tree.statements {
      guard case .decl(let decl) = item.item else { return false }
      if let group = decl.asProtocol(DeclGroupSyntax.self),
        group.memberBlock.leftBrace.presence == .missing
      {
        sawTypeWithoutBody = true
      }
    }
    return sawTypeWithoutBody
  }

  /// `static func buildBlock<C0, C1>(C0, C1) -> TupleView<(C0, C1)>`, line after line:
  /// signatures as Apple's documentation lists them, parameters given by type alone, which Swift
  /// cannot parse. Elision marks and comments (a line of documentation over each) may stand
  /// between them.
  private static func listsSignaturesOnly(_ lines: [String]) -> Bool {
    let written = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      !$0.isEmpty && !ElisionMark.isMark($0) && !$0.hasPrefix("//")
    }
    return !written.isEmpty
      && written.allSatisfy {
        $0.wholeMatch(
          of:
            #/(?:(?:static|public|mutating|nonisolated|@\w+)\s+)*(?:func\s+(?:[\p{L}_][\p{L}\p{N}_]*|`[\p{L}_][\p{L}\p{N}_]*`)|init[?!]?)\s*(?:<[^{}]*>)?\s*\([^{}]*\)[^{}]*/#
        ) != nil
      }
  }

  /// A protocol as Apple's documentation lists it, `typealias Content` with no value: the only
  /// thing Swift rejects is that missing value.
  private static func onlyTypealiasesLackValues(_ tree: SourceFileSyntax) -> Bool {
    let finder = ValuelessTypealiasFinder(viewMode: .all)
    finder.walk(tree)
    return finder.valueless > 0 && !finder.otherProblem
  }

  private final class ValuelessTypealiasFinder: SyntaxVisitor {
    var valueless = 0
    var otherProblem = false

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
      guard node.initializer.equal.presence == .missing else { return .visitChildren }
      valueless += 1
      return .skipChildren
    }
    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
      otherProblem = true
      return .skipChildren
    }
    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
      if token.presence == .missing { otherProblem = true }
      return .skipChildren
    }
  }

  private static func isAPIListing(_ tree: SourceFileSyntax) -> Bool {
    let finder = BodilessDeclarationFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.found || copiesSwiftUIDeclarations(tree)
  }

  /// `public protocol ButtonStyle { … }` beside `public struct ButtonStyleConfiguration`: every
  /// declaration of the block is a `public` copy of a SwiftUI type (perhaps abridged), shown to
  /// explain SwiftUI's API, not the note's own code. A protocol under a SwiftUI name needs no
  /// `public`: the note sketches SwiftUI's (`protocol ViewModifier { func body(…) { … } }`).
  private static func copiesSwiftUIDeclarations(_ tree: SourceFileSyntax) -> Bool {
    !tree.statements.isEmpty
      && tree.statements.allSatisfy { item in
        guard case .decl(let decl) = item.item, let type = decl.asProtocol(NamedDeclSyntax.self),
          let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
          decl.is(ProtocolDeclSyntax.self)
            || modifiers.contains(where: { $0.name.tokenKind == .keyword(.public) }),
          decl.is(ProtocolDeclSyntax.self) || decl.is(StructDeclSyntax.self)
            || decl.is(EnumDeclSyntax.self) || decl.is(ClassDeclSyntax.self)
        else { return false }
        return PlatformAPI.shared.module(of: type.name.text) == "SwiftUI"
      }
  }

  private final class BodilessDeclarationFinder: SyntaxVisitor {
    var found = false

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      if node.body == nil && !isInProtocol(node) { found = true }
      return .visitChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      if node.body == nil && !isInProtocol(node) { found = true }
      return .visitChildren
    }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
      if node.accessorBlock == nil && !isInProtocol(node) { found = true }
      return .visitChildren
    }
    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
      if node.body == nil && !isInProtocol(node) { found = true }
      return .visitChildren
    }
    /// `static let date: DatePickerComponents`: a static stored property needs a value; with
    /// its type alone it is a constant as documentation lists it.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
        node.bindings.allSatisfy({
          $0.typeAnnotation != nil && $0.initializer == nil && $0.accessorBlock == nil
        }),
        !isInProtocol(node)
      {
        found = true
      }
      return .visitChildren
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      if node.attributes.contains(where: { $0.attributeName == "available" }) { found = true }
      return .visitChildren
    }

    private func isInProtocol(_ node: some SyntaxProtocol) -> Bool {
      var parent = node.parent
      while let current = parent {
        if current.is(ProtocolDeclSyntax.self) { return true }
        parent = current.parent
      }
      return false
    }
  }

  // MARK: Syntax errors

  /// The column (1-based, in characters) where `text` starts on note line `line` of `codeBlock`.
  private static func column(of text: String, onNoteLine line: Int, in codeBlock: CodeBlock)
    -> Int?
  {
    let lines = codeBlock.code.split(separator: "\n", omittingEmptySubsequences: false)
    let index = line - codeBlock.range.start.line - 1
    guard lines.indices.contains(index), let found = lines[index].range(of: text) else {
      return nil
    }
    return lines[index].distance(from: lines[index].startIndex, to: found.lowerBound) + 1
  }

  private static func firstSyntaxProblem(
    in tree: SourceFileSyntax, locator: Locator
  ) -> (line: Int, column: Int, message: String) {
    let finder = SyntaxProblemFinder(viewMode: .all)
    finder.walk(tree)
    guard let (node, message) = finder.first else { return (1, 1, "unreadable code") }
    let start = locator.position(of: node.positionAfterSkippingLeadingTrivia)
    return (start.line, start.column, message)
  }

  private final class SyntaxProblemFinder: SyntaxVisitor {
    var first: (Syntax, String)?

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
      let text = node.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(
        separator: " ")
      let shown = text.count > 30 ? text.prefix(30) + "…" : Substring(text)
      record(Syntax(node), "unexpected code `\(shown)`")
      return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
      if token.presence == .missing {
        record(Syntax(token), Self.expectation(token.text))
      }
      return .skipChildren
    }

    /// `<#expression#>` is how swift-syntax spells a missing expression.
    private static func expectation(_ missing: String) -> String {
      if missing.isEmpty { return "expected code here" }
      if missing.hasPrefix("<#") && missing.hasSuffix("#>") {
        return "expected \(missing.dropFirst(2).dropLast(2))"
      }
      return "expected `\(missing)`"
    }

    private func record(_ node: Syntax, _ message: String) {
      if let (current, _) = first,
        current.positionAfterSkippingLeadingTrivia <= node.positionAfterSkippingLeadingTrivia
      {
        return
      }
      first = (node, message)
    }
  }
}

extension AttributeListSyntax.Element {
  /// The attribute's name without arguments (`State` for `@State`, `available` for `@available(…)`).
  var attributeName: String? {
    guard case .attribute(let attribute) = self else { return nil }
    return attribute.attributeName.trimmedDescription
  }
}
