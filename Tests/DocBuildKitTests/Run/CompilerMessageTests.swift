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

  /// The engine's modules are compiled under Apple's names: a type they declare is named as
  /// Xcode names it, never by the engine's module, on the page and in the terminal alike.
  @Test func theEnginesModulesAreNamedAsApplesOwn() {
    let messages = CompilerMessage.parse(
      """
      /tmp/x/main.swift:4:9: error: 'Kind' is not a member type of generic struct 'StateEngine.Button'
      /tmp/x/main.swift:7:3: error: cannot convert 'OpenCombine.AnyPublisher<Int, Never>' to 'EngineSwiftData.Query'
      /tmp/x/main.swift:9:3: error: 'MyStateEngine.Mode' is ambiguous
      """)
    #expect(
      messages.map(\.text) == [
        "'Kind' is not a member type of generic struct 'SwiftUI.Button'",
        "cannot convert 'Combine.AnyPublisher<Int, Never>' to 'SwiftData.Query'",
        // A note's own name that merely ends like a module is its own.
        "'MyStateEngine.Mode' is ambiguous",
      ])
  }
}
