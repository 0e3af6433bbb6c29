/// What a step's UI snapshot shows, as screen checks read it: the texts of every layer (the screen,
/// then each sheet, alert or dialog on top), the switches with their state, the views around texts
/// and switches, and the focused field. Read from the
/// engine's snapshot HTML, whose shape the engine fixes: one element per text, escaped.
public struct Screen: Hashable, Sendable {
  public enum LayerKind: Hashable, Sendable {
    case screen, sheet, alert
  }

  public struct Layer: Hashable, Sendable {
    public var kind: LayerKind
    /// A full-screen cover: nothing under it can be seen.
    public var covers = false
    public var shown: [Text] = []
    public var texts: [String] { shown.map(\.text) }
  }

  /// A text on screen and the views of the note's own it sits in, innermost first (the engine's
  /// `<!--in View-->` marks).
  public struct Text: Hashable, Sendable {
    public var text: String
    public var enclosingViews: [String]

    public init(_ text: String, in enclosingViews: [String] = []) {
      self.text = text
      self.enclosingViews = enclosingViews
    }
  }

  public struct Toggle: Hashable, Sendable {
    public var label: String
    public var isOn: Bool
    /// The views the switch is in, innermost first (the engine's `data-in`).
    public var enclosingViews: [String] = []

    public init(label: String, isOn: Bool, enclosingViews: [String] = []) {
      self.label = label
      self.isOn = isOn
      self.enclosingViews = enclosingViews
    }
  }

  public var layers: [Layer] = [Layer(kind: .screen)]
  /// The switches on screen, in order.
  public var toggles: [Toggle] = []
  /// The title of the field inside the focus ring, if any.
  public var focusedField: String?
  /// The texts the step changed or inserted with an animation (the engine's `ui-animated` boxes).
  public var animated: [Text] = []
  public var animatedTexts: [String] { animated.map(\.text) }

  public init() {}

  /// Texts anywhere on screen, or in the top layer of a kind.
  public func texts(in kind: LayerKind) -> [String] {
    shown(in: kind).map(\.text)
  }

  /// Texts anywhere on screen, or in the top layer of a kind, with the views they sit in. A
  /// full-screen cover hides the layers under it; a sheet leaves the screen under it in sight.
  public func shown(in kind: LayerKind) -> [Text] {
    if kind == .screen {
      let firstSeen = layers.lastIndex(where: \.covers) ?? 0
      return layers[firstSeen...].flatMap(\.shown)
    }
    return layers.last { $0.kind == kind }?.shown ?? []
  }

  public init(snapshotHTML html: String) {
    var layerStack: [Int] = []
    var depth = 0
    var pendingToggle: String?
    var pendingViews: [String] = []
    // The depth of the focus ring's div while inside it.
    var focusDepth: Int?
    // The depths of the animated boxes the reader is inside.
    var animatedDepths: [Int] = []
    // The views of the note's own the reader is inside, outermost first.
    var views: [String] = []
    var index = html.startIndex
    while index < html.endIndex {
      if html[index] == "<" {
        guard let close = html[index...].firstIndex(of: ">") else { break }
        let tag = html[html.index(after: index)..<close]
        index = html.index(after: close)
        if tag.hasPrefix("!--in ") {
          views.append(Self.unescape(String(tag.dropFirst(6).dropLast(2))))
          continue
        }
        if tag.hasPrefix("!--/in") {
          _ = views.popLast()
          continue
        }
        if tag.hasPrefix("/") {
          if tag.hasPrefix("/div") {
            if layerStack.last == depth { layerStack.removeLast() }
            if animatedDepths.last == depth { animatedDepths.removeLast() }
            depth -= 1
          }
          continue
        }
        if tag.hasPrefix("div") {
          depth += 1
          if let kind = Self.layerKind(of: tag) {
            layers.append(Layer(kind: kind, covers: tag.contains(" ui-cover\"")))
            layerStack.append(depth)
          }
          if tag.hasPrefix("div class=\"ui-focused\"") { focusDepth = depth }
          if tag.hasPrefix("div class=\"ui-animated\"") { animatedDepths.append(depth) }
          if focusDepth != nil, focusedField == nil, tag.hasPrefix("div class=\"ui-texteditor\"") {
            focusedField = "TextEditor"
          }
        } else if tag.hasPrefix("label class=\"ui-toggle\"") {
          pendingToggle = ""
          pendingViews =
            Self.attribute("data-in", of: tag).map(Self.unescape)?
            .split(separator: " ").map(String.init) ?? []
        } else if tag.hasPrefix("input"), tag.contains("role=\"switch\""), let label = pendingToggle
        {
          toggles.append(
            Toggle(label: label, isOn: tag.contains(" checked"), enclosingViews: pendingViews))
          pendingToggle = nil
        } else if tag.hasPrefix("input class=\"ui-textfield\""), focusDepth != nil,
          focusedField == nil
        {
          focusedField = Self.attribute("placeholder", of: tag).map(Self.unescape)
        }
        continue
      }
      let end = html[index...].firstIndex(of: "<") ?? html.endIndex
      let text = Self.unescape(String(html[index..<end]))
      index = end
      if pendingToggle != nil { pendingToggle! += text }
      let layer = layerStack.isEmpty ? 0 : layers.count - 1
      layers[layer].shown.append(Text(text, in: views.reversed()))
      if !animatedDepths.isEmpty { animated.append(Text(text, in: views.reversed())) }
    }
  }

  /// The value of `name="…"` in a tag; values are escaped, so hold no `"`.
  private static func attribute(_ name: String, of tag: Substring) -> String? {
    guard let start = tag.range(of: " \(name)=\"")?.upperBound,
      let end = tag[start...].firstIndex(of: "\"")
    else { return nil }
    return String(tag[start..<end])
  }

  private static func layerKind(of tag: Substring) -> LayerKind? {
    if tag.contains("class=\"ui-sheet") { return .sheet }
    if tag.contains("class=\"ui-alert\"") || tag.contains("class=\"ui-dialog\"") { return .alert }
    return nil
  }

  private static func unescape(_ text: String) -> String {
    guard text.contains("&") else { return text }
    return text.replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
  }
}
