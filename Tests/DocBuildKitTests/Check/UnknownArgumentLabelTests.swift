import Testing

@testable import DocBuildKit

/// A call of a SwiftUI type with a label none of its initializers has: named whether swiftc
/// names the label or only the positions of the arguments it cannot take.
struct UnknownArgumentLabelTests {
  private func cause(_ text: String, line: String, column: Int) -> CompileErrorCause? {
    UnknownArgumentLabel.cause(
      of: CompilerMessage(
        file: "main.swift", line: 1, column: column, severity: .error, text: text),
      lines: [Substring(line)])
  }

  @Test func extraArgumentsByPositionAreNamedByTheFirstUnknownLabel() {
    let line = #"        Text("안녕, 이름", replace: "이름", with: "민지")"#
    let found = cause("extra arguments at positions #2, #3 in call", line: line, column: 30)
    guard case .unknownArgumentLabel(let type, let written, let initializers) = found else {
      Issue.record("\(String(describing: found))")
      return
    }
    #expect(type == "Text")
    #expect(written == "replace")
    #expect(initializers.contains("Text(verbatim:)"))
  }

  @Test func anExtraArgumentIsNamedByItsLabel() {
    let line = #"        Text("再见", highlight: true)"#
    let found = cause("extra argument 'highlight' in call", line: line, column: 24)
    guard case .unknownArgumentLabel(_, let written, _) = found else {
      Issue.record("\(String(describing: found))")
      return
    }
    #expect(written == "highlight")
  }

  /// An extra argument whose label some initializer of the type has is another matter (an
  /// argument given twice, or out of place): no label is unknown.
  @Test func anExtraArgumentWithAKnownLabelIsNoUnknownLabel() {
    let line = #"        Text(date, style: .time, style: .date)"#
    #expect(cause("extra argument 'style' in call", line: line, column: 34) == nil)
  }
}
