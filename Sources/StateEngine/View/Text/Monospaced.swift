/// `monospaced`: text in the fixed-width variant of its font, which the preview draws in its
/// monospace face. `Font.monospaced()` keeps the font as it is (see `Differences.md`).
extension Font {
  public func monospaced() -> Font { self }
}

extension Text {
  public func monospaced(_ isActive: Bool = true) -> Text {
    isActive ? styled([Appearance.monospaced]) : self
  }
}

extension View {
  public func monospaced(_ isActive: Bool = true) -> some View {
    builtIn(
      isActive
        ? .appearance(Appearance(attributes: [Appearance.monospaced])) : .attribute("monospaced"))
  }
}

extension Appearance {
  static var monospaced: Attribute { Attribute(name: "monospaced", value: nil) }
}
