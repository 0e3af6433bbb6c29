import Foundation

/// A label beside a value or content, as a form row shows it.
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  func makeElement() -> (Primitive, [Element]) {
    (.container(.labeledContent), [Element.build(label, slot: 1), Element.build(content, slot: 0)])
  }
}

extension LabeledContent where Label == Text {
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  public init<S: StringProtocol, Value: StringProtocol>(_ title: S, value: Value) {
    self.init(title) { Text(value) }
  }

  public init<S: StringProtocol, F: FormatStyle>(
    _ title: S, value: F.FormatInput, format: F
  ) where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(title) { Text(format.format(value)) }
  }
}
