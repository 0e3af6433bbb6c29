import SwiftSyntax

/// Elision marks: lines that are one (`ElisionMark`), and marks that are all a pair of braces
/// holds on one line (`Button("Go") { ... }`), which authors write where they
/// left code out. They are compiled as blanks; a `body` left empty becomes `EmptyView()`, a
/// function or computed property left empty that must return something traps with the mark
/// (`fatalError("...")`: nothing is invented, and the rest of the page compiles), and a view
/// whose members were elided without a `body` gets one, so the rest of the block compiles as
/// written.
extension HiddenLines {
  /// Blanks the elision marks of the compiled code and completes what they leave empty; true
  /// when the block had any (the page then says the block was completed).
  mutating func completeElisions() -> Bool {
    let marks =
      compiledLines.indices.filter { ElisionMark.isMark(compiledLines[$0].text) }
      + commentedOutBodies()
    let inline = compiledLines.indices.filter {
      !marks.contains($0) && Self.bracedMark(in: compiledLines[$0].text) != nil
    }
    let elidedCalls = completeElidedArguments()
    guard !(marks.isEmpty && inline.isEmpty) else { return elidedCalls }
    let original = compiledLines.map(\.text)
    for index in marks + inline { compiledLines[index].writtenBeforeElision = original[index] }
    for index in marks { compiledLines[index].text = "" }
    // Blanked in place (a space for each scalar of the mark), so the line keeps its columns.
    var inlineMarks: [Int: Int] = [:]  // line index → character offset of its first mark
    for index in inline {
      while let mark = Self.bracedMark(in: compiledLines[index].text) {
        let text = compiledLines[index].text
        let width = text[mark].unicodeScalars.count
        inlineMarks[index] =
          inlineMarks[index] ?? text.distance(from: text.startIndex, to: mark.lowerBound)
        compiledLines[index].text.replaceSubrange(mark, with: String(repeating: " ", count: width))
      }
    }
    guard let tree = SwiftSource.parse(compiledCode) else {
      for index in original.indices {
        compiledLines[index].text = original[index]
        compiledLines[index].writtenBeforeElision = nil
      }
      return elidedCalls
    }
    let locator = Locator(tree: tree, lines: compiledLines.map(\.text))
    let finder = EmptiedScopeFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    for index in marks {
      let line = index + 1
      if finder.emptyBodies.contains(where: { locator.lines(of: $0).contains(line) }) {
        compiledLines[index].text = "EmptyView()"
      } else if finder.emptyResults.contains(where: { locator.lines(of: $0).contains(line) }) {
        compiledLines[index].text = Self.trap(writtenAs: original[index])
      } else if finder.viewsWithoutBody.contains(where: { locator.lines(of: $0).contains(line) }) {
        compiledLines[index].text = "var body: some View { EmptyView() }"
      }
    }
    // `var body: some View { ... }`: the view shows nothing; `func size() -> CGSize { ... }` traps.
    for (index, offset) in inlineMarks {
      let line = index + 1
      let filler: String
      if finder.emptyBodies.contains(where: { locator.lines(of: $0).contains(line) }) {
        filler = "EmptyView()"
      } else if finder.emptyResults.contains(where: { locator.lines(of: $0).contains(line) }) {
        filler = Self.trap(writtenAs: original[index])
      } else {
        continue
      }
      let text = compiledLines[index].text
      let at = text.index(text.startIndex, offsetBy: offset)
      compiledLines[index].text.replaceSubrange(at..<text.index(after: at), with: filler)
    }
    return true
  }

  /// The first comment of each `body` that holds only comments (`// see the project on GitHub`):
  /// the author left the view's content out and said where it is, as a `...` would.
  private func commentedOutBodies() -> [Int] {
    let lines = compiledLines.map(\.text)
    guard lines.contains(where: { $0.contains("//") }),
      let tree = SwiftSource.parse(compiledCode)
    else { return [] }
    let locator = Locator(tree: tree, lines: lines)
    let finder = EmptiedScopeFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.emptyBodies.compactMap { body in
      let braces = locator.lines(of: body)
      guard braces.count > 2 else { return nil }
      let inside = (braces.lowerBound + 1)..<braces.upperBound
      let texts = inside.map { lines[$0 - 1].trimmingCharacters(in: .whitespaces) }
      guard texts.allSatisfy({ $0.isEmpty || $0.hasPrefix("//") }),
        !texts.contains(where: ElisionMark.isMark),
        let first = texts.firstIndex(where: { !$0.isEmpty })
      else { return nil }
      return inside.lowerBound + first - 1
    }
  }

