/// What a button does, for the system to draw it (destructive in red) and place it (cancel last).
public struct ButtonRole: Hashable, Sendable {
  /// The role's name, as the snapshot writes it (`data-role="destructive"`).
  let name: String
  /// Whether the system added the button (a dialog's standard Cancel), so that the page can label
  /// it in its own language, as iOS does; a role is the same role either way.
  var isSystemProvided = false
  public static var destructive: Self { Self(name: "destructive") }
  public static var cancel: Self { Self(name: "cancel") }

  public static func == (lhs: ButtonRole, rhs: ButtonRole) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
