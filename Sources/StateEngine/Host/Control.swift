/// A control the host can operate, found in the visible tree.
struct Control {
  enum Kind: String {
    case button, toggle
    case textField = "text field"
    case link
    case tab
    case option
    case slider
  }

  let kind: Kind
  let label: String
  let node: Node
  let enclosingViews: [String]
  /// Tabs and picker options: what choosing them does.
  var choose: (() -> Void)? = nil
  /// Picker options: the picker's own label.
  var pickerLabel: String? = nil

  var isEnabled: Bool { node.environment.isEnabled }

  var description: String {
    let owner = enclosingViews.first.map { " in \($0)" } ?? ""
    return "\(kind.rawValue) \"\(label)\"\(owner)"
  }

  static func all(in layer: Node) -> [Control] {
    var controls: [Control] = []
    VisibleTree.walk(layer) { node in
      let kind: Kind
      let label: String
      switch node.primitive {
      case .button: (kind, label) = (.button, VisibleTree.label(of: node))
      case .toggle: (kind, label) = (.toggle, VisibleTree.label(of: node))
      case .textField(let title, _, _): (kind, label) = (.textField, title)
      case .navigationLink: (kind, label) = (.link, VisibleTree.label(of: node))
      case .slider: (kind, label) = (.slider, VisibleTree.label(of: node))
      case .tabView, .picker:
        controls += choices(of: node)
        return
      default: return
      }
      controls.append(
        Control(
          kind: kind, label: label, node: node, enclosingViews: VisibleTree.enclosingViews(of: node)
        ))
    }
    return controls
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
