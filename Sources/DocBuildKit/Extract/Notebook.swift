/// A page is a notebook: each runnable Swift block compiles with the declarations of the page's
/// earlier blocks.
///
/// - Declarations (types, extensions, functions, variables, imports) of program blocks accumulate down
///   the page; a later block that declares the same name replaces the earlier declaration, both in its
///   own unit and for the blocks after it. Top-level statements, `#Preview`s and view expressions are
///   never carried to later blocks.
/// - `standalone` blocks get no page context; they, `compile_fail` blocks and fragments add nothing to it.
///   A `compile_fail` block is compiled as written even when it does not parse (or reads as a log).
/// - A lone `body` or a list of members is compiled inside `struct __Fragment` (a `View` when a `body`
///   is among them); a view expression inside `struct __Fragment: View { var body: some View { … } }`.
///   Modifier chains are not run, nor are snippets, unless the page declares the values they read
///   (then they are programs).
/// - `#Preview { … }`, or a view expression written next to declarations, becomes
///   `@MainActor @ViewBuilder func __docbuildPreview() -> some View { … }`, the unit's root.
/// - `@main` is blanked out (same width, so columns hold): the runner brings its own entry point.
/// - Every unit starts with a synthesized `import SwiftUI`.
public enum Notebook {
  /// One Swift block of the page and what the build does with it.
  public struct Entry: Hashable, Sendable {
    public enum Outcome: Hashable, Sendable {
      case compile(CompilationUnit)
      case notRun(reason: String)
    }

    public var blockIndex: Int
    public var codeBlock: CodeBlock
    public var attributes: FenceAttributes
    /// The code as shown (`visibleCode`) and as compiled.
    public var hiddenLines: HiddenLines
    public var category: SwiftBlockCategory
    public var outcome: Outcome
  }

  static let previewFunction = "__docbuildPreview"
  static let fragmentType = "__Fragment"

  /// Assembles the compilation units of a page's Swift blocks, given in page order.
  public static func assemble(_ blocks: [(codeBlock: CodeBlock, attributes: FenceAttributes)])
    -> [Entry]
  {
    var context: [ContextDeclaration] = []
    return blocks.enumerated().map { index, block in
      let hiddenLines = HiddenLines(code: block.codeBlock.code)
      var analysis = SwiftBlockClassifier.analyze(block.codeBlock, hiddenLines: hiddenLines)
      let pageNames = Set(context.flatMap(\.declaration.names))
      if analysis.category == .fragment(.snippet), !block.attributes.standalone,
        analysis.undeclaredValues.isSubset(of: pageNames)
      {
        analysis.category = .program
      }
      let assembler = UnitAssembler(
        blockIndex: index, codeBlock: block.codeBlock, attributes: block.attributes,
        hiddenLines: hiddenLines,
        analysis: analysis, context: block.attributes.standalone ? [] : context)
      let outcome = assembler.outcome()
      if case .compile = outcome, case .program = analysis.category, !block.attributes.standalone,
        block.attributes.mode.addsToPage
      {
        context = assembler.contextAfter()
      }
      return Entry(
        blockIndex: index, codeBlock: block.codeBlock, attributes: block.attributes,
        hiddenLines: hiddenLines,
        category: analysis.category, outcome: outcome)
    }
  }
}

/// A declaration carried down the page, with its lines already mapped to the note.
struct ContextDeclaration: Hashable, Sendable {
  var declaration: Declaration
  var lines: [SourceMap.Line]
}

extension FenceAttributes.Mode {
  fileprivate var isCompileFail: Bool {
    if case .compileFail = self { true } else { false }
  }

  /// Blocks that are meant to compile share their declarations with the rest of the page.
  fileprivate var addsToPage: Bool {
    switch self {
    case .run, .compileOnly: true
    case .compileFail, .ignore: false
    }
  }
}

/// Builds the unit of one block.
private struct UnitAssembler {
  let blockIndex: Int
  let codeBlock: CodeBlock
  let attributes: FenceAttributes
  let hiddenLines: HiddenLines
  let analysis: SwiftBlockAnalysis
  let context: [ContextDeclaration]

  func outcome() -> Notebook.Entry.Outcome {
    if attributes.mode == .ignore { return .notRun(reason: "`ignore`: shown, not compiled") }
    switch analysis.category {
    case .program:
      return .compile(programUnit())
    case .fragment(let kind):
      guard let unit = fragmentUnit(kind) else { return .notRun(reason: kind.reason) }
      return .compile(unit)
    case .apiListing, .consoleLog, .invalid:
      // The author says it must fail to compile: compile it as written, even when it does not parse.
      if attributes.mode.isCompileFail { return .compile(programUnit()) }
      return .notRun(reason: analysis.category.reason)
    }
  }

  /// The page context after this block: its declarations replace those with the same names.
  func contextAfter() -> [ContextDeclaration] {
    keptContext
      + blockDeclarations.map { item, declaration in
        ContextDeclaration(declaration: declaration, lines: item.lines.map { mappedLine($0) })
      }
  }

  // MARK: Programs

  private var blockDeclarations: [(item: BlockItem, declaration: Declaration)] {
    analysis.items.compactMap { item in
      if case .declaration(let declaration) = item.kind { (item, declaration) } else { nil }
    }
  }

