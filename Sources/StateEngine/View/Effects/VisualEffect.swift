import Foundation

/// Changes to how a view is drawn that leave its layout alone: what the closures of `visualEffect`
/// and `scrollTransition` return, made by chaining effects on the placeholder they are given
/// (`content.scaleEffect(0.8).opacity(0.5)`). Each effect is drawn as its view modifier is.
public protocol VisualEffect: Sendable, Animatable {}

/// The placeholder for the view a visual-effect closure changes: no effect yet.
public struct EmptyVisualEffect: VisualEffect {
  public init() {}
}

/// The effects chained on the placeholder, each as the element its view modifier makes, the
/// first innermost. Primitives hold closures, so the chain is not checked as sendable.
private struct VisualEffectChain: VisualEffect, @unchecked Sendable {
  var effects: [Primitive]
}

extension VisualEffect {
  private func then(_ effect: Primitive) -> VisualEffectChain {
    VisualEffectChain(effects: ((self as? VisualEffectChain)?.effects ?? []) + [effect])
  }

  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    then(_ScaleEffect(scale: scale, anchor: anchor).primitive)
  }
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    then(_ScaleEffect(scale: CGSize(width: s, height: s), anchor: anchor).primitive)
  }
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some VisualEffect
  {
    then(_ScaleEffect(scale: CGSize(width: x, height: y), anchor: anchor).primitive)
  }
  public func offset(_ offset: CGSize) -> some VisualEffect {
    then(_OffsetEffect(offset: offset).primitive)
  }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
    then(_OffsetEffect(offset: CGSize(width: x, height: y)).primitive)
  }
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    then(_RotationEffect(angle: angle, anchor: anchor).primitive)
  }
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some VisualEffect {
    then(
      _Rotation3DEffect(
        angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective
      ).primitive)
  }
  public func opacity(_ opacity: Double) -> some VisualEffect {
    then(_OpacityEffect(opacity: opacity).primitive)
  }
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
    then(_BlurEffect(radius: radius, isOpaque: opaque).primitive)
  }
  public func brightness(_ amount: Double) -> some VisualEffect {
    then(_BrightnessEffect(amount: amount).primitive)
  }
  public func contrast(_ amount: Double) -> some VisualEffect {
    then(_ContrastEffect(amount: amount).primitive)
  }
  public func saturation(_ amount: Double) -> some VisualEffect {
    then(_SaturationEffect(amount: amount).primitive)
  }
  public func grayscale(_ amount: Double) -> some VisualEffect {
    then(_GrayscaleEffect(amount: amount).primitive)
  }
  public func hueRotation(_ angle: Angle) -> some VisualEffect {
    then(_HueRotationEffect(angle: angle).primitive)
  }
}

/// A visual effect on a view: each effect of the chain around the content, as its modifier.
private struct VisualEffectModifier: ViewModifier, ConcatenatedModifier {
  typealias Body = Never
  let effect: any VisualEffect

  func applied(to content: any View) -> any View {
    func wrapped<Content: View>(_ content: Content, in effect: Primitive) -> any View {
      content.builtIn(effect)
    }
    var view = content
    for effect in (effect as? VisualEffectChain)?.effects ?? [] {
      view = wrapped(view, in: effect)
    }
    return view
  }
}

/// `visualEffect`'s view: the closure reads the space the content is offered, as a
/// `GeometryReader`'s does, each time the view is built; the content's layout stays its own.
private struct VisualEffectReader<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let effect: (EmptyVisualEffect, GeometryProxy) -> any VisualEffect

  func makeElement() -> (Primitive, [Element]) {
    let (content, effect) = (content, effect)
    let reader = GeometryRole.effect { proxy in
      Element.build(content.visualEffect(effect(EmptyVisualEffect(), proxy)), slot: 0)
    }
    return (.geometry(reader), [])
  }
}

extension View {
  /// The effect a scroll transition's closure makes for the phase the view is shown in.
  func visualEffect(_ effect: any VisualEffect) -> some View {
    modifier(VisualEffectModifier(effect: effect))
  }

  public func visualEffect(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  ) -> some View {
    VisualEffectReader(content: self) { effect($0, $1) }
  }
}
