/// A scene with menu-bar commands: it shows the windows of the scene it wraps; the commands are
/// never shown.
public struct _CommandsModifiedScene<Content: Scene, C: Commands>: Scene, PrimitiveScene {
  public typealias Body = Never
  let content: Content
  let commands: C

  var windowContents: [any View] { StateEngine.windowContents(of: content) }
}

extension Scene {
  public func commands<C: Commands>(@CommandsBuilder content: () -> C) -> some Scene {
    _CommandsModifiedScene(content: self, commands: content())
  }
}
