import Testing

@testable import DocBuildKit

@Suite struct CompilerMessageTests {
  @Test func readsErrorsWarningsAndNotesAndSkipsExcerpts() {
    let output = """
      /tmp/x/main.swift:12:5: error: cannot assign to property: 'counter' is a get-only property
       10 |
       11 |   func f() {
       12 |     counter = 3
          |     `- error: cannot assign to property: 'counter' is a get-only property
      /tmp/x/main.swift:3:9: warning: variable 'a' was never used
      /tmp/x/main.swift:1:8: note: '상태' declared here
      """
    let messages = CompilerMessage.parse(output)
    #expect(messages.count == 3)
    #expect(
      messages[0]
        == CompilerMessage(
          file: "/tmp/x/main.swift", line: 12, column: 5, severity: .error,
          text: "cannot assign to property: 'counter' is a get-only property"))
    #expect(messages[1].severity == .warning && messages[1].line == 3)
    #expect(messages[2].severity == .note && messages[2].text == "'상태' declared here")
  }
}
