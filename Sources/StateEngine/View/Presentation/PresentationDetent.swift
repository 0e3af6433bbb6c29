/// The heights a sheet can rest at. The engine shows a sheet at its full height whatever its
/// detents, so they are accepted only.
public struct PresentationDetent: Hashable, Sendable {
  private let name: String
  private let amount: Double

  public static var medium: Self { Self(name: "medium", amount: 0) }
  public static var large: Self { Self(name: "large", amount: 0) }
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction", amount: Double(fraction))
  }
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "height", amount: Double(height))
  }
}

extension View {
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    accepted("presentationDetents")
  }

  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    accepted("presentationDetents")
  }

  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    accepted("presentationDragIndicator")
  }
}
