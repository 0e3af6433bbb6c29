/// The older confirmation dialog: a title, a message and a list of buttons, presented as a dialog.
public struct ActionSheet {
  public typealias Button = Alert.Button

  let title: Text
  let message: Text?
  let buttons: [Button]

  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  var content: AlertContent {
    AlertContent(title: title, message: message, actions: Button.controls(for: buttons))
  }
}

extension View {
  public func actionSheet(isPresented: Binding<Bool>, content: @escaping () -> ActionSheet)
    -> some View
  {
    builtIn(
      .presenter(Presenter(.dialog, isPresented: isPresented, onDismiss: nil) { content().content })
    )
  }

  public func actionSheet<Item: Identifiable>(
    item: Binding<Item?>, content: @escaping (Item) -> ActionSheet
  ) -> some View {
    builtIn(.presenter(Presenter(.dialog, item: item, onDismiss: nil) { content($0).content }))
  }
}
