/// A line of text; interpolation is resolved when the struct is built, inside the body that builds it.
public struct Text: View, PrimitiveView, Equatable {
  public typealias Body = Never
  let content: String
  /// What `bold()`, `font(_:)` and `foregroundColor(_:)` on the text set, shown in previews.
  var styling: [Appearance.Attribute] = []
  /// A concatenation's parts when they are styled apart (`Text("Total ").bold() + Text(sum)`),
  /// each drawn with its own styling; empty for a text styled as one.
  var runs: [TextRun] = []

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
    guard !styling.isEmpty || !runs.isEmpty else { return (.text(content), []) }
    return (
      .appearance(Appearance(attributes: styling, runs: runs)),
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

  /// One text, read and found by its whole content; drawn part by part when a part has a style.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var text = Text(verbatim: lhs.content + rhs.content)
    let runs = lhs.partRuns + rhs.partRuns
    if runs.contains(where: { !$0.styling.isEmpty }) { text.runs = runs }
    return text
  }

  /// The text as parts of a concatenation: its own runs under its styling (a part's own style
  /// wins), or itself as one run.
  private var partRuns: [TextRun] {
    guard !runs.isEmpty else { return [TextRun(content: content, styling: styling)] }
    return runs.map { run in
      let outer = styling.filter { style in !run.styling.contains { $0.name == style.name } }
      return TextRun(content: run.content, styling: outer + run.styling)
    }
  }
}

/// One part of a concatenated text and its styling.
struct TextRun: Equatable {
  let content: String
  let styling: [Appearance.Attribute]
}

/// Text styling that SwiftUI returns as `Text`, so `Text + Text` keeps working after it.
extension Text {
  public func bold() -> Text { styled([Appearance.bold]) }
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
  public func italic() -> Text { styled([Appearance.Attribute(name: "italic", value: nil)]) }
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
