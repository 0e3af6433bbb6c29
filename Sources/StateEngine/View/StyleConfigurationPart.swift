/// A part of a control that its style is handed to place (a label, a title, a menu's items),
/// drawn as the control was given it. SwiftUI declares one such type in each style's
/// configuration; they draw alike, so in the engine each configuration names this one.
public struct StyleConfigurationPart: View, PrimitiveView {
  public typealias Body = Never
  let content: any View

  func makeElement() -> (Primitive, [Element]) {
    (.transparent, [Element.build(content, slot: 0)])
  }
}
