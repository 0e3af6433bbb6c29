import Foundation

/// Masking by another view's alpha: accepted; the mask view is neither built nor drawn.
extension View {
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
    -> some View
  {
    accepted("mask")
  }
  @_disfavoredOverload
  public func mask<Mask: View>(_ mask: Mask) -> some View { accepted("mask") }
}
