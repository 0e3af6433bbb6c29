/// A view value expanded by one body run: primitives become elements with children; composite views stay
/// leaves whose bodies run later, each on its own node.
package struct Element {
  enum Content {
    case composite(any View)
    case primitive(Primitive, [Element])
  }

  let key: ChildKey
  let typeName: String
  let content: Content
  /// Whether a later composite at this identity has the same inputs, so its body can be skipped:
  /// field by field unless an `EquatableView` asks for the view's own `==`.
  var compareInputs: (any View, any View) -> Bool = InputComparison.equal
  /// A ForEach that reads its range once: how to build its rows over the first range.
  var constantRange: ConstantRange? = nil
  /// A ForEach row not built yet: built when its container shows it.
  var deferred: DeferredRow? = nil
  /// A control the environment's style may draw instead (see `StyleStack`).
  var restyle: ((EnvironmentValues) -> Element?)? = nil

  /// The element itself, or the row it stands for, built now.
  func resolved() -> Element {
    deferred?.element() ?? self
  }

  static func build(_ view: any View, slot: AnyHashable) -> Element {
    let type = Swift.type(of: view)
    let key = ChildKey(slot: slot, type: ObjectIdentifier(type))
    let name = displayName(of: type)
    if let primitive = view as? PrimitiveView {
      let (kind, children) = primitive.makeElement()
      var element = Element(key: key, typeName: name, content: .primitive(kind, children))
      element.constantRange = (view as? ConstantRangeView)?.constantRange
      if let styled = view as? EnvironmentStyled {
        element.restyle = { environment in
          styled.styled(in: environment).map { build($0, slot: slot) }
        }
      }
      return element
    }
    if let shape = view as? any Shape {
      return Element(key: key, typeName: name, content: .primitive(.drawing(shape.drawing), []))
    }
    return Element(key: key, typeName: name, content: .composite(view))
  }

  /// Children of a container, keyed by position.
  static func positional(_ views: [any View]) -> [Element] {
    views.enumerated().map { build($0.element, slot: $0.offset) }
  }
}

/// A type's name as SwiftUI prints it: without the module, generic arguments kept.
func displayName(of type: Any.Type) -> String {
  if let named = type as? DisplayNamed.Type { return named.nodeName }
  return String(describing: type)
}

/// Engine views that stand for something else in reports (an app mounted as the root).
protocol DisplayNamed {
  static var nodeName: String { get }
}
