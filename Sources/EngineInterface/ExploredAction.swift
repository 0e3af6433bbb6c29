/// One action the explorer took: a control by its kind (`button`, `toggle`, `text field`, `link`,
/// `tab`, `option`, or `back`), its label and which of the controls with that kind and label it
/// is (counted from 1 in the order they appear), or one of the actions below that are no
/// control's own.
public struct ExploredAction: Codable, Hashable, Sendable {
  public var kind: String
  public var label: String
  public var occurrence: Int
  /// What a text field was given; how far a view was dragged; how long a wait was (`2s`).
  public var text: String?

  public init(kind: String, label: String, occurrence: Int, text: String? = nil) {
    self.kind = kind
    self.label = label
    self.occurrence = occurrence
    self.text = text
  }
}

extension ExploredAction {
  /// The kinds of explored actions that are not a control's own: focusing a text field, its return
  /// key, and pulling the screen down to refresh.
  public static var focus: String { "focus" }
  public static var submit: String { "submit" }
  public static var refresh: String { "refresh" }
  /// Letting time pass (`text` says how long, as `WaitDuration` writes it) while work is pending.
  public static var wait: String { "wait" }
  /// Closing the top sheet, alert or dialog without one of its buttons.
  public static var dismiss: String { "dismiss" }
  /// Swiping the list row whose text is the label away.
  public static var swipeToDelete: String { "swipe to delete" }
  /// Scrolling the lists on screen until a row shows the label.
  public static var scroll: String { "scroll to" }
}

extension ExploredAction {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    kind = try container.decode(String.self, forKey: "kind")
    label = try container.decode(String.self, forKey: "label")
    occurrence = try container.decode(Int.self, forKey: "occurrence")
    text = try container.decodeIfPresent(String.self, forKey: "text")
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    try container.encode(kind, forKey: "kind")
    try container.encode(label, forKey: "label")
    try container.encode(occurrence, forKey: "occurrence")
    try container.encodeIfPresent(text, forKey: "text")
  }
}
