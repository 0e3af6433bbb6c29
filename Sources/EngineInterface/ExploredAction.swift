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
