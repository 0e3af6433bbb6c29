/// A geometric value of one view (its bounds, a point in it) that another view resolves in its own
/// coordinates through `GeometryProxy`'s subscript. It holds the value in screen coordinates.
public struct Anchor<Value> {
  let global: Value
  let moved: (Value, CGPoint) -> Value

  /// The value measured from `origin`, a point in screen coordinates.
  func resolve(_ origin: CGPoint) -> Value { moved(global, origin) }

  /// What to take from the view that writes an anchor preference.
  public struct Source {
    let make: (CGRect) -> Anchor<Value>
  }
}

extension Anchor: Equatable where Value: Equatable {
  public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.global == rhs.global }
}

extension Anchor.Source where Value == CGRect {
  public static var bounds: Anchor<CGRect>.Source { rect(nil) }

  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { Self.rect(Optional(rect)) }

  /// A rectangle in the view's own coordinates; nil is its bounds.
  private static func rect(_ local: CGRect?) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source { frame in
      let rect =
        local.map { $0.offsetBy(dx: frame.minX, dy: frame.minY) } ?? frame
      return Anchor(global: rect) { $0.offsetBy(dx: -$1.x, dy: -$1.y) }
    }
  }
}

extension Anchor.Source where Value == CGPoint {
  public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
    located { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) }
  }

  public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
    located { point.point(in: $0) }
  }

  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }

  private static func located(_ point: @escaping (CGRect) -> CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { frame in
      Anchor(global: point(frame)) { CGPoint(x: $0.x - $1.x, y: $0.y - $1.y) }
    }
  }
}
