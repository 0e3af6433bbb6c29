/// Opens a URL (`@Environment(\.openURL)`). Examples cannot leave the page: the default action
/// does nothing; a view can handle URLs itself with `OpenURLAction(handler:)`.
public struct OpenURLAction {
  public struct Result: Sendable {
    let accepted: Bool

    public static var handled: Self { Self(accepted: true) }
    public static var discarded: Self { Self(accepted: false) }
    public static var systemAction: Self { Self(accepted: true) }
    public static func systemAction(_ url: URL) -> Result { Result(accepted: true) }
  }

  private let handler: (URL) -> Result

  public init(handler: @escaping (URL) -> Result) {
    self.handler = handler
  }

  public func callAsFunction(_ url: URL) {
    _ = handler(url)
  }

  public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    completion(handler(url).accepted)
  }
}

private enum OpenURLKey: EnvironmentKey {
  static let defaultValue = OpenURLAction { _ in .systemAction }
}

extension EnvironmentValues {
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
