import Foundation

/// A date chooser, shown as its label and the selected date written the same way on every machine
/// (US English, UTC), so previews do not depend on where the site is built.
public struct DatePicker<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let selection: Binding<Date>
  let components: DatePickerComponents
  let label: Label

  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.components = displayedComponents
    self.label = label()
  }

  /// The range limits what a user can pick; the engine's user never picks outside it.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  func makeElement() -> (Primitive, [Element]) {
    let shown = Text(verbatim: components.format(selection.wrappedValue))
    return (
      .container(.datePicker), [Element.build(label, slot: 0), Element.build(shown, slot: 1)]
    )
  }
}

extension DatePicker where Label == Text {
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }
}

public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static var hourAndMinute: Self { Self(rawValue: 1) }
  public static var date: Self { Self(rawValue: 2) }

  /// "Mar 5, 2026", "3:07 PM" or both.
  func format(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    let parts = [
      contains(.date) ? "MMM d, yyyy" : nil, contains(.hourAndMinute) ? "h:mm a" : nil,
    ].compactMap { $0 }
    formatter.dateFormat = parts.joined(separator: ", ")
    return formatter.string(from: date)
  }
}

public protocol DatePickerStyle {}
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  public static var automatic: Self { .init() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: Self { .init() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: Self { .init() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
  public static var wheel: Self { .init() }
}

extension View {
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    accepted("datePickerStyle")
  }
}
