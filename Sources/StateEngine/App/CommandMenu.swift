/// A menu of its own in the menu bar, holding the given controls.
public struct CommandMenu<Content: View>: Commands {
  public typealias Body = Never
  let name: Text
  let content: Content

  public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
    self.name = Text(name)
    self.content = content()
  }

  public init(_ name: Text, @ViewBuilder content: () -> Content) {
    self.name = name
    self.content = content()
  }
}
