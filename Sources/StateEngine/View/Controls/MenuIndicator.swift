import Foundation

extension View {
  /// Whether a `Menu` shows its indicator (the chevron beside its label). The engine draws no
  /// indicator, so every visibility looks the same.
  public func menuIndicator(_ visibility: Visibility) -> some View { accepted("menuIndicator") }
}
