import Testing

@testable import DocBuildKit

/// Diagnostics as people and as CI read them.
@Suite struct DiagnosticFormatTests {
  let diagnostic = Diagnostic.error(
    "example.mismatch", "output differs: 50%, a:b", path: "ko/01-상태.md",
    range: SourceRange(lines: 12, 12), notes: ["- expected", "+ actual"])

  @Test func textIsRelativeToTheCurrentFolder() {
    let writer = DiagnosticConsoleWriter(format: .text, pathPrefix: "content")
    #expect(
      writer.line(for: diagnostic)
        == "content/ko/01-상태.md:12:1: error: output differs: 50%, a:b\n    - expected\n    + actual"
    )
  }

  @Test func githubAnnotationsEscapeAsWorkflowCommandsRequire() {
    let writer = DiagnosticConsoleWriter(format: .github, pathPrefix: "content/")
    #expect(
      writer.line(for: diagnostic)
        == "::error file=content/ko/01-상태.md,line=12,col=1,title=docbuild%3A example.mismatch::output differs: 50%25, a:b%0A- expected%0A+ actual"
    )
    var warning = diagnostic
    warning.severity = .warning
    warning.range = nil
    warning.notes = []
    #expect(writer.line(for: warning).hasPrefix("::warning file=content/ko/01-상태.md,title="))
  }

  @Test func absolutePathsAreKept() {
    var problem = diagnostic
    problem.path = "/work/content"
    problem.range = nil
    problem.notes = []
    #expect(
      DiagnosticConsoleWriter(pathPrefix: "content").line(for: problem)
        == "/work/content: error: output differs: 50%, a:b")
  }

  /// A note's name, an example's output or a message that starts a line with `::` would be a
  /// GitHub workflow command (`::stop-commands::` hides every later annotation); in text, no line
  /// starts so, while the annotations of `--format github` still do.
  @Test func noTextLineIsAWorkflowCommand() {
    let problem = Diagnostic.error(
      "example.mismatch", "输出不同\n::add-mask::secret", path: "::stop-commands::k.md",
      range: SourceRange(lines: 3, 3), notes: ["  ::warning::가짜", "+ fine :: here"])
    let text = DiagnosticConsoleWriter(format: .text).line(for: problem)
    for line in text.split(separator: "\n") {
      #expect(!line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("::"), "\(line)")
    }
    #expect(
      text == """
        \\::stop-commands::k.md:3:1: error: 输出不同
        \\::add-mask::secret
              \\::warning::가짜
            + fine :: here
        """)
    let github = DiagnosticConsoleWriter(format: .github).line(for: problem)
    #expect(github.hasPrefix("::error file=%3A%3Astop-commands%3A%3Ak.md,"))
    #expect(!github.contains("\n"))
  }
}
