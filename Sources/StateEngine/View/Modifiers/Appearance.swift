/// What a modifier changes in how its content looks (padding, frame, colours, font, bold), kept in
/// snapshots as `data-` attributes of a box around the content so previews can draw it. A value
/// of nil is a bare attribute: `data-bold`, or `data-padding` for the system's default padding.
package struct Appearance: Equatable {
  struct Attribute: Equatable {
    let name: String
    let value: String?
  }

  let attributes: [Attribute]
  /// How the modifier changes the space its content is offered, for `GeometryReader`.
  var layout: LayoutChange? = nil
  /// The font a `.font(_:)` modifier writes into the environment of the views below.
  var font: Font? = nil
  /// The corner radius a sheet's content asks for: drawn on the sheet around it, not as a box.
  var presentationCornerRadius: CGFloat? = nil
  /// A concatenated text's parts, drawn in place of its text, each with its own styling.
  var runs: [TextRun] = []

  /// The primitive for a modifier: its appearance, or its name alone when it sets no value.
  static func primitive(_ name: String, _ attributes: [Attribute]) -> Primitive {
    attributes.isEmpty ? .attribute(name) : .appearance(Appearance(attributes: attributes))
  }

  static func padding(_ edges: Edge.Set, _ length: CGFloat?) -> Primitive {
    var attributes = [Attribute(name: "padding", value: length.map(points))]
    if edges != .all {
      let names: [(Edge.Set, String)] = [
        (.top, "top"), (.bottom, "bottom"), (.leading, "leading"), (.trailing, "trailing"),
      ]
      let value = names.filter { edges.contains($0.0) }.map(\.1).joined(separator: " ")
      attributes.append(Attribute(name: "padding-edges", value: value))
    }
    return .appearance(
      Appearance(
        attributes: attributes,
        layout: .padding(EdgeInsets(edges, length ?? Appearance.defaultPadding))))
  }

  static func frame(width: CGFloat?, height: CGFloat?) -> Primitive {
    let attributes = [
      width.map { Attribute(name: "width", value: points($0)) },
      height.map { Attribute(name: "height", value: points($0)) },
    ].compactMap { $0 }
    guard !attributes.isEmpty else { return .attribute("frame") }
    return .appearance(
      Appearance(attributes: attributes, layout: .frame(width: width, height: height)))
  }

  /// The system's padding on an iPhone when none is given.
  static var defaultPadding: CGFloat { 16 }

  /// Only an infinite maximum shows: the content fills the width (or height) it is offered.
  static func flexibleFrame(maxWidth: CGFloat?, maxHeight: CGFloat?) -> Primitive {
    primitive(
      "frame",
      [
        maxWidth == .infinity ? Attribute(name: "max-width", value: "infinity") : nil,
        maxHeight == .infinity ? Attribute(name: "max-height", value: "infinity") : nil,
      ].compactMap { $0 })
  }

  /// `background` or `foreground` in a style the preview paints (`Paint`): a colour, a
  /// hierarchical style (`.secondary`), a gradient or a material; other styles keep only the
  /// modifier's name.
  static func color(_ role: String, _ style: Any) -> Primitive {
    primitive(
      role == "foreground" ? "foregroundStyle" : role,
      Paint.of(style).map { [Attribute(name: role, value: $0)] } ?? [])
  }

  static func font(_ font: Font) -> [Attribute] {
    [Attribute(name: "font", value: font.name)]
      + (font.size.map { [Attribute(name: "font-size", value: points($0))] } ?? [])
  }

  static var bold: Attribute { Attribute(name: "bold", value: nil) }

  /// Numbers separated by spaces, as `points` writes each: `data-scale="1.5 2"`.
  static func numbers(_ values: CGFloat...) -> String {
    values.map(points).joined(separator: " ")
  }

  /// An anchor other than the centre, for transforms: `data-anchor="0 1"`.
  static func anchor(_ anchor: UnitPoint) -> [Attribute] {
    anchor == .center ? [] : [Attribute(name: "anchor", value: numbers(anchor.x, anchor.y))]
  }

  /// Points as the snapshot writes them: whole numbers plainly, others to two decimals.
  static func points(_ value: CGFloat) -> String {
    guard value.isFinite else { return "infinity" }
    let rounded = (Double(value) * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  /// ` data-padding="16" data-bold`, escaped.
  var html: String {
    attributes.map { attribute in
      " data-\(attribute.name)" + (attribute.value.map { "=\"\(Snapshot.escape($0))\"" } ?? "")
    }.joined()
  }
}