  private var keptContext: [ContextDeclaration] {
    let redefined = Set(blockDeclarations.flatMap(\.declaration.names))
    return context.filter { redefined.isDisjoint(with: $0.declaration.names) }
  }

  private func programUnit() -> CompilationUnit {
    var lines = [Self.importLine] + keptContext.flatMap(\.lines)
    let expressionLines = Set(
      analysis.items.filter { $0.kind == .viewExpression }.flatMap { Array($0.lines) })
    var previewCount = 0
    for lineNumber in hiddenLines.compiledLines.indices.map({ $0 + 1 })
    where !expressionLines.contains(lineNumber) {
      if let header = previewHeader(startingAt: lineNumber) {
        previewCount += 1
        let name = Notebook.previewFunction + (previewCount == 1 ? "" : "\(previewCount)")
        lines.append(
          replacing(
            header, on: lineNumber, with: "@MainActor @ViewBuilder func \(name)() -> some View "))
      } else {
        lines.append(mappedLine(lineNumber))
      }
    }
    if previewCount == 0 && !expressionLines.isEmpty {
      previewCount = 1
      lines.append(
        Self.synthesized(
          "@MainActor @ViewBuilder func \(Notebook.previewFunction)() -> some View {"))
      lines += expressionLines.sorted().map { mappedLine($0) }
      lines.append(Self.synthesized("}"))
    }
    let root: RootView? =
      if let named = attributes.root { .type(named) } else if previewCount > 0 {
        .preview(Notebook.previewFunction + "()")
      } else {
        RootViewFinder.root(
          blockApps: blockDeclarations.compactMap(\.declaration.appName),
          blockViews: blockDeclarations.compactMap(\.declaration.viewName),
          unitDeclarations: keptContext.map(\.declaration) + blockDeclarations.map(\.declaration)
        ).map { .type($0) }
      }
    return CompilationUnit(
      sourceMap: SourceMap(lines: lines), root: root,
      hasTopLevelCode: analysis.items.contains { $0.kind == .statement }, blockIndex: blockIndex,
      fragment: nil)
  }

  private func previewHeader(startingAt line: Int) -> Range<Int>? {
    for item in analysis.items where item.lines.lowerBound == line {
      if case .preview(let header?) = item.kind { return header }
    }
    return nil
  }

  // MARK: Fragments

  private func fragmentUnit(_ kind: FragmentKind) -> CompilationUnit? {
    let opening: [String]
    let closing: [String]
    let isView: Bool
    switch kind {
    case .body, .members:
      isView = analysis.declaresBody
      opening = ["struct \(Notebook.fragmentType)\(isView ? ": View" : "") {"]
      closing = ["}"]
    case .viewExpression:
      isView = true
      opening = ["struct \(Notebook.fragmentType): View {", "var body: some View {"]
      closing = ["}", "}"]
    case .modifierChain, .snippet:
      return nil
    }
    let blockLines = hiddenLines.compiledLines.indices.map { mappedLine($0 + 1) }
    let lines =
      [Self.importLine] + context.flatMap(\.lines) + opening.map(Self.synthesized) + blockLines
      + closing.map(Self.synthesized)
    return CompilationUnit(
      sourceMap: SourceMap(lines: lines),
      root: attributes.root.map { .type($0) } ?? (isView ? .type(Notebook.fragmentType) : nil),
      hasTopLevelCode: false, blockIndex: blockIndex, fragment: kind)
  }

  // MARK: Lines

  private static let importLine = synthesized("import SwiftUI")

  private static func synthesized(_ text: String) -> SourceMap.Line {
    SourceMap.Line(text: text, origin: .synthesized)
  }

  /// Compiled line `line` (1-based) with its note origin, `@main` blanked out.
  private func mappedLine(_ line: Int) -> SourceMap.Line {
    let compiled = hiddenLines.compiledLines[line - 1]
    var text = compiled.text
    for (_, declaration) in blockDeclarations {
      if let main = declaration.mainAttribute, main.line == line {
        text = Self.replacingScalars(
          in: text, main.columns, with: String(repeating: " ", count: main.columns.count))
      }
    }
    return SourceMap.Line(
      text: text,
      origin: .note(
        line: codeBlock.firstCodeLine + compiled.codeLine,
        columnShift: compiled.columnShift + codeBlock.range.start.column - 1))
  }

  /// Line `line` with the columns `header` replaced, shifting the map so the rest keeps its columns.
  private func replacing(_ header: Range<Int>, on line: Int, with replacement: String)
    -> SourceMap.Line
  {
    var mapped = mappedLine(line)
    mapped.text = Self.replacingScalars(in: mapped.text, header, with: replacement)
    if case .note(let noteLine, let shift) = mapped.origin {
      mapped.origin = .note(
        line: noteLine, columnShift: shift + header.count - replacement.unicodeScalars.count)
    }
    return mapped
  }

  private static func replacingScalars(
    in text: String, _ columns: Range<Int>, with replacement: String
  ) -> String {
    var scalars = Array(text.unicodeScalars)
    let lower = min(columns.lowerBound - 1, scalars.count)
    let upper = min(columns.upperBound - 1, scalars.count)
    scalars.replaceSubrange(lower..<upper, with: replacement.unicodeScalars)
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return String(result)
  }
}
