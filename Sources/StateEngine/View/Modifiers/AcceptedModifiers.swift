/// Layout and styling modifiers: accepted and recorded by name, not drawn.
extension View {
  public func fontWeight(_ weight: Font.Weight?) -> some View { accepted("fontWeight") }
  public func bold(_ isActive: Bool = true) -> some View {
    builtIn(isActive ? .appearance(Appearance(attributes: [Appearance.bold])) : .attribute("bold"))
  }
  public func italic(_ isActive: Bool = true) -> some View { accepted("italic") }
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View { accepted("tint") }
  public func tint(_ tint: Color?) -> some View { accepted("tint") }
  public func listStyle<S: ListStyle>(_ style: S) -> some View { accepted("listStyle") }
  public func multilineTextAlignment(_ alignment: HorizontalAlignment) -> some View {
    accepted("alignment")
  }
  public func imageScale(_ scale: Image.Scale) -> some View { accepted("imageScale") }
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View
  {
    accepted("titleDisplayMode")
  }
}

/// Modifiers whose effect the engine renders or acts on.
extension View {
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    builtIn(.navigationTitle(String(title)))
  }
  public func navigationTitle(_ title: Text) -> some View {
    builtIn(.navigationTitle(title.content))
  }
  /// Drawn under the navigation title (macOS 11, iOS 26).
  public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
    builtIn(.navigationSubtitle(String(subtitle)))
  }
  public func navigationSubtitle(_ subtitle: Text) -> some View {
    builtIn(.navigationSubtitle(subtitle.content))
  }
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(title)
  }
  public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title)
  }
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    navigationTitle(title)
  }

  public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
    builtIn(.environment { $0.objects[ObjectIdentifier(Object.self)] = object })
  }
}
