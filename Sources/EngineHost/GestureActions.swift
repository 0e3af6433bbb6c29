import EngineInterface
import Foundation
import StateEngine

/// Gestures as the host performs them: whole, in one step. A tap and a long press end at once; a
/// drag moves halfway, then all the way, then ends.
extension ViewHost {
  /// Taps a view twice: its `onTapGesture(count: 2)` or `TapGesture(count: 2)` ends.
  public func doubleTap(_ label: String, in viewType: String? = nil, index: Int? = nil) throws {
    let control = try find(.doubleTappable, label, in: viewType, index: index)
    try operate(control, named: describe("double tap", label, viewType, index))
  }

  /// Presses a view for its long press's minimum duration.
  public func longPress(_ label: String, in viewType: String? = nil, index: Int? = nil) throws {
    let control = try find(.longPressable, label, in: viewType, index: index)
    try operate(control, named: describe("long press", label, viewType, index))
  }

  /// Drags a view with a `DragGesture` by `translation` points from its origin.
  public func drag(
    _ label: String, by offset: DragOffset, in viewType: String? = nil, index: Int? = nil
  ) throws {
    let control = try find(.draggable, label, in: viewType, index: index)
    try drag(control, by: offset, named: describe("drag", label, viewType, index) + " by \(offset)")
  }

  func drag(_ control: Control, by offset: DragOffset, named name: String) throws {
    guard case .interaction(.gesture(let recognizer))? = control.node.primitive else { return }
    let translation = CGSize(width: offset.x, height: offset.y)
    step(name) { recognizer.perform(values: DragGesture.values(by: translation)) }
  }
}

extension GestureRecognizer.Kind {
  /// The value a gesture ends with when the host performs it whole; drags are performed by offset.
  var endValue: Any {
    switch self {
    case .tap, .drag, .unrecognized: ()
    case .longPress: true
    case .magnification: CGFloat(1)
    case .rotation: Angle.zero
    }
  }
}
