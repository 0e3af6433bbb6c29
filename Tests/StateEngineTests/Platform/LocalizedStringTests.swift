import EngineCombine
import Foundation
import Testing

@testable import StateEngine

extension Engine {
  /// `String(localized:)` looks its key up in the app's string tables and falls back to the value
  /// written in the code; `AttributedString(localized:)` does the same for an attributed string
  /// (Apple's documentation of `String.init(localized:table:bundle:locale:comment:)` and
  /// `AttributedString.init(localized:options:table:bundle:locale:comment:)`). An example has no
  /// tables: the value written in the code, its interpolations formatted.
  @Suite struct LocalizedStrings {
    @Test func aLocalizedStringIsItsValueWithInterpolationsWrittenIn() {
      let count = 3
      #expect(String(localized: "Hello") == "Hello")
      #expect(String(localized: "\(count) items") == "3 items")
      #expect(String(localized: "greeting", defaultValue: "Hi there") == "Hi there")
      let day = Date(timeIntervalSince1970: 0)
      let formatted = day.formatted(.dateTime.year())
      #expect(String(localized: "Year \(day, format: .dateTime.year())") == "Year \(formatted)")
    }

    @Test func aLocalizedAttributedStringHoldsTheSameCharacters() {
      var hello = AttributedString(localized: "hello")
      #expect(String(hello.characters) == "hello")
      let range = hello.range(of: "h")!
      hello[range].foregroundColor = .red
      #expect(hello.runs.count == 2)
    }
  }
}
