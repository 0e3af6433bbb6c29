/// What a step's UI snapshot shows, as screen checks read it: the texts of every layer (the screen,
/// then each sheet, alert or dialog on top) and the switches with their state. Read from the
/// engine's snapshot HTML, whose shape the engine fixes: one element per text, escaped.
public struct Screen: Hashable, Sendable {
  public enum LayerKind: Hashable, Sendable {
    case screen, sheet, alert
  }

  public struct Layer: Hashable, Sendable {
    public var kind: LayerKind
    public var texts: [String] = []
  }

  public struct Toggle: Hashable, Sendable {
    public var label: String
    public var isOn: Bool
  }

  public var layers: [Layer] = [Layer(kind: .screen)]
  /// The switches on screen, in order.
  public var toggles: [Toggle] = []

  public init() {}

  /// Texts anywhere on screen, or in the top layer of a kind.
  public func texts(in kind: LayerKind) -> [String] {
    if kind == .screen { return layers.flatMap(\.texts) }
    return layers.last { $0.kind == kind }?.texts ?? []
  }

  public init(snapshotHTML html: String) {
    var layerStack: [Int] = []
    var depth = 0
    var pendingToggle: String?
    var index = html.startIndex
    while index < html.endIndex {
      if html[index] == "<" {
        guard let close = html[index...].firstIndex(of: ">") else { break }
        let tag = html[html.index(after: index)..<close]
        index = html.index(after: close)
        if tag.hasPrefix("/") {
          if tag.hasPrefix("/div") {
            if layerStack.last == depth { layerStack.removeLast() }
            depth -= 1
          }
          continue
        }
        if tag.hasPrefix("div") {
          depth += 1
          if let kind = Self.layerKind(of: tag) {
            layers.append(Layer(kind: kind))
            layerStack.append(depth)
          }
        } else if tag.hasPrefix("label class=\"ui-toggle\"") {
          pendingToggle = ""
        } else if tag.hasPrefix("input"), tag.contains("role=\"switch\""), let label = pendingToggle
        {
          toggles.append(Toggle(label: label, isOn: tag.contains(" checked")))
          pendingToggle = nil
        }
        continue
      }
      let end = html[index...].firstIndex(of: "<") ?? html.endIndex
      let text = Self.unescape(String(html[index..<end]))
      index = end
      if pendingToggle != nil { pendingToggle! += text }
      let layer = layerStack.isEmpty ? 0 : layers.count - 1
      layers[layer].texts.append(text)
    }
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
