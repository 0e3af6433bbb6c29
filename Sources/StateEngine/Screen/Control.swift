/// A control the host can operate, found in the visible tree.
package struct Control {
  package enum Kind: String {
    case button, toggle
    case textField = "text field"
    case link
    case tab
    case option
    case slider
    /// Views with a gesture: what the user does to them.
    case tappable = "tappable view"
    case doubleTappable = "double-tappable view"
    case longPressable = "long-pressable view"
    case draggable = "draggable view"
    case pinchable = "pinchable view"
    case rotatable = "rotatable view"
  }

  package let kind: Kind
  package let label: String
  /// Other names an action can find the control by: the texts and images inside a view with a
  /// gesture, each alone, as a touch lands on one of them (a row `"Milk square"` is tapped on
  /// `"Milk"`), and `Image` for one that shows only images.
  package var otherNames: [String] = []
  package let node: Node
  package let enclosingViews: [String]
  /// Tabs and picker options: what choosing them does.
  package var choose: (() -> Void)? = nil
  /// Picker options: the picker's own label.
  package var pickerLabel: String? = nil

  package var isEnabled: Bool { node.environment.isEnabled }

  package var description: String {
    let owner = enclosingViews.first.map { " in \($0)" } ?? ""
    return "\(kind.rawValue) \"\(label)\"\(owner)"
  }

  package static func all(in layer: Node) -> [Control] {
    var controls: [Control] = []
    VisibleTree.walk(layer) { controls += of($0) }
    return controls
  }

  /// The controls a node is: none, one, or a TabView's tabs or a Picker's options.
  package static func of(_ node: Node) -> [Control] {
    switch node.primitive {
    case .tabView?, .picker?:
      return choices(of: node)
    case .selection?:
      return selectableRows(of: node)
    case .disclosure?:
      let label = node.children.first { $0.key.slot == AnyHashable(ChildSlot.accessory) }
      return [
        Control(
          kind: .button, label: label.map(VisibleTree.label(of:)) ?? "", node: node,
          enclosingViews: VisibleTree.enclosingViews(of: node),
          choose: { node.graph.toggleDisclosure(node) })
      ]
    case .interaction(.gesture(let recognizer))? where !recognizer.parts.isEmpty:
      // A view with combined gestures is a control of each kind its parts are; a sequence's
      // second part only after a first the host performs whole (a tap, a long press).
      var parts = recognizer.parts
      if recognizer.kind == .sequence, parts[0].kind.wholeValue == nil { parts.removeLast() }
      let kinds = parts.compactMap { gestureKind($0.kind) }
      guard !kinds.isEmpty, let label = label(of: node) else { return [] }
      return kinds.map {
        Control(
          kind: $0, label: label, node: node, enclosingViews: VisibleTree.enclosingViews(of: node))
      }
    default:
      guard let kind = labelledKind(of: node), let label = label(of: node) else { return [] }
      return [
        Control(
          kind: kind, label: label,
          otherNames: names(of: node).filter { $0 != label },
          node: node, enclosingViews: VisibleTree.enclosingViews(of: node))
      ]
    }
  }

  /// The kind of a control that is one node with one label.
  static func labelledKind(of node: Node) -> Kind? {
    switch node.primitive {
    case .button?: .button
    case .toggle?: .toggle
    case .textField?: .textField
    case .navigationLink?: .link
    case .slider?: .slider
    case .interaction(.gesture(let recognizer))?:
      // Of combined gestures, the first part's kind: `of` lists a control for each part.
      gestureKind(recognizer.kind)
        ?? recognizer.parts.lazy.compactMap { gestureKind($0.kind) }.first
    default: nil
    }
  }

  /// What the host can do to a view with the gesture.
  package static func gestureKind(_ kind: GestureRecognizer.Kind) -> Kind? {
    switch kind {
    case .tap(count: 1): .tappable
    case .tap(count: 2): .doubleTappable
    case .longPress: .longPressable
    case .drag: .draggable
    case .magnification: .pinchable
    case .rotation: .rotatable
    case .tap, .simultaneous, .exclusive, .sequence, .unrecognized: nil
    }
  }

  static func label(of node: Node) -> String? {
    switch node.primitive {
    case .textField(let title, _, _)?: title
    case .button?, .toggle?, .navigationLink?, .slider?: VisibleTree.label(of: node)
    case .interaction(.gesture)?: gestureLabel(of: node)
    default: nil
    }
  }

  /// Every name an action can find the node's control by: its label, then for a view with a
  /// gesture each text or image inside it, and `Image` when it shows images and no text.
  static func names(of node: Node) -> [String] {
    guard let label = label(of: node) else { return [] }
    switch node.primitive {
    case .interaction(.gesture)?: break
    case .button?, .navigationLink?:
      // A symbol beside a button's text is part of its label, but a reader names it by the text.
      return [label] + VisibleTree.texts(of: node).filter { $0 != label }
    default: return [label]
    }
    var texts: [String] = []
    var images: [String] = []
    VisibleTree.walk(node) { child in
      switch child.primitive {
      case .text(let text)?: texts.append(text)
      case .image(let name)?: images.append(name)
      default: break
      }
    }
    var names = [label]
    for name in texts + images + (texts.isEmpty && !images.isEmpty ? ["Image"] : [])
    where !names.contains(name) {
      names.append(name)
    }
    return names
  }

  /// A view with a gesture is named by its texts; one that shows none (a shape, a colour, a
  /// gradient) by the first view type or shape inside it.
  private static func gestureLabel(of node: Node) -> String {
    let text = VisibleTree.label(of: node)
    guard text.isEmpty else { return text }
    var name: String?
    VisibleTree.walk(node) { child in
      guard name == nil, child !== node else { return }
      if child.isComposite {
        name = child.typeName
      } else if case .shape(let shape)? = child.primitive {
        name = shape
      } else if case .color? = child.primitive {
        name = "Color"
      } else if case .paint? = child.primitive {
        name = child.typeName
      }
    }
    return name ?? ""
  }

  /// The rows of a `List(selection:)`, each tapped as an option. A row that is a value link
  /// selects the link's value (it can also be opened as a link); a row holding another control
  /// is operated through that control instead.
  private static func selectableRows(of list: Node) -> [Control] {
    let enclosingViews = VisibleTree.enclosingViews(of: list)
    return Choices.listRows(in: list).compactMap { row in
      var tag = row.tag
      var holdsOtherControl = false
      VisibleTree.walk(row.node) { node in
        if case .navigationLink(.value(let value?))? = node.primitive {
          tag = value
        } else if labelledKind(of: node) != nil {
          holdsOtherControl = true
        }
      }
      guard let tag, !holdsOtherControl else { return nil }
      return Control(
        kind: .option, label: VisibleTree.label(of: row.node), node: list,
        enclosingViews: enclosingViews, choose: { list.graph.select(tag, in: list) })
    }
  }

  private static func choices(of node: Node) -> [Control] {
    guard let choices = Choices(of: node) else { return [] }
    let kind: Kind = if case .tabView? = node.primitive { .tab } else { .option }
    let enclosingViews = VisibleTree.enclosingViews(of: node)
    let pickerLabel =
      node.children.first { $0.key.slot == AnyHashable(ChildSlot.accessory) }
      .map(VisibleTree.label(of:))
    return choices.items.indices.map { index in
      Control(
        kind: kind, label: choices.label(of: choices.items[index]), node: node,
        enclosingViews: enclosingViews, choose: { choices.select(index) }, pickerLabel: pickerLabel)
    }
  }
}
