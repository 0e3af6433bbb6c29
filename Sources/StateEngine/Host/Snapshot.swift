/// Semantic HTML of the visible UI: small, escaped and deterministic, for pages to embed as a preview.
enum Snapshot {
  static func html(of root: Node) -> String {
    let layers = VisibleTree.layers(from: root)
    var html = render(layers[0])
    for layer in layers.dropFirst() {
      guard case .presentation(let kind, _)? = layer.primitive else { continue }
      html += "<div class=\"\(className(of: kind))\">\(render(layer))</div>"
    }
    return html
  }

  private static func render(_ node: Node) -> String {
    let inner = { VisibleTree.visibleChildren(of: node).map { render($0) }.joined() }
    switch node.primitive {
    case nil, .transparent?, .environment?, .lifecycle?, .attached?, .navigationDestination?,
      .onDelete?,
      .attribute?, .navigationTitle?,
      .presenter?,
      .tag?, .tabItem?:
      return inner()
    case .disabled?:
      return inner()
    case .presentation?:
      return inner()
    case .container(let kind)?:
      return container(kind, node)
    case .text(let text)?:
      return "<p class=\"ui-text\">\(escape(text))</p>"
    case .image(let name)?:
      return "<span class=\"ui-image\" data-symbol=\"\(escape(name))\"></span>"
    case .color(let color)?:
      return "<span class=\"ui-color\" data-color=\"\(escape(color.description))\"></span>"
    case .spacer?:
      return "<span class=\"ui-spacer\"></span>"
    case .divider?:
      return "<hr class=\"ui-divider\">"
    case .button?:
      return
        "<button class=\"ui-button\"\(disabled(node))>\(escape(VisibleTree.label(of: node)))</button>"
    case .toggle(let isOn)?:
      let checked = isOn.location.peek() ? " checked" : ""
      return "<label class=\"ui-toggle\"><span>\(escape(VisibleTree.label(of: node)))</span>"
        + "<input type=\"checkbox\" role=\"switch\"\(checked)\(disabled(node))></label>"
    case .textField(let title, let text, let isSecure)?:
      let value =
        isSecure ? String(repeating: "•", count: text.location.peek().count) : text.location.peek()
      return
        "<input class=\"ui-textfield\" type=\"\(isSecure ? "password" : "text")\" placeholder=\"\(escape(title))\""
        + " value=\"\(escape(value))\"\(disabled(node))>"
    case .slider(let value, _)?:
      return
        "<input class=\"ui-slider\" type=\"range\" value=\"\(value.location.peek())\"\(disabled(node))>"
    case .navigationLink?:
      return "<a class=\"ui-link\"\(disabled(node))>\(escape(VisibleTree.label(of: node)))</a>"
    case .navigationContainer?:
      return navigation(node, content: inner())
    case .shape(let name)?:
      return "<div class=\"ui-shape ui-\(name.lowercased())\"></div>"
    case .tabView?:
      return tabView(node, content: inner())
    case .picker?:
      return picker(node)
    case .toolbar?:
      let content = node.children.first { $0.key.slot == AnyHashable(0) }.map { render($0) } ?? ""
      return content + "<div class=\"ui-toolbar\">\(accessory(of: node))</div>"
    case .progress(let fraction)?:
      let value = fraction.map { " value=\"\($0)\" max=\"1\"" } ?? ""
      return "<div class=\"ui-progress\">\(accessory(of: node))<progress\(value)></progress></div>"
    }
  }

  /// Sheets keep the class they always had; covers and popovers are sheets of a kind.
  private static func className(of kind: Primitive.PresentationKind) -> String {
    switch kind {
    case .sheet, .pushed: "ui-sheet"
    case .fullScreenCover: "ui-sheet ui-cover"
    case .popover: "ui-sheet ui-popover"
    case .alert: "ui-alert"
    case .dialog: "ui-dialog"
    }
  }

  private static func accessory(of node: Node) -> String {
    node.children.first { $0.key.slot == AnyHashable(ChildSlot.accessory) }.map { render($0) } ?? ""
  }

