/// Semantic HTML of the visible UI: small, escaped and deterministic, for pages to embed as a preview.
package enum Snapshot {
  /// `marksViews`: each view of the note's own is marked with a comment around what it shows
  /// (`<!--in RowView-->…<!--/in-->`), so screen checks can scope a text to it (`shows: Milk in
  /// RowView`); pages drop comments. A graph's snapshots are all marked or all not: its nodes keep
  /// their pieces.
  package static func text(of root: Node, marksViews: Bool = false) -> SnapshotText {
    let layers = VisibleTree.layers(from: root)
    var writer = Writer(marksViews: marksViews)
    writer.write(layers[0])
    for layer in layers.dropFirst() {
      guard case .presentation(let kind, _)? = layer.primitive else { continue }
      let corners = presentationCornerRadius(in: layer).map {
        " data-presentation-corner-radius=\"\(Appearance.points($0))\""
      }
      writer.html += "<div class=\"\(className(of: kind))\"\(corners ?? "")>"
      writer.write(layer)
      writer.html += "</div>"
    }
    return writer.finish()
  }

  /// The corner radius the layer's content asks for with `presentationCornerRadius`, the
  /// outermost one, not looking into the sheets it presents.
  private static func presentationCornerRadius(in layer: Node) -> CGFloat? {
    var nodes = layer.children
    while !nodes.isEmpty {
      for node in nodes {
        if case .appearance(let appearance)? = node.primitive,
          let radius = appearance.presentationCornerRadius
        {
          return radius
        }
      }
      nodes = nodes.flatMap { node -> [Node] in
        if case .presentation? = node.primitive { return [] }
        return node.children
      }
    }
    return nil
  }

  /// Children of a wide node are written in runs of this many, each run's piece kept until one of
  /// its children changes, so a step that changes one child of 10,000 rebuilds one run.
  static var childrenPerPiece: Int { 32 }
  /// Pieces of at most this many bytes are copied into their parent's text instead of shared.
  static var copiedPieceSize: Int { 256 }

  /// Builds the pieces of the HTML. A subtree without a live value keeps its piece until something
  /// in it changes, and the next snapshot shares it instead of writing it again.
  private struct Writer {
    let marksViews: Bool
    /// Text written since the last shared piece.
    var html = ""
    private var parts: [SnapshotText.Part] = []

    init(marksViews: Bool) {
      self.marksViews = marksViews
    }

    /// A node that writes nothing around its one child's piece (a modifier's or a scope's node)
    /// shares that piece rather than wrapping it in one more.
    mutating func finish() -> SnapshotText {
      endText()
      if parts.count == 1, case .piece(let only) = parts[0] { return only }
      return SnapshotText(parts)
    }

    /// A small piece is copied rather than shared: joining many tiny pieces costs more than
    /// copying each once, and the copies stay bounded (a run of children copies at most 64 of them).
    private mutating func append(_ piece: SnapshotText) {
      if piece.utf8Count <= Snapshot.copiedPieceSize { return piece.write(into: &html) }
      endText()
      parts.append(.piece(piece))
    }

    private mutating func endText() {
      if !html.isEmpty { parts.append(.text(html)) }
      html = ""
    }

    mutating func write(_ node: Node) {
      guard let animation = node.animation else { return writeKept(node) }
      // A change animated in this step: previews play it, screen checks read it.
      html += "<div class=\"ui-animated\" data-animation=\"\(escape(animation.name))\">"
      writeKept(node)
      html += "</div>"
    }

    private mutating func writeKept(_ node: Node) {
      if let kept = node.cachedSnapshot { return append(kept) }
      var inner = Writer(marksViews: marksViews)
      let marked = marksViews && node.isNotesView
      if marked { inner.html += "<!--in \(escape(node.typeName))-->" }
      inner.writeContent(of: node)
      if marked { inner.html += "<!--/in-->" }
      let piece = inner.finish()
      if node.liveValuesBelow == 0 { node.cachedSnapshot = piece }
      append(piece)
    }

    private mutating func write<Nodes: Sequence<Node>>(_ nodes: Nodes) {
      for node in nodes { write(node) }
    }

    /// All of a node's children, in kept runs when there are many.
    private mutating func writeChildren(of node: Node) {
      let children = node.children
      let size = Snapshot.childrenPerPiece
      guard children.count > size else { return write(children) }
      let runs = (children.count + size - 1) / size
      if node.snapshotRuns.count != runs { node.snapshotRuns = Array(repeating: nil, count: runs) }
      for run in 0..<runs {
        if let kept = node.snapshotRuns[run] {
          append(kept)
          continue
        }
        let members = children[run * size..<min(children.count, (run + 1) * size)]
        var inner = Writer(marksViews: marksViews)
        inner.write(members)
        let piece = inner.finish()
        if members.allSatisfy({ $0.liveValuesBelow == 0 }) { node.snapshotRuns[run] = piece }
        append(piece)
      }
    }

    private mutating func writeVisibleChildren(of node: Node) {
      let visible = VisibleTree.visibleChildren(of: node)
      if visible.count == node.children.count { writeChildren(of: node) } else { write(visible) }
    }

    private mutating func writeContent(of node: Node) {
      switch node.primitive {
      case nil, .transparent?, .lifecycle?, .animationScope?, .attached?, .navigationDestination?,
        .onDelete?, .attribute?, .navigationTitle?, .navigationSubtitle?, .presenter?, .tag?,
        .tabItem?, .disabled?,
        .presentation?, .geometry?, .preference?, .selection?, .toolbarItem?:
        writeVisibleChildren(of: node)
      case .appearance(let appearance)? where appearance.presentationCornerRadius != nil:
        writeVisibleChildren(of: node)
      case .environment?:
        writeEnvironment(of: node)
      case .appearance(let appearance)? where !appearance.runs.isEmpty:
        writeRuns(of: appearance)
      case .appearance(let appearance)?:
        html += "<div class=\"ui-modified\"\(appearance.html)>"
        // A background view is drawn as the box's attributes, not as content.
        write(node.children.filter { $0.key.slot != AnyHashable(ChildSlot.accessory) })
        html += "</div>"
      case .layered(let above, let alignment)?:
        writeLayered(node, above: above, alignment: alignment)
      case .container(let kind)?:
        writeContainer(kind, node)
      case .text(let text)?:
        html += "<p class=\"ui-text\">\(escape(text))</p>"
      case .image(let name)?:
        html += "<span class=\"ui-image\" data-symbol=\"\(escape(name))\"></span>"
      case .color(let color)?:
        html += "<span class=\"ui-color\" data-color=\"\(escape(color.description))\"></span>"
      case .paint(let paint)?:
        html += "<span class=\"ui-color\" data-color=\"\(escape(paint))\"></span>"
      case .spacer?:
        html += "<span class=\"ui-spacer\"></span>"
      case .divider?:
        html += "<hr class=\"ui-divider\">"
      case .button(_, let role)?:
        let drawnAs =
          role.map { " data-role=\"\($0.name)\"" + ($0.isSystemProvided ? " data-system" : "") }
          ?? ""
        let label = labelled(node)
        html +=
          "<button class=\"ui-button\"\(label.attribute)\(drawnAs)\(disabled(node))>\(label.content)</button>"
      case .toggle(let isOn)?:
        let checked = isOn.location.peek() ? " checked" : ""
        html +=
          "<label class=\"ui-toggle\"\(enclosingViews(node))><span>\(escape(VisibleTree.label(of: node)))</span>"
          + "<input type=\"checkbox\" role=\"switch\"\(checked)\(disabled(node))></label>"
      case .textField(let title, let text, let kind)?:
        html += textInput(title: title, text: text.location.peek(), kind: kind, node: node)
      case .interaction(let interaction)?:
        writeInteraction(interaction, node)
      case .slider(let value, _)?:
        html +=
          "<input class=\"ui-slider\" type=\"range\" value=\"\(value.location.peek())\"\(disabled(node))>"
      case .navigationLink?:
        let label = labelled(node)
        html += "<a class=\"ui-link\"\(label.attribute)\(disabled(node))>\(label.content)</a>"
      case .navigationContainer?:
        html += "<div class=\"ui-navigation\">"
        writeNavigationBar(of: node)
        write(VisibleTree.visibleChildren(of: node))
        html += "</div>"
      case .drawing(let drawing)?:
        html += drawing.html
      case .shape(let name)?:
        html += "<div class=\"ui-shape ui-\(name.lowercased())\"></div>"
      case .tabView?:
        guard let choices = Choices(of: node) else {
          write(VisibleTree.visibleChildren(of: node))
          return
        }
        html += "<div class=\"ui-tabview\">"
        write(VisibleTree.visibleChildren(of: node))
        html += "<nav class=\"ui-tabbar\">\(tabBar(choices))</nav></div>"
      case .picker?:
        html += picker(node)
      case .disclosure(let disclosure)?:
        writeDisclosure(disclosure, node)
      case .toolbar?:
        if let content = node.children.first(where: { $0.key.slot == AnyHashable(0) }) {
          write(content)
        }
        html += "<div class=\"ui-toolbar\">"
        if NavigationBarItems.stack(of: node) == nil {
          writeAccessory(of: node)
        } else {
          write(NavigationBarItems(of: node).elsewhere)
        }
        html += "</div>"
      case .progress(let fraction)?:
        let value = fraction.map { " value=\"\($0)\" max=\"1\"" } ?? ""
        html += "<div class=\"ui-progress\">"
        writeAccessory(of: node)
        html += "<progress\(value)></progress></div>"
      }
    }

    /// The bar over a navigation container's content: a back button when a view is pushed, the
    /// title the top view declares (or its `principal` toolbar item), and the toolbar items the
    /// bar holds on each side.
    private mutating func writeNavigationBar(of node: Node) {
      guard let top = VisibleTree.visibleChildren(of: node).first else {
        html += "<nav class=\"ui-navbar\"></nav>"
        return
      }
      var title = ""
      var subtitle = ""
      var isHidden = false
      VisibleTree.walk(top) { child in
        if title.isEmpty, case .navigationTitle(let text)? = child.primitive { title = text }
        if subtitle.isEmpty, case .navigationSubtitle(let text)? = child.primitive {
          subtitle = text
        }
        if case .attribute(Primitive.navigationBarHidden)? = child.primitive { isHidden = true }
      }
      // A hidden bar takes its title, back button and items with it.
      guard !isHidden else { return }
      let items = NavigationBarItems(bar: node, top: top)
      html += "<nav class=\"ui-navbar\">"
      if !node.pushed.isEmpty { html += "<button class=\"ui-back\">Back</button>" }
      writeBarItems(items.leading, side: "leading")
      if !items.principal.isEmpty {
        write(items.principal)
      } else if !title.isEmpty || !subtitle.isEmpty {
        // The subtitle under the title, smaller, as the bar draws it.
        let under = subtitle.isEmpty ? "" : "<br><small>\(escape(subtitle))</small>"
        html += "<h1 class=\"ui-title\">\(escape(title))\(under)</h1>"
      }
      writeBarItems(items.trailing, side: "trailing")
      html += "</nav>"
    }

    private mutating func writeBarItems(_ items: [Node], side: String) {
      guard !items.isEmpty else { return }
      html += "<div class=\"ui-bar-\(side)\">"
      write(items)
      html += "</div>"
    }

    /// A font the environment's change sets (`transformEnvironment(\.font)`) is drawn as the
    /// `.font` modifier's is; a change that clears the font leaves the one above drawn.
    private mutating func writeEnvironment(of node: Node) {
      // The children's environment, as built: asking `childEnvironment` would run the note's
      // closure again.
      guard let font = node.children.first?.environment.font, font != node.environment.font
      else {
        return writeVisibleChildren(of: node)
      }
      html += "<div class=\"ui-modified\"\(Appearance(attributes: Appearance.font(font)).html)>"
      writeVisibleChildren(of: node)
      html += "</div>"
    }

    /// Views with a gesture are marked with what the user can do to them and their label; a
    /// focused field wears a focus ring; a refreshable view is marked for Explore's refresh.
    private mutating func writeInteraction(_ interaction: Interaction, _ node: Node) {
      let opening: String?
      switch interaction {
      case .gesture:
        opening = Control.of(node).first.map { control in
          "<div class=\"ui-gesture\" data-gesture=\"\(control.kind.rawValue)\""
            + " data-label=\"\(escape(control.label))\">"
        }
      case .focus(let target):
        opening = target.isFocused() ? "<div class=\"ui-focused\">" : nil
      case .refresh:
        opening = "<div class=\"ui-refreshable\">"
      case .submit, .keyPress:
        opening = nil
      case .keyboardItems:
        guard VisibleTree.isKeyboardUp(node) else { return }
        opening = nil
      }
      guard let opening else { return writeChildren(of: node) }
      html += opening
      writeChildren(of: node)
      html += "</div>"
    }

    /// A disclosure group as a details element; a menu as its button, with its items while open.
    /// Their labels are written as text, as a button's is.
    private mutating func writeDisclosure(_ disclosure: Disclosure, _ node: Node) {
      let expanded = disclosure.expanded(on: node)
      let label = node.children.first { $0.key.slot == AnyHashable(ChildSlot.accessory) }
      let title = label.map(Snapshot.labelled) ?? (attribute: "", content: "")
      let content = node.children.filter { $0.key.slot == AnyHashable(0) }
      switch disclosure.kind {
      case .disclosureGroup:
        html +=
          "<details class=\"ui-disclosure\"\(expanded ? " open" : "")><summary>\(title.content)</summary>"
        write(content)
        html += "</details>"
      case .menu:
        html +=
          "<div class=\"ui-menu\"><button class=\"ui-button\"\(title.attribute)\(disabled(node))>\(title.content)</button>"
        if expanded {
          html += "<div class=\"ui-menu-items\">"
          write(content)
          html += "</div>"
        }
        html += "</div>"
      }
    }

    /// The content and its layer in one box, the layer first when it is drawn below: the preview
    /// stacks them in one place.
    /// A text concatenated from parts styled apart: one text, each part in a span carrying its
    /// own attributes, inside the box of the styling the whole has.
    private mutating func writeRuns(of appearance: Appearance) {
      let boxed = !appearance.attributes.isEmpty
      if boxed { html += "<div class=\"ui-modified\"\(appearance.html)>" }
      html += "<p class=\"ui-text\">"
      for run in appearance.runs {
        html += "<span\(Appearance(attributes: run.styling).html)>\(escape(run.content))</span>"
      }
      html += "</p>"
      if boxed { html += "</div>" }
    }

    private mutating func writeLayered(_ node: Node, above: Bool, alignment: Alignment) {
      html += "<div class=\"ui-layered\" data-alignment=\"\(Snapshot.name(of: alignment))\">"
      if !above { writeLayer(of: node) }
      if let content = node.children.first(where: { $0.key.slot == AnyHashable(0) }) {
        write(content)
      }
      if above { writeLayer(of: node) }
      html += "</div>"
    }

    private mutating func writeLayer(of node: Node) {
      html += "<div class=\"ui-layer\">"
      writeAccessory(of: node)
      html += "</div>"
    }

    private mutating func writeAccessory(of node: Node) {
      if let accessory = node.children.first(where: {
        $0.key.slot == AnyHashable(ChildSlot.accessory)
      }) {
        write(accessory)
      }
    }

    private mutating func writeContainer(_ kind: Primitive.ContainerKind, _ node: Node) {
      switch kind {
      case .list, .form:
        html += "<ul class=\"ui-\(kind == .list ? "list" : "form")\">"
        rows(node).forEach { writeRow($0, in: node) }
        html += "</ul>"
      case .section:
        html += "<section class=\"ui-section\">"
        writeSupplement(of: node, slot: 1, as: "<h2 class=\"ui-section-header\">", "</h2>")
        html += "<ul>"
        // The content is itself a row when it is one view, not a list of them.
        let content = node.children.filter { $0.key.slot == AnyHashable(0) }
        rows(among: content).forEach { writeRow($0, in: node) }
        html += "</ul>"
        writeSupplement(of: node, slot: 2, as: "<div class=\"ui-section-footer\">", "</div>")
        html += "</section>"
      case .group:
        writeChildren(of: node)
      case .label:
        let parts = node.environment.labelParts
        html += "<div class=\"ui-label\">"
        for child in node.children
        where child.key.slot == AnyHashable(0) ? parts.showsIcon : parts.showsTitle {
          write(child)
        }
        html += "</div>"
      case .lazyVStack, .lazyHStack, .lazyVGrid, .lazyHGrid:
        let axis = kind == .lazyHStack || kind == .lazyHGrid ? "hstack" : "vstack"
        html += "<div class=\"ui-\(axis)\">"
        writeChildren(of: node)
        html += "</div>"
      default:
        html += "<div class=\"ui-\(kind.rawValue.lowercased())\">"
        writeChildren(of: node)
        html += "</div>"
      }
    }

    /// A section's header or footer, in `open`…`close`, when it shows anything.
    private mutating func writeSupplement(
      of node: Node, slot: Int, as open: String, _ close: String
    ) {
      var inner = Writer(marksViews: marksViews)
      if let supplement = node.children.first(where: { $0.key.slot == AnyHashable(slot) }) {
        inner.write(supplement)
      }
      let text = inner.finish()
      guard !text.isEmpty else { return }
      html += open
      append(text)
      html += close
    }

    private mutating func writeRow(_ node: Node, in list: Node) {
      if case .container(.section)? = node.primitive { return write(node) }
      html += "<li\(editControls(of: node, in: list))>"
      write(node)
      html += "</li>"
    }
  }

  /// A text field as an input; an editor as a multi-line box showing its text (from its
  /// `data-value`, so that screen checks read texts only, as for fields).
  private static func textInput(title: String, text: String, kind: TextInputKind, node: Node)
    -> String
  {
    switch kind {
    case .editor:
      return "<div class=\"ui-texteditor\" role=\"textbox\" aria-multiline=\"true\""
        + " data-value=\"\(escape(text))\"\(disabled(node))></div>"
    case .singleLine, .secure, .growing:
      let isSecure = kind == .secure
      let value = isSecure ? String(repeating: "•", count: text.count) : text
      let axis = kind == .growing ? " data-axis=\"vertical\"" : ""
      return
        "<input class=\"ui-textfield\" type=\"\(isSecure ? "password" : "text")\" placeholder=\"\(escape(title))\""
        + " value=\"\(escape(value))\"\(axis)\(disabled(node))>"
    }
  }

  /// `topLeading`, `center`: the name of one of SwiftUI's nine alignments; a custom guide, which
  /// the engine cannot place, counts as the centre.
  static func name(of alignment: Alignment) -> String {
    let vertical: String =
      switch alignment.vertical {
      case .top: "top"
      case .bottom: "bottom"
      default: ""
      }
    let horizontal: String =
      switch alignment.horizontal {
      case .leading: "leading"
      case .trailing: "trailing"
      default: ""
      }
    if vertical.isEmpty { return horizontal.isEmpty ? "center" : horizontal }
    return horizontal.isEmpty
      ? vertical : vertical + horizontal.prefix(1).uppercased() + horizontal.dropFirst()
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

  /// Every tab's label, the selected one marked.
  private static func tabBar(_ choices: Choices) -> String {
    let selected = choices.selectedIndex
    return choices.items.indices.map { index in
      let current = index == selected ? " aria-selected=\"true\"" : ""
      return
        "<button class=\"ui-tab\"\(current)>\(escape(choices.label(of: choices.items[index])))</button>"
    }.joined()
  }

  private static func picker(_ node: Node) -> String {
    guard let choices = Choices(of: node) else { return "" }
    let selected = choices.selectedIndex
    let isMenuRow = PickerPresentation.isMenuRow(node)
    let options = choices.items.indices.map { index in
      let label = escape(choices.label(of: choices.items[index]))
      if index == selected { return "<option selected>\(label)</option>" }
      // A menu row's other options are in its menu, not on screen: named, without text.
      return isMenuRow ? "<option label=\"\(label)\"></option>" : "<option>\(label)</option>"
    }
    let title =
      node.children.first { $0.key.slot == AnyHashable(ChildSlot.accessory) }
      .map(VisibleTree.label(of:)) ?? ""
    return "<label class=\"ui-picker\"><span>\(escape(title))</span>"
      + "<select\(disabled(node))>\(options.joined())</select></label>"
  }

  /// A list's rows: each non-structural child is one row.
  private static func rows(_ node: Node) -> [Node] {
    rows(among: node.children)
  }

  /// The controls a row of `list` shows in edit mode, as SwiftUI's list does: delete where its
  /// ForEach has `onDelete`, a move handle where it has `onMove`.
  private static func editControls(of row: Node, in list: Node) -> String {
    guard row.environment.isEditingShown else { return "" }
    var controls: [String] = []
    var ancestor = row.parent
    while let node = ancestor, node !== list {
      switch node.primitive {
      case .onDelete?: controls.append("delete")
      case .attribute("onMove")?: controls.append("move")
      default: break
      }
      ancestor = node.parent
    }
    return controls.isEmpty ? "" : " data-editing=\"\(controls.sorted().joined(separator: " "))\""
  }

  /// The rows that `nodes` are, looking through the structural ones.
  private static func rows(among nodes: [Node]) -> [Node] {
    nodes.flatMap { child -> [Node] in
      switch child.primitive {
      case .transparent?, .environment?, .lifecycle?, .animationScope?, .attached?,
        .navigationDestination?,
        .onDelete?,
        .attribute?, .disabled?,
        .navigationTitle?, .navigationSubtitle?,
        .tag?, .preference?, .geometry(.coordinateSpace)?, .selection?:
        return rows(child)
      case .container(.group)?:
        return rows(child)
      default:
        return [child]
      }
    }
  }

  /// The views a switch is in, innermost first, so screen checks can address it as actions do
  /// (`toggle "On" in SlotB: on`).
  private static func enclosingViews(_ node: Node) -> String {
    let names = VisibleTree.enclosingViews(of: node)
    return names.isEmpty ? "" : " data-in=\"\(escape(names.joined(separator: " ")))\""
  }

  /// A control's label as its box shows it: its texts, joined, as it is named. A symbol beside
  /// a text is drawn as an image and each text on its own, as SwiftUI lays out a label's views, so
  /// screen checks read the texts and not the symbol's name; the control keeps its name, which
  /// the parts no longer spell, in `data-label`.
  private static func labelled(_ node: Node) -> (attribute: String, content: String) {
    let parts = VisibleTree.labelParts(of: node)
    let name = escape(parts.map(\.name).joined(separator: " "))
    guard parts.contains(where: \.isSymbol), !parts.allSatisfy(\.isSymbol) else {
      return ("", name)
    }
    let content = parts.map { part in
      switch part {
      case .text(let text): "<span>\(escape(text))</span>"
      case .symbol(let symbol): "<span class=\"ui-image\" data-symbol=\"\(escape(symbol))\"></span>"
      }
    }
    return (" data-label=\"\(name)\"", "<span class=\"ui-label\">\(content.joined())</span>")
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
