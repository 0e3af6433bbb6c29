import Foundation

extension View {
  /// Makes the view resolve its geometry as one group before its children read it, so views
  /// that appear while an animated frame changes start where the frame already is. The engine
  /// does not animate layout, so there is nothing for it to change.
  public func geometryGroup() -> some View { accepted("geometryGroup") }

  /// Applies an affine transformation to the view's rendered output. The preview draws the view
  /// untransformed; the transform changes nothing a view reads.
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    accepted("transformEffect")
  }
}
