import Testing

@testable import DocBuildKit

extension CheckTests {
  /// "no exact matches in call to initializer" is said as the call's type and what the note
  /// passes only where SwiftUI refuses the call too; elsewhere the engine may be what lacks it.
  @Suite struct NoMatchingInitializerTests {
    func error(line: Int, column: Int) -> CompilerMessage {
      CompilerMessage(
        file: "main.swift", line: line, column: column, severity: .error,
        text: "no exact matches in call to initializer")
    }

    func note(_ got: String) -> CompilerMessage {
      CompilerMessage(
        file: "main.swift", line: 2, column: 5, severity: .note,
        text: "candidate expects value of type 'String' for parameter #1 (got '\(got)')")
    }

    @Test func anOptionalGivenToACallIsNamed() {
      let lines: [Substring] = ["struct 名片: View {", "  var body: some View { Text(名字.first) }"]
      #expect(
        NoMatchingInitializer.cause(of: error(line: 2, column: 25), notes: [note("String?")], lines: lines)
          == .noMatchingInitializer(type: "Text", given: ["String?"]))
    }

    /// A type SwiftUI has an initializer for, which only the engine may lack: no cause.
    @Test func aNonOptionalArgumentIsLeftToTheCompilersWords() {
      let lines: [Substring] = ["  var body: some View { Text(今天) }"]
      #expect(
        NoMatchingInitializer.cause(of: error(line: 1, column: 25), notes: [note("Date")], lines: lines)
          == nil)
    }

    @Test func aWrapperIsGivenItsPropertysType() {
      let lines: [Substring] = ["  @AppStorage(\"주제\")", "  var 주제: 주제설정?", "  var body: some View { Text(\"\") }"]
      #expect(
        NoMatchingInitializer.cause(of: error(line: 1, column: 4), notes: [], lines: lines)
          == .noMatchingInitializer(type: "@AppStorage", given: ["주제설정?"]))
    }

    /// SwiftUI stores a `Date` (iOS 18) and an enumeration with a `String` raw value.
    @Test func aTypeSwiftUIStoresIsNoMistakeOfTheNote() {
      let date: [Substring] = ["  @AppStorage(\"last\") var last: Date = .now"]
      #expect(NoMatchingInitializer.cause(of: error(line: 1, column: 4), notes: [], lines: date) == nil)
      let raw: [Substring] = [
        "  @AppStorage(\"mode\") var mode: Mode = .light", "enum Mode: String { case light, dark }",
      ]
      #expect(NoMatchingInitializer.cause(of: error(line: 1, column: 4), notes: [], lines: raw) == nil)
    }
  
    /// `@Environment(\.complicationRenderingMode)`: swiftc found no such key, so the key path it
    /// got is unresolved; the key is what is missing, not a form of the call.
    @Test func anUnresolvedKeyPathIsNoFormOfTheCall() {
      let lines: [Substring] = ["  @Environment(\\.표시방식) var 표시방식"]
      #expect(
        NoMatchingInitializer.cause(
          of: error(line: 1, column: 4), notes: [note("KeyPath<Root, Value>")], lines: lines)
          == nil)
    }
  }
}
