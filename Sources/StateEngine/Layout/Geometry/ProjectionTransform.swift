import Foundation

/// A 3×3 projective transform of the plane, in Core Graphics' row-vector order: a point
/// `(x, y, 1)` times the matrix. What a `GeometryEffect` returns.
/// (https://developer.apple.com/documentation/swiftui/projectiontransform)
public struct ProjectionTransform: Hashable, Sendable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

  public init() {}

  public init(_ m: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  }

  public var isIdentity: Bool { self == ProjectionTransform() }

  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// This transform, then `rhs`.
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    let (a, b) = (rows, rhs.rows)
    var product = ProjectionTransform()
    product.rows = (0..<3).map { i in
      (0..<3).map { j in (0..<3).reduce(CGFloat(0)) { $0 + a[i][$1] * b[$1][j] } }
    }
    return product
  }

  /// Inverts the transform; a singular one is left as it is and `false` returned.
  public mutating func invert() -> Bool {
    let m = rows
    let cofactors = (0..<3).map { i in
      (0..<3).map { j -> CGFloat in
        let (r0, r1) = ((i + 1) % 3, (i + 2) % 3)
        let (c0, c1) = ((j + 1) % 3, (j + 2) % 3)
        return m[r0][c0] * m[r1][c1] - m[r0][c1] * m[r1][c0]
      }
    }
    let determinant = (0..<3).reduce(CGFloat(0)) { $0 + m[0][$1] * cofactors[0][$1] }
    guard determinant != 0 else { return false }
    // The inverse is the transposed cofactor matrix over the determinant.
    rows = (0..<3).map { i in (0..<3).map { j in cofactors[j][i] / determinant } }
    return true
  }

  public func inverted() -> ProjectionTransform {
    var copy = self
    _ = copy.invert()
    return copy
  }

  private var rows: [[CGFloat]] {
    get { [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]] }
    set {
      (m11, m12, m13) = (newValue[0][0], newValue[0][1], newValue[0][2])
      (m21, m22, m23) = (newValue[1][0], newValue[1][1], newValue[1][2])
      (m31, m32, m33) = (newValue[2][0], newValue[2][1], newValue[2][2])
    }
  }
}

extension CGPoint {
  /// The point through a projective transform, divided back onto the plane.
  public func applying(_ m: ProjectionTransform) -> CGPoint {
    let w = x * m.m13 + y * m.m23 + m.m33
    return CGPoint(x: (x * m.m11 + y * m.m21 + m.m31) / w, y: (x * m.m12 + y * m.m22 + m.m32) / w)
  }
}
