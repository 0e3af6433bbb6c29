/// One line of an expected-output part that checks the step's screen instead of its console:
///
/// - `shows: Age: 13` — a text on screen (any layer) reads exactly `Age: 13`; `hides: …` — none does;
/// - `sheet: shows n = 1`, `alert: hides Saved` — the same, in the top sheet (alert or dialog);
/// - `toggle Enabled: off` — the switch labelled `Enabled` is off (`on`);
/// - `focus: Email` — the text field titled `Email` has focus (`focus: none` — no field has);
/// - `animates: Level 2` — the step changed or inserted that text with an animation
///   (`animates: none` — the step animated nothing).
///
/// Texts (animated ones too) and switches are addressed as scenario actions address a control when
/// they repeat: `shows: Milk in RowView`, `toggle "On" in SlotB: on`, `toggle "On" #3: off`.
public struct ScreenCheck: Hashable, Sendable {
  public enum Claim: Hashable, Sendable {
    case text(Address, in: Screen.LayerKind, shown: Bool)
    case toggle(Address, isOn: Bool)
    /// The title of the focused field, nil for none.
    case focus(String?)
    /// A text the step animated, nil for none at all.
    case animates(Address?)
  }

  /// Which text or switch a check means: by its text or label, then inside a view, then the n-th
  /// of those, from 1.
  public struct Address: Hashable, Sendable {
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

    /// A switch's address as a line writes it: quoted when it names a view or an index.
    var line: String {
      guard isQuoted || view != nil || index != nil else { return label }
      return QuotedStringScanner.quote(label) + scope
    }

    /// A text's address as a line writes it: quoted only when it was.
    var textLine: String {
      (isQuoted ? QuotedStringScanner.quote(label) : label) + scope
    }

    private var scope: String {
      (view.map { " in \($0)" } ?? "") + (index.map { " #\($0)" } ?? "")
    }

    /// Whether a thing inside `enclosingViews` with `label` is one the address can mean.
    func matches(_ label: String, in enclosingViews: [String]) -> Bool {
      label == self.label && (view.map { enclosingViews.contains($0) } ?? true)
    }

    /// The one thing meant among the candidates, nil when there is none (or the `#n` is past the
    /// end).
    func pick<Thing>(_ candidates: [Thing]) -> Thing? {
      guard let index else { return candidates.first }
      return candidates.indices.contains(index - 1) ? candidates[index - 1] : nil
    }

    /// The toggles on screen with the label, inside the view when one is named.
    func toggles(on screen: Screen) -> [Screen.Toggle] {
      screen.toggles.filter { matches($0.label, in: $0.enclosingViews) }
    }

    /// The texts of the layer that read the label, inside the view when one is named.
    func texts(in layer: Screen.LayerKind, on screen: Screen) -> [Screen.Text] {
      screen.shown(in: layer).filter { matches($0.text, in: $0.enclosingViews) }
    }

