/// One action the explorer took: a control by its kind (`button`, `toggle`, `text field`, `link`,
/// `tab`, `option`, or `back`), its label and which of the controls with that kind and label it
/// is (counted from 1 in the order they appear), or going back.
public struct ExploredAction: Codable, Hashable, Sendable {
  public var kind: String
  public var label: String
  public var occurrence: Int
  /// What a text field was given.
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
  public static let focus = "focus"
  public static let submit = "submit"
  public static let refresh = "refresh"
}
