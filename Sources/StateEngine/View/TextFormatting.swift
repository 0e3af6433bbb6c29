/// Formatted text. SwiftUI formats with the environment's locale and time zone when it draws; the
/// engine formats when the `Text` is built, with the fixed ones of `EnvironmentValues` (en_US, UTC).
private enum TextFormat {
  static let defaults = EnvironmentValues()

  static func string<F: FormatStyle>(_ input: F.FormatInput, _ format: F) -> String
  where F.FormatOutput == String {
    format.locale(defaults.locale).format(input)
  }

  static func string(_ dates: ClosedRange<Date>) -> String {
    var format = Date.IntervalFormatStyle(date: .numeric, time: .shortened)
    format.timeZone = defaults.timeZone
    return format.locale(defaults.locale).format(dates.lowerBound..<dates.upperBound)
  }

  static func string(_ date: Date, _ style: Text.DateStyle) -> String {
    switch style.kind {
    case .date, .time:
      var format =
        style.kind == .date
        ? Date.FormatStyle(date: .long, time: .omitted)
        : Date.FormatStyle(date: .omitted, time: .shortened)
      format.timeZone = defaults.timeZone
      return format.locale(defaults.locale).format(date)
    case .relative, .offset, .timer:
      // Relative to now: the virtual clock does not move `Date()`, so the text is as of building.
      return Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: .wide)
        .locale(defaults.locale).format(date)
    }
  }
}

extension Text {
  /// `Text(value, format: .number)`, `.percent`, `.currency(code:)`, dates' format styles.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: TextFormat.string(input, format))
  }

  public init(_ date: Date, style: DateStyle) {
    self.init(verbatim: TextFormat.string(date, style))
  }

  /// A span of time, "6/11/2024, 8:10 PM – 6/15/2024, 8:10 PM".
  public init(_ dates: ClosedRange<Date>) {
    self.init(verbatim: TextFormat.string(dates))
  }

  public init(_ interval: DateInterval) {
    self.init(interval.start...interval.end)
  }

  /// How `Text(date, style:)` shows a date: `.date` as "June 3, 2019", `.time` as "9:41 AM".
  public struct DateStyle: Sendable {
    enum Kind: Sendable { case date, time, relative, offset, timer }
    let kind: Kind

    public static var date: Self { Self(kind: .date) }
    public static var time: Self { Self(kind: .time) }
    public static var relative: Self { Self(kind: .relative) }
    public static var offset: Self { Self(kind: .offset) }
    public static var timer: Self { Self(kind: .timer) }
  }
}

/// Interpolations SwiftUI's text accepts: `"\(value, specifier: "%.1f")"`, `"\(value, format: .percent)"`,
/// `"\(date, style: .time)"`, `"\(number, formatter: formatter)"`.
extension DefaultStringInterpolation {
  public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
    appendLiteral(String(format: specifier, value))
  }

  public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatOutput == String {
    appendLiteral(TextFormat.string(input, format))
  }

  public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
    appendLiteral(TextFormat.string(date, style))
  }

  public mutating func appendInterpolation<Subject: NSObject>(
    _ subject: Subject, formatter: Formatter
  ) {
    appendLiteral(formatter.string(for: subject) ?? "")
  }

  /// A `Date`, which SwiftUI takes as a `ReferenceConvertible`: Linux's Foundation does not
  /// declare `Date` one, so the engine takes it by name.
  public mutating func appendInterpolation(_ date: Date, formatter: Formatter) {
    appendLiteral(formatter.string(for: date) ?? "")
  }
}

extension TextField where Label == Text {
  /// A field editing a value through a format: it shows the formatted value, and text that parses
  /// replaces the value (text that does not is ignored).
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(title, text: TextFormat.text(of: value, format: format))
  }

  /// A field over an optional value: nil shows an empty field, and text the format cannot read
  /// sets the value to nil ("If `format` can't perform the conversion, the text field sets
  /// `binding.value` to `nil`", Apple's documentation of `init(_:value:format:prompt:)`).
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(title, text: TextFormat.text(of: value, format: format))
  }

  /// The older form, through a `Formatter`: it shows `formatter.string(for:)`, and text that a
  /// `NumberFormatter` or `DateFormatter` reads as a value of the binding's type replaces the value.
  public init<S: StringProtocol, V>(
    _ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil
  ) {
    self.init(
      title,
      text: Binding(
        get: { formatter.string(for: value.wrappedValue) ?? "" },
        set: { text in
          if let parsed = TextFormat.value(of: text, as: V.self, with: formatter) {
            value.wrappedValue = parsed
          }
        }))
  }
}

extension TextField {
  /// The label-view forms of the format fields: the field is named by its prompt, as
  /// `init(text:prompt:label:)` is.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(text: TextFormat.text(of: value, format: format), prompt: prompt, label: label)
  }

  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(text: TextFormat.text(of: value, format: format), prompt: prompt, label: label)
  }
}

extension TextFormat {
  /// The text of a value through a format: text that parses replaces the value, other text is
  /// ignored.
  static func text<F: ParseableFormatStyle>(
    of value: Binding<F.FormatInput>, format: F
  ) -> Binding<String> where F.FormatOutput == String {
    let style = format.locale(defaults.locale)
    return Binding(
      get: { style.format(value.wrappedValue) },
      set: { text in
        if let parsed = try? style.parseStrategy.parse(text) { value.wrappedValue = parsed }
      })
  }

  /// The text of an optional value through a format: empty for nil; text that does not parse
  /// clears the value.
  static func text<F: ParseableFormatStyle>(
    of value: Binding<F.FormatInput?>, format: F
  ) -> Binding<String> where F.FormatOutput == String {
    let style = format.locale(defaults.locale)
    return Binding(
      get: { value.wrappedValue.map(style.format) ?? "" },
      set: { text in value.wrappedValue = try? style.parseStrategy.parse(text) })
  }

  /// The value a formatter reads from text, when it is one of `V`.
  static func value<V>(of text: String, as type: V.Type, with formatter: Formatter) -> V? {
    switch formatter {
    case let numbers as NumberFormatter:
      guard let number = numbers.number(from: text) else { return nil }
      return (number.doubleValue as? V) ?? (number.intValue as? V) ?? (number as? V)
    case let dates as DateFormatter:
      return dates.date(from: text) as? V
    default:
      return nil
    }
  }
}
