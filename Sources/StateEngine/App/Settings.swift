/// A Mac app's settings window. The engine mounts an app's first window, and a settings window is
/// never one: its content is not mounted.
public struct Settings<Content: View>: Scene, PrimitiveScene {
  public typealias Body = Never
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  var windowContents: [any View] { [] }
}
