import Foundation

/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Hashable, Sendable {
  public var topLeading, bottomLeading, bottomTrailing, topTrailing: CGFloat

  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// A rectangle whose corners each have their own radius.
public struct UnevenRoundedRectangle: Shape {
  public var cornerRadii: RectangleCornerRadii
  public var style: RoundedCornerStyle

  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
  }

  public func path(in rect: CGRect) -> Path {
    let radii = cornerRadii
    var path = Path()
    path.move(to: CGPoint(x: rect.minX + radii.topLeading, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX - radii.topTrailing, y: rect.minY))
    path.addArc(
      center: CGPoint(x: rect.maxX - radii.topTrailing, y: rect.minY + radii.topTrailing),
      radius: radii.topTrailing, startAngle: .degrees(-90), endAngle: .zero, clockwise: false)
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - radii.bottomTrailing))
    path.addArc(
      center: CGPoint(x: rect.maxX - radii.bottomTrailing, y: rect.maxY - radii.bottomTrailing),
      radius: radii.bottomTrailing, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    path.addLine(to: CGPoint(x: rect.minX + radii.bottomLeading, y: rect.maxY))
    path.addArc(
      center: CGPoint(x: rect.minX + radii.bottomLeading, y: rect.maxY - radii.bottomLeading),
      radius: radii.bottomLeading, startAngle: .degrees(90), endAngle: .degrees(180),
      clockwise: false)
    path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + radii.topLeading))
    path.addArc(
      center: CGPoint(x: rect.minX + radii.topLeading, y: rect.minY + radii.topLeading),
      radius: radii.topLeading, startAngle: .degrees(180), endAngle: .degrees(270),
      clockwise: false)
    path.closeSubpath()
    return path
  }
}
