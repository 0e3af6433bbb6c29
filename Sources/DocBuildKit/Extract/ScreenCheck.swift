/// One line of an expected-output part that checks the step's screen instead of its console:
///
/// - `shows: Age: 13` — a text on screen (any layer) reads exactly `Age: 13`; `hides: …` — none does;
/// - `sheet: shows n = 1`, `alert: hides Saved` — the same, in the top sheet (alert or dialog);
/// - `toggle Enabled: off` — the switch labelled `Enabled` is off (`on`).
public struct ScreenCheck: Hashable, Sendable {
  public enum Claim: Hashable, Sendable {
    case text(String, in: Screen.LayerKind, shown: Bool)
    case toggle(String, isOn: Bool)
  }

  public var claim: Claim
  public var noteLine: Int

  /// The check a line states, or nil for a console line.
  static func parse(_ line: String, noteLine: Int) -> ScreenCheck? {
    var rest = Substring(line)
    var layer = Screen.LayerKind.screen
    if rest.hasPrefix("toggle "), let colon = rest.lastIndex(of: ":") {
      let label = rest[rest.index(rest.startIndex, offsetBy: 7)..<colon]
      let state = rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      guard !label.isEmpty, state == "on" || state == "off" else { return nil }
      return ScreenCheck(claim: .toggle(String(label), isOn: state == "on"), noteLine: noteLine)
    }
    for (prefix, kind) in [("sheet: ", Screen.LayerKind.sheet), ("alert: ", .alert)]
    where rest.hasPrefix(prefix) {
      rest = rest.dropFirst(prefix.count)
      layer = kind
    }
    let separator = layer == .screen ? ": " : " "
    for (verb, shown) in [("shows", true), ("hides", false)]
    where rest.hasPrefix(verb + separator) {
      let text = String(rest.dropFirst(verb.count + separator.count))
      return ScreenCheck(claim: .text(text, in: layer, shown: shown), noteLine: noteLine)
    }
    return nil
  }

  /// The check as written, for diffs and blessing.
  public var line: String {
    switch claim {
    case .toggle(let label, let isOn): "toggle \(label): \(isOn ? "on" : "off")"
    case .text(let text, let layer, let shown):
      switch layer {
      case .screen: "\(shown ? "shows" : "hides"): \(text)"
      case .sheet: "sheet: \(shown ? "shows" : "hides") \(text)"
      case .alert: "alert: \(shown ? "shows" : "hides") \(text)"
      }
    }
  }

  /// What the screen really shows about the same thing: the check itself when it holds, otherwise
  /// its opposite (a missing switch keeps the claim, so it stays a mismatch).
  public func actual(on screen: Screen) -> ScreenCheck {
    var actual = self
    switch claim {
    case .text(let text, let layer, _):
      actual.claim = .text(text, in: layer, shown: screen.texts(in: layer).contains(text))
    case .toggle(let label, let isOn):
      let state = screen.toggles.first { $0.label == label }?.isOn
      actual.claim = .toggle(label, isOn: state ?? isOn)
    }
    return actual
  }

  /// Whether the screen agrees.
  public func holds(on screen: Screen) -> Bool {
    if case .toggle(let label, _) = claim, !screen.toggles.contains(where: { $0.label == label }) {
      return false
    }
    return actual(on: screen) == self
  }
}
