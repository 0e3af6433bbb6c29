/// How a sheet looks and whether a swipe can close it. The engine draws every sheet alike, so
/// only `interactiveDismissDisabled` changes what happens: the host's `dismiss` (the user's swipe)
/// is refused while the sheet's content disables it.
extension View {
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    accepted(isDisabled ? Primitive.interactiveDismissDisabled : "interactiveDismissEnabled")
  }

  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    accepted("presentationCornerRadius")
  }

  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    accepted("presentationBackground")
  }

  public func presentationBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    accepted("presentationBackground")
  }

  public func presentationBackgroundInteraction(
    _ interaction: PresentationBackgroundInteraction
  ) -> some View {
    accepted("presentationBackgroundInteraction")
  }

  public func presentationContentInteraction(_ behavior: PresentationContentInteraction)
    -> some View
  {
    accepted("presentationContentInteraction")
  }

  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    accepted("presentationCompactAdaptation")
  }
}

extension Primitive {
  /// The attribute `interactiveDismissDisabled()` leaves in a sheet's content.
  package static let interactiveDismissDisabled = "interactiveDismissDisabled"
}

public struct PresentationBackgroundInteraction: Sendable {
  private let name: String
  public static let automatic = PresentationBackgroundInteraction(name: "automatic")
  public static let enabled = PresentationBackgroundInteraction(name: "enabled")
  public static let disabled = PresentationBackgroundInteraction(name: "disabled")
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction
  {
    .enabled
  }
}

public struct PresentationContentInteraction: Sendable {
  private let name: String
  public static let automatic = PresentationContentInteraction(name: "automatic")
  public static let resizes = PresentationContentInteraction(name: "resizes")
  public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

public struct PresentationAdaptation: Sendable {
  private let name: String
  public static let automatic = PresentationAdaptation(name: "automatic")
  public static let none = PresentationAdaptation(name: "none")
  public static let popover = PresentationAdaptation(name: "popover")
  public static let sheet = PresentationAdaptation(name: "sheet")
  public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}
