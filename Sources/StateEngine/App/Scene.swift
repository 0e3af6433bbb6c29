/// A part of an app's user interface; the engine mounts the content of an app's first window.
@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder var body: Body { get }
}

/// Never is the body of primitive views and scenes alike; its own `body` serves both protocols.
extension Never: Scene {
  public var body: Never { self }
}

extension Scene where Body == Never {
  public var body: Never {
    fatalError("\(Self.self) is a primitive scene and has no body")
  }
}

/// Scenes the engine understands directly: the root views of their windows.
protocol PrimitiveScene {
  var windowContents: [any View] { get }
}

/// Several scenes declared side by side in an app's body.
public struct TupleScene<T>: Scene, PrimitiveScene {
  public typealias Body = Never
  public var value: T
  let scenes: [any Scene]

  var windowContents: [any View] { scenes.flatMap(windowContents(of:)) }
}

/// The window contents a scene shows, looking through scenes that are composed of other scenes.
func windowContents(of scene: any Scene) -> [any View] {
  if let primitive = scene as? PrimitiveScene { return primitive.windowContents }
  func body<S: Scene>(of scene: S) -> any Scene { scene.body }
  return windowContents(of: body(of: scene))
}

@resultBuilder
public enum SceneBuilder {
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<
    (repeat each Content)
  > {
    var scenes: [any Scene] = []
    repeat scenes.append(each content)
    return TupleScene(value: (repeat each content), scenes: scenes)
  }
}
