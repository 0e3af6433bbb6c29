/// Layout and styling modifiers: accepted and recorded by name, not drawn.
extension View {
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    accepted("padding")
  }
  public func padding(_ length: CGFloat) -> some View { accepted("padding") }
  public func font(_ font: Font?) -> some View { accepted("font") }
  public func fontWeight(_ weight: Font.Weight?) -> some View { accepted("fontWeight") }
  public func bold(_ isActive: Bool = true) -> some View { accepted("bold") }
  public func italic(_ isActive: Bool = true) -> some View { accepted("italic") }
  public func foregroundColor(_ color: Color?) -> some View { accepted("foregroundColor") }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    accepted("foregroundStyle")
  }
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    accepted("background")
  }
  // Colours are both styles and views; SwiftUI prefers the style overload too.
  @_disfavoredOverload
  public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
    accepted("background")
  }
  public func background<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    accepted("background")
  }
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View { accepted("tint") }
  public func tint(_ tint: Color?) -> some View { accepted("tint") }
  public func cornerRadius(_ radius: CGFloat) -> some View { accepted("cornerRadius") }
  public func opacity(_ opacity: Double) -> some View { accepted("opacity") }
  public func shadow(radius: CGFloat) -> some View { accepted("shadow") }
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    accepted("buttonStyle")
  }
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    accepted("textFieldStyle")
  }
  public func listStyle<S: ListStyle>(_ style: S) -> some View { accepted("listStyle") }
  public func multilineTextAlignment(_ alignment: HorizontalAlignment) -> some View {
    accepted("alignment")
  }
  public func lineLimit(_ number: Int?) -> some View { accepted("lineLimit") }
  public func imageScale(_ scale: Image.Scale) -> some View { accepted("imageScale") }
  public func navigationBarHidden(_ hidden: Bool) -> some View { accepted("navigationBarHidden") }
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View
  {
    accepted("titleDisplayMode")
  }

  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    accepted("frame")
  }

  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    accepted("frame")
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
  public func disabled(_ disabled: Bool) -> some View { builtIn(.disabled(disabled)) }

  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    builtIn(.lifecycle(onAppear: action, onDisappear: nil))
  }

  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    builtIn(.lifecycle(onAppear: nil, onDisappear: action))
  }

  public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
    builtIn(.environment { $0.objects[ObjectIdentifier(Object.self)] = object })
  }

  public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
    builtIn(.environment { $0.objects[ObjectIdentifier(Object.self)] = object })
  }

  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> some View {
    builtIn(.environment { $0[keyPath: keyPath] = value })
  }
}