  /// Calls whose arguments are all a mark (`config.present(…)`), standing as statements: each
  /// becomes a trap with the mark, as a function left empty does, since what it was given is not
  /// shown. True when there were any.
  private mutating func completeElidedArguments() -> Bool {
    let candidates = compiledLines.indices.filter {
      Self.parenthesizedMark(in: compiledLines[$0].text) != nil
    }
    guard !candidates.isEmpty, let tree = SwiftSource.parse(compiledCode) else { return false }
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    let finder = ElidedCallFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    var completed = false
    // From the right, so that a replacement leaves the columns of earlier calls where they are.
    let calls = finder.calls.map { call in
      (
        start: converter.location(for: call.positionAfterSkippingLeadingTrivia),
        end: converter.location(for: call.endPositionBeforeTrailingTrivia),
        text: call.trimmedDescription
      )
    }.filter { $0.start.line == $0.end.line }.sorted { $0.start.column > $1.start.column }
    for call in calls {
      let index = call.start.line - 1
      var bytes = Array(compiledLines[index].text.utf8)
      let range = (call.start.column - 1)..<(call.end.column - 1)
      guard range.upperBound <= bytes.count,
        String(decoding: bytes[range], as: UTF8.self) == call.text
      else { continue }
      bytes.replaceSubrange(range, with: Array(Self.trap(writtenAs: call.text).utf8))
      compiledLines[index].text = String(decoding: bytes, as: UTF8.self)
      completed = true
    }
    return completed
  }

  /// The mark a pair of parentheses holds alone on `text` (`(…)`, `(...)`).
  private static func parenthesizedMark(in text: String) -> Range<String.Index>? {
    for mark in ["...", "…"] {
      var searchStart = text.startIndex
      while let found = text.range(of: mark, range: searchStart..<text.endIndex) {
        searchStart = found.upperBound
        let before = text[..<found.lowerBound].last { $0 != " " }
        let after = text[found.upperBound...].first { $0 != " " }
        if before == "(" && after == ")" { return found }
      }
    }
    return nil
  }

  /// Calls standing as statements whose one unlabelled argument is the mark alone.
  private final class ElidedCallFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard
        node.parent?.is(CodeBlockItemSyntax.self) == true
          || node.parent?.is(ExpressionStmtSyntax.self) == true,
        node.arguments.count == 1, let only = node.arguments.first, only.label == nil,
        ["...", "…"].contains(only.expression.trimmedDescription)
      else { return .visitChildren }
      calls.append(node)
      return .visitChildren
    }
  }

  /// What a function left empty by a mark does when called: stops, with the mark as written.
  private static func trap(writtenAs line: String) -> String {
    line.contains("…") ? "fatalError(\"…\")" : "fatalError(\"...\")"
  }

  /// The mark a pair of braces holds alone on `text` (`{ ... }`, `{ … }`, `{ /* ... */ }`): the
  /// range of the mark itself.
  private static func bracedMark(in text: String) -> Range<String.Index>? {
    for mark in ["/* ... */", "/* … */", "...", "…"] {
      var searchStart = text.startIndex
      while let found = text.range(of: mark, range: searchStart..<text.endIndex) {
        searchStart = found.upperBound
        let before = text[..<found.lowerBound].last { $0 != " " }
        let after = text[found.upperBound...].first { $0 != " " }
        if before == "{" && after == "}" { return found }
      }
    }
    return nil
  }

  /// Code blocks of `body` getters with no statements, of functions and computed properties with
  /// no statements that must return a value, and member blocks of views without `body`.
  private final class EmptiedScopeFinder: SyntaxVisitor {
    var emptyBodies: [Syntax] = []
    var emptyResults: [Syntax] = []
    var viewsWithoutBody: [Syntax] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      // `Void` and `()` need no statement; `some View` left empty shows nothing, as `body` does.
      guard let body = node.body, body.statements.isEmpty,
        let result = node.signature.returnClause?.type.trimmedDescription,
        !["Void", "()"].contains(result)
      else { return .visitChildren }
      if result == "some View" {
        emptyBodies.append(Syntax(body))
      } else {
        emptyResults.append(Syntax(body))
      }
      return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      if case .getter(let statements)? = node.accessorBlock?.accessors, statements.isEmpty,
        let block = node.accessorBlock
      {
        let showsAView = node.typeAnnotation?.type.trimmedDescription == "some View"
        if node.pattern.trimmedDescription == "body" || showsAView {
          emptyBodies.append(Syntax(block))
        } else if node.typeAnnotation != nil {
          emptyResults.append(Syntax(block))
        }
      }
      return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      let isView =
        node.inheritanceClause?.inheritedTypes.contains {
          ["View", "SwiftUI.View"].contains($0.type.trimmedDescription)
        } == true
      let hasBody = node.memberBlock.members.contains { member in
        member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
          $0.pattern.trimmedDescription == "body"
        } == true
      }
      if isView && !hasBody { viewsWithoutBody.append(Syntax(node.memberBlock)) }
      return .visitChildren
    }
  }
}
