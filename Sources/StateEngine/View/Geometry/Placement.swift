/// Where a view sits on the phone's screen. The engine does not lay out; this follows the
/// modifiers that decide the space a view is offered (Differences.md, "Geometry"): the root is
/// offered the safe area, padding insets the space, a fixed frame offers its lengths centred in the
/// space, and containers offer each child the whole space they were offered.
struct Placement {
  /// In the screen's coordinates.
  var frame: CGRect
  var safeAreaInsets: EdgeInsets
  /// The frames of ancestors that named their coordinate space.
  var namedSpaces: [AnyHashable: CGRect] = [:]

  static let root = Placement(
    frame: PhoneScreen.safeArea, safeAreaInsets: PhoneScreen.safeAreaInsets)

  /// The space offered to the node's content: its ancestors' changes, then its own. A background
  /// is offered the frame of the content it is behind.
  static func of(_ node: Node) -> Placement {
    var chain: [Node] = []
    var current: Node? = node
    while let each = current {
      chain.append(each)
      current = each.parent
    }
    var placement = Placement.root
    for each in chain.reversed() {
      if each.key.slot == AnyHashable(ChildSlot.accessory), let parent = each.parent,
        parent.primitive.map(Placement.isModifier) == true
      {
        placement.followContent(below: parent)
      }
      placement.apply(each.primitive)
    }
    return placement
  }

  /// The frame a view occupies: the space it is offered, or the lengths of the fixed frame that
  /// its modifiers just below it set.
  static func bounds(of node: Node) -> CGRect {
    var placement = Placement.of(node)
    placement.followContent(below: node)
    return placement.frame
  }

  /// Takes the fixed frames of the chain of modifiers below a node, down to the view they modify.
  private mutating func followContent(below node: Node) {
    var current = node
    while let child = Placement.content(of: current),
      child.primitive.map(Placement.isModifier) == true
    {
      if case .appearance(let appearance)? = child.primitive, case .frame? = appearance.layout {
        apply(child.primitive)
      }
      current = child
    }
  }

  /// Whether the node is beside a modifier's content (a background) that is not attached yet.
  static func awaitsContent(_ node: Node) -> Bool {
    guard node.key.slot == AnyHashable(ChildSlot.accessory), let parent = node.parent,
      parent.primitive.map(isModifier) == true
    else { return false }
    return content(of: parent) == nil
  }

  /// A modifier's one child that is not beside it (a background, an inset's content).
  private static func content(of node: Node) -> Node? {
    let content = node.children.filter { $0.key.slot != AnyHashable(ChildSlot.accessory) }
    return content.count == 1 ? content[0] : nil
  }

  private static func isModifier(_ primitive: Primitive) -> Bool {
    switch primitive {
    case .appearance, .attribute, .environment, .lifecycle, .animationScope, .attached, .preference, .disabled,
      .layered:
      true
    default: false
    }
  }

  mutating func apply(_ primitive: Primitive?) {
    switch primitive {
    case .appearance(let appearance)?:
      guard let change = appearance.layout else { return }
      switch change {
      case .padding(let insets):
        frame = insets.inset(frame)
      case .frame(let width, let height):
        let size = CGSize(width: width ?? frame.width, height: height ?? frame.height)
        frame = CGRect(
          x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width,
          height: size.height)
      }
      safeAreaInsets = Placement.insets(of: frame)
    case .geometry(.coordinateSpace(let name))?:
      namedSpaces[name] = frame
    default:
      break
    }
  }

  /// The phone's safe-area insets on the edges where a frame meets the safe area, zero elsewhere.
  private static func insets(of frame: CGRect) -> EdgeInsets {
    let safe = PhoneScreen.safeArea
    let screen = PhoneScreen.safeAreaInsets
    return EdgeInsets(
      top: frame.minY == safe.minY ? screen.top : 0,
      leading: frame.minX == safe.minX ? screen.leading : 0,
      bottom: frame.maxY == safe.maxY ? screen.bottom : 0,
      trailing: frame.maxX == safe.maxX ? screen.trailing : 0)
  }
}
