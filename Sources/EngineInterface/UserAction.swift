/// A user action of a scenario, as docbuild parses it from a note and the engine's driver
/// performs it on the mounted view.
public enum UserAction: Hashable, Sendable {
  /// `index`: the n-th of several controls with the label, from 1 (`tap "+" #2`).
  case tap(String, in: String?, index: Int? = nil)
  case toggle(String, in: String?, index: Int? = nil)
  case type(String, into: String, in: String?, index: Int? = nil)
  case open(String, in: String?)
  case back
  case dismiss
  /// Lets time pass on the engine's clock: `wait 2s`, `wait 300ms`.
  case wait(seconds: Double)
  /// `pick "Mint" in "Flavor"`: an option of the picker with that label.
  case pick(String, in: String)
  /// `drag "Volume" to 0.8`: a slider set to a value (`drag "Volume" in Mixer #2 to 0.8`).
  case drag(String, to: Double, in: String? = nil, index: Int? = nil)
  /// `swipe to delete "Banana"`: the list row showing that text.
  case swipeToDelete(String)
  /// `scroll to "Row 40"`: scrolls lists and lazy stacks until a row shows that text.
  case scroll(to: String)
  /// `double tap "Photo"`: a view's double-tap gesture.
  case doubleTap(String, in: String?, index: Int? = nil)
  /// `long press "Photo"`: a view's long-press gesture, held for its minimum duration.
  case longPress(String, in: String?, index: Int? = nil)
  /// `drag "Card" by 120, 0`: a view's drag gesture, moved by that many points (x, y).
  case dragView(String, by: DragOffset, in: String?, index: Int? = nil)
  /// `focus "Email"`: the text field takes focus, as when the user taps into it.
  case focus(String, in: String?, index: Int? = nil)
  /// `submit "Email"`: the return key in the text field: `onSubmit` runs.
  case submit(String, in: String?, index: Int? = nil)
  /// `refresh`: pulls the refreshable list down and waits for its action to finish.
  case refresh
  /// `pinch "Photo" by 2`: a view's magnification gesture, pinched to that scale (2: twice as big).
  case pinch(String, by: Double, in: String?, index: Int? = nil)
  /// `rotate "Photo" by 45`: a view's rotation gesture, turned by that many degrees (clockwise).
  case rotate(String, by: Double, in: String?, index: Int? = nil)
}

/// How far a drag moves a view, in points.
public struct DragOffset: Codable, Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// As scenarios write it: `120, 0`, `-40.5, 10`. docbuild's scenario lines and the engine's step
  /// names say it the same way.
  public var description: String {
    "\(ScenarioNumber.describe(x)), \(ScenarioNumber.describe(y))"
  }
}

extension DragOffset {
  /// Reads `120, 0` as `description` writes it.
  public init?(parsing text: String) {
    let parts = text.split(separator: ",").map { String($0.filter { $0 != " " }) }
    guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) else { return nil }
    self.init(x: x, y: y)
  }
}

extension DragOffset {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    x = try container.decode(Double.self, forKey: "x")
    y = try container.decode(Double.self, forKey: "y")
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    try container.encode(x, forKey: "x")
    try container.encode(y, forKey: "y")
  }
}
