import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

private struct Prices: View {
  @State private var amount = 1234.5
  let date = Date(timeIntervalSince1970: 1_559_554_860)  // 2019-06-03 09:41 UTC

  var body: some View {
    VStack {
      Text(amount, format: .number)
      Text(0.25, format: .percent)
      Text(amount, format: .currency(code: "USD"))
      Text("Pi is \(Double.pi, specifier: "%.2f")")
      Text("Share \(0.5, format: .percent)")
      Text(date, style: .date)
      Text(date, style: .time)
      Text(verbatim: "\\(raw)")
      TextField("Amount", value: $amount, format: .number)
        .keyboardType(.decimalPad)
        .textInputAutocapitalization(.never)
    }
  }
}

/// The older field through a `Formatter`.
private struct Quantity: View {
  @State private var count = 3

  var body: some View {
    VStack {
      TextField("Count", value: $count, formatter: NumberFormatter())
      Text("count \(count)")
    }
  }
}

/// A date through a `DateFormatter`, as notes written before format styles do.
private struct Birthday: View {
  let formatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateStyle = .medium
    formatter.timeStyle = .none
    formatter.locale = Locale(identifier: "en_US")
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter
  }()

  var body: some View {
    Text("Born \(Date(timeIntervalSince1970: 1_559_554_860), formatter: formatter)")
  }
}

/// Fields over optional values, with a title and with a label view.
private struct OptionalAge: View {
  @State private var age: Int? = nil
  @State private var height: Double? = 1.5

  var body: some View {
    VStack {
      TextField("Age", value: $age, format: .number)
      TextField(value: $height, format: .number, prompt: Text("Height")) { Text("Height") }
      Text(age.map { "age \($0)" } ?? "no age")
      Text(height.map { "height \($0)" } ?? "no height")
    }
  }
}

extension Engine {
  @Suite struct TextFormatting {
    /// `LocalizedStringKey.StringInterpolation.appendInterpolation(_:formatter:)` takes a
    /// `ReferenceConvertible` subject such as `Date` as well as an `NSObject` (Apple's
    /// documentation): the formatter's string is interpolated. The engine takes a `Date`.
    /// `Text(_:)` of a `ClosedRange<Date>` or a `DateInterval` (iOS 14) shows both ends.
    @Test func aDateRangeShowsBothEnds() throws {
      let start = Date(timeIntervalSince1970: 1_559_554_860)  // 2019-06-03 09:41 UTC
      let end = start.addingTimeInterval(2 * 86_400)
      let html = ViewHost(
        VStack {
          Text(start...end)
          Text(DateInterval(start: start, end: end))
        }
      ).snapshotHTML()
      let texts = html.matches(of: #/<p class="ui-text">([^<]*)</p>/#).map { String($0.1) }
      #expect(texts.count == 2, "\(html)")
      #expect(texts.first == texts.last)
      let shown = try #require(texts.first)
      #expect(shown.contains("6/3/2019") && shown.contains("6/5/2019"), "\(shown)")
    }

    @Test func aDateInterpolatesThroughAFormatter() {
      #expect(ViewHost(Birthday()).snapshotHTML().contains(">Born Jun 3, 2019<"))
    }

    /// `TextField(_:value:formatter:prompt:)` "creates a text field that applies a formatter to a
    /// bound value" (Apple's documentation): it shows the formatted value, and text the formatter
    /// reads replaces it.
    @Test func aFormatterFieldShowsAndParsesItsValue() throws {
      let host = ViewHost(Quantity())
      #expect(host.snapshotHTML().contains("value=\"3\""))
      try host.type("12", into: "Count")
      #expect(host.snapshotHTML().contains(">count 12<"))
      try host.type("many", into: "Count")
      #expect(host.snapshotHTML().contains(">count 12<"))
    }

    /// Formatted as Foundation's format styles do in the en_US locale and UTC that the engine's
    /// environment fixes (Apple's documentation of `Text.init(_:format:)` and `Text.DateStyle`).
    @Test func formatStylesSpecifiersAndDateStyles() {
      let html = ViewHost(Prices()).snapshotHTML()
      for text in [
        "1,234.5", "25%", "$1,234.50", "Pi is 3.14", "Share 50%", "June 3, 2019",
        // A narrow no-break space before AM, as in Apple's formats since iOS 17 (ICU 72).
        "9:41\u{202F}AM", "\\(raw)",
      ] {
        #expect(html.contains("<p class=\"ui-text\">\(text)</p>"), "\(text)")
      }
      #expect(html.contains("value=\"1,234.5\""))
    }

    /// Text that parses replaces the value; text that does not leaves it as it was.
    @Test func aValueFieldParsesWhatIsTyped() throws {
      let host = ViewHost(Prices())
      try host.type("99.5", into: "Amount")
      #expect(host.snapshotHTML().contains("<p class=\"ui-text\">$99.50</p>"))
      try host.type("lots", into: "Amount")
      #expect(host.snapshotHTML().contains("<p class=\"ui-text\">$99.50</p>"))
    }

    /// `init(_:value:format:prompt:)` over an optional value: nil is an empty field, and "if
    /// `format` can't perform the conversion, the text field sets `binding.value` to `nil`"
    /// (Apple's documentation).
    @Test func anOptionalValueFieldClearsTheValueOnTextThatDoesNotParse() throws {
      let host = ViewHost(OptionalAge())
      #expect(host.snapshotHTML().contains("no age"))
      #expect(host.snapshotHTML().contains("value=\"1.5\""))
      try host.type("42", into: "Age")
      #expect(host.snapshotHTML().contains("age 42"))
      try host.type("old", into: "Age")
      #expect(host.snapshotHTML().contains("no age"))
      try host.type("tall", into: "Height")
      #expect(host.snapshotHTML().contains("no height"))
    }
  }
}
