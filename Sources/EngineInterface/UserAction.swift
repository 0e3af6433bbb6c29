/// A user action of a scenario, as docbuild parses it from a note and the engine's driver
/// performs it on the mounted view.
public enum UserAction: Codable, Hashable, Sendable {
  /// `index`: the n-th of several controls with the label, from 1 (`tap "+" #2`).
  case tap(String, in: String?, index: Int? = nil)
  case toggle(String, in: String?, index: Int? = nil)
  case type(String, into: String, in: String?)
  case open(String, in: String?)
  case back
  case dismiss
  /// Lets time pass on the engine's clock: `wait 2s`, `wait 300ms`.
  case wait(seconds: Double)
  /// `pick "Mint" in "Flavor"`: an option of the picker with that label.
  case pick(String, in: String)
  /// `drag "Volume" to 0.8`: a slider set to a value.
  case drag(String, to: Double)
  /// `swipe to delete "Banana"`: the list row showing that text.
  case swipeToDelete(String)
  /// `scroll to "Row 40"`: scrolls lists and lazy stacks until a row shows that text.
  case scroll(to: String)
}
