/// A text input; the host types into it by its title (the placeholder). `Label` is the label
/// view's type, as in SwiftUI; the engine names a field by its title or prompt.
public struct TextField<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let title: String
  let text: Binding<String>
  let kind: TextInputKind
  /// The older initializers' `onCommit`: the return key's action.
  var onCommit: (() -> Void)?

  /// The same field under another label type: what a text field style is given.
  func relabelled<Other: View>(as: Other.Type = Other.self) -> TextField<Other> {
    var field = TextField<Other>(title, text: text, kind: kind)
    field.onCommit = onCommit
    return field
  }

  init<S: StringProtocol>(_ title: S, text: Binding<String>, kind: TextInputKind) {
    self.title = String(title)
    self.text = text
    self.kind = kind
  }

  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(prompt?.content ?? "", text: text, kind: .singleLine)
  }

  func makeElement() -> (Primitive, [Element]) {
    guard let onCommit else { return (.textField(title: title, text: text, kind: kind), []) }
    var field = self
    field.onCommit = nil
    return (.interaction(.submit(.text, action: onCommit)), [Element.build(field, slot: 0)])
  }
}

extension TextField where Label == Text {
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(title, text: text, kind: .singleLine)
  }

  /// The prompt is drawn in place of the title where SwiftUI draws it; the title stays the label.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(title, text: text)
  }

  /// With a `.vertical` axis the field grows into several lines as its text does.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(title, text: text, kind: axis == .vertical ? .growing : .singleLine)
  }

  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text?, axis: Axis
  ) {
    self.init(title, text: text, axis: axis)
  }

  /// The older form: `onCommit` runs on the return key, as an `onSubmit` around the field would;
  /// `onEditingChanged` is never called (the engine does not report focus changes to it).
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(title, text: text)
    self.onCommit = onCommit
  }
}

extension TextField where Label == Text {
  /// The same with a localized title (a key the note passes on): a plain title, as the engine has
  /// one language; without `onCommit`, the return key only ends editing.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: (() -> Void)? = nil
  ) {
    self.init(titleKey.key, text: text)
    self.onCommit = onCommit
  }
}

/// How a text input draws and takes the return key.
package enum TextInputKind {
  case singleLine
  /// `SecureField`: drawn as dots.
  case secure
  /// `TextField(axis: .vertical)`: grows to several lines.
  case growing
  /// `TextEditor`: a multi-line box.
  case editor
}
