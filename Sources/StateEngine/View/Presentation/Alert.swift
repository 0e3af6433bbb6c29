import Foundation

/// What an alert or dialog shows: its title, its message, then its buttons. Without buttons an alert
/// has one "OK" button that only dismisses it, as in SwiftUI.
struct AlertContent: View, PrimitiveView {
  typealias Body = Never
  let title: Text?
  let message: (any View)?
  let actions: any View
  /// A confirmation dialog's standard dismiss action, which a button of role `cancel` replaces.
  var addsCancel = false

  init<Actions: View>(title: Text?, message: (any View)?, actions: Actions) {
    self.title = title
    self.message = message
    self.actions = Actions.self == EmptyView.self ? StateEngine.Button("OK") {} : actions
  }

  func makeElement() -> (Primitive, [Element]) {
    let parts: [(any View)?] = [title, message, actions]
    var children = parts.enumerated().compactMap { index, part in
      part.map { Element.build($0, slot: index) }
    }
    if addsCancel, !children.contains(where: \.holdsCancelButton) {
      var role = ButtonRole.cancel
      role.isSystemProvided = true
      children.append(Element.build(StateEngine.Button("Cancel", role: role) {}, slot: parts.count))
    }
    return (.transparent, children)
  }
}

extension Element {
  /// Whether a button of role `cancel` is among the buttons already built here (a button inside
  /// a view whose body has not run yet is not seen).
  fileprivate var holdsCancelButton: Bool {
    guard case .primitive(let kind, let children) = content else { return false }
    if case .button(_, let role) = kind, role == .cancel { return true }
    return children.contains(where: \.holdsCancelButton)
  }
}

/// The older alert form: a title, a message and one or two buttons.
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    self.buttons = [dismissButton ?? .default(Text("OK"))]
  }

  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    self.buttons = [primaryButton, secondaryButton]
  }

  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }

    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }

    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), role: .cancel, action: action)
    }

    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }
  }

  var content: AlertContent {
    AlertContent(title: title, message: message, actions: Button.controls(for: buttons))
  }
}

extension Alert.Button {
  /// The buttons as the controls a user taps, in order.
  static func controls(for buttons: [Alert.Button]) -> some View {
    ForEach(buttons.indices, id: \.self) { index in
      StateEngine.Button(role: buttons[index].role, action: buttons[index].action ?? {}) {
        buttons[index].label
      }
    }
  }
}

/// Whether a dialog shows its title.
public enum Visibility: Hashable, Sendable {
  case automatic, visible, hidden
}

extension View {
  public func alert<S: StringProtocol, Actions: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> Actions
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  public func alert<S: StringProtocol, Actions: View, Message: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> Actions,
    @ViewBuilder message: @escaping () -> Message
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: message)
  }

  public func alert<Actions: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> Actions
  ) -> some View {
    alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  public func alert<Actions: View, Message: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> Actions,
    @ViewBuilder message: @escaping () -> Message
  ) -> some View {
    builtIn(
      .presenter(
        Presenter(.alert, isPresented: isPresented, onDismiss: nil) {
          AlertContent(title: title, message: message(), actions: actions())
        }))
  }

  /// An alert about a value: shown while `isPresented` is true and the value is there.
  public func alert<T, Actions: View, Message: View>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> Actions, @ViewBuilder message: @escaping (T) -> Message
  ) -> some View {
    builtIn(
      .presenter(
        Presenter(.alert, isPresented: isPresented, onDismiss: nil) {
          guard let data else { return EmptyView() }
          return AlertContent(title: title, message: message(data), actions: actions(data))
        }))
  }

  public func alert<S: StringProtocol, T, Actions: View, Message: View>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> Actions, @ViewBuilder message: @escaping (T) -> Message
  ) -> some View {
    alert(
      Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  public func alert<T, Actions: View>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> Actions
  ) -> some View {
    alert(
      title, isPresented: isPresented, presenting: data, actions: actions,
      message: { _ in EmptyView() })
  }

  public func alert<S: StringProtocol, T, Actions: View>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> Actions
  ) -> some View {
    alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
  }

  /// An alert about an error: shown while `isPresented` is true and the error is there, titled
  /// with its `errorDescription` ("The error's errorDescription value is used as the title of
  /// the alert", Apple's documentation of `alert(isPresented:error:actions:)`).
  public func alert<E: LocalizedError, Actions: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping () -> Actions
  ) -> some View {
    alert(
      isPresented: isPresented, error: error, actions: { _ in actions() },
      message: { _ in EmptyView() })
  }

  public func alert<E: LocalizedError, Actions: View, Message: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping (E) -> Actions,
    @ViewBuilder message: @escaping (E) -> Message
  ) -> some View {
    alert(
      Text(error?.errorDescription ?? ""), isPresented: isPresented, presenting: error,
      actions: actions, message: message)
  }

  public func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> some View {
    builtIn(
      .presenter(Presenter(.alert, isPresented: isPresented, onDismiss: nil) { content().content }))
  }

  public func alert<Item: Identifiable>(
    item: Binding<Item?>, content: @escaping (Item) -> Alert
  ) -> some View {
    builtIn(.presenter(Presenter(.alert, item: item, onDismiss: nil) { content($0).content }))
  }

  public func confirmationDialog<S: StringProtocol, Actions: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> Actions
  ) -> some View {
    confirmationDialog(
      title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
      message: { EmptyView() })
  }

  /// The title shows only when asked for (`.visible`), as on iPhone. "Dialogs include a standard
  /// dismiss action by default. If you provide a button with a role of cancel, that button takes
  /// the place of the default dismiss action." (Apple's documentation of `confirmationDialog`)
  public func confirmationDialog<S: StringProtocol, Actions: View, Message: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> Actions, @ViewBuilder message: @escaping () -> Message
  ) -> some View {
    let shownTitle = titleVisibility == .visible ? Text(title) : nil
    return builtIn(
      .presenter(
        Presenter(.dialog, isPresented: isPresented, onDismiss: nil) {
          var content = AlertContent(title: shownTitle, message: message(), actions: actions())
          content.addsCancel = true
          return content
        }))
  }
}
