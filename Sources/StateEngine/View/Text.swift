/// A line of text; interpolation is resolved when the struct is built, inside the body that builds it.
public struct Text: View, PrimitiveView, Equatable {
  public typealias Body = Never
  let content: String
  /// What `bold()`, `font(_:)` and `foregroundColor(_:)` on the text set, shown in previews.
  var styling: [Appearance.Attribute] = []

  public init<S: StringProtocol>(_ content: S) {
    self.content = String(content)
  }

  public init(verbatim content: String) {
    self.content = content
  }

  /// An image within text, as its name (the host names icons by their names too).
  public init(_ image: Image) {
    self.content = image.name
  }

  func makeElement() -> (Primitive, [Element]) {
    guard !styling.isEmpty else { return (.text(content), []) }
    return (
      .appearance(Appearance(attributes: styling)),
      [Element.build(Text(verbatim: content), slot: 0)]
    )
  }

  func styled(_ attributes: [Appearance.Attribute]) -> Text {
    var text = self
    text.styling =
      styling.filter { old in !attributes.contains { $0.name == old.name } }
      + attributes
    return text
  }

  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(verbatim: lhs.content + rhs.content)
  }
}

/// Text styling that SwiftUI returns as `Text`, so `Text + Text` keeps working after it.
extension Text {
  public func bold() -> Text { styled([Appearance.bold]) }
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
  public func italic() -> Text { self }
  public func font(_ font: Font?) -> Text { font.map { styled(Appearance.font($0)) } ?? self }
  public func fontWeight(_ weight: Font.Weight?) -> Text { self }
  public func foregroundColor(_ color: Color?) -> Text {
    color.map { styled([Appearance.Attribute(name: "foreground", value: $0.description)]) } ?? self
  }
  /// iOS 17's `Text` overload: the style the preview can paint; other styles are left out.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    Paint.of(style).map { styled([Appearance.Attribute(name: "foreground", value: $0)]) } ?? self
  }
}

public struct Image: View, PrimitiveView, Equatable {
  public typealias Body = Never
  let name: String

  public init(systemName: String) {
    self.name = systemName
  }

  /// A symbol that fills in as the value goes from 0 to 1; drawn as the symbol itself.
  public init(systemName: String, variableValue: Double?) {
    self.name = systemName
  }

  public init(_ name: String) {
    self.name = name
  }

  public enum Scale: Hashable, Sendable { case small, medium, large }

  func makeElement() -> (Primitive, [Element]) { (.image(name), []) }
}

/// A title with an icon; `labelStyle` chooses which of them shows.
public struct Label: View, PrimitiveView {
  public typealias Body = Never
  let title: any View
  let icon: any View

  public init<S: StringProtocol>(_ title: S, systemImage: String) {
    self.title = Text(title)
    self.icon = Image(systemName: systemImage)
  }

  public init<S: StringProtocol>(_ title: S, image: String) {
    self.title = Text(title)
    self.icon = Image(image)
  }

  public init<Title: View, Icon: View>(
    @ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon
  ) {
    self.title = title()
    self.icon = icon()
  }

  /// The label a style's configuration describes: in a label style's body, the label as the
  /// styles outside it draw it.
  public init(_ configuration: LabelStyleConfiguration) {
    self.title = configuration.title
    self.icon = configuration.icon
  }

  func makeElement() -> (Primitive, [Element]) {
    (.container(.label), [Element.build(icon, slot: 0), Element.build(title, slot: 1)])
  }
}
