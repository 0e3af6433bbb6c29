@testable import DocBuildKit

/// Builds the code blocks a parser would give for a fence opening on `fenceLine` at `column`.
func fencedBlock(_ code: String, info: String = "swift", fenceLine: Int, column: Int = 1)
  -> CodeBlock
{
  let lineCount = code.blockLines.count
  return CodeBlock(
    info: info, code: code, isFenced: true,
    range: SourceRange(
      start: SourcePosition(line: fenceLine, column: column),
      end: SourcePosition(line: fenceLine + lineCount + 1, column: column)),
    firstCodeLine: fenceLine + 1)
}

/// The syntax problem the classifier finds in `code` fenced at `fenceLine`, nil when it parses.
func syntaxProblem(_ code: String, fenceLine: Int = 10) -> SyntaxProblem? {
  guard
    case .invalid(let problem) = SwiftBlockClassifier.classify(
      fencedBlock(code, fenceLine: fenceLine))
  else { return nil }
  return problem
}

/// The reason a page gives, in `language`, for a block with the syntax problem `problem`.
func syntaxReason(_ problem: SyntaxProblem, _ language: Language) -> String {
  NotRunReason.block(.invalid(problem)).text(in: language)
}

/// The notebook entries of Swift blocks with their attributes parsed from the info strings.
/// `compiles` stands for the compiler: it says which blocks add to the page.
func notebook(_ blocks: [CodeBlock], compiles: (Notebook.Entry) -> Bool = { _ in true })
  -> [Notebook.Entry]
{
  Notebook.assemble(
    blocks.map { ($0, FenceAttributes.parse($0, path: "note.md").0) }, compiles: compiles)
}

extension Notebook.Entry {
  var unit: CompilationUnit? {
    if case .compile(let unit) = outcome { unit } else { nil }
  }

  var notRunReason: String? {
    if case .notRun(let reason) = outcome { reason } else { nil }
  }
}

extension CompilationUnit {
  /// The 1-based unit line whose text is `text` (trimmed), for tests that locate a line by content.
  func line(containing text: String) -> Int? {
    sourceMap.lines.firstIndex { $0.text.contains(text) }.map { $0 + 1 }
  }
}
