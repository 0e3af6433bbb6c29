import Foundation

/// Colours at locations from 0 to 1: what every gradient style spreads over its area.
public struct Gradient: Hashable, Sendable {
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat

    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  public var stops: [Stop]

  public init(stops: [Stop]) { self.stops = stops }

  /// Colours spread evenly from 0 to 1.
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
  }
}

/// `Color.gradient`: the system's gentle gradient from a colour, drawn from the colour to a lighter tint.
public struct AnyGradient: Hashable, ShapeStyle, Sendable {
  let gradient: Gradient

  public init(_ gradient: Gradient) { self.gradient = gradient }

  /// The gradient with every colour's opacity multiplied (SwiftUI's `ShapeStyle.opacity(_:)`, here
  /// for the one style notes apply it to, `Color.gradient`).
  public func opacity(_ opacity: Double) -> AnyGradient {
    AnyGradient(
      Gradient(
        stops: gradient.stops.map {
          Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location)
        }))
  }
}

extension AnyGradient: PaintingStyle {
  var paint: String { "linear-gradient(180deg, \(Paint.stops(gradient)))" }
}

/// A gradient used as a style is drawn from top to bottom, as `AnyGradient` is (iOS 16).
extension Gradient: ShapeStyle, PaintingStyle {
  var paint: String { AnyGradient(self).paint }
}

extension Color {
  public var gradient: AnyGradient {
    AnyGradient(Gradient(colors: [self, opacity(0.75)]))
  }
}
