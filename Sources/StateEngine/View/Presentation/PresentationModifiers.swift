/// How a sheet looks and whether a swipe can close it. The preview paints a presentation
/// background the sheet's content sets and rounds the sheet's corners as its content asks; only
/// `interactiveDismissDisabled` changes what happens: the host's `dismiss` (the user's swipe) is
/// refused while the sheet's content disables it.
extension View {
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    accepted(isDisabled ? Primitive.interactiveDismissDisabled : "interactiveDismissEnabled")
  }

  /// nil keeps the system's corners.
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    builtIn(
      cornerRadius.map {
        .appearance(Appearance(attributes: [], presentationCornerRadius: max($0, 0)))
      } ?? .attribute("presentationCornerRadius"))
  }

  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    builtIn(Appearance.presentationBackground(style))
  }

  /// A background view the preview can paint (a colour, a gradient) paints the sheet; another
  /// (an image) is accepted only.
  public func presentationBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    builtIn(Appearance.presentationBackground(content()))
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

extension Appearance {
  /// The sheet's background: the content's box paints it and the preview stretches that box over
  /// the whole sheet.
  static func presentationBackground(_ style: Any) -> Primitive {
    guard let paint = Paint.of(style) else { return .attribute("presentationBackground") }
    return .appearance(
      Appearance(attributes: [
        Attribute(name: "background", value: paint),
        Attribute(name: "presentation-background", value: nil),
      ]))
  }
}

extension Primitive {
  /// The attribute `interactiveDismissDisabled()` leaves in a sheet's content.
  package static var interactiveDismissDisabled: String { "interactiveDismissDisabled" }
}

public struct PresentationBackgroundInteraction: Sendable {
  private let name: String
  public static var automatic: Self { Self(name: "automatic") }
  public static var enabled: Self { Self(name: "enabled") }
  public static var disabled: Self { Self(name: "disabled") }
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction
  {
    .enabled
  }
}

public struct PresentationContentInteraction: Sendable {
  private let name: String
  public static var automatic: Self { Self(name: "automatic") }
  public static var resizes: Self { Self(name: "resizes") }
  public static var scrolls: Self { Self(name: "scrolls") }
}

public struct PresentationAdaptation: Sendable {
  private let name: String
  public static var automatic: Self { Self(name: "automatic") }
  public static var none: Self { Self(name: "none") }
  public static var popover: Self { Self(name: "popover") }
  public static var sheet: Self { Self(name: "sheet") }
  public static var fullScreenCover: Self { Self(name: "fullScreenCover") }
}
