/// A multi-line text input. It has no title: the host types into it as "TextEditor".
public struct TextEditor: View, PrimitiveView {
  public typealias Body = Never
  let field: TextField<Text>

  public init(text: Binding<String>) {
    field = TextField(Self.label, text: text, kind: .editor)
  }

  /// The label scenarios address an editor by.
  static var label: String { "TextEditor" }

  func makeElement() -> (Primitive, [Element]) {
    field.makeElement()
  }
}
