/// Whether a scroll view shows its scroll indicators. A page scrolls with the browser's own bars,
/// so the engine draws none and the visibility is accepted only.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  private let name: String

  public static var automatic: Self { Self(name: "automatic") }
  public static var visible: Self { Self(name: "visible") }
  public static var hidden: Self { Self(name: "hidden") }
  public static var never: Self { Self(name: "never") }
}

extension View {
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  ) -> some View {
    accepted("scrollIndicators")
  }
}
