/// One line of an expected-output part that checks the step's screen instead of its console:
///
/// - `shows: Age: 13` — a text on screen (any layer) reads exactly `Age: 13`; `hides: …` — none does;
/// - `sheet: shows n = 1`, `alert: hides Saved` — the same, in the top sheet (alert or dialog);
/// - `toggle Enabled: off` — the switch labelled `Enabled` is off (`on`); addressed as scenario
///   actions address a control when labels repeat: `toggle "On" in SlotB: on`, `toggle "On" #3: off`;
/// - `focus: Email` — the text field titled `Email` has focus (`focus: none` — no field has);
/// - `animates: Level 2` — the step changed or inserted that text with an animation
///   (`animates: none` — the step animated nothing).
public struct ScreenCheck: Hashable, Sendable {
  public enum Claim: Hashable, Sendable {
    case text(String, in: Screen.LayerKind, shown: Bool)
    case toggle(ControlAddress, isOn: Bool)
    /// The title of the focused field, nil for none.
    case focus(String?)
    /// A text the step animated, nil for none at all.
    case animates(String?)
  }

  /// Which control a check means: by label, then inside a view, then the n-th of those, from 1.
  public struct ControlAddress: Hashable, Sendable {
    public var label: String
    public var view: String?
    public var index: Int?
    /// Written `toggle "Label"` rather than `toggle Label`: kept so the line reads back as written.
    public var isQuoted = false

    public init(label: String, view: String? = nil, index: Int? = nil, isQuoted: Bool = false) {
      self.label = label
      self.view = view
      self.index = index
      self.isQuoted = isQuoted
    }

    var line: String {
      guard isQuoted || view != nil || index != nil else { return label }
      return QuotedStringScanner.quote(label) + (view.map { " in \($0)" } ?? "")
        + (index.map { " #\($0)" } ?? "")
    }

    /// The toggles on screen with the label, inside the view when one is named.
    func candidates(on screen: Screen) -> [Screen.Toggle] {
      screen.toggles.filter { toggle in
        toggle.label == label && (view.map { toggle.enclosingViews.contains($0) } ?? true)
      }
    }

    /// The one toggle meant, nil when there is none (or the `#n` is past the end).
    func toggle(on screen: Screen) -> Screen.Toggle? {
      let candidates = candidates(on: screen)
      guard let index else { return candidates.first }
      return candidates.indices.contains(index - 1) ? candidates[index - 1] : nil
    }
  }

  public var claim: Claim
  public var noteLine: Int

  /// The check a line states, or nil for a console line.
  static func parse(_ line: String, noteLine: Int) -> ScreenCheck? {
    var rest = Substring(line)
    var layer = Screen.LayerKind.screen
    if rest.hasPrefix("toggle ") {
      return parseToggle(rest.dropFirst(7)).map { ScreenCheck(claim: $0, noteLine: noteLine) }
    }
    if rest.hasPrefix("focus: ") {
      let title = rest.dropFirst(7).trimmingCharacters(in: .whitespaces)
      guard !title.isEmpty else { return nil }
      return ScreenCheck(claim: .focus(title == "none" ? nil : title), noteLine: noteLine)
    }
    if rest.hasPrefix("animates: ") {
      let text = String(rest.dropFirst(10))
      guard !text.isEmpty else { return nil }
      return ScreenCheck(claim: .animates(text == "none" ? nil : text), noteLine: noteLine)
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

  /// `Enabled: off`, or `"On" in SlotB #2: on`.
  private static func parseToggle(_ rest: Substring) -> Claim? {
    guard let colon = rest.lastIndex(of: ":") else { return nil }
    let state = rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    guard state == "on" || state == "off" else { return nil }
    let target = rest[..<colon]
    guard target.first == "\"" else {
      guard !target.isEmpty else { return nil }
      return .toggle(ControlAddress(label: String(target)), isOn: state == "on")
    }
    var scanner = QuotedStringScanner(target)
    guard let label = try? scanner.readQuoted() else { return nil }
    var address = ControlAddress(label: label, isQuoted: true)
    scanner.skipWhitespace()
    if scanner.current == "i" {
      guard scanner.read(while: { !$0.properties.isWhitespace }) == "in" else { return nil }
      scanner.skipWhitespace()
      let view = scanner.read(while: {
        $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil
      })
      guard !view.isEmpty else { return nil }
      address.view = view
      scanner.skipWhitespace()
    }
    if scanner.current == "#" {
      scanner.skip(while: { $0 == "#" })
      guard let index = Int(scanner.read(while: { ("0"..."9").contains($0) })), index > 0 else {
        return nil
      }
      address.index = index
      scanner.skipWhitespace()
    }
    guard scanner.isAtEnd else { return nil }
    return .toggle(address, isOn: state == "on")
  }

  /// The check as written, for diffs and blessing.
  public var line: String {
    switch claim {
    case .toggle(let address, let isOn): "toggle \(address.line): \(isOn ? "on" : "off")"
    case .focus(let title): "focus: \(title ?? "none")"
    case .animates(let text): "animates: \(text ?? "none")"
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
    case .toggle(let address, let isOn):
      actual.claim = .toggle(address, isOn: address.toggle(on: screen)?.isOn ?? isOn)
    case .focus:
      actual.claim = .focus(screen.focusedField)
    case .animates(let text):
      // What did animate: the text itself when it did, otherwise the first that did (or none).
      let animated = screen.animatedTexts
      actual.claim = .animates(text.flatMap { animated.contains($0) ? $0 : nil } ?? animated.first)
    }
    return actual
  }

  /// Whether the screen agrees.
  public func holds(on screen: Screen) -> Bool {
    if case .toggle(let address, _) = claim, address.toggle(on: screen) == nil { return false }
    return actual(on: screen) == self
  }

  /// Why the check cannot say which control it means: its label matches several and neither `in`
  /// nor `#n` picks one. Lists them, as a failing action lists what was available.
  public func ambiguity(on screen: Screen) -> String? {
    guard case .toggle(let address, _) = claim, address.index == nil else { return nil }
    let candidates = address.candidates(on: screen)
    guard candidates.count > 1 else { return nil }
    let listed = candidates.enumerated().map { offset, toggle in
      "#\(offset + 1)"
        + (toggle.enclosingViews.isEmpty
          ? "" : " (in \(toggle.enclosingViews.joined(separator: ", ")))")
    }
    return "\(candidates.count) toggles are labelled \(QuotedStringScanner.quote(address.label))"
      + (address.view.map { " in \($0)" } ?? "")
      + "; name the view with `in` or pick one with `#2`: " + listed.joined(separator: ", ")
  }
}
