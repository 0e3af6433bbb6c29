/// The common modifiers under the names SwiftUI gives them, so `type(of: body)`, `Mirror` and
/// `_printChanges()` show what they show in SwiftUI (names and fields as in OpenSwiftUI, e.g.
/// `_PaddingLayout`, `_FrameLayout`, `_OpacityEffect`). Each is still one primitive element.
protocol PrimitiveModifier: ViewModifier where Body == Never {
  var primitive: Primitive { get }
  /// A second child shown beside the content (a tab's label, toolbar items).
  var accessory: [Element] { get }
  /// The view the modifier's element holds: the content, or a part of it the modifier draws anew.
  func drawnContent(of content: any View) -> any View
}

extension PrimitiveModifier {
  var accessory: [Element] { [] }
  func drawnContent(of content: any View) -> any View { content }
}

public struct _PaddingLayout: ViewModifier {
  public typealias Body = Never
  public var edges: Edge.Set
  public var insets: CGFloat?
}

public struct _FrameLayout: ViewModifier {
  public typealias Body = Never
  public var width: CGFloat?
  public var height: CGFloat?
  public var alignment: Alignment
}

public struct _FlexFrameLayout: ViewModifier {
  public typealias Body = Never
  public var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
  public var alignment: Alignment
}

public struct _BackgroundStyleModifier<Style: ShapeStyle>: ViewModifier {
  public typealias Body = Never
  public var style: Style
  public var ignoresSafeAreaEdges: Edge.Set
}

public struct _BackgroundModifier<Background: View>: ViewModifier {
  public typealias Body = Never
  public var background: Background
  public var alignment: Alignment
}

public struct _ForegroundStyleModifier<Style: ShapeStyle>: ViewModifier {
  public typealias Body = Never
  public var style: Style
}

public struct _OpacityEffect: ViewModifier {
  public typealias Body = Never
  public var opacity: Double
}

public struct _ShadowEffect: ViewModifier {
  public typealias Body = Never
  public var color: Color
  public var radius: CGFloat
  public var offset: CGSize
}

/// `onAppear`/`onDisappear`.
public struct _AppearanceActionModifier: ViewModifier {
  public typealias Body = Never
  public var appear: (() -> Void)?
  public var disappear: (() -> Void)?
}

/// A write to the environment: `.font`, `.foregroundColor`, `.environment(\.key, value)`,
/// `.environmentObject`.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
  public typealias Body = Never
  public var value: Value
  let transform: ((inout EnvironmentValues) -> Void)?
}

/// A change of an environment value: `.disabled`.
public struct _EnvironmentKeyTransformModifier<Value>: ViewModifier {
  public typealias Body = Never
  let transform: (inout Value) -> Void
  let primitiveValue: Primitive
}

extension _PaddingLayout: PrimitiveModifier {
  var primitive: Primitive { Appearance.padding(edges, insets) }
}
extension _FrameLayout: PrimitiveModifier {
  var primitive: Primitive { Appearance.frame(width: width, height: height) }
}
extension _FlexFrameLayout: PrimitiveModifier {
  var primitive: Primitive { Appearance.flexibleFrame(maxWidth: maxWidth, maxHeight: maxHeight) }
}
extension _BackgroundStyleModifier: PrimitiveModifier {
  var primitive: Primitive { Appearance.color("background", style) }
}
/// A background the preview can paint (a colour, a gradient) is the box's background; any other
/// view is a layer behind the content, built as part of the graph, so its bodies run and its
/// preferences (a `GeometryReader` measuring the content) reach the views above.
extension _BackgroundModifier: PrimitiveModifier {
  var primitive: Primitive {
    Paint.of(background) == nil
      ? .layered(above: false, alignment: alignment) : Appearance.color("background", background)
  }
  var accessory: [Element] {
    Paint.of(background) == nil ? [Element.build(background, slot: ChildSlot.accessory)] : []
  }
}
extension _ForegroundStyleModifier: PrimitiveModifier {
  var primitive: Primitive { Appearance.color("foreground", style) }
}
extension _OpacityEffect: PrimitiveModifier {
  var primitive: Primitive {
    Appearance.primitive(
      "opacity", [Appearance.Attribute(name: "opacity", value: Appearance.points(opacity))])
  }
}
extension _ShadowEffect: PrimitiveModifier {
  var primitive: Primitive {
    Appearance.primitive(
      "shadow",
      [
        Appearance.Attribute(
          name: "shadow", value: Appearance.numbers(radius, offset.width, offset.height)),
        Appearance.Attribute(name: "shadow-color", value: color.paint),
      ])
  }
}
extension _AppearanceActionModifier: PrimitiveModifier {
  var primitive: Primitive { .lifecycle(onAppear: appear, onDisappear: disappear) }
}
/// `.font` and `.foregroundColor` show in previews; other writes change the environment.
extension _EnvironmentKeyWritingModifier: PrimitiveModifier {
  var primitive: Primitive {
    if let transform { return .environment(transform) }
    if let font = value as? Font {
      return .appearance(Appearance(attributes: Appearance.font(font), font: font))
    }
    if let color = value as? Color { return Appearance.color("foreground", color) }
    return .attribute("environment")
  }
}
extension _EnvironmentKeyTransformModifier: PrimitiveModifier {
  var primitive: Primitive { primitiveValue }
}

extension View {
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(_PaddingLayout(edges: edges, insets: length))
  }
  public func padding(_ length: CGFloat) -> some View {
    modifier(_PaddingLayout(edges: .all, insets: length))
  }
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(_FrameLayout(width: width, height: height, alignment: alignment))
  }
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      _FlexFrameLayout(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
  }
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    modifier(_BackgroundStyleModifier(style: style, ignoresSafeAreaEdges: edges))
  }
  // Colours are both styles and views; SwiftUI prefers the style overload too.
  @_disfavoredOverload
  public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
    modifier(_BackgroundModifier(background: view, alignment: alignment))
  }
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder _ content: () -> V
  ) -> some View {
    modifier(_BackgroundModifier(background: content(), alignment: alignment))
  }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(_ForegroundStyleModifier(style: style))
  }
  public func opacity(_ opacity: Double) -> some View { modifier(_OpacityEffect(opacity: opacity)) }
  public func shadow(
    color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: CGFloat,
    x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    modifier(_ShadowEffect(color: color, radius: radius, offset: CGSize(width: x, height: y)))
  }
  public func font(_ font: Font?) -> some View {
    // A font is drawn and written by its appearance; no font takes the one above away.
    modifier(
      _EnvironmentKeyWritingModifier(value: font, transform: font == nil ? { $0.font = nil } : nil))
  }
  public func foregroundColor(_ color: Color?) -> some View {
    modifier(_EnvironmentKeyWritingModifier(value: color, transform: nil))
  }
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_AppearanceActionModifier(appear: action, disappear: nil))
  }
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_AppearanceActionModifier(appear: nil, disappear: action))
  }
  public func disabled(_ disabled: Bool) -> some View {
    modifier(
      _EnvironmentKeyTransformModifier<Bool>(
        transform: { $0 = $0 && !disabled }, primitiveValue: .disabled(disabled)))
  }
  public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
    modifier(
      _EnvironmentKeyWritingModifier<Object?>(
        value: object, transform: { $0.objects[ObjectIdentifier(Object.self)] = object }))
  }
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> some View {
    modifier(
      _EnvironmentKeyWritingModifier(value: value, transform: { $0[keyPath: keyPath] = value }))
  }
}
