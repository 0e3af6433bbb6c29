import Foundation

/// Colours changing around a centre, from one angle to another (0 points to the trailing side,
/// angles grow clockwise).
public struct AngularGradient: ShapeStyle, View, PrimitiveView {
  public typealias Body = Never
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle
  let endAngle: Angle

  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    // Equal angles mean a full turn.
    self.endAngle = startAngle == endAngle ? startAngle + .degrees(360) : endAngle
  }
  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle
    )
  }
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
  }
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  func makeElement() -> (Primitive, [Element]) { (.paint(paint), []) }
}

extension AngularGradient: PaintingStyle {
  /// CSS's conic gradients start at the top: a quarter turn before SwiftUI's zero.
  var paint: String {
    let sweep = endAngle.degrees - startAngle.degrees
    let stops = Paint.stops(gradient) { "\(Appearance.points($0 * sweep))deg" }
    let from = Appearance.points(startAngle.degrees + 90)
    return "conic-gradient(from \(from)deg at \(Paint.position(center)), \(stops))"
  }
}

extension ShapeStyle where Self == AngularGradient {
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
}