    /// An address read from the text of a `shows:`/`hides:` line: `Milk`, `Milk in RowView`,
    /// `Milk #2`, `Milk in RowView #2`, or the text quoted (`"Milk" in RowView`) when it holds
    /// ` in ` or `#` itself. A view name starts with a capital, as Swift's view types do, or a
    /// letter without case (`in 清单行`).
    static func text(_ written: String) -> Address {
      var address = Address(label: written)
      var rest = Substring(written)
      if let match = rest.wholeMatch(of: /(.*\S) #([1-9][0-9]*)/), let index = Int(match.2) {
        address.index = index
        rest = match.1
      }
      if let match = rest.wholeMatch(of: /(.*\S) in ([\p{Lu}\p{Lo}][\p{L}\p{N}_]*)/) {
        address.view = String(match.2)
        rest = match.1
      }
      if rest.count >= 2, rest.first == "\"" {
        var scanner = QuotedStringScanner(rest)
        if let label = try? scanner.readQuoted(), scanner.isAtEnd {
          address.isQuoted = true
          rest = Substring(label)
        }
      }
      address.label = String(rest)
      return address
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
      return ScreenCheck(
        claim: .animates(text == "none" ? nil : Address.text(text)), noteLine: noteLine)
    }
    for (prefix, kind) in [("sheet: ", Screen.LayerKind.sheet), ("alert: ", .alert)]
    where rest.hasPrefix(prefix) {
      rest = rest.dropFirst(prefix.count)
      layer = kind
    }
    let separator = layer == .screen ? ": " : " "
    for (verb, shown) in [("shows", true), ("hides", false)]
    where rest.hasPrefix(verb + separator) {
      let text = Address.text(String(rest.dropFirst(verb.count + separator.count)))
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
      return .toggle(Address(label: String(target)), isOn: state == "on")
    }
    var scanner = QuotedStringScanner(target)
    guard let label = try? scanner.readQuoted() else { return nil }
    var address = Address(label: label, isQuoted: true)
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
    case .animates(let address): "animates: \(address?.textLine ?? "none")"
    case .text(let address, let layer, let shown):
      switch layer {
      case .screen: "\(shown ? "shows" : "hides"): \(address.textLine)"
      case .sheet: "sheet: \(shown ? "shows" : "hides") \(address.textLine)"
      case .alert: "alert: \(shown ? "shows" : "hides") \(address.textLine)"
      }
    }
  }

  /// What the screen really shows about the same thing: the check itself when it holds, otherwise
  /// its opposite (a missing switch keeps the claim, so it stays a mismatch).
  public func actual(on screen: Screen) -> ScreenCheck {
    var actual = self
    switch claim {
    case .text(let address, let layer, _):
      let meant = address.asWritten(on: screen, in: layer)
      actual.claim = .text(
        address, in: layer, shown: meant.pick(meant.texts(in: layer, on: screen)) != nil)
    case .toggle(let address, let isOn):
      actual.claim = .toggle(
        address, isOn: address.pick(address.toggles(on: screen))?.isOn ?? isOn)
    case .focus:
      actual.claim = .focus(screen.focusedField)
    case .animates(let address):
      // What did animate: the text itself when it did, otherwise the first that did (or none).
      let animated = screen.animated
      let meant = address?.asWritten(among: animated.map(\.text))
      let found = meant.flatMap { meant in
        meant.pick(animated.filter { meant.matches($0.text, in: $0.enclosingViews) })
      }
      actual.claim = .animates(
        found != nil ? address : animated.first.map { ScreenCheck.Address(label: $0.text) })
    }
    return actual
  }

  /// Whether the screen agrees.
  public func holds(on screen: Screen) -> Bool {
    if case .toggle(let address, _) = claim, address.pick(address.toggles(on: screen)) == nil {
      return false
    }
    return actual(on: screen).claim == claim
  }

  /// Why the check cannot say which text or switch it means: its text or label is in several
  /// places and neither `in` nor `#n` picks one. Lists them, as a failing action lists what was
  /// available.
  public func ambiguity(on screen: Screen) -> String? {
    let address: Address
    let places: [[String]]
    let what: String
    switch claim {
    case .toggle(let toggle, _):
      address = toggle
      places = toggle.toggles(on: screen).map(\.enclosingViews)
      what = "toggles are labelled"
    case .text(let text, let layer, true):
      address = text.asWritten(on: screen, in: layer)
      places = address.texts(in: layer, on: screen).map(\.enclosingViews)
      what = "texts read"
    default:
      return nil
    }
    guard address.index == nil, places.count > 1 else { return nil }
    let listed = places.enumerated().map { offset, views in
      "#\(offset + 1)" + (views.isEmpty ? "" : " (in \(views.joined(separator: ", ")))")
    }
    return "\(places.count) \(what) \(QuotedStringScanner.quote(address.label))"
      + (address.view.map { " in \($0)" } ?? "")
      + "; name the view with `in` or pick one with `#2`: " + listed.joined(separator: ", ")
  }
}

extension ScreenCheck.Address {
  /// A text check's address as the screen reads it: the whole line's text when a text on the
  /// screen reads exactly that (`shows: Order #2`, `shows: Signed in Alice`), so a text that looks
  /// like an address is still found.
  func asWritten(on screen: Screen, in layer: Screen.LayerKind) -> ScreenCheck.Address {
    asWritten(among: screen.texts(in: layer))
  }

  /// The same, among `texts`.
  func asWritten(among texts: [String]) -> ScreenCheck.Address {
    guard isQuoted || view != nil || index != nil else { return self }
    let whole = Self(label: textLine)
    return texts.contains(whole.label) ? whole : self
  }
}
