/// What a button does, for the system to draw it (destructive in red) and place it (cancel last).
public struct ButtonRole: Hashable, Sendable {
  /// The role's name, as the snapshot writes it (`data-role="destructive"`).
  let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
}