  /// The selected tab's content, then the tab bar with every tab's label.
  private static func tabView(_ node: Node, content: String) -> String {
    guard let choices = Choices(of: node) else { return content }
    let selected = choices.selectedIndex
    let tabs = choices.items.indices.map { index in
      let current = index == selected ? " aria-selected=\"true\"" : ""
      return
        "<button class=\"ui-tab\"\(current)>\(escape(choices.label(of: choices.items[index])))</button>"
    }
    return
      "<div class=\"ui-tabview\">\(content)<nav class=\"ui-tabbar\">\(tabs.joined())</nav></div>"
  }

  private static func picker(_ node: Node) -> String {
    guard let choices = Choices(of: node) else { return "" }
    let selected = choices.selectedIndex
    let options = choices.items.indices.map { index in
      let current = index == selected ? " selected" : ""
      return "<option\(current)>\(escape(choices.label(of: choices.items[index])))</option>"
    }
    let title =
      node.children.first { $0.key.slot == AnyHashable(ChildSlot.accessory) }
      .map(VisibleTree.label(of:)) ?? ""
    return "<label class=\"ui-picker\"><span>\(escape(title))</span>"
      + "<select\(disabled(node))>\(options.joined())</select></label>"
  }

  private static func container(_ kind: Primitive.ContainerKind, _ node: Node) -> String {
    switch kind {
    case .list, .form:
      return
        "<ul class=\"ui-\(kind == .list ? "list" : "form")\">\(rows(node).map(row).joined())</ul>"
    case .section:
      let header = node.children.first { $0.key.slot == AnyHashable(1) }.map { render($0) } ?? ""
      let content = node.children.first { $0.key.slot == AnyHashable(0) }
      let headerHTML = header.isEmpty ? "" : "<h2 class=\"ui-section-header\">\(header)</h2>"
      return
        "<section class=\"ui-section\">\(headerHTML)<ul>\(content.map(rows)?.map(row).joined() ?? "")</ul></section>"
    case .group:
      return node.children.map { render($0) }.joined()
    case .lazyVStack, .lazyHStack, .lazyVGrid:
      let name = kind == .lazyHStack ? "hstack" : "vstack"
      return "<div class=\"ui-\(name)\">\(node.children.map { render($0) }.joined())</div>"
    default:
      let name = kind.rawValue.lowercased()
      return "<div class=\"ui-\(name)\">\(node.children.map { render($0) }.joined())</div>"
    }
  }

  /// A list's rows: each non-structural child is one row.
  private static func rows(_ node: Node) -> [Node] {
    node.children.flatMap { child -> [Node] in
      switch child.primitive {
      case .transparent?, .environment?, .lifecycle?, .attached?, .navigationDestination?,
        .onDelete?,
        .attribute?, .disabled?,
        .navigationTitle?,
        .tag?:
        return rows(child)
      case .container(.group)?:
        return rows(child)
      default:
        return [child]
      }
    }
  }

  private static func row(_ node: Node) -> String {
    if case .container(.section)? = node.primitive { return render(node) }
    return "<li>\(render(node))</li>"
  }

  private static func navigation(_ node: Node, content: String) -> String {
    let top = VisibleTree.visibleChildren(of: node).first
    var title = ""
    if let top {
      VisibleTree.walk(top) { child in
        if title.isEmpty, case .navigationTitle(let text)? = child.primitive { title = text }
      }
    }
    let back = node.pushed.isEmpty ? "" : "<button class=\"ui-back\">Back</button>"
    let heading = title.isEmpty ? "" : "<h1 class=\"ui-title\">\(escape(title))</h1>"
    return
      "<div class=\"ui-navigation\"><nav class=\"ui-navbar\">\(back)\(heading)</nav>\(content)</div>"
  }

  private static func disabled(_ node: Node) -> String {
    node.environment.isEnabled ? "" : " disabled"
  }

  static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.count)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
