/// A type that names an alignment guide; its default value is where the guide falls in a view that
/// sets no explicit guide.
public protocol AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}
