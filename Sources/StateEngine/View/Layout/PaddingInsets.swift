/// `padding(_ insets: EdgeInsets)`: each edge padded by its own length ("Adds different padding
/// widths to some or all of this view's edges", Apple's documentation).
extension View {
  public func padding(_ insets: EdgeInsets) -> some View {
    builtIn(Appearance.padding(insets))
  }
}

extension Appearance {
  /// One length on every edge draws as `padding(_:)` does; different lengths as one attribute
  /// per edge.
  static func padding(_ insets: EdgeInsets) -> Primitive {
    let lengths = [
      ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom),
      ("trailing", insets.trailing),
    ]
    let attributes =
      Set(lengths.map(\.1)).count == 1
      ? [Attribute(name: "padding", value: points(insets.top))]
      : lengths.map { Attribute(name: "padding-\($0.0)", value: points($0.1)) }
    return .appearance(Appearance(attributes: attributes, layout: .padding(insets)))
  }
}
