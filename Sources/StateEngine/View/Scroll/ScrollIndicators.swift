/// Whether a scrollable view shows its scroll indicators. There is no scrolling to draw in the
/// engine's previews, so the visibility is accepted and not drawn (Differences.md).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let name: String

  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  public static let never = ScrollIndicatorVisibility(name: "never")
}

extension View {
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  )
    -> some View
  {
    accepted("scrollIndicators")
  }
}
