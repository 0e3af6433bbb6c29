/// A scene presenting a window whose root is the given view.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
  public typealias Body = Never
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  var windowContents: [any View] { [content] }
}
