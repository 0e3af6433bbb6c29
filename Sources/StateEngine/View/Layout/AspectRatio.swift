import Foundation

/// Whether content scaled to an aspect ratio fits inside its box or fills it.
public enum ContentMode: Hashable, CaseIterable, Sendable { case fit, fill }

/// Layout by aspect ratio: the preview lays out with CSS, so these are recorded by name.
extension View {
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    accepted("aspectRatio")
  }
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    accepted("aspectRatio")
  }
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
