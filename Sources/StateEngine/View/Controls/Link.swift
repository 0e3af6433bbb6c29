import Foundation

/// A control that opens a URL. Examples run without a browser or network: tapping it does nothing.
public struct Link<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let destination: URL
  let label: Label

  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  func makeElement() -> (Primitive, [Element]) {
    (.button(action: {}), [Element.build(label, slot: 0)])
  }
}

extension Link where Label == Text {
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
