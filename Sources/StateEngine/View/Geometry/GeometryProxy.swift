/// What a `GeometryReader` tells its content: the size it was offered, the safe-area insets at its
/// edges, and its frame measured from the screen, itself or a named ancestor.
public struct GeometryProxy {
  let placement: Placement

  public var size: CGSize { placement.frame.size }
  public var safeAreaInsets: EdgeInsets { placement.safeAreaInsets }

  public func frame(in space: CoordinateSpace) -> CGRect {
    let frame = placement.frame
    switch space {
    case .global:
      return frame
    case .local:
      return CGRect(origin: .zero, size: frame.size)
    case .named(let name):
      // An unknown name measures from the screen, as SwiftUI does.
      let origin = placement.namedSpaces[name]?.origin ?? .zero
      return frame.offsetBy(dx: -origin.x, dy: -origin.y)
    }
  }

  /// An anchor's value in this reader's own coordinates.
  public subscript<Value>(anchor: Anchor<Value>) -> Value {
    anchor.resolve(placement.frame.origin)
  }
}
