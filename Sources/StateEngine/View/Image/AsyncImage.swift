import Foundation

/// An image loaded from a URL. Examples have no network, so it stays in its first phase:
/// the placeholder (or `content(.empty)`) is what shows.
public struct AsyncImage<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    self.content = Image(systemName: "photo")
  }

  public init<I: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> Content
  ) {
    self.content = placeholder()
  }

  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.content = content(.empty)
  }

  func makeElement() -> (Primitive, [Element]) {
    (.transparent, [Element.build(content, slot: 0)])
  }
}

public enum AsyncImagePhase {
  case empty
  case success(Image)
  case failure(any Error)

  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
