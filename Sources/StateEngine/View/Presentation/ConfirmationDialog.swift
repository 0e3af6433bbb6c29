extension View {
  public func confirmationDialog<S: StringProtocol, Actions: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> Actions
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
      message: { EmptyView() })
  }

  public func confirmationDialog<S: StringProtocol, Actions: View, Message: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> Actions, @ViewBuilder message: @escaping () -> Message
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
      message: message)
  }

  public func confirmationDialog<Actions: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> Actions
  ) -> some View {
    confirmationDialog(
      title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
      message: { EmptyView() })
  }

  public func confirmationDialog<Actions: View, Message: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> Actions, @ViewBuilder message: @escaping () -> Message
  ) -> some View {
    // A dialog about no value: `()` is always there.
    confirmationDialog(
      title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: (),
      actions: { _ in actions() }, message: { _ in message() })
  }

  public func confirmationDialog<S: StringProtocol, T, Actions: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> Actions
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
      actions: actions, message: { _ in EmptyView() })
  }

  public func confirmationDialog<S: StringProtocol, T, Actions: View, Message: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> Actions,
    @ViewBuilder message: @escaping (T) -> Message
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
      actions: actions, message: message)
  }

  public func confirmationDialog<T, Actions: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> Actions
  ) -> some View {
    confirmationDialog(
      title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
      actions: actions, message: { _ in EmptyView() })
  }

  /// A dialog about a value, shown while `isPresented` is true and the value is there. The title
  /// shows only when asked for (`.visible`), as on iPhone. "Dialogs include a standard dismiss
  /// action by default. If you provide a button with a role of cancel, that button takes the place
  /// of the default dismiss action." (Apple's documentation of `confirmationDialog`)
  public func confirmationDialog<T, Actions: View, Message: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> Actions,
    @ViewBuilder message: @escaping (T) -> Message
  ) -> some View {
    let shownTitle = titleVisibility == .visible ? title : nil
    return builtIn(
      .presenter(
        Presenter(.dialog, isPresented: isPresented, onDismiss: nil) {
          guard let data else { return EmptyView() }
          var content = AlertContent(
            title: shownTitle, message: message(data), actions: actions(data))
          content.addsCancel = true
          return content
        }))
  }
}
