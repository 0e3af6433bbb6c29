/// How a presentation breaks through content that occludes it. The effect exists on visionOS
/// only; the engine runs examples as on an iPhone, so the modifier type-checks and changes nothing.
public struct PresentationBreakthroughEffect: Equatable, Sendable {
  private let name: String

  /// The system's choice for the presentation.
  public static var automatic: Self { Self(name: "automatic") }
  /// No breakthrough: occluding content hides the presentation.
  public static var none: Self { Self(name: "none") }
  /// A subtle blend of the presentation with the content in front of it.
  public static var subtle: Self { Self(name: "subtle") }
  /// The presentation shows prominently through the content in front of it.
  public static var prominent: Self { Self(name: "prominent") }
}

extension View {
  /// The breakthrough effect of the presentation this view is in; nothing on an iPhone.
  public func presentationBreakthroughEffect(_ effect: PresentationBreakthroughEffect) -> some View
  {
    self
  }
}
