/// A pointer hovering over a view (iPad and Mac). A page's previews have no pointer the engine
/// follows, so nothing ever hovers: `onHover`'s action never runs and hover effects are not drawn.
public struct HoverEffect: Hashable, Sendable {
  let name: String

  public static var automatic: Self { Self(name: "automatic") }
  public static var highlight: Self { Self(name: "highlight") }
  public static var lift: Self { Self(name: "lift") }
}

extension View {
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
    accepted("onHover")
  }

  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true)
    -> some View
  {
    accepted("hoverEffect")
  }
}
