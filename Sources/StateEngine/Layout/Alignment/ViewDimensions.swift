/// A view's size and alignment guides, as an `alignmentGuide` computation sees them. The engine
/// does no layout, so a view's size is the one it was given (zero unless a test sets it).
public struct ViewDimensions: Equatable, Sendable {
  public let width: CGFloat
  public let height: CGFloat
  let explicitGuides: [AlignmentKey: CGFloat]

  init(width: CGFloat, height: CGFloat, explicitGuides: [AlignmentKey: CGFloat] = [:]) {
    self.width = width
    self.height = height
    self.explicitGuides = explicitGuides
  }

  public subscript(guide: HorizontalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.key.id.defaultValue(in: self)
  }

  public subscript(guide: VerticalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.key.id.defaultValue(in: self)
  }

  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitGuides[guide.key] }

  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitGuides[guide.key] }
}
