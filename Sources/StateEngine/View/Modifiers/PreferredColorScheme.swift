extension View {
  /// The colour scheme the view asks for. SwiftUI applies it to the whole presentation the view is
  /// in; the engine applies it to the view and what it contains (Differences.md).
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    environment(\.colorScheme, colorScheme ?? .light)
  }
}
