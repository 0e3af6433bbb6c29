/// An app's entry point. A host mounts it as the root: its body is evaluated on a node of its own (so its
/// `@State` and `@StateObject` are installed there) and the first window's content is shown.
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  @SceneBuilder var body: Body { get }
  init()
}

/// The view a host mounts for an app; the app's fields are this view's dynamic properties.
package struct AppRoot<Application: App>: View, DisplayNamed {
  package var app: Application

  package init(app: Application) {
    self.app = app
  }

  static var nodeName: String { displayName(of: Application.self) }

  package var body: some View {
    if let window = windowContents(of: app.body).first {
      AnyView(window)
    }
  }
}
