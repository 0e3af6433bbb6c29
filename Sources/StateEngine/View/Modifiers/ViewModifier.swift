/// A reusable transformation of a view. Custom modifiers get a node of their own (they may hold state).
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
  public func body(content: Content) -> Never {
    fatalError("\(Self.self) is a primitive modifier")
  }
}

/// The content a custom modifier's body places.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  public typealias Body = Never
  let content: any View

  func makeElement() -> (Primitive, [Element]) { (.transparent, [Element.build(content, slot: 0)]) }
}

public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View, _BodylessView, PrimitiveView
where Content: View, Modifier: ViewModifier {
  public typealias Body = Never

  func makeElement() -> (Primitive, [Element]) {
    if let builtIn = modifier as? any PrimitiveModifier {
      return (
        builtIn.primitive,
        [Element.build(builtIn.drawnContent(of: content), slot: 0)] + builtIn.accessory
      )
    }
    if let effect = modifier as? any GeometryEffect {
      return (effect.primitive, [Element.build(content, slot: 0)])
    }
    if let joined = modifier as? any ConcatenatedModifier {
      return (.transparent, [Element.build(joined.applied(to: content), slot: 0)])
    }
    let body = CustomModifierBody(
      modifier: modifier, content: _ViewModifier_Content(content: content))
    return (.transparent, [Element.build(body, slot: 0)])
  }
}

/// Runs a custom modifier's body on a node named after the modifier.
private struct CustomModifierBody<Modifier: ViewModifier>: View {
  var modifier: Modifier
  let content: _ViewModifier_Content<Modifier>

  var body: some View {
    modifier.body(content: content)
  }
}

/// Reports name a custom modifier's body after the modifier, as SwiftUI's `_printChanges` does.
extension CustomModifierBody: DisplayNamed {
  static var nodeName: String { displayName(of: Modifier.self) }
}

/// A modifier the engine's own modules apply for a public one (SwiftData's container) is not the
/// note's: no report names its body.
extension CustomModifierBody: HostView where Modifier: HostView {}

extension View {
  public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<
    Self, Modifier
  > {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// The engine's own modifiers that SwiftUI names otherwise: each is one primitive element around the
/// content (`NamedModifiers` gives the common ones SwiftUI's names).
public struct _BuiltInModifier: PrimitiveModifier {
  public typealias Body = Never
  let primitive: Primitive
  /// A second child shown beside the content (a tab's label, toolbar items), built with the modifier.
  var accessory: [Element] = []
}

extension View {
  func builtIn(_ primitive: Primitive) -> ModifiedContent<Self, _BuiltInModifier> {
    modifier(_BuiltInModifier(primitive: primitive))
  }

  func builtIn(_ primitive: Primitive, accessory: any View) -> ModifiedContent<
    Self, _BuiltInModifier
  > {
    modifier(
      _BuiltInModifier(
        primitive: primitive, accessory: [Element.build(accessory, slot: ChildSlot.accessory)]))
  }

  /// Accepted for source compatibility; no visible effect in the engine.
  func accepted(_ name: String) -> ModifiedContent<Self, _BuiltInModifier> {
    builtIn(.attribute(name))
  }
}
